// Settlement (issue 6 §4, worker role): when a game's result is stored, every open leg on it
// gets its status from the frozen market and outcome (feed `settleOutcome`; a cancelled game
// returns every leg, status 3), then every coupon the engine can now decide is paid through
// the wallet and marked settled in the same transaction. Two steps, each one transaction-safe:
//   1. legs: statuses + a `betting_settled_games` row saying the game's coupons need a look;
//   2. coupons: in batches, lock the pending ones, calculate, pay (`bet_payout:{couponId}`),
//      mark settled; when every batch is done the game's row is marked done.
// A worker that dies between them leaves the row open, and the sweep finishes the job; a
// coupon is paid once because only a `pending` coupon (locked) is paid, and the wallet's
// idempotency key would refuse a second movement anyway.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { withRetry } from '@playfield/db';
import { bettingCoupons, bettingResettlements } from '@playfield/db/betting';
import type { Db } from '@playfield/db';
import type { Leg } from '@playfield/wallet';
import type { GameOutcome, SportsbookPort } from '../ports.ts';
import type { CouponRow, LegRow } from '../repository.ts';
import { couponSettlement, legStatus } from './engine.ts';
import type { CouponSettlement, OpenOutcome } from './engine.ts';
import { resettleCoupon } from './resettle.ts';

export { couponSettlement, legStatus } from './engine.ts';
import type { ResettleReport, ResettleWallet } from './resettle.ts';

export interface SettlementDeps {
  db: Db;
  wallet: ResettleWallet;
  sportsbook: Pick<SportsbookPort, 'results'>;
  now(): Date;
  /** Told after commit about every settled coupon (the bets topic). */
  onSettled(coupon: Pick<CouponRow, 'id' | 'userId' | 'status' | 'payout' | 'currency'>): void;
  onError(error: unknown, context: Record<string, unknown>): void;
  /** Coupons per transaction in step 2 (default 1000). */
  batchSize?: number;
}

function payoutLegs(coupon: CouponRow, payout: bigint): Leg[] {
  return [
    {
      account: { kind: 'player', accountId: coupon.accountId, userId: coupon.userId },
      currency: coupon.currency,
      amount: payout,
    },
    {
      account: { kind: 'system', code: 'bets_payouts' },
      currency: coupon.currency,
      amount: -payout,
    },
  ];
}

export interface Settlement {
  /** Settles a game whose result the sportsbook has stored (both steps). */
  settleGame(gameId: number): Promise<void>;
  /** Step 1 only: the legs of a finished game (exposed so tests can stop after it). */
  settleLegs(outcome: GameOutcome): Promise<number>;
  /** Step 2 only: pays every coupon of the game the engine can decide. */
  settleCoupons(gameId: number): Promise<number>;
  /**
   * Finishes what a restart or a missed event left: games whose coupons were not all looked at,
   * and open legs on games the sportsbook has a result for.
   */
  sweep(): Promise<void>;
}

