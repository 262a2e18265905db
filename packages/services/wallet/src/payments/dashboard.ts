// What the operator console's dashboard asks of the wallet (issue 15): deposits credited, from
// the ledger (the `deposit` movements and their player leg), counted and summed in SQL over
// wallet_movements_deposit_idx, cheap enough to poll every few seconds.
import { sql } from 'drizzle-orm';
import type { Db } from '@playfield/db';

export interface DepositFigures {
  /** Deposits credited since `dayStart`, per currency (minor units). */
  today: { currency: string; count: number; amount: number }[];
  /** Per minute since `from` (only minutes with some); minute = epoch minutes. */
  perMinute: { minute: number; currency: string; count: number; amount: number }[];
}

export interface WalletDashboard {
  deposits(window: { from: Date; dayStart: Date }): Promise<DepositFigures>;
}

const n = (v: unknown) => Number(v ?? 0);

export function walletDashboard(db: Db): WalletDashboard {
  // A deposit movement has one positive leg: the player's credit.
  const credits = (since: Date, perMinute: boolean) =>
    db.execute<Record<string, string>>(
      sql`select ${perMinute ? sql`floor(extract(epoch from m.created_at) / 60)` : sql`0`} as minute,
                 e.currency, count(*) as count, sum(e.amount) as amount
          from wallet_movements m
          join wallet_entries e on e.movement_id = m.id and e.amount > 0
          where m.kind = 'deposit' and m.created_at >= ${since.toISOString()}::timestamptz
          group by 1, 2 order by 1, 2`,
    );
  return {
    async deposits({ from, dayStart }) {
      const [today, perMinute] = await Promise.all([credits(dayStart, false), credits(from, true)]);
      return {
        today: today.rows.map((r) => ({
          currency: String(r.currency),
          count: n(r.count),
          amount: n(r.amount),
        })),
        perMinute: perMinute.rows.map((r) => ({
          minute: n(r.minute),
          currency: String(r.currency),
          count: n(r.count),
          amount: n(r.amount),
        })),
      };
    },
  };
}
