/**
 * Market drafts: a market's outcomes with their fair effective probabilities (summing to 1),
 * before ids, margin and suspension are applied by the market book.
 */
import type { MarketType, OutcomeKey } from '../model.ts';
import { SETTLEMENT, scoreSettler } from '../settle.ts';
import { effectiveProbability } from './margin.ts';
import type { IntDist } from './math.ts';

export interface OutcomeSpec {
  readonly key: OutcomeKey;
  readonly param: number | null;
  readonly score?: readonly [number, number] | null;
  readonly competitorId?: number | null;
}

export interface OutcomeDraft extends OutcomeSpec {
  /** Fair effective probability (see `effectiveProbability`). */
  readonly prob: number;
}

export interface MarketDraft {
  readonly type: MarketType;
  readonly period: number;
  readonly param: number | null;
  readonly outcomes: readonly OutcomeDraft[];
}

/**
 * Probability masses on final scores, as parallel arrays (pricing runs every tick for every
 * live game, so it avoids allocating an object per cell).
 */
export interface Cells {
  readonly h: number[];
  readonly a: number[];
  readonly p: number[];
  /**
   * When the cells come from one integer distribution: which statistics equal its value
   * (bit mask of SUM, DIFF, HOME, AWAY), its first value and its cumulative distribution.
   * Linear lines are then priced in O(1) from the CDF.
   */
  readonly dist: CellDist | null;
}

/** See `Cells.dist`. */
export interface CellDist {
  readonly stats: number;
  readonly offset: number;
  readonly cdf: Float64Array;
}

/** Above this fair probability a market is treated as decided and withdrawn. */
export const DECIDED = 0.995;

/** Mass below this is left out of cell lists (it cannot move a price by a thousandth). */
const NEGLIGIBLE = 1e-13;

const WIN = SETTLEMENT.win;
const HALF_WIN = SETTLEMENT.halfWin;
const PUSH = SETTLEMENT.push;
const HALF_LOSE = SETTLEMENT.halfLose;

/**
 * Normalises fair probabilities and checks the market is still worth offering: null when an
 * outcome is (nearly) certain or the whole market would (nearly) always be returned.
 */
export function finishDraft(
  type: MarketType,
  period: number,
  param: number | null,
  outcomes: readonly OutcomeSpec[],
  probs: readonly number[],
): MarketDraft | null {
  let sum = 0;
  for (const p of probs) {
    if (!Number.isFinite(p)) return null;
    sum += p;
  }
  if (sum <= 0) return null;
  const drafts: OutcomeDraft[] = [];
  for (let i = 0; i < outcomes.length; i += 1) {
    const o = outcomes[i] as OutcomeSpec;
    const prob = (probs[i] ?? 0) / sum;
    if (prob > DECIDED) return null;
    // An impossible outcome is left out: it cannot happen, so the rest stay exhaustive.
    if (prob > 0) {
      drafts.push({
        key: o.key,
        param: o.param,
        score: o.score ?? null,
        competitorId: o.competitorId ?? null,
        prob,
      });
    }
  }
  if (drafts.length < 2) return null;
  return { type, period, param, outcomes: drafts };
}

/**
 * Asian-line outcomes settle on a margin linear in one statistic of the score:
 * m = sign × stat + offset, where stat is h + a, h − a, h or a. Pricing them inline avoids a
 * closure call per cell in the hottest loop; `settleOnScore` remains the reference rule and
 * tests check the two agree.
 */
interface LinearLine {
  readonly stat: 0 | 1 | 2 | 3;
  readonly sign: number;
  readonly offset: number;
}

const SUM = 0;
const DIFF = 1;
const HOME = 2;
const AWAY = 3;

function linearLine(type: MarketType, o: OutcomeSpec): LinearLine | null {
  const line = o.param ?? 0;
  switch (type) {
    case 'total':
    case 'unit_total':
    case 'total_games':
      return o.key === 'over'
        ? { stat: SUM, sign: 1, offset: -line }
        : { stat: SUM, sign: -1, offset: line };
    case 'team_total_home':
      return o.key === 'over'
        ? { stat: HOME, sign: 1, offset: -line }
        : { stat: HOME, sign: -1, offset: line };
    case 'team_total_away':
      return o.key === 'over'
        ? { stat: AWAY, sign: 1, offset: -line }
        : { stat: AWAY, sign: -1, offset: line };
    case 'asian_handicap':
    case 'handicap':
    case 'unit_handicap':
      return o.key === 'home'
        ? { stat: DIFF, sign: 1, offset: line }
        : { stat: DIFF, sign: -1, offset: line };
    default:
      return null;
  }
}

function cdfAt(dist: CellDist, x: number): number {
  const i = Math.floor(x) - dist.offset;
  if (i < 0) return 0;
  if (i >= dist.cdf.length) return 1;
  return dist.cdf[i] as number;
}

/** Mass of values in (lo, hi]. */
function between(dist: CellDist, lo: number, hi: number): number {
  return Math.max(0, cdfAt(dist, hi) - cdfAt(dist, lo));
}

