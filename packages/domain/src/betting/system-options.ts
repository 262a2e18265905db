/**
 * System values (spec §3 "System value option: value, offset, minBetAmount, combo", §5 "System
 * coupon selectable values run from 2 up to the offset", §9 "system value min 2"): for n legs a
 * system k/n may take k = 2 … n − 1.
 */
import { binomial, MAX_SYSTEM_BETS } from './coupon-types.ts';
import { MIN_SYSTEM_VALUE } from './shape.ts';

/** One choice of k for a system of n legs. */
export interface SystemOption {
  /** k: legs per line. */
  readonly value: number;
  /** The largest selectable k for these legs (n − 1), the same in every option. */
  readonly offset: number;
  /** C(n, k): the number of lines. */
  readonly combo: number;
  /** The least total stake that gives every line `minLineAmount`, in minor units. */
  readonly minBetAmount: bigint;
}

/**
 * The system options for `betsCount` legs: k = 2 … n − 1 with C(n, k) lines each, and the
 * least total stake that stakes at least `minLineAmount` minor units (default 1) on each line.
 * Empty when fewer than 3 or more than {@link MAX_SYSTEM_BETS} legs.
 */
export function systemOptions(betsCount: number, minLineAmount: bigint = 1n): SystemOption[] {
  if (!Number.isInteger(betsCount) || betsCount < 3 || betsCount > MAX_SYSTEM_BETS) return [];
  const options: SystemOption[] = [];
  for (let k = MIN_SYSTEM_VALUE; k <= betsCount - 1; k++) {
    const combo = binomial(betsCount, k);
    options.push({
      value: k,
      offset: betsCount - 1,
      combo: Number(combo),
      minBetAmount: combo * minLineAmount,
    });
  }
  return options;
}

/**
 * A usable system value for `betsCount` legs: the default 2 when absent or not an integer,
 * never below 2, never above n − 1 (so a coupon that loses legs keeps a valid value).
 */
export function normalizeSystemValue(value: number | undefined, betsCount: number): number {
  const max = Math.max(MIN_SYSTEM_VALUE, betsCount - 1);
  if (value === undefined || !Number.isInteger(value)) return MIN_SYSTEM_VALUE;
  return Math.min(max, Math.max(MIN_SYSTEM_VALUE, value));
}
