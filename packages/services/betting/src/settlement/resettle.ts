// Resettlement (issue 15, decision 037): an operator entered or corrected a game's result, or
// voided a market. Inside the caller's transaction (the console's audited write) every leg on
// the game gets its status again from that result (a voided market's legs: 3, coef 1), and
// every coupon whose legs changed is computed again by the one engine. A coupon settled before
// moves exactly the difference through the ledger as its own movement (never rewriting the
// earlier ones), recorded in `betting_resettlements`; a coupon never settled is settled as the
// ordinary settlement would. Running it again with the same result finds nothing to change.
//
// Positions per coupon: the book has paid `payout` (bets_payouts holds −payout), the player
// holds `paid` from it, and `receivable = paid − payout` is what the player could not give
// back (the `receivables` system account holds −receivable). A take-back never exceeds the
// balance: the rest becomes the receivable.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  bettingCouponBets,
  bettingCoupons,
  bettingResettlements,
  bettingVoidedMarkets,
} from '@playfield/db/betting';
import type { Db } from '@playfield/db';
import type { BalanceChange, Leg, MovementInput, WalletService } from '@playfield/wallet';
import type { GameOutcome } from '../ports.ts';
import type { CouponRow, LegRow } from '../repository.ts';
import { couponSettlement, legStatus } from './engine.ts';

export type ResettleWallet = Pick<
  WalletService,
  'postManyWithin' | 'postWithin' | 'prepare' | 'publish' | 'balanceWithin'
>;

export interface ResettleInput {
  gameId: number;
  /** The game's result; null when it has none yet (a market voided before the end). */
  outcome: GameOutcome | null;
  reason: 'result' | 'void';
}

/** What a resettlement did (the console's answer and audit line). */
export interface ResettleReport {
  gameId: number;
  coupons: number;
  settled: number;
  moved: Record<string, number>;
  receivable: Record<string, number>;
  /** After the commit: balance changes and coupon updates to publish. */
  changes: BalanceChange[];
  updated: Pick<CouponRow, 'id' | 'userId' | 'status' | 'payout' | 'currency'>[];
}

const SETTLED = new Set(['win', 'lose', 'return', 'partial']);

const player = (c: CouponRow) => ({
  kind: 'player' as const,
  accountId: c.accountId,
  userId: c.userId,
});

/** Creates (outside any transaction) the ledger accounts a resettlement of the game may use. */
export async function prepareResettlement(
  db: Db,
  wallet: Pick<WalletService, 'prepare'>,
  gameId: number,
): Promise<void> {
  const owners = await db.execute<{ account_id: string; user_id: string; currency: string }>(
    sql`select distinct c.account_id, c.user_id, c.currency from betting_coupons c
        join betting_coupon_bets b on b.coupon_id = c.id where b.game_id = ${gameId}`,
  );
  await wallet.prepare(
    owners.rows.flatMap((r) => [
      {
        account: { kind: 'player', accountId: Number(r.account_id), userId: Number(r.user_id) },
        currency: r.currency,
        amount: 1n,
      },
      { account: { kind: 'system', code: 'bets_payouts' }, currency: r.currency, amount: 1n },
      { account: { kind: 'system', code: 'receivables' }, currency: r.currency, amount: -2n },
    ]),
  );
}

