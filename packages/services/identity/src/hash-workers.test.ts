import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import type { HashWorkers } from './hash-workers.ts';
import { createHashWorkers } from './hash-workers.ts';

// Light parameters: these tests are about the threads, not the hash strength.
const LIGHT = { memoryCost: 1024, timeCost: 1, parallelism: 1, algorithm: 2 };

let workers: HashWorkers | null = null;
afterEach(async () => {
  await workers?.close();
  workers = null;
});

describe('hash workers', () => {
  it('hash and verify on worker threads', async () => {
    workers = createHashWorkers(2);
    const hashed = await workers.run({ op: 'hash', password: 'Quiet-River-73', options: LIGHT });
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(
      await workers.run({ op: 'verify', hashed: String(hashed), password: 'Quiet-River-73' }),
    ).toBe(true);
    expect(
      await workers.run({ op: 'verify', hashed: String(hashed), password: 'quiet-river-73' }),
    ).toBe(false);
  });

  it('queues beyond the cap and answers every job in order of its own result', async () => {
    workers = createHashWorkers(2);
    const jobs = Array.from({ length: 6 }, (_, i) =>
      workers!.run({ op: 'hash', password: `password-${i}`, options: LIGHT }),
    );
    // Two run, four wait for a free thread.
    expect(workers.waiting).toBe(4);
    const hashes = await Promise.all(jobs);
    expect(new Set(hashes).size).toBe(6);
    expect(workers.waiting).toBe(0);
  });

  it('rejects a malformed hash as an error, and keeps working', async () => {
    workers = createHashWorkers(1);
    await expect(
      workers.run({ op: 'verify', hashed: 'not-a-hash', password: 'x' }),
    ).rejects.toThrow();
    const hashed = await workers.run({ op: 'hash', password: 'after-error', options: LIGHT });
    expect(String(hashed)).toMatch(/^\$argon2id\$/);
  });

  it('lowers the priority of its threads only, not of the event loop', async () => {
    const before = getPriority();
    workers = createHashWorkers(1);
    await workers.run({ op: 'hash', password: 'priority', options: LIGHT });
    expect(getPriority()).toBe(before);
    // Linux: the nice value of each thread is field 19 of /proc/self/task/<tid>/stat.
    const nices = readdirSync('/proc/self/task').map((tid) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    });
    expect(nices).toContain(Math.min(19, before + 10));
  });

  it('refuses work once closed', async () => {
    workers = createHashWorkers(1);
    await workers.close();
    await expect(workers.run({ op: 'hash', password: 'late', options: LIGHT })).rejects.toThrow(
      /closed/,
    );
    workers = null;
  });
});
