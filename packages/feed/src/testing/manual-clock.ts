// Clocks and schedulers that tests drive by hand (the production ones are in ../clock.ts).
import type { Clock, TickScheduler } from '../clock.ts';

/** A clock that tests move by hand. */
export interface ManualClock extends Clock {
  set(ms: number): void;
  advance(ms: number): void;
}

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