/** Resettles the game inside `tx`; the caller commits, then publishes the report's changes. */
export async function resettleWithin(
  tx: Db,
  deps: {
    wallet: ResettleWallet;
    now: Date;
    onError?: (e: unknown, c: Record<string, unknown>) => void;
  },
  input: ResettleInput,
): Promise<ResettleReport> {
  const { gameId, outcome } = input;
  const now = deps.now;
  // Serializes resettlements of the game (and the ordinary settlement's step 1).
  await tx.execute(
    sql`insert into betting_settled_games (game_id, cancelled, legs_settled_at, coupons_settled_at)
        values (${gameId}, ${outcome?.cancelled ?? false}, ${now.toISOString()}::timestamptz,
                ${now.toISOString()}::timestamptz)
        on conflict (game_id) do nothing`,
  );
  await tx.execute(
    sql`select game_id from betting_settled_games where game_id = ${gameId} for update`,
  );
  const voided = new Set(
    (
      await tx
        .select({ marketId: bettingVoidedMarkets.marketId })
        .from(bettingVoidedMarkets)
        .where(eq(bettingVoidedMarkets.gameId, gameId))
    ).map((r) => r.marketId),
  );
  const legs = await tx
    .select()
    .from(bettingCouponBets)
    .where(eq(bettingCouponBets.gameId, gameId))
    .for('update');
  const changed = new Map<string, number>();
  const touched = new Set<number>();
  for (const leg of legs) {
    let status = leg.statusId;
    if (voided.has(leg.marketId)) status = 3;
    else if (outcome) {
      try {
        status = legStatus(
          {
            outcome_id: leg.outcomeId,
            market_type: leg.marketType,
            market_period: leg.marketPeriod,
            market_param: leg.marketParam,
            outcome_key: leg.outcomeKey,
            outcome_param: leg.outcomeParam,
            outcome_score: leg.outcomeScore ?? null,
            competitor_id: leg.competitorId,
          },
          outcome,
        );
      } catch (error) {
        deps.onError?.(error, { job: 'resettle-leg', gameId, outcomeId: leg.outcomeId });
        status = 2;
      }
    }
    if (status !== leg.statusId) {
      changed.set(`${leg.couponId}:${leg.legIndex}`, status);
      touched.add(leg.couponId);
    }
  }
  for (const [key, status] of changed) {
    const [couponId, legIndex] = key.split(':').map(Number) as [number, number];
    await tx
      .update(bettingCouponBets)
      .set({ statusId: status, settledAt: status < 0 ? null : now })
      .where(
        and(eq(bettingCouponBets.couponId, couponId), eq(bettingCouponBets.legIndex, legIndex)),
      );
  }
  const report: ResettleReport = {
    gameId,
    coupons: 0,
    settled: 0,
    moved: {},
    receivable: {},
    changes: [],
    updated: [],
  };
  if (touched.size === 0) return report;
  const coupons = await tx
    .select()
    .from(bettingCoupons)
    .where(inArray(bettingCoupons.id, [...touched]))
    .orderBy(asc(bettingCoupons.id))
    .for('update');
  for (const coupon of coupons) {
    await resettleCoupon(tx, deps, input, coupon, report);
  }
  return report;
}

