import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createPool, pgliteDatabase, postgresDatabase } from '../database.ts';
import type { Database } from '../database.ts';
import { readMigrations, resolveMigrationsFolder } from '../migrations.ts';
import { PGLITE_PARSERS, isAlive } from '../pglite/data-dir.ts';
import { seed } from '../seed.ts';
import { SEED_COUNTRIES, SEED_CURRENCIES, SEED_LANGUAGES } from '../seed-data.ts';
import { siteConfigDefaults } from '@playfield/protocol/site-config';

// Fresh databases for integration tests. Migrating and seeding is the slow part, so it happens
// once per process into a template that every test database is copied from:
// - PGlite: a dump of a migrated, seeded in-memory database, loaded into a new PGlite per call;
//   the dump is also kept in the system temp directory, so later test files and runs skip it;
// - PostgreSQL (TEST_DATABASE_URL): a template database named after the migrations and seed,
//   built once by whichever process gets there first, then `CREATE DATABASE ... TEMPLATE`.

/** Options of {@link createTestDatabase}. */
export interface TestDatabaseOptions {
  /** PostgreSQL server to create databases on; default `TEST_DATABASE_URL`, else PGlite. */
  url?: string;
  migrationsFolder?: string;
}

// Shared by every test file a worker runs, when the runner keeps the worker's global object.
const CACHE = Symbol.for('playfield.db.test-templates');
type TemplateCache = Map<string, Promise<unknown>>;
function templates(): TemplateCache {
  const holder = globalThis as { [CACHE]?: TemplateCache };
  return (holder[CACHE] ??= new Map());
}

function memo<T>(key: string, build: () => Promise<T>): Promise<T> {
  const cache = templates();
  let entry = cache.get(key) as Promise<T> | undefined;
  if (!entry) {
    entry = build();
    // A failed build is not cached: the next test file tries again.
    entry.catch(() => cache.delete(key));
    cache.set(key, entry);
  }
  return entry;
}

/** Identifies the migrations and seed a template was built from. */
function templateVersion(migrationsFolder: string): string {
  const data = JSON.stringify(
    {
      migrations: readMigrations(migrationsFolder).map((m) => m.hash),
      seed: [SEED_LANGUAGES, SEED_CURRENCIES, SEED_COUNTRIES, siteConfigDefaults()],
    },
    (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
  );
  return createHash('sha256').update(data).digest('hex').slice(0, 16);
}

async function pgliteTemplate(migrationsFolder: string): Promise<Blob> {
  const client = await PGlite.create({ parsers: PGLITE_PARSERS });
  const database = pgliteDatabase(client, { migrationsFolder, close: () => client.close() });
  try {
    await database.migrate();
    await seed(database);
    return await client.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

/** The installed PGlite version: a dump is only loadable by the version that wrote it. */
function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = dirname(require.resolve('@electric-sql/pglite'));
  for (let i = 0; i < 4; i++, dir = dirname(dir)) {
    try {
      const manifest = require(join(dir, 'package.json')) as { name?: string; version?: string };
      if (manifest.name === '@electric-sql/pglite') return manifest.version ?? 'unknown';
    } catch {
      // Not in this directory: look one level up.
    }
  }
  return 'unknown';
}

async function cachedPgliteTemplate(migrationsFolder: string): Promise<Blob> {
  const version = `${templateVersion(migrationsFolder)}-${pgliteVersion()}`;
  const file = join(tmpdir(), 'playfield-test-templates', `pglite-${version}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not built yet on this machine.
  }
  const dump = await pgliteTemplate(migrationsFolder);
  await mkdir(dirname(file), { recursive: true });
  // Written aside and renamed, so a reader never sees half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

async function createPgliteTestDatabase(migrationsFolder: string): Promise<Database> {
  const key = `pglite:${templateVersion(migrationsFolder)}`;
  const dump = await memo(key, () => cachedPgliteTemplate(migrationsFolder));
  const client = await PGlite.create({ loadDataDir: dump, parsers: PGLITE_PARSERS });
  return pgliteDatabase(client, { migrationsFolder, close: () => client.close() });
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const TEMPLATE_LOCK_KEY = 7_400_615_002;

/** Builds the template database once per server (for this migrations + seed version). */
async function postgresTemplate(url: string, migrationsFolder: string): Promise<string> {
  const name = `playfield_tpl_${templateVersion(migrationsFolder)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      // Built under another name and renamed when complete, so a crash mid-way leaves no
      // half-built template behind under the real name.
      const building = `${name}_build`;
      await admin.query(`drop database if exists ${quote(building)} with (force)`);
      await admin.query(`create database ${quote(building)}`);
      const pool = createPool(withDatabase(url, building), { poolSize: 2 });
      const database = postgresDatabase(pool, { migrationsFolder });
      try {
        await database.migrate();
        await seed(database);
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${quote(building)} rename to ${quote(name)}`);
    }
    await dropLeftovers(admin, name);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => {});
    await admin.end();
  }
}

/** Drops older templates and the databases of test processes that died without cleaning up. */
async function dropLeftovers(admin: pg.Client, current: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like 'playfield\\_tpl\\_%' or datname like 'playfield\\_test\\_%'`,
  );
  for (const { datname } of rows) {
    const test = /^playfield_test_(\d+)_/.exec(datname);
    const stale = test ? !isAlive(Number(test[1])) : datname !== current;
    if (stale) await admin.query(`drop database if exists ${quote(datname)} with (force)`);
  }
}

async function createPostgresTestDatabase(
  url: string,
  migrationsFolder: string,
): Promise<Database> {
  const template = await memo(`postgres:${url}:${templateVersion(migrationsFolder)}`, () =>
    postgresTemplate(url, migrationsFolder),
  );
  const name = `playfield_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${quote(name)} template ${quote(template)}`);
  } finally {
    await admin.end();
  }
  const pool = createPool(withDatabase(url, name), { poolSize: 4 });
  return postgresDatabase(pool, {
    migrationsFolder,
    async close() {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${quote(name)} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  });
}

/**
 * A fresh, migrated and seeded database for one test file (or one test): PGlite in memory, or,
 * when `TEST_DATABASE_URL` is set, a new database on that PostgreSQL server, dropped on
 * `close()`. Always `close()` it (in `afterAll`).
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? resolveMigrationsFolder();
  const url = options.url ?? process.env.TEST_DATABASE_URL;
  return url
    ? createPostgresTestDatabase(url, migrationsFolder)
    : createPgliteTestDatabase(migrationsFolder);
}
