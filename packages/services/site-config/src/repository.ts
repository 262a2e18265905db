import { toJsonb } from '@playfield/db';
import { siteConfig, siteConfigHistory } from '@playfield/db/site-config';
import type { Db } from '@playfield/db';
import { count, desc, eq, sql } from 'drizzle-orm';

/** A stored configuration value. */
export interface StoredValue {
  value: unknown;
  updatedAt: Date;
}

/** Reads and writes the `site_config` table. */
export interface SiteConfigRepository {
  /** Every stored key with its value. */
  readAll(): Promise<Map<string, StoredValue>>;
  /** Inserts or replaces the value of `key`. */
  write(key: string, value: unknown): Promise<void>;
  /** Records a change of `key` (issue 15): who, the value before (null: none stored), after. */
  addHistory(change: HistoryChange): Promise<void>;
  /** A key's changes, newest first, a page at a time. */
  history(
    key: string,
    page: number,
    size: number,
  ): Promise<{ items: HistoryLine[]; total: number }>;
  /**
   * Runs `work` in a transaction that holds the site-config write lock, so changes that are
   * checked against the rest of the configuration are applied one at a time.
   */
  exclusively<T>(work: (repository: SiteConfigRepository) => Promise<T>): Promise<T>;
}

export interface HistoryChange {
  key: string;
  before: unknown;
  after: unknown;
  changedBy: string;
}

export interface HistoryLine extends HistoryChange {
  id: number;
  at: Date;
}

// Arbitrary constant naming the site-config write lock (see exclusively()).
const WRITE_LOCK_KEY = 7_400_615_100;

/** The repository over `db` (a database or a transaction). */
export function siteConfigRepository(db: Db): SiteConfigRepository {
  return {
    async readAll() {
      const rows = await db.select().from(siteConfig);
      return new Map(rows.map((r) => [r.key, { value: r.value, updatedAt: r.updatedAt }]));
    },
    async write(key, value) {
      await db
        .insert(siteConfig)
        .values({ key, value: toJsonb(value) })
        .onConflictDoUpdate({
          target: siteConfig.key,
          set: { value: toJsonb(value), updatedAt: sql`now()` },
        });
    },
    async addHistory(change) {
      await db.insert(siteConfigHistory).values({
        key: change.key,
        before: change.before === null ? null : toJsonb(change.before),
        after: toJsonb(change.after),
        changedBy: change.changedBy,
      });
    },
    async history(key, page, size) {
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(siteConfigHistory)
          .where(eq(siteConfigHistory.key, key))
          .orderBy(desc(siteConfigHistory.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ total: count() }).from(siteConfigHistory).where(eq(siteConfigHistory.key, key)),
      ]);
      return { items: rows, total: Number(counted?.total ?? 0) };
    },
    exclusively(work) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${WRITE_LOCK_KEY})`);
        return work(siteConfigRepository(tx));
      });
    },
  };
}
