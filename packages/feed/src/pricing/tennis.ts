/** Tennis markets from the point-level Markov chain. */
import type { TennisParams } from '../catalog/sports.ts';
import { cellsOf, draftOverCells, finishDraft, halfLine, overUnder } from './draft.ts';
import type { MarketDraft, OutcomeSpec } from './draft.ts';
import { clamp } from './math.ts';
import { createTennisSolver, tennisOutlook } from './tennis-markov.ts';
import type { TennisPricingState, TennisSolver } from './tennis-markov.ts';

/** Each player's chance to win a point on their own serve, with the chain's constants. */
export interface TennisModel {
  readonly serveHome: number;
  readonly serveAway: number;
  readonly solver: TennisSolver;
}

/** The model of a match from the two ratings. */
export function tennisModel(
  params: TennisParams,
  homeRating: number,
  awayRating: number,
): TennisModel {
  const edge = (params.ratingScale * (homeRating - awayRating)) / 2;
  const serveHome = clamp(params.serveBase + edge, 0.4, 0.85);
  const serveAway = clamp(params.serveBase - edge, 0.4, 0.85);
  return { serveHome, serveAway, solver: createTennisSolver(serveHome, serveAway) };
}

const SIDES: OutcomeSpec[] = [
  { key: 'home', param: null },
  { key: 'away', param: null },
];

/** Every market of a tennis match in its current state. */
export function priceTennis(
  model: TennisModel,
  state: TennisPricingState & { readonly setNumber: number; readonly gameNumber: number },
): MarketDraft[] {
  const out: MarketDraft[] = [];
  const push = (draft: MarketDraft | null): void => {
    if (draft) out.push(draft);
  };
  const o = tennisOutlook(model.solver, state);
  push(finishDraft('match_winner', 0, null, SIDES, [o.match, 1 - o.match]));
  push(finishDraft('unit_winner', 0, state.setNumber, SIDES, [o.currentSet, 1 - o.currentSet]));
  const gameParam = state.setNumber * 100 + state.gameNumber;
  push(finishDraft('game_winner', 0, gameParam, SIDES, [o.currentGame, 1 - o.currentGame]));

  const scores: OutcomeSpec[] = o.setScores.map((s) => ({
    key: 'score',
    param: null,
    score: [s.home, s.away],
  }));
  push(
    finishDraft(
      'correct_score',
      0,
      (state.bestOf + 1) / 2,
      scores,
      o.setScores.map((s) => s.p),
    ),
  );

  const triples: [number, number, number][] = [];
  let mean = 0;
  for (let g = 0; g < o.totalGames.length; g += 1) {
    const p = o.totalGames[g] as number;
    if (p > 1e-13) triples.push([g, 0, p]);
    mean += p * g;
  }
  const cells = cellsOf(triples);
  const played = state.pastGamesHome + state.pastGamesAway + state.gamesHome + state.gamesAway;
  const base = halfLine(mean);
  for (const k of [-2, -1, 0, 1, 2]) {
    const line = base + k;
    if (line > played) push(draftOverCells('total_games', 0, line, overUnder(line), cells));
  }
  return out;
}
