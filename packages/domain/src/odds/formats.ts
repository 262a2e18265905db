/**
 * Coef display formats (spec §3 "ids 0 decimal, 1 fractional, 2 american, 4, 5, 6, 14, 15, 16
 * others"; betting-rules.md "Odds formats"). The decimal coef in thousandths is the single
 * source of truth; every conversion here is exact and rounds for display only.
 *
 * Our assignment of the Asian ids: 4 Hong Kong, 5 Malay, 6 Indonesian, shown with two
 * decimals as Asian books do; 14, 15, 16 are the same three shown with three decimals, the
 * precision of the decimal coef itself, so no information is lost.
 */
import {
  rational,
  rationalToFixed,
  subtractRational,
  divideRational,
  multiplyRational,
} from '../betting/rational.ts';
import type { Rational } from '../betting/rational.ts';
import { fractionalOdds } from './ladder.ts';

/** Coef display format ids, by name. */
export const COEF_FORMAT = {
  DECIMAL: 0,
  FRACTIONAL: 1,
  AMERICAN: 2,
  HONG_KONG: 4,
  MALAY: 5,
  INDONESIAN: 6,
  HONG_KONG_PRECISE: 14,
  MALAY_PRECISE: 15,
  INDONESIAN_PRECISE: 16,
} as const;

/** A coef display format id of spec §3. */
export type CoefFormatId = (typeof COEF_FORMAT)[keyof typeof COEF_FORMAT];

/** Every coef display format id, ascending. */
export const COEF_FORMAT_IDS: readonly CoefFormatId[] = [0, 1, 2, 4, 5, 6, 14, 15, 16];

/** True when `value` is a coef display format id. */
export function isCoefFormatId(value: unknown): value is CoefFormatId {
  return (COEF_FORMAT_IDS as readonly unknown[]).includes(value);
}

function decimal(coef: number): Rational {
  return rational(BigInt(coef), 1000n);
}

function profit(coef: number): Rational {
  return subtractRational(decimal(coef), rational(1n));
}

function minusInverse(r: Rational): Rational {
  return divideRational(rational(-1n), r);
}

/** American odds, exact: d ≥ 2 → +100(d − 1); d < 2 → −100/(d − 1). */
export function americanOdds(coef: number): Rational {
  const hundred = rational(100n);
  return coef >= 2000
    ? multiplyRational(hundred, profit(coef))
    : multiplyRational(hundred, minusInverse(profit(coef)));
}

/** Hong Kong odds, exact: d − 1. */
export function hongKongOdds(coef: number): Rational {
  return profit(coef);
}

/** Malay odds, exact: d ≤ 2 → d − 1; else −1/(d − 1). */
export function malayOdds(coef: number): Rational {
  return coef <= 2000 ? profit(coef) : minusInverse(profit(coef));
}

/** Indonesian odds, exact: d ≥ 2 → d − 1; else −1/(d − 1). */
export function indonesianOdds(coef: number): Rational {
  return coef >= 2000 ? profit(coef) : minusInverse(profit(coef));
}

function formatDecimal(coef: number): string {
  // Two decimals as usual ("2.50"), three when the coef has a third ("1.875").
  return rationalToFixed(decimal(coef), coef % 10 === 0 ? 2 : 3);
}

/**
 * The display string of a coef (thousandths) in a format: decimal `"2.50"` / `"1.875"`;
 * fractional `"3/2"` (nearest ladder rung); american `"+150"` / `"-200"` (whole numbers, half
 * away from zero); Hong Kong, Malay, Indonesian with two decimals (ids 4, 5, 6) or three
 * (ids 14, 15, 16), negatives with a leading `-`.
 * @throws RangeError for a coef that is not integer thousandths above 1.000.
 */
export function formatCoef(coef: number, formatId: CoefFormatId): string {
  if (!Number.isSafeInteger(coef) || coef <= 1000) {
    throw new RangeError(`formatCoef: not a coef in thousandths: ${coef}`);
  }
  switch (formatId) {
    case 0:
      return formatDecimal(coef);
    case 1: {
      const { num, den } = fractionalOdds(coef);
      return `${num}/${den}`;
    }
    case 2: {
      const text = rationalToFixed(americanOdds(coef), 0, 'half-up');
      return coef >= 2000 ? `+${text}` : text;
    }
    case 4:
    case 14:
      return rationalToFixed(hongKongOdds(coef), formatId === 4 ? 2 : 3, 'half-up');
    case 5:
    case 15:
      return rationalToFixed(malayOdds(coef), formatId === 5 ? 2 : 3, 'half-up');
    case 6:
    case 16:
      return rationalToFixed(indonesianOdds(coef), formatId === 6 ? 2 : 3, 'half-up');
  }
}
