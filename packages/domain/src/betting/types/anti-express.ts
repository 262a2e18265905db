/**
 * Anti-express (type 6): n ≥ 2 legs; K = Π c over the legs not returned; wins `A × K / (K − 1)`
 * if at least one leg lost, pays 0 if every (non-returned) leg won, returns `A` if every leg was
 * returned. Legs with half results are not accepted (the calculator refuses them before this
 * runs). The coupon is one line holding every leg; it stays pending while any leg is unknown,
 * because a later return changes K.
 */
import { coefRational, isReturnStatus } from '../legs.ts';
import {
  divideRational,
  multiplyRational,
  rational,
  RATIONAL_ONE,
  RATIONAL_ZERO,
  subtractRational,
} from '../rational.ts';
import type { Rational } from '../rational.ts';
import { allLegs, pendingLine, settledLine } from './line.ts';
import type { EvalContext, TypeEngine, TypeEvaluation } from './line.ts';

/** K / (K − 1) for K = Π c over the given coefs (thousandths); K > 1 since every c > 1. */
export function antiExpressFactor(coefs: readonly number[]): Rational {
  let k = RATIONAL_ONE;
  for (const coef of coefs) k = multiplyRational(k, coefRational(coef));
  return divideRational(k, subtractRational(k, RATIONAL_ONE));
}

function evaluate(ctx: EvalContext): TypeEvaluation {
  const legs = allLegs(ctx.bets.length);
  const stake = rational(ctx.amount);
  if (ctx.bets.some((bet) => bet.statusId < 0)) {
    return { payout: null, lines: ctx.withLines ? [pendingLine(legs, stake)] : [] };
  }
  const counted = ctx.bets.filter((bet) => !isReturnStatus(bet.statusId));
  let factor: Rational;
  if (counted.length === 0) factor = RATIONAL_ONE;
  else if (counted.some((bet) => bet.statusId === 0)) {
    factor = antiExpressFactor(counted.map((bet) => bet.coef));
  } else factor = RATIONAL_ZERO;
  const line = settledLine(legs, stake, factor);
  return { payout: line.payout, lines: ctx.withLines ? [line] : [] };
}

function potential(ctx: EvalContext): Rational {
  return multiplyRational(rational(ctx.amount), antiExpressFactor(ctx.bets.map((bet) => bet.coef)));
}

/** Type 6: wins when at least one leg loses. */
export const antiExpressEngine: TypeEngine = { evaluate, potential };
