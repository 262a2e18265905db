/**
 * System k/n (type 2): k = systemValue, 2 ≤ k < n; C(n,k) lines of k legs, each staked
 * `A / C(n,k)`. The payout is summed in closed form (the elementary symmetric polynomial of
 * the leg factors) so settlement never lists lines; the lines are listed only when asked.
 */
import { combinations, elementarySymmetric } from '../combinations.ts';
import { binomial } from '../coupon-types.ts';
import { FACTOR_SCALE } from '../legs.ts';
import { rational } from '../rational.ts';
import { productLine } from './line.ts';
import type { CouponLine, EvalContext, TypeEngine, TypeEvaluation } from './line.ts';

function evaluate(ctx: EvalContext): TypeEvaluation {
  const n = ctx.bets.length;
  const k = ctx.systemValue;
  const lineCount = binomial(n, k);
  const stake = rational(ctx.amount, lineCount);
  const unknown = ctx.scaled.filter((f) => f === null).length;
  const alive = ctx.scaled.filter((f) => f !== 0n).length;
  // A pending line exists iff some k legs include an unknown one and no lost one.
  const pending = unknown > 0 && alive >= k;
  const lines: CouponLine[] = [];
  if (ctx.withLines) {
    for (const legs of combinations(n, k)) lines.push(productLine(legs, ctx.scaled, stake));
  }
  if (pending) return { payout: null, lines };
  // Settled: every line holding an unknown leg also holds a lost one, so unknown counts as 0.
  const sum = elementarySymmetric(
    ctx.scaled.map((f) => f ?? 0n),
    k,
  );
  return {
    payout: rational(ctx.amount * sum, lineCount * FACTOR_SCALE ** BigInt(k)),
    lines,
  };
}

/** Type 2: every k-combination of the legs, each staked A / C(n,k). */
export const systemEngine: TypeEngine = { evaluate };
