import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_CONFIG_KEYS } from '@playfield/protocol/site-config';
import { createDatabase, IN_MEMORY } from './database.ts';
import type { Database } from './database.ts';
import { toJsonb } from './json-value.ts';
import { readMigrations, resolveMigrationsFolder } from './migrations.ts';
import { countries, currencies, languages } from './schema/reference.ts';
import { siteConfig } from './schema/site-config.ts';
import { seed } from './seed.ts';
import { createTestDatabase } from './testing/test-database.ts';

const TEST_URL = process.env.TEST_DATABASE_URL;

/** An empty database (no migrations) on the driver under test, and how to dispose of it. */
async function emptyDatabase(): Promise<{ open(): Promise<Database>; dispose(): Promise<void> }> {
  if (!TEST_URL) {
    const database = await createDatabase({ dataDir: IN_MEMORY });
    return { open: async () => database, dispose: () => database.close() };
  }
  const name = `playfield_empty_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: TEST_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(TEST_URL);
  url.pathname = `/${name}`;
  const opened: Database[] = [];
  return {
    async open() {
      const database = await createDatabase({ url: url.toString() });
      opened.push(database);
      return database;
    },
    async dispose() {
      await Promise.all(opened.map((d) => d.close()));
      const dropper = new pg.Client({ connectionString: TEST_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

describe(`database (${TEST_URL ? 'postgres' : 'pglite'})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('hands out a migrated, reachable database of the driver under test', async () => {
    expect(database.kind).toBe(TEST_URL ? 'postgres' : 'pglite');
    await expect(database.ping()).resolves.toBeUndefined();
    await expect(database.isMigrated()).resolves.toBe(true);
  });

  it('is seeded with every language, the spec currencies and countries, and every config key', async () => {
    const langs = await database.db.select().from(languages).orderBy(languages.sortOrder);
    expect(langs.map((l) => l.code)).toEqual([
      'ru',
      'en',
      'uk',
      'kk',
      'az',
      'tr',
      'es',
      'pt',
      'de',
      'fr',
      'ar',
    ]);
    expect(langs.find((l) => l.code === 'ar')?.dir).toBe('rtl');

    const money = Object.fromEntries(
      (await database.db.select().from(currencies)).map((c) => [c.code, [c.initialBet, c.betStep]]),
    );
    expect(money).toMatchObject({
      RUB: [15_000n, 10_000n],
      USD: [500n, 250n],
      EUR: [500n, 250n],
      UAH: [5_000n, 5_000n],
      KZT: [100_000n, 50_000n],
    });
    expect(Object.keys(money)).toEqual(expect.arrayContaining(['TRY', 'BRL', 'INR']));

    const ru = (await database.db.select().from(countries)).find((c) => c.code === 'ru');
    expect(ru).toMatchObject({ phoneCode: '+7', defaultCurrency: 'RUB', numericCode: 643 });
    expect(ru?.names.en).toBe('Russia');

    const keys = (await database.db.select().from(siteConfig)).map((r) => r.key);
    expect(keys.sort()).toEqual([...SITE_CONFIG_KEYS].sort());
  });

  it('re-running the seed changes nothing and keeps an operator value', async () => {
    await database.db
      .update(siteConfig)
      .set({ value: toJsonb('Operator Ltd') })
      .where(sql`${siteConfig.key} = 'companyName'`);
    const before = await database.db.select().from(currencies).orderBy(currencies.code);
    await seed(database);
    await seed(database);
    const after = await database.db.select().from(currencies).orderBy(currencies.code);
    expect(after).toEqual(before);
    const [company] = await database.db
      .select()
      .from(siteConfig)
      .where(sql`${siteConfig.key} = 'companyName'`);
    expect(company?.value).toBe('Operator Ltd');
  });

  it('returns stored JSON exactly, including strings that look like numbers, and null', async () => {
    for (const value of ['123', 'true', null, { a: [1, '2'] }, 0]) {
      await database.db
        .insert(siteConfig)
        .values({ key: 'probe', value: toJsonb(value) })
        .onConflictDoUpdate({ target: siteConfig.key, set: { value: toJsonb(value) } });
      const [row] = await database.db
        .select()
        .from(siteConfig)
        .where(sql`${siteConfig.key} = 'probe'`);
      expect(row?.value).toEqual(value);
      expect(row?.updatedAt).toBeInstanceOf(Date);
    }
  });

  it('reads int8 as text from raw queries on both drivers', async () => {
    const result = await database.db.execute<{ n: string }>(
      sql`select 9007199254740993::int8 as n`,
    );
    expect(result.rows[0]?.n).toBe('9007199254740993');
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(siteConfig).values({ key: 'rolled-back', value: toJsonb(1) });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await database.db
      .select()
      .from(siteConfig)
      .where(sql`${siteConfig.key} = 'rolled-back'`);
    expect(rows).toEqual([]);
  });

  it('gives each call its own database', async () => {
    const other = await createTestDatabase();
    try {
      await other.db.insert(siteConfig).values({ key: 'only-in-other', value: toJsonb(true) });
      const here = await database.db
        .select()
        .from(siteConfig)
        .where(sql`${siteConfig.key} = 'only-in-other'`);
      expect(here).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe(`migrations (${TEST_URL ? 'postgres' : 'pglite'})`, () => {
  it('migrate() brings an empty database up to date once, even when run concurrently', async () => {
    const empty = await emptyDatabase();
    try {
      const first = await empty.open();
      const second = await empty.open();
      await expect(first.isMigrated()).resolves.toBe(false);
      await Promise.all([first.migrate(), second.migrate()]);
      await first.migrate();
      await expect(second.isMigrated()).resolves.toBe(true);
      const applied = await first.db.execute<{ n: string }>(
        sql`select count(*) as n from drizzle.__drizzle_migrations`,
      );
      expect(Number(applied.rows[0]?.n)).toBe(readMigrations(resolveMigrationsFolder()).length);
      await seed(first);
      await expect(first.ping()).resolves.toBeUndefined();
    } finally {
      await empty.dispose();
    }
  });

  it('close() is idempotent and a closed database no longer answers', async () => {
    const database = await createTestDatabase();
    await database.close();
    await database.close();
    await expect(database.ping()).rejects.toThrow();
  });
});
