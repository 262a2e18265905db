/**
 * Money limits over rolling windows (issue 7): what a player has deposited, wagered and lost in
 * the last 24 hours, 7 days or 30 days, and whether one more deposit or stake fits. Where several
 * limits apply, the one with the least room left wins.
 *
 * Reading of the limits (documented for the betting and casino engineers):
 * - deposit: deposits credited in the window + the new deposit ≤ limit;
 * - wagering: stakes − refunded stakes in the window + the new stake ≤ limit;
 * - loss: stakes − (payouts + refunds + casino wins) in the window + the new stake ≤ limit, i.e.
 *   the new stake is counted as if it were lost; winnings in the window give room back.
 */
import { WINDOW_SECONDS, limitFamily } from './types.ts';
import type { MoneyLimitType } from './types.ts';

/** Money moved in one window, each a non-negative amount in minor units. */
export interface WindowUsage {
  /** Deposits credited. */
  deposited: bigint;
  /** Sports and casino stakes debited. */
  staked: bigint;
  /** Stakes given back (cancelled or void bets). */
  refunded: bigint;
  /** Sports payouts and casino wins credited. */
  won: bigint;
}

/** No money moved. */
export const NO_USAGE: WindowUsage = { deposited: 0n, staked: 0n, refunded: 0n, won: 0n };

/** An enforced money limit converted to minor units. */
export interface MoneyLimit {
  type: MoneyLimitType;
  limit: bigint;
}

/** The start (ms) of a limit type's rolling window ending at `now`. */
export function windowStart(type: MoneyLimitType, now: number): number {
  return now - WINDOW_SECONDS[type] * 1000;
}

/** What counts against a limit of this type in its window (loss may be negative). */
export function usedAmount(type: MoneyLimitType, usage: WindowUsage): bigint {
  switch (limitFamily(type)) {
    case 'deposit':
      return usage.deposited;
    case 'wager':
      return usage.staked - usage.refunded;
    default:
      return usage.staked - usage.refunded - usage.won;
  }
}

/** Room left under the limit (never below 0): the `limitBalance` of spec §3 in minor units. */
export function limitRoom(limit: MoneyLimit, usage: WindowUsage): bigint {
  const room = limit.limit - usedAmount(limit.type, usage);
  return room > 0n ? room : 0n;
}

/** Whether an amount fits under every applicable limit. */
export type MoneyVerdict =
  | { allowed: true }
  | {
      allowed: false;
      /** The limit with the least room left (the lowest wins). */
      type: MoneyLimitType;
      limit: bigint;
      /** What may still be deposited or staked under it now (minor units). */
      room: bigint;
    };

/**
 * Checks `amount` (minor units, > 0) against `limits` of the families the movement counts for
 * (`deposit` for deposits; `wager` and `loss` for stakes); `usageOf` gives each limit's window.
 */
export function checkMoneyLimits(
  limits: readonly MoneyLimit[],
  families: readonly ('deposit' | 'wager' | 'loss')[],
  usageOf: (type: MoneyLimitType) => WindowUsage,
  amount: bigint,
): MoneyVerdict {
  let tightest: { limit: MoneyLimit; room: bigint } | null = null;
  for (const limit of limits) {
    const family = limitFamily(limit.type);
    if (family !== 'deposit' && family !== 'wager' && family !== 'loss') continue;
    if (!families.includes(family)) continue;
    const room = limit.limit - usedAmount(limit.type, usageOf(limit.type));
    if (tightest === null || room < tightest.room) tightest = { limit, room };
  }
  if (tightest === null || amount <= tightest.room) return { allowed: true };
  return {
    allowed: false,
    type: tightest.limit.type,
    limit: tightest.limit.limit,
    room: tightest.room > 0n ? tightest.room : 0n,
  };
}

/**
 * Latest instant (ms) by which a refused amount fits again: when the whole window has rolled
 * past what is in it now. Sums alone cannot say exactly when the oldest movements leave it,
 * so this is an upper bound that is honest to show as "at the latest".
 */
export function windowRenewsBy(type: MoneyLimitType, now: number): number {
  return now + WINDOW_SECONDS[type] * 1000;
}

/** Minor units of a whole-unit limit value for a currency with `digits` minor digits. */
export function toMinorUnits(value: number, digits: number): bigint {
  return BigInt(value) * 10n ** BigInt(digits);
}
