/**
 * Time for the feed is passed in: a clock that tells the time and a scheduler that calls the
 * tick. Production passes the system ones; tests pass manual ones and drive time themselves.
 */

/** Milliseconds since the Unix epoch. */
export interface Clock {
  now(): number;
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
