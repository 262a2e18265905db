/**
 * Chain (type 3): legs in order, each staked `A` (one stake `A` carried from leg to leg); leg i
 * is played only if no earlier leg lost; payout = `A × Σ (m_i − 1)` over the played legs before
 * the first lost leg, plus `A` if no leg lost; never below 0.
 *
 * Lines are one per leg with that leg's own return `A × m_i`; because the same `A` is carried,
 * the coupon's payout is not the sum of its lines.
 */
import {
  addRational,
  isZeroRational,
  maxRational,
  multiplyRational,
  rational,
  RATIONAL_ONE,
  RATIONAL_ZERO,
  subtractRational,
} from '../rational.ts';
import { pendingLine, settledLine } from './line.ts';
import type { CouponLine, EvalContext, TypeEngine, TypeEvaluation } from './line.ts';

function evaluate(ctx: EvalContext): TypeEvaluation {
  const stake = rational(ctx.amount);
  let profit = RATIONAL_ZERO;
  let lost = false;
  let pending = false;
  const lines: CouponLine[] = [];
  ctx.factors.forEach((factor, i) => {
    if (lost) {
      // The carried stake died on an earlier leg: nothing rides on this one.
      lines.push({ legs: [i], stake, factor: null, payout: RATIONAL_ZERO, status: 'unplayed' });
    } else if (pending || factor === null) {
      // Whether this leg is played at all depends on the unknown leg before it.
      pending = true;
      lines.push(pendingLine([i], stake));
    } else {
      lines.push(settledLine([i], stake, factor));
      if (isZeroRational(factor)) lost = true;
      else
        profit = addRational(
          profit,
          multiplyRational(stake, subtractRational(factor, RATIONAL_ONE)),
        );
    }
  });
  const payout = pending
    ? null
    : maxRational(RATIONAL_ZERO, lost ? profit : addRational(profit, stake));
  return { payout, lines: ctx.withLines ? lines : [] };
}

/** Type 3: the stake carried leg to leg in order, profits banked, stopped by the first loss. */
export const chainEngine: TypeEngine = { evaluate };
