/**
 * Many singles (type 9): n singles, each with its own amount (`amountByBetId`); pays the sum.
 */
import { addRational, rational, RATIONAL_ZERO } from '../rational.ts';
import type { Rational } from '../rational.ts';
import { productLine } from './line.ts';
import type { CouponLine, EvalContext, TypeEngine, TypeEvaluation } from './line.ts';

function evaluate(ctx: EvalContext): TypeEvaluation {
  const lines: CouponLine[] = ctx.bets.map((bet, i) =>
    productLine([i], ctx.scaled, rational(bet.amount ?? 0n)),
  );
  let payout: Rational | null = RATIONAL_ZERO;
  for (const line of lines) {
    payout = payout === null || line.payout === null ? null : addRational(payout, line.payout);
  }
  return { payout, lines: ctx.withLines ? lines : [] };
}

/** Type 9: one line per leg, each staked its own amount. */
export const manySinglesEngine: TypeEngine = { evaluate };
