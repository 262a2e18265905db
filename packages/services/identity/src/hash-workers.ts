import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Password hashing on worker threads at a lower scheduling priority.
 *
 * Measured (decision 006, bench/README.md): `@node-rs/argon2`'s async calls cost the main
 * thread about 1.5 ms each to start plus several milliseconds more per call under load, and
 * their threads compete with the event loop at the same priority. Here each worker runs the
 * synchronous argon2 call on its own thread, which lowers its own nice value first (on Linux
 * `setpriority` on the calling thread touches that thread only): under CPU contention the
 * kernel serves the event loop before the hashes, so a login flood slows logins, not the site.
 */

export type HashJob =
  | { op: 'hash'; password: string; options: Record<string, number> }
  | { op: 'verify'; hashed: string; password: string };

interface Pending {
  job: HashJob;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

/** How much lower than the process the hashing threads run (nice + 10). */
const HASH_THREAD_NICENESS = 10;

// CommonJS evaluated in the worker: no file to ship beside the server bundle.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const os = require('node:os');
const argon2 = require(workerData.argon2Path);
try { os.setPriority(Math.min(19, os.getPriority() + workerData.niceness)); } catch {}
parentPort.on('message', (job) => {
  try {
    const result = job.op === 'hash'
      ? argon2.hashSync(job.password, job.options)
      : argon2.verifySync(job.hashed, job.password);
    parentPort.postMessage({ ok: true, result });
  } catch (error) {
    parentPort.postMessage({ ok: false, message: String(error && error.message || error) });
  }
});
`;

export interface HashWorkers {
  run(job: HashJob): Promise<string | boolean>;
  /** Jobs waiting for a free thread. */
  readonly waiting: number;
  close(): Promise<void>;
}

interface Slot {
  worker: Worker;
  current: Pending | null;
}

/** `size` hashing threads; jobs beyond that wait in order (the concurrency cap). */
export function createHashWorkers(size: number): HashWorkers {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('size must be ≥ 1');
  const argon2Path = createRequire(import.meta.url).resolve('@node-rs/argon2');
  const queue: Pending[] = [];
  const slots: Slot[] = [];
  let closed = false;

  function spawn(): Slot {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { argon2Path, niceness: HASH_THREAD_NICENESS },
    });
    const slot: Slot = { worker, current: null };
    worker.unref();
    worker.on('message', (answer: { ok: boolean; result?: string | boolean; message?: string }) => {
      const done = slot.current;
      slot.current = null;
      worker.unref();
      if (done) {
        if (answer.ok && answer.result !== undefined) done.resolve(answer.result);
        else done.reject(new Error(answer.message ?? 'hashing failed'));
      }
      next(slot);
    });
    worker.on('error', (error) => fail(slot, error));
    worker.on('exit', () => fail(slot, new Error('hashing thread exited')));
    return slot;
  }

  function fail(slot: Slot, error: Error): void {
    const index = slots.indexOf(slot);
    if (index === -1) return;
    const done = slot.current;
    slot.current = null;
    done?.reject(error);
    if (closed) return;
    // A thread died (out of memory, a crash in the native code): replace it, keep the queue.
    slots[index] = spawn();
    next(slots[index]);
  }

  function next(slot: Slot): void {
    if (slot.current || closed) return;
    const pending = queue.shift();
    if (!pending) return;
    slot.current = pending;
    slot.worker.ref();
    slot.worker.postMessage(pending.job);
  }

  for (let i = 0; i < size; i++) slots.push(spawn());

  return {
    run(job) {
      if (closed) return Promise.reject(new Error('hash workers closed'));
      return new Promise((resolve, reject) => {
        queue.push({ job, resolve, reject });
        const idle = slots.find((s) => s.current === null);
        if (idle) next(idle);
      });
    },
    get waiting() {
      return queue.length;
    },
    async close() {
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(new Error('hash workers closed'));
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
