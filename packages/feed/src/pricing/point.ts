/**
 * Point sports (basketball, American football, baseball, rugby, cricket): each side's
 * remaining points are normal, with mean and variance from a compound-Poisson scoring model
 * (the engine scores with the same plays), so margins and totals are normal too.
 */
import type { PointParams } from '../catalog/sports.ts';
import {
  diffCells,
  draftOverCells,
  halfLine,
  handicapSides,
  lineCells,
  overUnder,
} from './draft.ts';
import type { MarketDraft, OutcomeSpec } from './draft.ts';
import { discreteNormal, normalCdf } from './math.ts';
import type { IntDist } from './math.ts';

/** Expected points of each side over regulation time. */
export interface PointModel {
  readonly meanHome: number;
  readonly meanAway: number;
}

/** Where a point-sport game stands, as pricing needs it. */
export interface PointPricingState {
  readonly home: number;
  readonly away: number;
  /** Share of the home side's regulation scoring time left (its innings in cricket). */
  readonly remainingHome: number;
  readonly remainingAway: number;
}

/** Points per play: mean and mean square, for the compound-Poisson variance. */
export function playMoments(params: PointParams): { mean: number; meanSquare: number } {
  let weight = 0;
  let mean = 0;
  let meanSquare = 0;
  for (const [points, w] of params.increments) {
    weight += w;
    mean += points * w;
    meanSquare += points * points * w;
  }
  return { mean: mean / weight, meanSquare: meanSquare / weight };
}

/** The model of a match from the two ratings. */
export function pointModel(
  params: PointParams,
  homeRating: number,
  awayRating: number,
): PointModel {
  const edge = (params.homeAdv + params.ratingScale * (homeRating - awayRating)) / 2;
  const floor = params.meanTeam * 0.3;
  return {
    meanHome: Math.max(floor, params.meanTeam + edge),
    meanAway: Math.max(floor, params.meanTeam - edge),
  };
}

/** True when a level score stands as a draw (no overtime and not cricket). */
export function pointHasDraw(params: PointParams): boolean {
  return params.overtimeSec === 0 && !params.innings;
}

/**
 * Folds the mass on a level score into a win for either side, as overtime would decide it:
 * the home side wins overtime with the chance its regulation edge gives over the extra time.
 */
function foldOvertime(
  dist: IntDist,
  params: PointParams,
  model: PointModel,
  regulationSec: number,
): IntDist {
  const zero = -dist.offset;
  const mass = dist.p[zero];
  if (mass === undefined || mass === 0) return dist;
  const share = params.overtimeSec / regulationSec;
  const { mean, meanSquare } = playMoments(params);
  const mu = (model.meanHome - model.meanAway) * share;
  const sd = Math.sqrt(((model.meanHome + model.meanAway) * share * meanSquare) / mean);
  const homeWins = normalCdf(mu / Math.max(sd, 1e-6));
  const p = Array.from(dist.p);
  p[zero] = 0;
  p[zero + 1] = (p[zero + 1] ?? 0) + mass * homeWins;
  p[zero - 1] = (p[zero - 1] ?? 0) + mass * (1 - homeWins);
  return { offset: dist.offset, p };
}

/** Every market of a point-sport game in its current state. */
export function pricePoint(
  params: PointParams,
  model: PointModel,
  state: PointPricingState,
): MarketDraft[] {
  const out: MarketDraft[] = [];
  const push = (draft: MarketDraft | null): void => {
    if (draft) out.push(draft);
  };
  const { mean, meanSquare } = playMoments(params);
  const restHome = model.meanHome * state.remainingHome;
  const restAway = model.meanAway * state.remainingAway;
  const varHome = (restHome * meanSquare) / mean;
  const varAway = (restAway * meanSquare) / mean;
  const sd = Math.sqrt(varHome + varAway);
  const expectedDiff = state.home - state.away + restHome - restAway;
  const expectedTotal = state.home + state.away + restHome + restAway;
  const regulationSec = params.periods * params.periodSec;

  let diff = discreteNormal(expectedDiff, sd);
  const draw = pointHasDraw(params);
  if (params.overtimeSec > 0) diff = foldOvertime(diff, params, model, regulationSec);
  const d = diffCells(diff);
  const home: OutcomeSpec = { key: 'home', param: null };
  const away: OutcomeSpec = { key: 'away', param: null };
  if (draw) {
    push(draftOverCells('1x2', 0, null, [home, { key: 'draw', param: null }, away], d));
  } else {
    push(draftOverCells('match_winner', 0, null, [home, away], d));
  }
  const step = params.lineStep;
  const hBase = -Math.round(expectedDiff) - 0.5;
  for (const k of [-2, -1, 0, 1, 2]) {
    const line = hBase + k * step;
    push(draftOverCells('handicap', 0, line, handicapSides(line), d));
  }
  const t = lineCells(discreteNormal(expectedTotal, sd), 'total');
  const tBase = halfLine(expectedTotal);
  for (const k of [-2, -1, 0, 1, 2]) {
    const line = tBase + k * step;
    if (line > state.home + state.away) push(draftOverCells('total', 0, line, overUnder(line), t));
  }
  const homeLine = halfLine(state.home + restHome);
  if (homeLine > state.home) {
    const cells = lineCells(discreteNormal(state.home + restHome, Math.sqrt(varHome)), 'home');
    push(draftOverCells('team_total_home', 0, homeLine, overUnder(homeLine), cells));
  }
  const awayLine = halfLine(state.away + restAway);
  if (awayLine > state.away) {
    const cells = lineCells(discreteNormal(state.away + restAway, Math.sqrt(varAway)), 'away');
    push(draftOverCells('team_total_away', 0, awayLine, overUnder(awayLine), cells));
  }
  return out;
}