export function createSettlement(deps: SettlementDeps): Settlement {
  const { db } = deps;
  const batchSize = deps.batchSize ?? 1000;

  async function settleLegs(outcome: GameOutcome): Promise<number> {
    return withRetry(() =>
      db.transaction(async (tx) => {
        const open = await tx.execute<OpenOutcome>(
          sql`select distinct outcome_id, market_type, market_period, market_param, outcome_key,
                     outcome_param, outcome_score, competitor_id
              from betting_coupon_bets
              where game_id = ${outcome.gameId} and status_id < 0`,
        );
        const now = deps.now();
        let settled = 0;
        if (open.rows.length > 0) {
          const values = open.rows.map((row) => {
            let status: number;
            try {
              status = legStatus(row, outcome);
            } catch (error) {
              // A definition the feed cannot settle is a data error: the leg is returned
              // (void) rather than left open forever.
              deps.onError(error, { job: 'settle-leg', gameId: outcome.gameId, row });
              status = 2;
            }
            return sql`(${Number(row.outcome_id)}::bigint, ${status}::smallint)`;
          });
          const updated = await tx.execute<{ n: string }>(
            sql`with u as (
                  update betting_coupon_bets b set status_id = v.status, settled_at = ${now.toISOString()}::timestamptz
                  from (values ${sql.join(values, sql`, `)}) as v(outcome_id, status)
                  where b.game_id = ${outcome.gameId} and b.outcome_id = v.outcome_id
                    and b.status_id < 0
                  returning 1)
                select count(*) as n from u`,
          );
          settled = Number(updated.rows[0]?.n ?? 0);
        }
        await tx.execute(
          sql`insert into betting_settled_games (game_id, cancelled, legs_settled_at)
              values (${outcome.gameId}, ${outcome.cancelled}, ${now.toISOString()}::timestamptz)
              on conflict (game_id) do update
                set cancelled = excluded.cancelled, legs_settled_at = excluded.legs_settled_at,
                    coupons_settled_at = null`,
        );
        return settled;
      }),
    );
  }

  /** Settles the given coupons (those still pending) in one transaction. */
  async function settleBatch(ids: readonly number[]): Promise<CouponSettlement[]> {
    const idList = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    // Player ledger accounts are created outside the transaction, so postWithin finds them.
    const owners = await db.execute<{ account_id: string; user_id: string; currency: string }>(
      sql`select distinct account_id, user_id, currency from betting_coupons
          where id in (${idList}) and status = 'pending'`,
    );
    await deps.wallet.prepare(
      owners.rows.flatMap((r) => [
        {
          account: {
            kind: 'player' as const,
            accountId: Number(r.account_id),
            userId: Number(r.user_id),
          },
          currency: r.currency,
          amount: 1n,
        },
        {
          account: { kind: 'system' as const, code: 'bets_payouts' as const },
          currency: r.currency,
          amount: -1n,
        },
      ]),
    );
    const result = await withRetry(() =>
      db.transaction(async (tx) => {
        // Locked in id order: a coupon is paid only while it is pending under this lock.
        const coupons = await tx
          .select()
          .from(bettingCoupons)
          .where(and(inArray(bettingCoupons.id, [...ids]), eq(bettingCoupons.status, 'pending')))
          .orderBy(asc(bettingCoupons.id))
          .for('update');
        if (coupons.length === 0) return { settled: [], changes: [] };
        // A coupon an operator's correction sent back to pending settles as a resettlement
        // (its first payout key is spent; decision 037).
        const corrected = new Set(
          (
            await tx
              .select({ id: bettingResettlements.couponId })
              .from(bettingResettlements)
              .where(
                inArray(
                  bettingResettlements.couponId,
                  coupons.map((c) => c.id),
                ),
              )
          ).map((r) => r.id),
        );
        const report: ResettleReport = {
          gameId: 0,
          coupons: 0,
          settled: 0,
          moved: {},
          receivable: {},
          changes: [],
          updated: [],
        };
        const legs = await tx.query.bettingCouponBets.findMany({
          where: (b, { inArray }) =>
            inArray(
              b.couponId,
              coupons.map((c) => c.id),
            ),
          orderBy: (b, { asc }) => [asc(b.couponId), asc(b.legIndex)],
        });
        const byCoupon = new Map<number, LegRow[]>();
        for (const leg of legs) {
          const list = byCoupon.get(leg.couponId) ?? [];
          list.push(leg);
          byCoupon.set(leg.couponId, list);
        }
        const settled: CouponSettlement[] = [];
        for (const coupon of coupons) {
          if (corrected.has(coupon.id)) {
            const gameId = byCoupon.get(coupon.id)?.[0]?.gameId ?? 0;
            await resettleCoupon(
              tx,
              { wallet: deps.wallet, now: deps.now() },
              { gameId, outcome: null, reason: 'result' },
              coupon,
              report,
            );
            continue;
          }
          const outcome = couponSettlement(coupon, byCoupon.get(coupon.id) ?? []);
          if (outcome) settled.push(outcome);
        }
        // Every payout of the batch in one set of statements (the wallet's bulk post).
        const { changes } = await deps.wallet.postManyWithin(
          tx,
          settled
            .filter((s) => s.payout > 0n)
            .map((s) => ({
              kind: s.status === 'return' ? ('bet_refund' as const) : ('bet_payout' as const),
              idempotencyKey: `bet_payout:${s.coupon.id}`,
              legs: payoutLegs(s.coupon, s.payout),
              metadata: { couponId: s.coupon.id },
            })),
        );
        if (settled.length > 0) {
          const values = settled.map(
            (s) => sql`(${s.coupon.id}::bigint, ${s.status}::text, ${s.payout.toString()}::bigint)`,
          );
          await tx.execute(
            sql`update betting_coupons c
                set status = v.status, payout = v.payout, settled_at = ${deps.now().toISOString()}::timestamptz
                from (values ${sql.join(values, sql`, `)}) as v(id, status, payout)
                where c.id = v.id and c.status = 'pending'`,
          );
        }
        return { settled, changes: [...changes, ...report.changes], report };
      }),
    );
    deps.wallet.publish(result.changes);
    for (const coupon of result.report?.updated ?? []) deps.onSettled(coupon);
    for (const s of result.settled) {
      deps.onSettled({ ...s.coupon, status: s.status, payout: s.payout });
    }
    return result.settled;
  }

  async function settleCoupons(gameId: number): Promise<number> {
    const startedAt = deps.now();
    let after = 0;
    let count = 0;
    for (;;) {
      // A range scan of the (game_id, coupon_id) index, no join: each page costs its own size
      // however many coupons the game has. Coupons settled already are skipped by the batch.
      const page = await db.execute<{ coupon_id: string }>(
        sql`select distinct coupon_id from betting_coupon_bets
            where game_id = ${gameId} and coupon_id > ${after}
            order by coupon_id limit ${batchSize}`,
      );
      const ids = page.rows.map((r) => Number(r.coupon_id));
      if (ids.length === 0) break;
      count += (await settleBatch(ids)).length;
      after = ids[ids.length - 1] ?? after;
    }
    // Done unless the legs were settled again (a late leg) while this ran: then that run's own
    // coupon step is still to come and the row must stay open for it.
    await db.execute(
      sql`update betting_settled_games set coupons_settled_at = ${deps.now().toISOString()}::timestamptz
          where game_id = ${gameId} and legs_settled_at <= ${startedAt.toISOString()}::timestamptz`,
    );
    return count;
  }

  async function settleGame(gameId: number): Promise<void> {
    const outcome = (await deps.sportsbook.results([gameId])).get(gameId);
    if (!outcome) return;
    await settleLegs(outcome);
    await settleCoupons(gameId);
  }

  async function sweep(): Promise<void> {
    const unfinished = await db.execute<{ game_id: string }>(
      sql`select game_id from betting_settled_games where coupons_settled_at is null order by game_id`,
    );
    for (const row of unfinished.rows) await settleCoupons(Number(row.game_id));
    const open = await db.execute<{ game_id: string }>(
      sql`select distinct game_id from betting_coupon_bets where status_id < 0 limit 1000`,
    );
    const gameIds = open.rows.map((r) => Number(r.game_id));
    if (gameIds.length === 0) return;
    const results = await deps.sportsbook.results(gameIds);
    for (const gameId of gameIds) {
      const outcome = results.get(gameId);
      if (!outcome) continue;
      await settleLegs(outcome);
      await settleCoupons(gameId);
    }
  }

  return { settleGame, settleLegs, settleCoupons, sweep };
}
