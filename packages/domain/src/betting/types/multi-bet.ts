/**
 * Multi-bet (type 4): several blocks (blockId), each an express with its own amount
 * (`amountByBlockId`); pays the sum of the blocks.
 */
import { addRational, rational, RATIONAL_ZERO } from '../rational.ts';
import type { Rational } from '../rational.ts';
import { blockIdsOf } from '../shape.ts';
import { productLine } from './line.ts';
import type { CouponLine, EvalContext, TypeEngine, TypeEvaluation } from './line.ts';

function evaluate(ctx: EvalContext): TypeEvaluation {
  const lines: CouponLine[] = blockIdsOf(ctx.bets).map((blockId) => {
    const legs: number[] = [];
    ctx.bets.forEach((bet, i) => {
      if (bet.blockId === blockId) legs.push(i);
    });
    return productLine(legs, ctx.scaled, rational(ctx.amountByBlockId[String(blockId)] ?? 0n));
  });
  let payout: Rational | null = RATIONAL_ZERO;
  for (const line of lines) {
    payout = payout === null || line.payout === null ? null : addRational(payout, line.payout);
  }
  return { payout, lines: ctx.withLines ? lines : [] };
}

/** Type 4: one express line per block, staked the block's amount, in order of first appearance. */
export const multiBetEngine: TypeEngine = { evaluate };