export async function resettleCoupon(
  tx: Db,
  deps: { wallet: ResettleWallet; now: Date },
  input: ResettleInput,
  coupon: CouponRow,
  report: ResettleReport,
): Promise<void> {
  if (coupon.status === 'waiting' || coupon.status === 'rejected') return;
  const legs: LegRow[] = await tx
    .select()
    .from(bettingCouponBets)
    .where(eq(bettingCouponBets.couponId, coupon.id))
    .orderBy(asc(bettingCouponBets.legIndex));
  const decided = couponSettlement(coupon, legs);
  const [last] = await tx
    .select()
    .from(bettingResettlements)
    .where(eq(bettingResettlements.couponId, coupon.id))
    .orderBy(desc(bettingResettlements.id))
    .limit(1);
  const wasSettled = SETTLED.has(coupon.status);
  const currency = coupon.currency;
  const add = (into: Record<string, number>, amount: bigint) => {
    into[currency] = (into[currency] ?? 0) + Number(amount);
  };

  if (!wasSettled && !last) {
    // Never settled: the ordinary settlement, its key and movement kind.
    if (!decided) return;
    let changes: BalanceChange[] = [];
    if (decided.payout > 0n) {
      ({ changes } = await deps.wallet.postWithin(tx, {
        kind: decided.status === 'return' ? 'bet_refund' : 'bet_payout',
        idempotencyKey: `bet_payout:${coupon.id}`,
        legs: [
          { account: player(coupon), currency, amount: decided.payout },
          { account: { kind: 'system', code: 'bets_payouts' }, currency, amount: -decided.payout },
        ],
        metadata: { couponId: coupon.id },
      }));
    }
    await tx
      .update(bettingCoupons)
      .set({ status: decided.status, payout: decided.payout, settledAt: deps.now })
      .where(eq(bettingCoupons.id, coupon.id));
    report.settled += 1;
    report.changes.push(...changes);
    report.updated.push({ ...coupon, status: decided.status, payout: decided.payout });
    add(report.moved, decided.payout);
    return;
  }

  const oldPayout = coupon.payout ?? 0n;
  const newPayout = decided?.payout ?? 0n;
  const newStatus = decided?.status ?? 'pending';
  if (newStatus === coupon.status && newPayout === oldPayout) return;
  const paidBefore = last ? last.paidAfter : oldPayout;
  const receivableBefore = last ? last.receivable : 0n;
  let paidAfter = newPayout;
  if (newPayout < paidBefore) {
    const balance = await deps.wallet.balanceWithin(tx, coupon.accountId);
    const want = paidBefore - newPayout;
    paidAfter = paidBefore - (balance < want ? balance : want);
  }
  const receivableAfter = paidAfter - newPayout;
  const movement: Leg[] = [
    { account: player(coupon), currency, amount: paidAfter - paidBefore },
    { account: { kind: 'system', code: 'bets_payouts' }, currency, amount: oldPayout - newPayout },
    {
      account: { kind: 'system', code: 'receivables' },
      currency,
      amount: receivableBefore - receivableAfter,
    },
  ].filter((leg) => leg.amount !== 0n) as Leg[];
  const revision = (last ? await countRevisions(tx, coupon.id) : 0) + 1;
  const key = `bet_resettle:${coupon.id}:${revision}`;
  if (movement.length > 0) {
    const posted: MovementInput = {
      kind: 'adjustment',
      idempotencyKey: key,
      legs: movement,
      metadata: { couponId: coupon.id, gameId: input.gameId, reason: input.reason, revision },
    };
    const { changes } = await deps.wallet.postWithin(tx, posted);
    report.changes.push(...changes);
  }
  await tx.insert(bettingResettlements).values({
    couponId: coupon.id,
    gameId: input.gameId,
    reason: input.reason,
    statusBefore: coupon.status,
    statusAfter: newStatus,
    payoutBefore: coupon.payout,
    payoutAfter: decided ? newPayout : null,
    paidBefore,
    paidAfter,
    moved: paidAfter - paidBefore,
    receivable: receivableAfter,
    movementKey: movement.length > 0 ? key : null,
    at: deps.now,
  });
  await tx
    .update(bettingCoupons)
    .set(
      decided
        ? { status: decided.status, payout: newPayout, settledAt: deps.now }
        : { status: 'pending', payout: null, settledAt: null },
    )
    .where(eq(bettingCoupons.id, coupon.id));
  report.coupons += 1;
  report.updated.push({ ...coupon, status: newStatus, payout: decided ? newPayout : null });
  add(report.moved, paidAfter - paidBefore);
  if (receivableAfter > 0n) add(report.receivable, receivableAfter);
}

async function countRevisions(tx: Db, couponId: number): Promise<number> {
  const rows = await tx.execute<{ n: string }>(
    sql`select count(*) as n from betting_resettlements where coupon_id = ${couponId}`,
  );
  return Number(rows.rows[0]?.n ?? 0);
}

/** Records a voided market (idempotent) inside the caller's transaction. */
export async function voidMarketWithin(
  tx: Db,
  market: { marketId: number; gameId: number },
  at: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(bettingVoidedMarkets)
    .values({ ...market, voidedAt: at })
    .onConflictDoNothing()
    .returning({ marketId: bettingVoidedMarkets.marketId });
  return inserted.length > 0;
}
