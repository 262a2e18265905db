// The betting tables: coupons with their legs, read and written only by this context.
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { bettingCouponBets, bettingCoupons } from '@playfield/db/betting';
import type { Db } from '@playfield/db';

/** Coupon statuses whose stake is still at play. */
export const OPEN_COUPON_STATUSES = ['pending', 'waiting'] as const;

export type CouponRow = typeof bettingCoupons.$inferSelect;
export type CouponInsert = typeof bettingCoupons.$inferInsert;
export type LegRow = typeof bettingCouponBets.$inferSelect;
export type LegInsert = typeof bettingCouponBets.$inferInsert;

/** A coupon with its legs in leg order. */
export interface StoredCoupon {
  coupon: CouponRow;
  legs: LegRow[];
}

/** The coupon a user placed under an idempotency key, if any. */
export async function findByKey(
  db: Db,
  userId: number,
  idempotencyKey: string,
): Promise<Pick<CouponRow, 'id' | 'requestHash' | 'answer'> | null> {
  const [row] = await db
    .select({
      id: bettingCoupons.id,
      requestHash: bettingCoupons.requestHash,
      answer: bettingCoupons.answer,
    })
    .from(bettingCoupons)
    .where(
      and(eq(bettingCoupons.userId, userId), eq(bettingCoupons.idempotencyKey, idempotencyKey)),
    );
  return row ?? null;
}

/**
 * Inserts a coupon; null when the user's idempotency key exists already (a concurrent insert of
 * the same key is waited for, then reported as existing, without aborting the transaction).
 */
export async function insertCoupon(tx: Db, values: CouponInsert): Promise<number | null> {
  const [row] = await tx
    .insert(bettingCoupons)
    .values(values)
    .onConflictDoNothing({ target: [bettingCoupons.userId, bettingCoupons.idempotencyKey] })
    .returning({ id: bettingCoupons.id });
  return row?.id ?? null;
}

export async function insertLegs(tx: Db, legs: readonly LegInsert[]): Promise<void> {
  if (legs.length > 0) await tx.insert(bettingCouponBets).values([...legs]);
}

async function withLegs(db: Db, coupons: CouponRow[]): Promise<StoredCoupon[]> {
  if (coupons.length === 0) return [];
  const ids = coupons.map((c) => c.id);
  const legs = await db
    .select()
    .from(bettingCouponBets)
    .where(inArray(bettingCouponBets.couponId, ids))
    .orderBy(asc(bettingCouponBets.couponId), asc(bettingCouponBets.legIndex));
  const byCoupon = new Map<number, LegRow[]>();
  for (const leg of legs) {
    const list = byCoupon.get(leg.couponId) ?? [];
    list.push(leg);
    byCoupon.set(leg.couponId, list);
  }
  return coupons.map((coupon) => ({ coupon, legs: byCoupon.get(coupon.id) ?? [] }));
}

/** One of the user's coupons; null for an unknown id or another user's coupon. */
export async function readCoupon(
  db: Db,
  userId: number,
  couponId: number,
): Promise<StoredCoupon | null> {
  const coupons = await db
    .select()
    .from(bettingCoupons)
    .where(and(eq(bettingCoupons.id, couponId), eq(bettingCoupons.userId, userId)));
  const [found] = await withLegs(db, coupons);
  return found ?? null;
}

export interface HistoryFilter {
  userId: number;
  status?: string | readonly string[];
  typeId?: number;
  /** Placed at or after. */
  from?: Date;
  /** Placed before. */
  to?: Date;
  limit: number;
  /** Coupons skipped first (a page of the history). */
  offset?: number;
}

function historyConditions(filter: Omit<HistoryFilter, 'limit' | 'offset'>): SQL[] {
  const conditions: SQL[] = [eq(bettingCoupons.userId, filter.userId)];
  if (typeof filter.status === 'string')
    conditions.push(sql`${bettingCoupons.status} = ${filter.status}`);
  else if (filter.status !== undefined)
    conditions.push(inArray(bettingCoupons.status, [...filter.status] as CouponRow['status'][]));
  if (filter.typeId !== undefined) conditions.push(eq(bettingCoupons.typeId, filter.typeId));
  if (filter.from) conditions.push(gte(bettingCoupons.createdAt, filter.from));
  if (filter.to) conditions.push(lt(bettingCoupons.createdAt, filter.to));
  return conditions;
}

/** The user's coupons, newest first, with their legs. */
export async function listCoupons(db: Db, filter: HistoryFilter): Promise<StoredCoupon[]> {
  const coupons = await db
    .select()
    .from(bettingCoupons)
    .where(and(...historyConditions(filter)))
    .orderBy(desc(bettingCoupons.createdAt), desc(bettingCoupons.id))
    .limit(filter.limit)
    .offset(filter.offset ?? 0);
  return withLegs(db, coupons);
}

/** How many coupons of the user the filter matches. */
export async function countCoupons(
  db: Db,
  filter: Omit<HistoryFilter, 'limit' | 'offset'>,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bettingCoupons)
    .where(and(...historyConditions(filter)));
  return Number(row?.count ?? 0);
}

/** True while a coupon staked from the account is not settled (pending or awaiting approval). */
export async function hasOpenCoupon(db: Db, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bettingCoupons.id })
    .from(bettingCoupons)
    .where(
      and(
        eq(bettingCoupons.accountId, accountId),
        inArray(bettingCoupons.status, OPEN_COUPON_STATUSES),
      ),
    )
    .limit(1);
  return row !== undefined;
}
