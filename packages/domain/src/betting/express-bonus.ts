/**
 * The express bonus of spec §5: "Bonus bet on express coupon offered only when enabled in
 * config, type express, every bet market kind not 7 and coef at least 1.1, at least 3 bets,
 * total coef at least 1.01. Bonus coef = 1 times (1 + count/100) for 1 to 9 bets, else times
 * 1.1."
 *
 * Our reading: `count` is the number of legs; the bonus coef is the express's total coef times
 * (1 + count/100), so the bonus is a payout multiplier of 1 + count/100 for up to 9 legs and
 * 1.1 from 10 legs on. Since at least 3 legs are required, the multipliers actually offered are
 * 1.03 … 1.09 and 1.10. The multiplier is frozen on the coupon at acceptance and multiplies the
 * payout of a fully won express — every leg won (status 1); an express with a returned or half
 * leg is paid without the bonus (betting-rules.md "Money").
 */
import type { CoefThousandths } from './amounts.ts';
import { rational } from './rational.ts';
import type { Rational } from './rational.ts';

/** The fewest legs an express needs for the bonus. */
export const EXPRESS_BONUS_MIN_BETS = 3;
/** The smallest coef (thousandths) every leg needs for the bonus: 1.1. */
export const EXPRESS_BONUS_MIN_COEF = 1100;
/** The smallest total coef (thousandths) the express needs for the bonus: 1.01. */
export const EXPRESS_BONUS_MIN_TOTAL_COEF = 1010;
/** Legs on markets of this kind never earn the bonus. */
export const EXPRESS_BONUS_EXCLUDED_MARKET_KIND = 7;

/** A leg as far as the express bonus goes. */
export interface ExpressBonusBet {
  readonly coef: CoefThousandths;
  /** The market's kind (spec §3 bet "market … kind"). */
  readonly marketKind?: number;
}

/** What the express bonus depends on. */
export interface ExpressBonusInput {
  /** Site config `isAvailableCouponBonusBet`. */
  readonly enabled: boolean;
  readonly typeId: number;
  readonly bets: readonly ExpressBonusBet[];
}

/** Whether the bonus is offered and, if so, its percent and exact payout multiplier. */
export type ExpressBonus =
  | { readonly eligible: false }
  | { readonly eligible: true; readonly percent: number; readonly multiplier: Rational };

/** The bonus percent for an express of `count` legs: count for 1..9, 10 from 10 on, else 0. */
export function expressBonusPercent(count: number): number {
  if (!Number.isInteger(count) || count < 1) return 0;
  return Math.min(count, 10);
}

/** Decides the express bonus of spec §5 for a coupon (see the module comment for the reading). */
export function expressBonus(input: ExpressBonusInput): ExpressBonus {
  const { bets } = input;
  if (!input.enabled || input.typeId !== 1 || bets.length < EXPRESS_BONUS_MIN_BETS) {
    return { eligible: false };
  }
  let total = 1n;
  let scale = 1n;
  for (const bet of bets) {
    if (bet.marketKind === EXPRESS_BONUS_EXCLUDED_MARKET_KIND) return { eligible: false };
    if (!Number.isInteger(bet.coef) || bet.coef < EXPRESS_BONUS_MIN_COEF)
      return { eligible: false };
    total *= BigInt(bet.coef);
    scale *= 1000n;
  }
  if (total * 1000n < BigInt(EXPRESS_BONUS_MIN_TOTAL_COEF) * scale) return { eligible: false };
  const percent = expressBonusPercent(bets.length);
  return { eligible: true, percent, multiplier: rational(BigInt(100 + percent), 100n) };
}
