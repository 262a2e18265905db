/**
 * A counting semaphore. Password hashing takes tens of milliseconds of CPU and ~19 MiB of
 * memory per call; capping how many run at once keeps a login flood from starving every other
 * request of CPU (and of the libuv thread pool that file and DNS work share).
 */
export interface Semaphore {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks waiting for a slot (for metrics and tests). */
  readonly waiting: number;
  readonly active: number;
}

export function createSemaphore(limit: number): Semaphore {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be ≥ 1');
  let active = 0;
  const queue: (() => void)[] = [];

  function release(): void {
    const next = queue.shift();
    if (next) next();
    else active--;
  }

  async function acquire(): Promise<void> {
    if (active < limit) {
      active++;
      return;
    }
    // The releasing task hands its slot straight to us, so `active` stays unchanged.
    await new Promise<void>((resolve) => queue.push(resolve));
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get waiting() {
      return queue.length;
    },
    get active() {
      return active;
    },
  };
}
