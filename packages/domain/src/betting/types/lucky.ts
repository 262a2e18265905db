/**
 * Lucky (type 7, 2 ≤ n ≤ 8) and patent (type 8, exactly 3 legs): every combination of 1..n
 * legs is a line (2ⁿ − 1 lines; a patent's 3 singles + 3 doubles + 1 treble are the same seven
 * lines), each staked `A / (2ⁿ − 1)`. The sum over all subsets of Π m is Π(1 + m) − 1, so the
 * payout needs no enumeration.
 */
import { nonEmptySubsets } from '../combinations.ts';
import { FACTOR_SCALE } from '../legs.ts';
import { rational } from '../rational.ts';
import { productLine } from './line.ts';
import type { CouponLine, EvalContext, TypeEngine, TypeEvaluation } from './line.ts';

function evaluate(ctx: EvalContext): TypeEvaluation {
  const n = ctx.bets.length;
  const lineCount = (1n << BigInt(n)) - 1n;
  const stake = rational(ctx.amount, lineCount);
  const lines: CouponLine[] = [];
  if (ctx.withLines) {
    for (const legs of nonEmptySubsets(n)) lines.push(productLine(legs, ctx.scaled, stake));
  }
  // Every leg is a single line of its own, so any unknown leg leaves a line pending.
  if (ctx.scaled.some((f) => f === null)) return { payout: null, lines };
  let product = 1n;
  for (const f of ctx.scaled) product *= FACTOR_SCALE + (f ?? 0n);
  const scale = FACTOR_SCALE ** BigInt(n);
  return { payout: rational(ctx.amount * (product - scale), lineCount * scale), lines };
}

/** Type 7: every non-empty subset of the legs, each staked A / (2ⁿ − 1). */
export const luckyEngine: TypeEngine = { evaluate };

/** Type 8: the seven lines of three legs, each staked A / 7. */
export const patentEngine: TypeEngine = { evaluate };
