/**
 * Conditional (type 5): legs in order, each with its own amount (`amountByBetId`); leg i is
 * played only if no earlier leg lost; played legs pay `amount_i × m_i`; the amounts of legs
 * never played are returned.
 */
import { addRational, isZeroRational, rational, RATIONAL_ZERO } from '../rational.ts';
import type { Rational } from '../rational.ts';
import { pendingLine, settledLine } from './line.ts';
import type { CouponLine, EvalContext, TypeEngine, TypeEvaluation } from './line.ts';

function evaluate(ctx: EvalContext): TypeEvaluation {
  let lost = false;
  let pending = false;
  let payout: Rational = RATIONAL_ZERO;
  const lines: CouponLine[] = ctx.bets.map((bet, i): CouponLine => {
    const stake = rational(bet.amount ?? 0n);
    const factor = ctx.factors[i] ?? null;
    if (lost) {
      payout = addRational(payout, stake);
      return { legs: [i], stake, factor: null, payout: stake, status: 'unplayed' };
    }
    if (pending || factor === null) {
      // Whether this leg is played at all depends on the unknown leg before it.
      pending = true;
      return pendingLine([i], stake);
    }
    const line = settledLine([i], stake, factor);
    if (isZeroRational(factor)) lost = true;
    payout = addRational(payout, line.payout ?? RATIONAL_ZERO);
    return line;
  });
  return { payout: pending ? null : payout, lines: ctx.withLines ? lines : [] };
}

/** Type 5: each leg staked its own amount in order; after a loss the rest is returned. */
export const conditionalEngine: TypeEngine = { evaluate };
