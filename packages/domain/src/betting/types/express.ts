/**
 * Single (type 0: one leg, pays `A × m`) and express (type 1: n ≥ 2 legs from different games,
 * pays `A × Π m`). A single is an express of one leg, so both share one rule.
 */
import { rational } from '../rational.ts';
import { allLegs, productLine } from './line.ts';
import type { EvalContext, TypeEngine, TypeEvaluation } from './line.ts';

function evaluate(ctx: EvalContext): TypeEvaluation {
  const line = productLine(allLegs(ctx.bets.length), ctx.scaled, rational(ctx.amount));
  return { payout: line.payout, lines: ctx.withLines ? [line] : [] };
}

/** Type 0: one leg staked `A`. */
export const singleEngine: TypeEngine = { evaluate };

/** Type 1: every leg in one line staked `A`. */
export const expressEngine: TypeEngine = { evaluate };
