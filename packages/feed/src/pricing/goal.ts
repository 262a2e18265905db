/**
 * Goal sports (football, ice hockey, handball, futsal, water polo, EA FC): remaining goals
 * of each side are Poisson with rates from the teams' strengths and the time left; markets
 * settle on regular time.
 */
import type { GoalParams } from '../catalog/sports.ts';
import {
  diffCells,
  draftOverCells,
  finishDraft,
  halfLine,
  handicapSides,
  overUnder,
  lineCells,
} from './draft.ts';
import type { Cells, MarketDraft, OutcomeSpec } from './draft.ts';
import { differenceDist, poissonDist } from './math.ts';
import type { IntDist } from './math.ts';

/** Expected regular-time goals of each side in this match. */
export interface GoalModel {
  readonly lambdaHome: number;
  readonly lambdaAway: number;
}

/** Where a goal-sport game stands, as pricing needs it. */
export interface GoalPricingState {
  readonly home: number;
  readonly away: number;
  /** Share of regular time still to play (1 before kick-off, 0 at the end). */
  readonly remaining: number;
  /** Period 1 while it is still being played (or not started), else null. */
  readonly firstPeriod: {
    readonly home: number;
    readonly away: number;
    /** Share of regular time left within period 1. */
    readonly remaining: number;
  } | null;
}

/**
 * Scoring rates given the current difference: the side ahead eases off and the side behind
 * pushes. The engine draws goals from the same rates, so prices match the simulation.
 */
export function goalRates(model: GoalModel, diff: number): { home: number; away: number } {
  const lead = Math.max(-2, Math.min(2, diff));
  return {
    home: model.lambdaHome * (1 - 0.05 * lead),
    away: model.lambdaAway * (1 + 0.05 * lead),
  };
}

/** The model of a match from the two ratings. */
export function goalModel(params: GoalParams, homeRating: number, awayRating: number): GoalModel {
  const half = params.meanGoals / 2;
  const edge = (params.ratingScale * (homeRating - awayRating)) / 2;
  return {
    lambdaHome: half * Math.exp(params.homeAdv / 2 + edge),
    lambdaAway: half * Math.exp(-params.homeAdv / 2 - edge),
  };
}

const QUARTER_LADDER = [-1, -0.75, -0.5, -0.25, 0, 0.25, 0.5, 0.75, 1];
const WIDE_LADDER = [-3, -2, ...QUARTER_LADDER, 2, 3];

function shift(dist: ArrayLike<number>, by: number): IntDist {
  return { offset: by, p: dist };
}

function totalMarkets(
  period: number,
  current: number,
  expected: number,
  ladder: readonly number[],
  cells: Cells,
  out: MarketDraft[],
): void {
  const base = halfLine(expected);
  for (const step of ladder) {
    const line = base + step;
    if (line <= current) continue;
    const draft = draftOverCells('total', period, line, overUnder(line), cells);
    if (draft) out.push(draft);
  }
}

