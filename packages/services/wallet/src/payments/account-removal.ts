// The wallet's say on removing a player's currency account (issue 13 item 1): not while its
// ledger account holds money, a deposit into it is in progress (created or pending: the money
// could still arrive) or a withdrawal from it is held. Run inside the removal's transaction:
// the ledger account row is locked first, so a movement or a new payment on the account waits
// for the removal to commit (and then finds the account gone) or commits before the check.
import { sql } from 'drizzle-orm';
import type { Db } from '@playfield/db';

export type WalletRemovalBlocker =
  'account_has_balance' | 'account_payment_pending' | 'account_withdrawal_held';

/** Locks the player's ledger account (creating it if it never had a movement). */
export async function lockPlayerLedgerAccount(
  tx: Db,
  account: { userId: number; accountId: number; currency: string },
  mode: 'update' | 'share',
): Promise<bigint> {
  await tx.execute(
    sql`insert into wallet_ledger_accounts (kind, account_id, user_id, currency)
        values ('player', ${account.accountId}, ${account.userId}, ${account.currency})
        on conflict (account_id) where kind = 'player' do nothing`,
  );
  const lock = mode === 'update' ? sql`for update` : sql`for share`;
  const result = await tx.execute<{ balance: string | number }>(
    sql`select balance from wallet_ledger_accounts
        where kind = 'player' and account_id = ${account.accountId} ${lock}`,
  );
  return BigInt(result.rows[0]?.balance ?? 0);
}

/** Why the account cannot be removed now, or null (call inside the removal's transaction). */
export async function walletRemovalBlocker(
  tx: Db,
  account: { userId: number; accountId: number; currency: string },
): Promise<WalletRemovalBlocker | null> {
  const balance = await lockPlayerLedgerAccount(tx, account, 'update');
  if (balance !== 0n) return 'account_has_balance';
  const open = await tx.execute<{ type: string }>(
    sql`select type from wallet_payments
        where user_id = ${account.userId} and account_id = ${account.accountId}
          and status in ('created', 'pending')`,
  );
  if (open.rows.some((r) => r.type === 'withdrawal')) return 'account_withdrawal_held';
  if (open.rows.length > 0) return 'account_payment_pending';
  return null;
}
