import { MAX_AMOUNT_MINOR } from '../money/amount.ts';
import { currencyInfo } from '../money/currencies.ts';
import { SYSTEM_ACCOUNTS, refKey } from './types.ts';
import type { MovementInput } from './types.ts';

/**
 * Why a movement cannot be posted, or null when it is well formed: at least two legs, non-zero
 * amounts within range, known currencies, each account at most once, and every currency summing
 * to zero. Checked before any I/O; the database checks again (amount <> 0, balance >= 0).
 */
export function movementProblem(input: MovementInput): string | null {
  if (input.idempotencyKey.length < 1 || input.idempotencyKey.length > 200) {
    return 'idempotency key must be 1-200 characters';
  }
  if (input.legs.length < 2) return 'a movement needs at least two legs';
  const seen = new Set<string>();
  const sums = new Map<string, bigint>();
  for (const leg of input.legs) {
    if (!currencyInfo(leg.currency)) return `unsupported currency ${leg.currency}`;
    if (leg.amount === 0n) return 'a leg cannot be zero';
    const abs = leg.amount < 0n ? -leg.amount : leg.amount;
    if (abs > MAX_AMOUNT_MINOR) return 'a leg exceeds the largest amount';
    const { account } = leg;
    if (account.kind === 'player') {
      if (!Number.isSafeInteger(account.accountId) || account.accountId <= 0) {
        return 'player account id must be a positive integer';
      }
      if (!Number.isSafeInteger(account.userId) || account.userId <= 0) {
        return 'user id must be a positive integer';
      }
    } else if (!(SYSTEM_ACCOUNTS as readonly string[]).includes(account.code)) {
      return `unknown system account ${String(account.code)}`;
    }
    const key = `${refKey(account)}:${leg.currency}`;
    if (seen.has(key)) return `account ${key} appears twice`;
    seen.add(key);
    sums.set(leg.currency, (sums.get(leg.currency) ?? 0n) + leg.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0n) return `${currency} legs sum to ${sum}, not zero`;
  }
  return null;
}
