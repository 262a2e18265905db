import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ParserOptions } from '@electric-sql/pglite';
import { connectRelay } from './relay-client.ts';
import type { RelayClient } from './relay-client.ts';
import { startRelayServer } from './relay-server.ts';

// Layout of a data directory: `pglite/` holds PostgreSQL's files, `pglite.lock` names the
// process that owns them, `pglite.sock` is where that process serves the others.

/** Type parsers shared by every PGlite we open: int8 and numeric stay text, as node-postgres. */
export const PGLITE_PARSERS: ParserOptions = {
  20: (value: string) => value,
  1700: (value: string) => value,
};

/** An owner still starting (the first start runs initdb) gets this long to open its socket. */
const OWNER_START_MS = 120_000;
const RETRY_MS = 200;

interface LockFile {
  pid: number;
  socket: string;
}

/** A data directory opened by this process (`owner`) or borrowed from another (`borrower`). */
export type OpenedDataDir =
  | { mode: 'owner'; client: PGlite; close(): Promise<void> }
  | { mode: 'borrower'; client: RelayClient; close(): Promise<void> };

function socketPathFor(root: string): string {
  const local = join(root, 'pglite.sock');
  // Unix socket paths are limited to about 104 bytes.
  if (Buffer.byteLength(local) < 100) return local;
  const hash = createHash('sha256').update(root).digest('hex').slice(0, 16);
  return join(tmpdir(), `playfield-pglite-${hash}.sock`);
}

// Directories this process owns. A lock naming our own pid that is not listed here was left by
// an earlier process that had the same pid (in a container the site is often pid 1 every time).
const owned = new Set<string>();

/** True while process `pid` runs (EPERM: it runs as another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readLock(path: string): Promise<LockFile | undefined> {
  try {
    const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'pid' in parsed &&
      typeof parsed.pid === 'number' &&
      'socket' in parsed &&
      typeof parsed.socket === 'string'
    ) {
      return { pid: parsed.pid, socket: parsed.socket };
    }
  } catch {
    // Missing or half-written: the caller retries.
  }
  return undefined;
}

async function tryCreateLock(path: string, lock: LockFile): Promise<boolean> {
  try {
    await writeFile(path, JSON.stringify(lock), { flag: 'wx', mode: 0o600 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

async function openAsOwner(root: string, lockPath: string, socket: string): Promise<OpenedDataDir> {
  try {
    const pgdata = join(root, 'pglite');
    await mkdir(pgdata, { recursive: true, mode: 0o700 });
    const client = await PGlite.create({ dataDir: pgdata, parsers: PGLITE_PARSERS });
    const relay = await startRelayServer(client, socket);
    return {
      mode: 'owner',
      client,
      async close() {
        await relay.close();
        await client.close();
        const lock = await readLock(lockPath);
        if (lock?.pid === process.pid) await rm(lockPath, { force: true });
        owned.delete(root);
      },
    };
  } catch (error) {
    owned.delete(root);
    await rm(lockPath, { force: true });
    throw error;
  }
}

/**
 * Opens the PGlite database kept in `dataDir` (created when missing). The first process to open
 * a directory owns it; any other process (a CLI while the site runs) borrows it through the
 * owner, so two PostgreSQL backends never write the same files.
 */
export async function openDataDir(dataDir: string): Promise<OpenedDataDir> {
  const root = resolve(dataDir);
  await mkdir(root, { recursive: true, mode: 0o700 });
  const lockPath = join(root, 'pglite.lock');
  const mine: LockFile = { pid: process.pid, socket: socketPathFor(root) };
  const deadline = Date.now() + OWNER_START_MS;

  for (;;) {
    if (await tryCreateLock(lockPath, mine)) {
      owned.add(root);
      return openAsOwner(root, lockPath, mine.socket);
    }
    const lock = await readLock(lockPath);
    const leftByEarlierSelf = lock?.pid === process.pid && !owned.has(root);
    if (lock && (leftByEarlierSelf || !isAlive(lock.pid))) {
      // The owner died without cleaning up: its lock and socket are stale.
      await rm(lockPath, { force: true });
      continue;
    }
    if (lock && existsSync(lock.socket)) {
      try {
        const client = await connectRelay(lock.socket);
        return { mode: 'borrower', client, close: () => client.close() };
      } catch {
        // Not listening yet (the owner is starting), or a socket left by a dead owner.
      }
    }
    const age = Date.now() - (await stat(lockPath).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
    if (Date.now() > deadline || (lock && age > OWNER_START_MS)) {
      throw new Error(
        `The database in ${root} is locked by process ${lock?.pid ?? '?'}, which does not answer ` +
          `on ${lock?.socket ?? 'its socket'}. If no Playfield process is running, delete ${lockPath}.`,
      );
    }
    await new Promise((r) => setTimeout(r, RETRY_MS));
  }
}
