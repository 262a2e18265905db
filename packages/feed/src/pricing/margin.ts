/**
 * From fair probabilities to prices. Each outcome's fair "effective probability" accounts for
 * pushes and half results (a quarter line is a stake split over two neighbouring lines), so
 * the fair probabilities of a market sum to exactly 1. The margin then scales them so that
 * Σ 1/coef = 1 + margin.
 */

/** The lowest coef offered, × 1000. */
export const MIN_COEF = 1010;
/** The highest coef offered, × 1000. */
export const MAX_COEF = 1_001_000;
/** The default bookmaker margin (5%). */
export const DEFAULT_MARGIN = 0.05;

/** How often an outcome ends each way, as probabilities. */
export interface SettlementTally {
  win: number;
  halfWin: number;
  push: number;
  halfLose: number;
}

/**
 * The fair effective probability π of an outcome: the 1/coef at which its expected return is
 * the stake. From EV = w·c + hw·(c+1)/2 + r + hl/2 = 1: π = (w + hw/2) / (1 − r − (hw + hl)/2).
 * For the two sides of an Asian line (one side's half win is the other's half loss) the two
 * π always sum to 1. Returns NaN when the outcome is (almost) always returned.
 */
export function effectiveProbability(t: SettlementTally): number {
  const denominator = 1 - t.push - (t.halfWin + t.halfLose) / 2;
  if (denominator < 1e-9) return Number.NaN;
  return (t.win + t.halfWin / 2) / denominator;
}

const Q_MAX = 1000 / MIN_COEF;
const Q_MIN = 1000 / MAX_COEF;

/**
 * Implied probabilities q_i with Σ q_i = 1 + margin and every q_i inside the offered coef
 * range: proportional (q_i = p_i × (1 + margin)); an outcome that would fall outside the range
 * is pinned to its bound and the others are rescaled to keep the sum, until none is outside.
 */
export function impliedProbabilities(probs: readonly number[], margin: number): number[] {
  const target = 1 + margin;
  const n = probs.length;
  const q = new Array<number>(n);
  const pinned = new Array<boolean>(n).fill(false);
  for (let pass = 0; pass <= n; pass += 1) {
    let pinnedSum = 0;
    let freeSum = 0;
    for (let i = 0; i < n; i += 1) {
      if (pinned[i]) pinnedSum += q[i] as number;
      else freeSum += probs[i] as number;
    }
    if (freeSum <= 0) break;
    const scale = (target - pinnedSum) / freeSum;
    let above = false;
    let below = false;
    for (let i = 0; i < n; i += 1) {
      if (pinned[i]) continue;
      const v = (probs[i] as number) * scale;
      q[i] = v;
      if (v > Q_MAX) above = true;
      else if (v < Q_MIN) below = true;
    }
    if (!above && !below) break;
    // Pin favourites first: that raises the others, which may lift long shots into range.
    for (let i = 0; i < n; i += 1) {
      if (pinned[i]) continue;
      const v = q[i] as number;
      if (above ? v > Q_MAX : v < Q_MIN) {
        q[i] = above ? Q_MAX : Q_MIN;
        pinned[i] = true;
      }
    }
  }
  // Many long shots on their floor can overshoot the target: the favourites give way.
  let excess = q.reduce((sum, v) => sum + v, 0) - target;
  if (excess > 1e-12) {
    const order = q.map((_, i) => i).sort((x, y) => (q[y] as number) - (q[x] as number));
    for (const i of order) {
      const room = (q[i] as number) - Q_MIN;
      const take = Math.min(room, excess);
      q[i] = (q[i] as number) - take;
      excess -= take;
      if (excess <= 1e-12) break;
    }
  }
  return q;
}

/** Integer coefs (× 1000) for fair probabilities that sum to 1, with the margin applied. */
export function coefsFor(probs: readonly number[], margin: number): number[] {
  const target = 1 + margin;
  const coefs = new Array<number>(probs.length);
  // The common case (every outcome in range after plain scaling) without intermediate arrays.
  for (let i = 0; i < probs.length; i += 1) {
    const q = (probs[i] as number) * target;
    if (q < Q_MIN || q > Q_MAX) return impliedProbabilities(probs, margin).map(toCoef);
    coefs[i] = toCoef(q);
  }
  return coefs;
}

function toCoef(q: number): number {
  const coef = Math.round(1000 / q);
  return coef < MIN_COEF ? MIN_COEF : coef > MAX_COEF ? MAX_COEF : coef;
}
