/**
 * The fractional price ladder: the fractions a bookmaker shows for fractional odds (d − 1),
 * after the traditional UK ladder, reduced (the ladder's "4/6" and "6/4" are 2/3 and 3/2) and
 * ascending from 1/200 to 1000/1.
 */

/** One rung: the fraction `num/den` of the profit per unit staked, reduced. */
export interface Fraction {
  readonly num: number;
  readonly den: number;
}

const RUNGS = `
  1/200 1/100 1/66 1/50 1/40 1/33 1/25 1/20 1/16 1/14 1/12 1/10 1/9 1/8 2/15 1/7 2/13 1/6
  2/11 1/5 2/9 1/4 2/7 3/10 1/3 4/11 2/5 4/9 1/2 8/15 4/7 8/13 2/3 8/11 4/5 5/6 10/11 1/1
  21/20 11/10 6/5 5/4 11/8 7/5 3/2 8/5 13/8 7/4 9/5 15/8 2/1 17/8 11/5 9/4 5/2 13/5 11/4 3/1
  10/3 7/2 4/1 9/2 5/1 11/2 6/1 13/2 7/1 15/2 8/1 17/2 9/1 10/1 11/1 12/1 14/1 16/1 18/1 20/1
  22/1 25/1 28/1 33/1 40/1 50/1 66/1 80/1 100/1 125/1 150/1 200/1 250/1 300/1 400/1 500/1
  750/1 1000/1
`;

/** The ladder, ascending. */
export const FRACTIONAL_LADDER: readonly Fraction[] = RUNGS.trim()
  .split(/\s+/)
  .map((rung) => {
    const [num = 0, den = 1] = rung.split('/').map(Number);
    return { num, den };
  });

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/**
 * The fractional odds of a coef in thousandths: the ladder rung nearest to d − 1 (the lower rung
 * on a tie, so a price is never shown better than it is). Outside the ladder's range (d below
 * 1.005 or above 1001) the exact reduced fraction of d − 1 is used instead.
 */
export function fractionalOdds(coef: number): Fraction {
  // d − 1 = (coef − 1000) / 1000; compare p/q with that exactly by cross-multiplying.
  const profit = coef - 1000;
  const first = FRACTIONAL_LADDER[0];
  const last = FRACTIONAL_LADDER[FRACTIONAL_LADDER.length - 1];
  const below = first !== undefined && profit * first.den < first.num * 1000;
  const above = last !== undefined && profit * last.den > last.num * 1000;
  if (below || above || first === undefined) {
    const g = gcd(profit, 1000);
    return { num: profit / g, den: 1000 / g };
  }
  let best = first;
  // |p/q − x| compared as |p·1000 − profit·q| / (q·1000): cross-multiply the two distances.
  let bestGap = Math.abs(best.num * 1000 - profit * best.den);
  for (const rung of FRACTIONAL_LADDER) {
    const gap = Math.abs(rung.num * 1000 - profit * rung.den);
    if (gap * best.den < bestGap * rung.den) {
      best = rung;
      bestGap = gap;
    }
  }
  return best;
}
