/**
 * Time for the feed is passed in: a clock that tells the time and a scheduler that calls the
 * tick. Production passes the system ones; tests pass manual ones and drive time themselves.
 */

/** Milliseconds since the Unix epoch. */
export interface Clock {
  now(): number;
}

/** A clock that tests move by hand. */
export interface ManualClock extends Clock {
  set(ms: number): void;
  advance(ms: number): void;
}

/** Calls `fn` every `ms` milliseconds until the returned function is called. */
export interface TickScheduler {
  every(ms: number, fn: () => void): () => void;
}

/** The wall clock (`Date.now`). */
export const systemClock: Clock = { now: () => Date.now() };

/** A scheduler on `setInterval`; the timer does not keep the process alive. */
export const intervalScheduler: TickScheduler = {
  every(ms, fn) {
    const handle = setInterval(fn, ms);
    handle.unref?.();
    return () => clearInterval(handle);
  },
};

/** A clock that only moves when told to; time never goes backwards. */
export function createManualClock(startMs: number): ManualClock {
  let current = startMs;
  return {
    now: () => current,
    set(ms) {
      if (ms < current) throw new Error('a manual clock never goes backwards');
      current = ms;
    },
    advance(ms) {
      if (ms < 0) throw new Error('a manual clock never goes backwards');
      current += ms;
    },
  };
}

/** A scheduler whose registered callbacks run only when `runAll` is called (for tests). */
export interface ManualScheduler extends TickScheduler {
  runAll(): void;
  readonly active: number;
}

/** A scheduler for tests: nothing runs on its own. */
export function createManualScheduler(): ManualScheduler {
  const callbacks = new Set<() => void>();
  return {
    every(_ms, fn) {
      callbacks.add(fn);
      return () => {
        callbacks.delete(fn);
      };
    },
    runAll() {
      for (const fn of [...callbacks]) fn();
    },
    get active() {
      return callbacks.size;
    },
  };
}
