import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { applyMigrations, migrationsApplied, resolveMigrationsFolder } from './migrations.ts';
import { PGLITE_PARSERS, openDataDir } from './pglite/data-dir.ts';
import type { RelayClient } from './pglite/relay-client.ts';
import { schema } from './tables.ts';

/**
 * The drizzle database with the full schema. Both drivers (PGlite and node-postgres) satisfy it,
 * so code written against `Db` runs unchanged on either. Raw `db.execute()` results have `rows`
 * on both; int8 and numeric values come back as strings on both.
 */
export type Db = PgDatabase<QueryResultHKT, typeof schema>;

/**
 * What `db.execute()` resolves to on both drivers: at least the rows (PGlite's `Results` and
 * node-postgres's `QueryResult` both have them).
 */
export interface QueryResultHKT extends PgQueryResultHKT {
  readonly type: QueryRows<this['row']>;
}

/** The rows of a raw query result. */
export interface QueryRows<TRow> {
  rows: (TRow extends Record<string, unknown> ? TRow : Record<string, unknown>)[];
}

/** An open database: the drizzle handle plus its lifecycle. */
export interface Database {
  /** `pglite`: embedded (in memory or in a data directory); `postgres`: node-postgres pool. */
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Applies the committed migrations that are not applied yet (safe to run concurrently). */
  migrate(): Promise<void>;
  /** True when every committed migration has been applied. */
  isMigrated(): Promise<boolean>;
  /** Resolves when the database answers a query; rejects otherwise. */
  ping(): Promise<void>;
  /**
   * Takes the session-level advisory lock `key` without waiting: the lock, or null when another
   * holder has it. PostgreSQL: held on a dedicated connection until `release()` or until that
   * connection breaks (`onLost` is told). PGlite (one session per process): held in the
   * database, and a second take through the same `Database` is refused as well.
   */
  tryAdvisoryLock(key: number, onLost?: () => void): Promise<AdvisoryLock | null>;
  /** Closes connections (and the embedded database); later calls do nothing. */
  close(): Promise<void>;
}

/** A held advisory lock. */
export interface AdvisoryLock {
  /** Releases the lock (and its connection); later calls do nothing. */
  release(): Promise<void>;
}

/** Options of {@link createDatabase}. */
export interface CreateDatabaseOptions {
  /** PostgreSQL connection URL: use node-postgres. Absent: use PGlite in `dataDir`. */
  url?: string;
  /**
   * Directory of the embedded database (default `./data`); its PostgreSQL files live in
   * `<dataDir>/pglite`. `memory://` keeps the database in memory. Ignored when `url` is set.
   */
  dataDir?: string;
  /**
   * Folder of the committed migrations. Default: `packages/db/migrations` under the repository
   * root found by walking up from the working directory (see `resolveMigrationsFolder`). A
   * bundled server started outside the checkout must pass it.
   */
  migrationsFolder?: string;
  /** Told about errors of idle pooled connections (node-postgres only). */
  onPoolError?: (error: Error) => void;
  /** Connections in the node-postgres pool (default 10). */
  poolSize?: number;
}

/** The in-memory data directory marker, as PGlite spells it. */
export const IN_MEMORY = 'memory://';

function lazyFolder(explicit: string | undefined): () => string {
  let folder = explicit;
  return () => (folder ??= resolveMigrationsFolder());
}

function onceOnly(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}

/**
 * Wraps a PGlite (or a relay to one owned by another process) as a {@link Database}.
 * @internal exported for the test-database factory.
 */
export function pgliteDatabase(
  client: PGlite | RelayClient,
  options: { migrationsFolder?: string; close: () => Promise<void> },
): Database {
  // The relay client implements the part of PGlite the driver calls (query, transaction).
  const db: Db = drizzlePglite({ client: client as PGlite, schema });
  const folder = lazyFolder(options.migrationsFolder);
  // Advisory locks are re-entrant within a session, and PGlite is one session: remember ours.
  const held = new Set<number>();
  return {
    kind: 'pglite',
    db,
    migrate: () => applyMigrations(db, folder()),
    isMigrated: () => migrationsApplied(db, folder()),
    async ping() {
      await db.execute(sql`select 1`);
    },
    async tryAdvisoryLock(key) {
      if (held.has(key)) return null;
      held.add(key);
      const got = await db
        .execute<{ ok: boolean }>(sql`select pg_try_advisory_lock(${key}) as ok`)
        .catch((error: unknown) => {
          held.delete(key);
          throw error;
        });
      if (got.rows[0]?.ok !== true) {
        held.delete(key);
        return null;
      }
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          held.delete(key);
          await db.execute(sql`select pg_advisory_unlock(${key})`).catch(() => undefined);
        },
      };
    },
    close: onceOnly(options.close),
  };
}

/**
 * Wraps a node-postgres pool as a {@link Database}.
 * @internal exported for the test-database factory.
 */
export function postgresDatabase(
  pool: pg.Pool,
  options: { migrationsFolder?: string; close?: () => Promise<void> },
): Database {
  const db: Db = drizzleNodePg({ client: pool, schema });
  const folder = lazyFolder(options.migrationsFolder);
  return {
    kind: 'postgres',
    db,
    migrate: () => applyMigrations(db, folder()),
    isMigrated: () => migrationsApplied(db, folder()),
    async ping() {
      await db.execute(sql`select 1`);
    },
    async tryAdvisoryLock(key, onLost) {
      // A session lock lives as long as its connection: one of its own, outside the pool.
      const client = new pg.Client(pool.options);
      let released = false;
      client.on('error', () => {
        if (!released) onLost?.();
        released = true;
      });
      client.on('end', () => {
        if (!released) onLost?.();
        released = true;
      });
      try {
        await client.connect();
        const got = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
          key,
        ]);
        if (got.rows[0]?.ok === true) {
          return {
            async release() {
              if (released) return;
              released = true;
              await client.end().catch(() => undefined);
            },
          };
        }
      } catch (error) {
        released = true;
        await client.end().catch(() => undefined);
        throw error;
      }
      released = true;
      await client.end().catch(() => undefined);
      return null;
    },
    close: onceOnly(async () => {
      await pool.end();
      await options.close?.();
    }),
  };
}

/** A node-postgres pool with Playfield's settings. */
export function createPool(
  url: string,
  options: Pick<CreateDatabaseOptions, 'onPoolError' | 'poolSize'> = {},
): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // An idle connection that breaks (server restart) is dropped by the pool and replaced on the
  // next query; without a listener the 'error' event would crash the process instead.
  pool.on('error', (error) => options.onPoolError?.(error));
  return pool;
}

/**
 * Opens the database: node-postgres when `url` is given, else PGlite in `dataDir` (default
 * `./data`, or in memory with `memory://`). Does not migrate: call `migrate()`.
 *
 * When another process already has the same PGlite data directory open (the site, while an
 * operator runs `npm run config`), this one borrows it through that process instead of opening
 * the files a second time.
 */
export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<Database> {
  const { url, migrationsFolder } = options;
  if (url) {
    const pool = createPool(url, options);
    return postgresDatabase(pool, { migrationsFolder });
  }
  const dataDir = options.dataDir ?? './data';
  if (dataDir === IN_MEMORY) {
    const client = await PGlite.create({ dataDir: IN_MEMORY, parsers: PGLITE_PARSERS });
    return pgliteDatabase(client, { migrationsFolder, close: () => client.close() });
  }
  const opened = await openDataDir(dataDir);
  return pgliteDatabase(opened.client, { migrationsFolder, close: () => opened.close() });
}