/** Prices a score-based market by settling every outcome on every cell. */
export function draftOverCells(
  type: MarketType,
  period: number,
  param: number | null,
  outcomes: readonly OutcomeSpec[],
  cells: Cells,
): MarketDraft | null {
  const probs: number[] = [];
  const { h, a, p } = cells;
  const n = p.length;
  for (const o of outcomes) {
    let win = 0;
    let halfWin = 0;
    let push = 0;
    let halfLose = 0;
    const linear = linearLine(type, o);
    const dist = cells.dist;
    if (linear && dist && (dist.stats & (1 << linear.stat)) !== 0) {
      // Thresholds of the margin m are never integers, so (lo, hi] ranges of v are exact.
      const off = linear.offset;
      if (linear.sign > 0) {
        win = between(dist, 0.3 - off, Number.POSITIVE_INFINITY);
        halfWin = between(dist, 0.2 - off, 0.3 - off);
        push = between(dist, -0.1 - off, 0.2 - off);
        halfLose = between(dist, -0.3 - off, -0.1 - off);
      } else {
        win = between(dist, Number.NEGATIVE_INFINITY, off - 0.3);
        halfWin = between(dist, off - 0.3, off - 0.2);
        push = between(dist, off - 0.2, off + 0.1);
        halfLose = between(dist, off + 0.1, off + 0.3);
      }
    } else if (linear) {
      const { stat, sign, offset } = linear;
      for (let i = 0; i < n; i += 1) {
        const hi = h[i] as number;
        const ai = a[i] as number;
        const value = stat === SUM ? hi + ai : stat === DIFF ? hi - ai : stat === HOME ? hi : ai;
        const m = sign * value + offset;
        const mass = p[i] as number;
        if (m > 0.3) win += mass;
        else if (m > 0.2) halfWin += mass;
        else if (m > -0.1) push += mass;
        else if (m > -0.3) halfLose += mass;
      }
    } else {
      const settle = scoreSettler(type, param, {
        key: o.key,
        param: o.param,
        score: o.score ?? null,
        competitorId: null,
      });
      for (let i = 0; i < n; i += 1) {
        const mass = p[i] as number;
        const status = settle(h[i] as number, a[i] as number);
        if (status === WIN) win += mass;
        else if (status === HALF_WIN) halfWin += mass;
        else if (status === PUSH) push += mass;
        else if (status === HALF_LOSE) halfLose += mass;
      }
    }
    probs.push(effectiveProbability({ win, halfWin, push, halfLose }));
  }
  return finishDraft(type, period, param, outcomes, probs);
}

function emptyCells(): { h: number[]; a: number[]; p: number[]; dist: CellDist | null } {
  return { h: [], a: [], p: [], dist: null };
}

function withDist(
  cells: { h: number[]; a: number[]; p: number[]; dist: CellDist | null },
  dist: IntDist,
  stats: number,
): Cells {
  const cdf = new Float64Array(dist.p.length);
  let running = 0;
  for (let i = 0; i < dist.p.length; i += 1) {
    running += dist.p[i] as number;
    cdf[i] = running;
  }
  cells.dist = { stats, offset: dist.offset, cdf };
  return cells;
}

/** Cells for markets that depend on the difference h − a only. */
export function diffCells(dist: IntDist): Cells {
  const cells = emptyCells();
  for (let i = 0; i < dist.p.length; i += 1) {
    const mass = dist.p[i] as number;
    if (mass <= NEGLIGIBLE) continue;
    const d = dist.offset + i;
    cells.h.push(d > 0 ? d : 0);
    cells.a.push(d < 0 ? -d : 0);
    cells.p.push(mass);
  }
  return withDist(cells, dist, 1 << DIFF);
}

/**
 * A distribution for linear lines only (totals, team totals): no per-cell arrays, just the
 * CDF. `side` says which statistics its value is: the total, the home or the away score.
 */
export function lineCells(dist: IntDist, side: 'total' | 'home' | 'away'): Cells {
  const stats =
    side === 'total'
      ? 1 << SUM
      : side === 'home'
        ? (1 << SUM) | (1 << HOME)
        : (1 << SUM) | (1 << AWAY);
  return withDist(emptyCells(), dist, stats);
}

/** Cells from explicit (h, a, p) triples. */
export function cellsOf(triples: readonly (readonly [number, number, number])[]): Cells {
  const cells = emptyCells();
  for (const [h, a, p] of triples) {
    cells.h.push(h);
    cells.a.push(a);
    cells.p.push(p);
  }
  return cells;
}

/** Two-way outcome specs. */
export function overUnder(line: number): OutcomeSpec[] {
  return [
    { key: 'over', param: line },
    { key: 'under', param: line },
  ];
}

/** Handicap outcome specs: the home line and the mirrored away line. */
export function handicapSides(homeLine: number): OutcomeSpec[] {
  return [
    { key: 'home', param: homeLine },
    { key: 'away', param: homeLine === 0 ? 0 : -homeLine },
  ];
}

/** Nearest half line to a value: 2.4 → 2.5, 2.6 → 2.5, 3.0 → 3.5. */
export function halfLine(value: number): number {
  return Math.floor(value) + 0.5;
}
