/**
 * Bet statuses (spec §3) and the factor each gives a leg (betting-rules.md "Leg factor"): what
 * one unit staked on the leg returns.
 */
import type { CoefThousandths } from './amounts.ts';
import { rational } from './rational.ts';
import type { Rational } from './rational.ts';

/** Bet status ids of spec §3, by name. */
export const BET_STATUS = {
  NOT_CALCULATED: -2,
  NOT_STARTED: -1,
  LOSE: 0,
  WIN: 1,
  RETURN: 2,
  FORCED_RETURN: 3,
  HALF_WIN_HALF_RETURN: 4,
  HALF_LOSE_HALF_RETURN: 5,
  HALF_LOSE_HALF_WIN: 6,
} as const;

/** A bet status id of spec §3 (−2 not calculated … 6 half lose half win). */
export type BetStatusId = (typeof BET_STATUS)[keyof typeof BET_STATUS];

/** Every bet status id, ascending. */
export const BET_STATUS_IDS: readonly BetStatusId[] = [-2, -1, 0, 1, 2, 3, 4, 5, 6];

/** True when `value` is one of the bet status ids of spec §3. */
export function isBetStatusId(value: unknown): value is BetStatusId {
  return (BET_STATUS_IDS as readonly unknown[]).includes(value);
}

/** True for the statuses that have no result yet (−2, −1). */
export function isUnsettledStatus(statusId: BetStatusId): boolean {
  return statusId < 0;
}

/** True for return and forced return (2, 3): the leg counts as if it had coef 1. */
export function isReturnStatus(statusId: BetStatusId): boolean {
  return statusId === 2 || statusId === 3;
}

/** True for the half results (4, 5, 6) that quarter lines produce. */
export function isHalfStatus(statusId: BetStatusId): boolean {
  return statusId >= 4;
}

/**
 * Every factor of the table is an integer multiple of 1/2000 (coefs are thousandths and the
 * half results halve them), so the engine multiplies integers and divides once.
 */
export const FACTOR_SCALE = 2000n;

/**
 * The leg factor `m` scaled by {@link FACTOR_SCALE}: win c, lose 0, return 1, half win half
 * return (c + 1)/2, half lose half return 1/2, half lose half win c/2; `null` while unknown
 * (−1 not started, −2 not calculated).
 */
export function scaledLegFactor(coef: CoefThousandths, statusId: BetStatusId): bigint | null {
  const c = BigInt(coef);
  switch (statusId) {
    case -2:
    case -1:
      return null;
    case 0:
      return 0n;
    case 1:
      return 2n * c;
    case 2:
    case 3:
      return FACTOR_SCALE;
    case 4:
      return c + 1000n;
    case 5:
      return 1000n;
    case 6:
      return c;
  }
}

/** The leg factor `m` of betting-rules.md as an exact rational; `null` while unknown. */
export function legFactor(coef: CoefThousandths, statusId: BetStatusId): Rational | null {
  const scaled = scaledLegFactor(coef, statusId);
  return scaled === null ? null : rational(scaled, FACTOR_SCALE);
}

/** The decimal coef `c` of a coef in thousandths, as an exact rational. */
export function coefRational(coef: CoefThousandths): Rational {
  return rational(BigInt(coef), 1000n);
}
