// The limits context's own tables (packages/db/src/schema/limits.ts). Every function takes the
// executor it runs on, so callers decide what shares a transaction.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { limitExclusionTests, limitHistory, limitLimits, limitPlayers } from '@playfield/db/limits';
import type { Db } from '@playfield/db';
import type { LimitRecord, LimitType } from '@playfield/domain/limits';

export type PlayerRow = typeof limitPlayers.$inferSelect;

/** A stored limit: the domain record plus the self-exclusion reason. */
export interface StoredLimit {
  record: LimitRecord;
  reasonId: number | null;
}

const ms = (d: Date | null) => (d === null ? null : d.getTime());
const date = (n: number | null) => (n === null ? null : new Date(n));

/**
 * Takes the player's lock row (creating it first): `SELECT ... FOR UPDATE` in the caller's
 * transaction. Stake checks and limit changes of one player take it, so they run one at a time
 * and each sees what the previous one committed.
 */
export async function lockPlayer(tx: Db, userId: number): Promise<PlayerRow> {
  await tx.insert(limitPlayers).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(limitPlayers)
    .where(eq(limitPlayers.userId, userId))
    .for('update');
  if (!row) throw new Error(`limit_players row of user ${userId} vanished`);
  return row;
}

/** The player's row without a lock, or null before their first limit or ping. */
export async function readPlayer(db: Db, userId: number): Promise<PlayerRow | null> {
  const [row] = await db.select().from(limitPlayers).where(eq(limitPlayers.userId, userId));
  return row ?? null;
}

export async function updatePlayer(
  tx: Db,
  userId: number,
  values: Partial<Omit<PlayerRow, 'userId' | 'createdAt'>>,
  now: Date,
): Promise<void> {
  await tx
    .update(limitPlayers)
    .set({ ...values, updatedAt: now })
    .where(eq(limitPlayers.userId, userId));
}

function toStored(row: typeof limitLimits.$inferSelect): StoredLimit {
  return {
    record: {
      type: row.limitType as LimitType,
      value: row.value,
      startedAt: ms(row.startedAt),
      endsAt: ms(row.endsAt),
      pending:
        row.pendingSince === null
          ? null
          : { value: row.pendingValue, since: row.pendingSince.getTime() },
    },
    reasonId: row.reasonId,
  };
}

/** Every stored limit of the player (including ones with nothing enforced). */
export async function readLimits(db: Db, userId: number): Promise<StoredLimit[]> {
  const rows = await db.select().from(limitLimits).where(eq(limitLimits.userId, userId));
  return rows.map(toStored);
}

/** Writes one limit (insert or replace). */
export async function saveLimit(
  tx: Db,
  userId: number,
  stored: StoredLimit,
  now: Date,
): Promise<void> {
  const { record } = stored;
  const values = {
    value: record.value,
    startedAt: date(record.startedAt),
    endsAt: date(record.endsAt),
    pendingValue: record.pending?.value ?? null,
    pendingSince: date(record.pending?.since ?? null),
    reasonId: stored.reasonId,
    updatedAt: now,
  };
  await tx
    .insert(limitLimits)
    .values({ userId, limitType: record.type, ...values })
    .onConflictDoUpdate({ target: [limitLimits.userId, limitLimits.limitType], set: values });
}

/** What the office history shows. */
export type HistoryAction =
  'set' | 'decrease' | 'request' | 'confirm' | 'reject' | 'withdraw' | 'extend' | 'self_block';

export interface HistoryEntry {
  limitType: LimitType;
  action: HistoryAction;
  previousValue: number | null;
  value: number | null;
  at: Date;
}

export async function addHistory(tx: Db, userId: number, entry: HistoryEntry): Promise<void> {
  await tx.insert(limitHistory).values({ userId, ...entry });
}

/** The player's history, newest first. */
export async function readHistory(db: Db, userId: number, limit: number): Promise<HistoryEntry[]> {
  const rows = await db
    .select()
    .from(limitHistory)
    .where(eq(limitHistory.userId, userId))
    .orderBy(desc(limitHistory.at), desc(limitHistory.id))
    .limit(limit);
  return rows.map((r) => ({
    limitType: r.limitType as LimitType,
    action: r.action as HistoryAction,
    previousValue: r.previousValue,
    value: r.value,
    at: r.at,
  }));
}

export interface ExclusionTest {
  token: string;
  userId: number;
  limitType: 30;
  value: number;
  reasonId: number | null;
  expiresAt: Date;
}

export async function insertTest(db: Db, test: ExclusionTest, now: Date): Promise<void> {
  await db.insert(limitExclusionTests).values({ ...test, createdAt: now });
}

/** True when the player holds this unused, unexpired test token. */
export async function peekTest(db: Db, userId: number, token: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ token: limitExclusionTests.token })
    .from(limitExclusionTests)
    .where(
      and(
        eq(limitExclusionTests.token, token),
        eq(limitExclusionTests.userId, userId),
        isNull(limitExclusionTests.usedAt),
        gt(limitExclusionTests.expiresAt, now),
      ),
    );
  return rows.length > 0;
}

/**
 * Marks the player's unused, unexpired test as used and returns it (null when there is none):
 * a token answers once, and only for the player it was issued to.
 */
export async function takeTest(
  tx: Db,
  userId: number,
  token: string,
  now: Date,
): Promise<ExclusionTest | null> {
  const [row] = await tx
    .update(limitExclusionTests)
    .set({ usedAt: now })
    .where(
      and(
        eq(limitExclusionTests.token, token),
        eq(limitExclusionTests.userId, userId),
        isNull(limitExclusionTests.usedAt),
        gt(limitExclusionTests.expiresAt, now),
      ),
    )
    .returning();
  if (!row) return null;
  return {
    token: row.token,
    userId: row.userId,
    limitType: 30,
    value: row.value,
    reasonId: row.reasonId,
    expiresAt: row.expiresAt,
  };
}

/** Minor digits of a currency from the shared reference table; null when unknown. */
export async function currencyDigits(db: Db, code: string): Promise<number | null> {
  const result = await db.execute<{ minor_units: number | string }>(
    sql`select minor_units from currencies where code = ${code}`,
  );
  const value = result.rows[0]?.minor_units;
  return value === undefined ? null : Number(value);
}
