import { sql } from 'drizzle-orm';
import type { Db } from '@playfield/db';

/** A broken ledger rule, found by {@link checkLedger}. */
export interface Violation {
  code:
    | 'balance_mismatch'
    | 'unbalanced_movement'
    | 'movement_without_entries'
    | 'negative_player_balance'
    | 'entry_currency_mismatch'
    | 'payment_ledger_mismatch';
  message: string;
}

// Each query returns only offending rows, so a healthy ledger costs one scan per rule and
// nothing is held in memory. Limits keep a badly broken ledger's report readable.
const LIMIT = 100;

/**
 * Checks the ledger's invariants on committed data: every account's entries sum to its cached
 * balance; every movement has at least two entries and sums to zero per currency; no player
 * balance is below zero; every entry is in its account's currency.
 */
export async function checkLedger(db: Db): Promise<Violation[]> {
  const violations: Violation[] = [];

  const mismatched = await db.execute<{ id: string; balance: string; total: string }>(
    sql`select a.id, a.balance, coalesce(sum(e.amount), 0) as total
        from wallet_ledger_accounts a
        left join wallet_entries e on e.ledger_account_id = a.id
        group by a.id, a.balance
        having a.balance <> coalesce(sum(e.amount), 0)
        order by a.id limit ${LIMIT}`,
  );
  for (const r of mismatched.rows) {
    violations.push({
      code: 'balance_mismatch',
      message: `ledger account ${r.id}: balance ${r.balance} but entries sum to ${r.total}`,
    });
  }

  const unbalanced = await db.execute<{ movement_id: string; currency: string; total: string }>(
    sql`select movement_id, currency, sum(amount) as total
        from wallet_entries
        group by movement_id, currency
        having sum(amount) <> 0
        order by movement_id limit ${LIMIT}`,
  );
  for (const r of unbalanced.rows) {
    violations.push({
      code: 'unbalanced_movement',
      message: `movement ${r.movement_id}: ${r.currency} entries sum to ${r.total}`,
    });
  }

  const empty = await db.execute<{ id: string; entries: string }>(
    sql`select m.id, count(e.id) as entries
        from wallet_movements m
        left join wallet_entries e on e.movement_id = m.id
        group by m.id
        having count(e.id) < 2
        order by m.id limit ${LIMIT}`,
  );
  for (const r of empty.rows) {
    violations.push({
      code: 'movement_without_entries',
      message: `movement ${r.id} has ${r.entries} entries (at least 2 expected)`,
    });
  }

  const negative = await db.execute<{ id: string; account_id: string; balance: string }>(
    sql`select id, account_id, balance from wallet_ledger_accounts
        where kind = 'player' and balance < 0
        order by id limit ${LIMIT}`,
  );
  for (const r of negative.rows) {
    violations.push({
      code: 'negative_player_balance',
      message: `player account ${r.account_id} (ledger ${r.id}) has balance ${r.balance}`,
    });
  }

  const currency = await db.execute<{ id: string; entry: string; account: string }>(
    sql`select e.id, e.currency as entry, a.currency as account
        from wallet_entries e
        join wallet_ledger_accounts a on a.id = e.ledger_account_id
        where e.currency <> a.currency
        order by e.id limit ${LIMIT}`,
  );
  for (const r of currency.rows) {
    violations.push({
      code: 'entry_currency_mismatch',
      message: `entry ${r.id} is in ${r.entry} but its account holds ${r.account}`,
    });
  }
  return violations;
}
