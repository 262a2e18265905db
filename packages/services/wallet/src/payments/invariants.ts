import { sql } from 'drizzle-orm';
import type { Db } from '@playfield/db';
import type { Violation } from '../ledger/invariants.ts';

/**
 * Payments agree with the ledger: a succeeded deposit credited its amount exactly once and no
 * other deposit credited anything; every withdrawal held its amount; a succeeded one was paid
 * out from the hold, a failed or cancelled one released it, a pending one neither.
 */
export async function checkPayments(db: Db): Promise<Violation[]> {
  const rows = await db.execute<{
    id: string;
    type: string;
    status: string;
    amount: string;
    player_delta: string;
    holds: string;
    payouts: string;
    releases: string;
  }>(
    sql`select p.id, p.type, p.status, p.amount,
          coalesce((select sum(e.amount)
             from wallet_movements m
             join wallet_entries e on e.movement_id = m.id
             join wallet_ledger_accounts a on a.id = e.ledger_account_id and a.kind = 'player'
             where m.idempotency_key in ('deposit:' || p.id, 'withdrawal_hold:' || p.id,
                                         'withdrawal_release:' || p.id)), 0) as player_delta,
          (select count(*) from wallet_movements m
             where m.idempotency_key = 'withdrawal_hold:' || p.id) as holds,
          (select count(*) from wallet_movements m
             where m.idempotency_key = 'withdrawal_payout:' || p.id) as payouts,
          (select count(*) from wallet_movements m
             where m.idempotency_key = 'withdrawal_release:' || p.id) as releases
        from wallet_payments p`,
  );
  const violations: Violation[] = [];
  for (const r of rows.rows) {
    const amount = BigInt(r.amount);
    const delta = BigInt(r.player_delta);
    const [holds, payouts, releases] = [Number(r.holds), Number(r.payouts), Number(r.releases)];
    let expected: { delta: bigint; holds: number; payouts: number; releases: number };
    if (r.type === 'deposit') {
      expected = {
        delta: r.status === 'succeeded' ? amount : 0n,
        holds: 0,
        payouts: 0,
        releases: 0,
      };
    } else {
      const released = r.status === 'failed' || r.status === 'cancelled';
      expected = {
        delta: released ? 0n : -amount,
        holds: 1,
        payouts: r.status === 'succeeded' ? 1 : 0,
        releases: released ? 1 : 0,
      };
    }
    if (
      delta !== expected.delta ||
      holds !== expected.holds ||
      payouts !== expected.payouts ||
      releases !== expected.releases
    ) {
      violations.push({
        code: 'payment_ledger_mismatch',
        message:
          `${r.type} ${r.id} (${r.status}, ${amount}): player delta ${delta}, holds ${holds}, ` +
          `payouts ${payouts}, releases ${releases}; expected delta ${expected.delta}, holds ` +
          `${expected.holds}, payouts ${expected.payouts}, releases ${expected.releases}`,
      });
      if (violations.length >= 100) break;
    }
  }
  return violations;
}
