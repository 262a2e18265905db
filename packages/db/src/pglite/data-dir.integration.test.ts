import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../database.ts';
import type { Database } from '../database.ts';
import { toJsonb } from '../json-value.ts';
import { siteConfig } from '../schema/site-config.ts';

// A PGlite data directory is owned by the first process that opens it; later openers (the
// config CLI while the site runs) borrow it through the owner instead of opening the files.

async function valueOf(database: Database, key: string): Promise<unknown> {
  const [row] = await database.db
    .select()
    .from(siteConfig)
    .where(sql`${siteConfig.key} = ${key}`);
  return row?.value;
}

describe('PGlite data directory', () => {
  let dir: string;
  let owner: Database;
  let borrower: Database;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'playfield-datadir-'));
    owner = await createDatabase({ dataDir: dir });
    await owner.migrate();
    borrower = await createDatabase({ dataDir: dir });
  });
  afterAll(async () => {
    await borrower?.close();
    await owner?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps PostgreSQL files under <dataDir>/pglite and records its owner', async () => {
    expect(existsSync(join(dir, 'pglite', 'PG_VERSION'))).toBe(true);
    const lock = JSON.parse(await readFile(join(dir, 'pglite.lock'), 'utf8')) as { pid: number };
    expect(lock.pid).toBe(process.pid);
  });

  it('lets a second opener read and write through the owner', async () => {
    await expect(borrower.isMigrated()).resolves.toBe(true);
    await borrower.db.insert(siteConfig).values({ key: 'from-borrower', value: toJsonb('42') });
    await expect(valueOf(owner, 'from-borrower')).resolves.toBe('42');
    await owner.db.insert(siteConfig).values({ key: 'from-owner', value: toJsonb([1, 2]) });
    await expect(valueOf(borrower, 'from-owner')).resolves.toEqual([1, 2]);
  });

  it('runs a borrowed transaction atomically and rolls it back on failure', async () => {
    await expect(
      borrower.db.transaction(async (tx) => {
        await tx.insert(siteConfig).values({ key: 'tx-probe', value: toJsonb(1) });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await expect(valueOf(owner, 'tx-probe')).resolves.toBeUndefined();

    await borrower.db.transaction(async (tx) => {
      await tx.insert(siteConfig).values({ key: 'tx-probe', value: toJsonb(2) });
    });
    await expect(valueOf(owner, 'tx-probe')).resolves.toBe(2);
  });

  it('passes database errors back with their SQLSTATE code', async () => {
    const failure = borrower.db
      .insert(siteConfig)
      .values({ key: 'from-owner', value: toJsonb(0) })
      .catch((error: unknown) => error);
    const error = (await failure) as Error & { cause?: { code?: string } };
    expect(error).toBeInstanceOf(Error);
    expect(error.cause?.code).toBe('23505');
  });

  it('migrates through the owner without applying anything twice', async () => {
    await borrower.migrate();
    const applied = await owner.db.execute<{ n: string }>(
      sql`select count(*) as n from drizzle.__drizzle_migrations`,
    );
    expect(Number(applied.rows[0]?.n)).toBeGreaterThan(0);
    await borrower.migrate();
    const again = await owner.db.execute<{ n: string }>(
      sql`select count(*) as n from drizzle.__drizzle_migrations`,
    );
    expect(again.rows[0]?.n).toBe(applied.rows[0]?.n);
  });

  it('releases the directory on close, and a new opener owns it again', async () => {
    await borrower.close();
    await owner.close();
    expect(existsSync(join(dir, 'pglite.lock'))).toBe(false);
    owner = await createDatabase({ dataDir: dir });
    await expect(valueOf(owner, 'from-borrower')).resolves.toBe('42');
    borrower = await createDatabase({ dataDir: dir });
  });

  it('takes over a directory whose owner died without closing it', async () => {
    await borrower.close();
    await owner.close();
    // No process has this id: pid_max on Linux is at most 2^22.
    await writeFile(
      join(dir, 'pglite.lock'),
      JSON.stringify({ pid: 2 ** 22 + 7, socket: join(dir, 'pglite.sock') }),
    );
    owner = await createDatabase({ dataDir: dir });
    await expect(owner.ping()).resolves.toBeUndefined();
    const lock = JSON.parse(await readFile(join(dir, 'pglite.lock'), 'utf8')) as { pid: number };
    expect(lock.pid).toBe(process.pid);
    borrower = await createDatabase({ dataDir: dir });
  });

  it('takes over a lock left by an earlier process that had this same pid', async () => {
    await borrower.close();
    await owner.close();
    // Containers often start the site as the same pid every time.
    await writeFile(
      join(dir, 'pglite.lock'),
      JSON.stringify({ pid: process.pid, socket: join(dir, 'pglite.sock') }),
    );
    owner = await createDatabase({ dataDir: dir });
    await expect(owner.ping()).resolves.toBeUndefined();
    borrower = await createDatabase({ dataDir: dir });
    await expect(valueOf(borrower, 'from-borrower')).resolves.toBe('42');
  });
});
