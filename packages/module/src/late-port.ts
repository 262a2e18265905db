// A port provided after construction: the explicit way to break a cycle between contexts
// (identity shows the ban that limits holds, limits reads identity's accounts). The module
// that needs it receives the port object and reads it when it serves a request; the
// composition binds it, type-checked, once the providing module is open, and refuses to
// finish opening while any port it created is unbound. No `let x = null`.

export interface LatePort<T> {
  readonly name: string;
  /** True once bound. */
  readonly bound: boolean;
  /** The bound port; throws before the composition has bound it (a wiring bug). */
  get(): T;
  /** Binds the port; a second bind is a wiring bug and throws. */
  bind(port: T): void;
}

export function latePort<T>(name: string): LatePort<T> {
  let value: { port: T } | null = null;
  return {
    name,
    get bound() {
      return value !== null;
    },
    get() {
      if (value === null) throw new Error(`late port "${name}" is read before it is bound`);
      return value.port;
    },
    bind(port) {
      if (value !== null) throw new Error(`late port "${name}" is bound twice`);
      value = { port };
    },
  };
}
