// The composition root's tool: an ordered list of context modules. Each `add` checks, at
// compile time, that the ports the module needs are among those the modules before it
// provide; `bind` fills a late port from the ports open at that point. `open` opens the
// modules in order and answers everything the server loops over: the mounted routes, the
// live hub's topics and publishers, the jobs of the worker role and the closing sequence.
import type { LatePort } from './late-port.ts';
import { latePort } from './late-port.ts';
import type {
  ContextModule,
  LiveContribution,
  ModuleBase,
  ModuleJob,
  Mount,
  OpenedModule,
} from './contract.ts';

/** The opened composition. */
export interface OpenedModules<Ports> {
  /** Every port provided, by name. */
  ports: Ports;
  /** Module names in opening order. */
  names: readonly string[];
  /** Every module's routes, in list order. */
  routes: readonly Mount[];
  /** Every module's live part, in list order. */
  live: readonly LiveContribution[];
  /** Every module's jobs, in list order. */
  jobs: readonly ModuleJob[];
  /** Starts the jobs in list order; the answer stops them in reverse. */
  startJobs(): () => void;
  /** Closes the modules in reverse order (each after the ones that came after it). */
  close(): Promise<void>;
}

type Step =
  | { kind: 'module'; module: ContextModule<never, unknown> }
  | { kind: 'bind'; port: LatePort<unknown>; from: (ports: never) => unknown };

export interface Composition<Ports> {
  /** Adds a module whose needs the ports so far satisfy. */
  add<Provides>(module: ContextModule<Ports, Provides>): Composition<Ports & Provides>;
  /** A port bound later in the list (see {@link LatePort}); `open` checks it is bound. */
  late<T>(name: string): LatePort<T>;
  /** Binds a late port from the ports open at this point of the list. */
  bind<T>(port: LatePort<T>, from: (ports: Ports) => T): Composition<Ports>;
  open(base: ModuleBase): Promise<OpenedModules<Ports>>;
}

function builder<Ports>(steps: readonly Step[], lates: LatePort<unknown>[]): Composition<Ports> {
  return {
    add<Provides>(module: ContextModule<Ports, Provides>) {
      const step: Step = { kind: 'module', module: module as ContextModule<never, unknown> };
      return builder<Ports & Provides>([...steps, step], lates);
    },
    late<T>(name: string) {
      const port = latePort<T>(name);
      lates.push(port as LatePort<unknown>);
      return port;
    },
    bind<T>(port: LatePort<T>, from: (ports: Ports) => T) {
      const step: Step = {
        kind: 'bind',
        port: port as LatePort<unknown>,
        from: from as (ports: never) => unknown,
      };
      return builder<Ports>([...steps, step], lates);
    },
    async open(base) {
      const ports: Record<string, unknown> = {};
      const opened: { name: string; module: OpenedModule<unknown> }[] = [];
      const closeOpened = async () => {
        for (const { module } of [...opened].reverse()) await module.close?.();
      };
      try {
        for (const step of steps) {
          if (step.kind === 'bind') {
            step.port.bind(step.from(ports as never));
            continue;
          }
          if (opened.some((o) => o.name === step.module.name)) {
            throw new Error(`module "${step.module.name}" is in the list twice`);
          }
          const module = await step.module.open(ports as never, base);
          opened.push({ name: step.module.name, module });
          Object.assign(ports, module.provides);
        }
        const unbound = lates.filter((port) => !port.bound).map((port) => port.name);
        if (unbound.length > 0) throw new Error(`late ports never bound: ${unbound.join(', ')}`);
      } catch (error) {
        await closeOpened();
        throw error;
      }
      const jobs = opened.flatMap(({ module }) => module.jobs ?? []);
      return {
        ports: ports as Ports,
        names: opened.map((o) => o.name),
        routes: opened.flatMap(({ module }) => module.routes ?? []),
        live: opened.flatMap(({ module }) => (module.live ? [module.live] : [])),
        jobs,
        startJobs() {
          const stops = jobs.map((job) => job.start());
          return () => {
            for (const stop of stops.reverse()) stop();
          };
        },
        close: closeOpened,
      };
    },
  };
}

/** No ports yet. */
type Nothing = Record<never, never>;

/** An empty composition; `add` modules in their dependency order. */
export function composeModules(): Composition<Nothing> {
  return builder<Nothing>([], []);
}