/** Every market of a goal-sport game in its current state. */
export function priceGoal(
  params: GoalParams,
  model: GoalModel,
  state: GoalPricingState,
): MarketDraft[] {
  const out: MarketDraft[] = [];
  const rates = goalRates(model, state.home - state.away);
  const restHome = poissonDist(rates.home * state.remaining);
  const restAway = poissonDist(rates.away * state.remaining);
  const wide = params.meanGoals > 15;
  const ladder = wide ? WIDE_LADDER : QUARTER_LADDER;

  const diff = differenceDist(restHome, restAway);
  const d = diffCells({ offset: diff.offset + state.home - state.away, p: diff.p });
  const expectedDiff = state.home - state.away + (rates.home - rates.away) * state.remaining;

  const x12: OutcomeSpec[] = [
    { key: 'home', param: null },
    { key: 'draw', param: null },
    { key: 'away', param: null },
  ];
  const push = (draft: MarketDraft | null): void => {
    if (draft) out.push(draft);
  };
  push(draftOverCells('1x2', 0, null, x12, d));
  push(
    draftOverCells(
      'dc_1x',
      0,
      null,
      [
        { key: '1x', param: null },
        { key: 'away', param: null },
      ],
      d,
    ),
  );
  push(
    draftOverCells(
      'dc_12',
      0,
      null,
      [
        { key: '12', param: null },
        { key: 'draw', param: null },
      ],
      d,
    ),
  );
  push(
    draftOverCells(
      'dc_x2',
      0,
      null,
      [
        { key: 'x2', param: null },
        { key: 'home', param: null },
      ],
      d,
    ),
  );

  const ahBase = -Math.round(expectedDiff * 2) / 2;
  for (const step of ladder) {
    const line = ahBase + step;
    push(draftOverCells('asian_handicap', 0, line, handicapSides(line), d));
  }
  const ehCentre = -Math.round(expectedDiff);
  for (const e of [ehCentre - 1, ehCentre, ehCentre + 1]) {
    if (e === 0) continue;
    const sides: OutcomeSpec[] = [
      { key: 'home', param: e },
      { key: 'draw', param: e },
      { key: 'away', param: -e },
    ];
    push(draftOverCells('european_handicap', 0, e, sides, d));
  }

  const totalRest = poissonDist((rates.home + rates.away) * state.remaining);
  const current = state.home + state.away;
  const t = lineCells(shift(totalRest, current), 'total');
  const expectedTotal = current + (rates.home + rates.away) * state.remaining;
  totalMarkets(0, current, expectedTotal, ladder, t, out);

  for (const side of ['home', 'away'] as const) {
    const rest = side === 'home' ? restHome : restAway;
    const now = side === 'home' ? state.home : state.away;
    const cells = lineCells(shift(rest, now), side);
    const expected = now + (side === 'home' ? rates.home : rates.away) * state.remaining;
    const base = halfLine(expected);
    for (const line of wide ? [base - 1, base, base + 1] : [base - 1, base]) {
      if (line <= now) continue;
      push(
        draftOverCells(
          side === 'home' ? 'team_total_home' : 'team_total_away',
          0,
          line,
          overUnder(line),
          cells,
        ),
      );
    }
  }

  // Correct score lists every score up to `max` per side; past 10 goals it is not offered
  // (outcome ids have room for 0..10 per side).
  const csMax =
    params.correctScoreMax === null
      ? null
      : Math.max(params.correctScoreMax, Math.max(state.home, state.away) + 1);
  if (csMax !== null && csMax <= 10) {
    // Direct products rather than settling every cell: the joint grid is the hot spot.
    const pHomeScores = 1 - (state.home > 0 ? 0 : (restHome[0] ?? 0));
    const pAwayScores = 1 - (state.away > 0 ? 0 : (restAway[0] ?? 0));
    const yes = pHomeScores * pAwayScores;
    push(
      finishDraft(
        'btts',
        0,
        null,
        [
          { key: 'yes', param: null },
          { key: 'no', param: null },
        ],
        [yes, 1 - yes],
      ),
    );
    const max = csMax;
    const scores: OutcomeSpec[] = [];
    const probs: number[] = [];
    let listed = 0;
    for (let h = state.home; h <= max; h += 1) {
      for (let a = state.away; a <= max; a += 1) {
        const p = (restHome[h - state.home] ?? 0) * (restAway[a - state.away] ?? 0);
        scores.push({ key: 'score', param: null, score: [h, a] });
        probs.push(p);
        listed += p;
      }
    }
    scores.push({ key: 'other', param: null });
    probs.push(Math.max(0, 1 - listed));
    push(finishDraft('correct_score', 0, max, scores, probs));
  }

  const first = state.firstPeriod;
  if (first && first.remaining > 0) {
    const r1 = goalRates(model, first.home - first.away);
    const h1 = poissonDist(r1.home * first.remaining);
    const a1 = poissonDist(r1.away * first.remaining);
    const d1 = differenceDist(h1, a1);
    push(
      draftOverCells(
        '1x2',
        1,
        null,
        x12,
        diffCells({ offset: d1.offset + first.home - first.away, p: d1.p }),
      ),
    );
    const now1 = first.home + first.away;
    const t1 = lineCells(shift(poissonDist((r1.home + r1.away) * first.remaining), now1), 'total');
    const expected1 = now1 + (r1.home + r1.away) * first.remaining;
    totalMarkets(1, now1, expected1, wide ? [-2, -1, 0, 1, 2] : [-1, 0, 1], t1, out);
  }
  return out;
}
