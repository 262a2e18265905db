// What the operator console asks of betting (issue 15, decision 037): resettlement of a game
// in the console's own transaction, voided markets, liability per outcome, and the betting
// figures of the dashboard. Everything is computed in SQL.
import { sql } from 'drizzle-orm';
import type { Db } from '@playfield/db';
import type { ConsoleLiability } from '@playfield/protocol/endpoints/console-sportsbook';
import { betsUpdate } from './views.ts';
import type { BetsTopicUpdate } from '@playfield/protocol/sportsbook';
import { prepareResettlement, resettleWithin, voidMarketWithin } from './settlement/resettle.ts';
import type { ResettleInput, ResettleReport, ResettleWallet } from './settlement/resettle.ts';

/** Betting's figures for the dashboard. */
export interface BettingDashboard {
  /** Per minute, oldest first, the last `minutes`: coupons placed and stakes per currency. */
  perMinute: { at: string; bets: number; stakes: Record<string, number> }[];
  /** Today (UTC): stakes of coupons placed, payouts of coupons settled, per currency. */
  today: { currency: string; stakes: number; payouts: number; ggr: number }[];
  /** The games with the largest potential payouts of open coupons. */
  topLiability: {
    gameId: number;
    gameName: string;
    currency: string;
    coupons: number;
    stakes: number;
    potentialPayout: number;
  }[];
}

export interface BettingOperator {
  prepareResettlement(gameId: number): Promise<void>;
  resettleWithin(tx: Db, input: ResettleInput): Promise<ResettleReport>;
  voidMarketWithin(tx: Db, market: { marketId: number; gameId: number }): Promise<boolean>;
  /** After the commit: balances and the players' bets topics hear. */
  committed(report: ResettleReport): void;
  liability(gameId: number): Promise<ConsoleLiability>;
  /** True when a coupon has a leg on the market. */
  hasLegs(marketId: number): Promise<boolean>;
  dashboard(minutes: number): Promise<BettingDashboard>;
}

const n = (v: string | number | null | undefined) => Number(v ?? 0);

export function createBettingOperator(deps: {
  db: Db;
  wallet: ResettleWallet;
  now(): Date;
  publish(userId: number, update: BetsTopicUpdate): void;
  onError(error: unknown, context: Record<string, unknown>): void;
}): BettingOperator {
  const { db } = deps;
  return {
    prepareResettlement: (gameId) => prepareResettlement(db, deps.wallet, gameId),
    resettleWithin: (tx, input) =>
      resettleWithin(tx, { wallet: deps.wallet, now: deps.now(), onError: deps.onError }, input),
    voidMarketWithin: (tx, market) => voidMarketWithin(tx, market, deps.now()),
    committed(report) {
      deps.wallet.publish(report.changes);
      for (const coupon of report.updated) deps.publish(coupon.userId, betsUpdate(coupon));
    },
    async hasLegs(marketId) {
      const rows = await db.execute(
        sql`select 1 from betting_coupon_bets where market_id = ${marketId} limit 1`,
      );
      return rows.rows.length > 0;
    },
    async liability(gameId) {
      const rows = await db.execute<Record<string, string>>(
        sql`select b.outcome_id, b.market_id, min(b.market_name) as market_name,
                   min(b.outcome_name) as outcome_name, c.currency,
                   count(*) as coupons, sum(c.amount) as stakes,
                   sum(c.potential_payout) as potential
            from betting_coupon_bets b join betting_coupons c on c.id = b.coupon_id
            where b.game_id = ${gameId} and c.status in ('pending', 'waiting')
            group by b.outcome_id, b.market_id, c.currency
            order by sum(c.potential_payout) desc, b.outcome_id
            limit 500`,
      );
      return {
        gameId,
        outcomes: rows.rows.map((r) => ({
          outcomeId: n(r.outcome_id),
          marketId: n(r.market_id),
          marketName: String(r.market_name),
          outcomeName: String(r.outcome_name),
          currency: String(r.currency),
          coupons: n(r.coupons),
          stakes: n(r.stakes),
          potentialPayout: n(r.potential),
        })),
      };
    },
    async dashboard(minutes) {
      const now = deps.now();
      const end = Math.floor(now.getTime() / 60_000) * 60_000 + 60_000;
      const start = new Date(end - minutes * 60_000);
      const dayStart = new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
      );
      const [buckets, placed, paid, top] = await Promise.all([
        db.execute<Record<string, string>>(
          sql`select floor(extract(epoch from created_at) / 60) as minute, currency,
                     count(*) as bets, sum(amount) as stakes
              from betting_coupons where created_at >= ${start.toISOString()}::timestamptz
              group by 1, 2`,
        ),
        db.execute<Record<string, string>>(
          sql`select currency, sum(amount) as stakes from betting_coupons
              where created_at >= ${dayStart.toISOString()}::timestamptz group by currency`,
        ),
        db.execute<Record<string, string>>(
          sql`select currency, sum(payout) as payouts from betting_coupons
              where settled_at >= ${dayStart.toISOString()}::timestamptz group by currency`,
        ),
        db.execute<Record<string, string>>(
          sql`select b.game_id, min(b.game_name) as game_name, c.currency,
                     count(distinct c.id) as coupons, sum(c.amount) as stakes,
                     sum(c.potential_payout) as potential
              from betting_coupon_bets b join betting_coupons c on c.id = b.coupon_id
              where c.status in ('pending', 'waiting')
              group by b.game_id, c.currency
              order by sum(c.potential_payout) desc limit 10`,
        ),
      ]);
      const perMinute = Array.from({ length: minutes }, (_, i) => ({
        at: new Date(start.getTime() + i * 60_000).toISOString(),
        bets: 0,
        stakes: {} as Record<string, number>,
      }));
      for (const r of buckets.rows) {
        const slot = perMinute[n(r.minute) - start.getTime() / 60_000];
        if (!slot) continue;
        slot.bets += n(r.bets);
        slot.stakes[String(r.currency)] = (slot.stakes[String(r.currency)] ?? 0) + n(r.stakes);
      }
      const today = new Map<string, { stakes: number; payouts: number }>();
      for (const r of placed.rows)
        today.set(String(r.currency), { stakes: n(r.stakes), payouts: 0 });
      for (const r of paid.rows) {
        const row = today.get(String(r.currency)) ?? { stakes: 0, payouts: 0 };
        row.payouts = n(r.payouts);
        today.set(String(r.currency), row);
      }
      return {
        perMinute,
        today: [...today].map(([currency, v]) => ({ currency, ...v, ggr: v.stakes - v.payouts })),
        topLiability: top.rows.map((r) => ({
          gameId: n(r.game_id),
          gameName: String(r.game_name),
          currency: String(r.currency),
          coupons: n(r.coupons),
          stakes: n(r.stakes),
          potentialPayout: n(r.potential),
        })),
      };
    },
  };
}
