import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { MigrationMeta } from 'drizzle-orm/migrator';
import type { Db } from './database.ts';

/** Where drizzle keeps its bookkeeping (its defaults, spelled out so queries can name them). */
export const MIGRATIONS_SCHEMA = 'drizzle';
export const MIGRATIONS_TABLE = '__drizzle_migrations';

const MIGRATIONS_IN_REPO = join('packages', 'db', 'migrations');

function hasJournal(folder: string): boolean {
  return existsSync(join(folder, 'meta', '_journal.json'));
}

/** The nearest directory at or above `from` whose package.json declares npm workspaces. */
export function findRepoRoot(from: string = process.cwd()): string | undefined {
  let dir = resolve(from);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
        if (typeof parsed === 'object' && parsed !== null && 'workspaces' in parsed) return dir;
      } catch {
        // An unreadable package.json is not the root; keep walking up.
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * The folder of committed migrations. Looked up, in order:
 * 1. the repository root found by walking up from `cwd` (the directory whose package.json has
 *    "workspaces") joined with `packages/db/migrations`: works from source and from the bundled
 *    server alike, as long as the process starts inside the checkout;
 * 2. `../migrations` next to this source file (running from source outside the checkout's cwd).
 * A bundle started from elsewhere must pass `migrationsFolder` to `createDatabase` instead.
 */
export function resolveMigrationsFolder(cwd: string = process.cwd()): string {
  const root = findRepoRoot(cwd);
  const candidates = [
    ...(root ? [join(root, MIGRATIONS_IN_REPO)] : []),
    fileURLToPath(new URL('../migrations', import.meta.url)),
  ];
  const found = candidates.find(hasJournal);
  if (!found) {
    throw new Error(
      `Cannot find the database migrations (looked in ${candidates.join(', ')}). ` +
        'Start the process inside the Playfield checkout or pass migrationsFolder.',
    );
  }
  return found;
}

/** The migrations in `folder`, oldest first, as drizzle reads them. */
export function readMigrations(folder: string): MigrationMeta[] {
  if (!hasJournal(folder)) {
    throw new Error(`No migrations journal in ${folder} (expected meta/_journal.json).`);
  }
  return readMigrationFiles({ migrationsFolder: folder });
}

/**
 * True when every migration in `folder` has been applied: drizzle records each applied
 * migration with its folder timestamp, and applies only those newer than the last recorded.
 */
export async function migrationsApplied(db: Db, folder: string): Promise<boolean> {
  const migrations = readMigrations(folder);
  const latest = migrations.at(-1);
  if (!latest) return true;
  const table = `${MIGRATIONS_SCHEMA}.${MIGRATIONS_TABLE}`;
  const exists = await db.execute<{ present: boolean }>(
    sql`select to_regclass(${table}) is not null as present`,
  );
  if (exists.rows[0]?.present !== true) return false;
  const last = await db.execute<{ created_at: string | number | null }>(
    sql`select max(created_at) as created_at from ${sql.identifier(MIGRATIONS_SCHEMA)}.${sql.identifier(MIGRATIONS_TABLE)}`,
  );
  const appliedUpTo = Number(last.rows[0]?.created_at ?? 0);
  return appliedUpTo >= latest.folderMillis;
}

// An arbitrary constant: every Playfield process takes this lock before migrating, so processes
// starting together (several site instances, or a CLI beside the site) apply each migration once.
const MIGRATION_LOCK_KEY = 7_400_615_001;

/**
 * Applies the migrations of `folder` that are newer than the last one recorded, in one
 * transaction that first takes an advisory lock. Bookkeeping is drizzle's own table, so
 * `drizzle-kit` sees the same history.
 */
export async function applyMigrations(db: Db, folder: string): Promise<void> {
  const migrations = readMigrations(folder);
  const schema = sql.identifier(MIGRATIONS_SCHEMA);
  const table = sql`${schema}.${sql.identifier(MIGRATIONS_TABLE)}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql`create schema if not exists ${schema}`);
    await tx.execute(
      sql`create table if not exists ${table} (id serial primary key, hash text not null, created_at bigint)`,
    );
    const last = await tx.execute<{ created_at: string | number | null }>(
      sql`select max(created_at) as created_at from ${table}`,
    );
    const appliedUpTo = Number(last.rows[0]?.created_at ?? 0);
    for (const migration of migrations) {
      if (migration.folderMillis <= appliedUpTo) continue;
      for (const statement of migration.sql) {
        if (statement.trim() !== '') await tx.execute(sql.raw(statement));
      }
      await tx.execute(
        sql`insert into ${table} (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
  });
}
