/**
 * Coupon type ids of spec §3 and the facts about each that several modules share: how many
 * legs it takes, where its stake comes from, and whether its lines combine legs (so that legs
 * from the same game would depend on each other).
 */

/** Coupon type ids of spec §3, by name. */
export const COUPON_TYPE = {
  SINGLE: 0,
  EXPRESS: 1,
  SYSTEM: 2,
  CHAIN: 3,
  MULTI_BET: 4,
  CONDITIONAL: 5,
  ANTI_EXPRESS: 6,
  LUCKY: 7,
  PATENT: 8,
  MANY_SINGLES: 9,
} as const;

/** A coupon type id of spec §3 (0 single … 9 many singles). */
export type CouponTypeId = (typeof COUPON_TYPE)[keyof typeof COUPON_TYPE];

/** Every coupon type id, ascending. */
export const COUPON_TYPE_IDS: readonly CouponTypeId[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** True when `value` is one of the coupon type ids of spec §3. */
export function isCouponTypeId(value: unknown): value is CouponTypeId {
  return (COUPON_TYPE_IDS as readonly unknown[]).includes(value);
}

/**
 * The most legs a coupon may hold. The spec sets no number; 30 keeps every coupon's lines
 * enumerable and is what bookmakers commonly allow for an express.
 */
export const MAX_COUPON_BETS = 30;

/**
 * The most legs of a system: C(16, 8) = 12,870 lines is the largest system whose lines a
 * calculator page can still list.
 */
export const MAX_SYSTEM_BETS = 16;

/** Inclusive bounds on the number of legs of a coupon type. */
export interface BetsCountRange {
  readonly min: number;
  readonly max: number;
}

/**
 * Legs per type (betting-rules.md): single exactly 1; express, chain, multi-bet, conditional,
 * anti-express and many singles at least 2; system at least 3 (it needs 2 ≤ k < n); lucky
 * 2..8; patent exactly 3.
 */
export const BETS_COUNT_BY_TYPE: Readonly<Record<CouponTypeId, BetsCountRange>> = {
  0: { min: 1, max: 1 },
  1: { min: 2, max: MAX_COUPON_BETS },
  2: { min: 3, max: MAX_SYSTEM_BETS },
  3: { min: 2, max: MAX_COUPON_BETS },
  4: { min: 2, max: MAX_COUPON_BETS },
  5: { min: 2, max: MAX_COUPON_BETS },
  6: { min: 2, max: MAX_COUPON_BETS },
  7: { min: 2, max: 8 },
  8: { min: 3, max: 3 },
  9: { min: 2, max: MAX_COUPON_BETS },
};

/**
 * Where a type's stake comes from: one total amount `A` (`'total'`), one amount per block
 * (`'block'`, multi-bet, `amountByBlockId`) or one amount per leg (`'bet'`, conditional and
 * many singles, `amountByBetId`).
 */
export type StakeSource = 'total' | 'block' | 'bet';

/** The {@link StakeSource} of a coupon type. */
export function stakeSource(typeId: CouponTypeId): StakeSource {
  if (typeId === 4) return 'block';
  if (typeId === 5 || typeId === 9) return 'bet';
  return 'total';
}

/**
 * True for the types whose lines multiply legs together (express, system, multi-bet blocks,
 * anti-express, lucky, patent): two legs from the same game are dependent there and refused.
 * Chain, conditional and many singles play each leg on its own.
 */
export function combinesLegs(typeId: CouponTypeId): boolean {
  return (
    typeId === 1 || typeId === 2 || typeId === 4 || typeId === 6 || typeId === 7 || typeId === 8
  );
}

/** The number of lines of a type whose stake `A` is shared equally between lines, else 1. */
export function sharedStakeLines(
  typeId: CouponTypeId,
  betsCount: number,
  systemValue: number,
): bigint {
  if (typeId === 2) return binomial(betsCount, systemValue);
  if (typeId === 7 || typeId === 8) return (1n << BigInt(betsCount)) - 1n;
  return 1n;
}

/** The binomial coefficient C(n, k) (0 when k is out of 0..n). */
export function binomial(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || k > n) return 0n;
  const kk = Math.min(k, n - k);
  let result = 1n;
  for (let i = 1; i <= kk; i++) {
    result = (result * BigInt(n - kk + i)) / BigInt(i);
  }
  return result;
}
