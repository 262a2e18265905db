import { describe, expect, it } from 'vitest';
import type { GameResult, Market, MarketType, Outcome, OutcomeKey } from './model.ts';
import { SETTLEMENT, settleAsian, settleOnScore, settleOutcome } from './settle.ts';

function result(
  score: [number, number],
  periods: [number, number][],
  detail: GameResult['detail'] = { kind: 'none' },
): GameResult {
  const winner = score[0] > score[1] ? 'home' : score[1] > score[0] ? 'away' : 'draw';
  return { gameId: 1, score, periods, winner, detail, finishedAt: 0 };
}

function market(
  type: MarketType,
  param: number | null = null,
  period = 0,
): Pick<Market, 'type' | 'period' | 'param'> {
  return { type, period, param };
}

function outcome(
  key: OutcomeKey,
  param: number | null = null,
  extra: Partial<Pick<Outcome, 'score' | 'competitorId'>> = {},
): Pick<Outcome, 'key' | 'param' | 'score' | 'competitorId'> {
  return { key, param, score: extra.score ?? null, competitorId: extra.competitorId ?? null };
}

describe('quarter and whole lines', () => {
  it('settles over 2.25: 2 goals half lose, 3 goals win, 1 goal lose', () => {
    const over = outcome('over', 2.25);
    expect(settleOutcome(market('total', 2.25), over, result([1, 1], []))).toBe(
      SETTLEMENT.halfLose,
    );
    expect(settleOutcome(market('total', 2.25), over, result([2, 1], []))).toBe(SETTLEMENT.win);
    expect(settleOutcome(market('total', 2.25), over, result([1, 0], []))).toBe(SETTLEMENT.lose);
  });

  it('settles under 2.25 as the mirror: 2 goals half win', () => {
    expect(settleOutcome(market('total', 2.25), outcome('under', 2.25), result([2, 0], []))).toBe(
      SETTLEMENT.halfWin,
    );
  });

  it('settles over 2.75: 3 goals half win, 2 goals lose', () => {
    expect(settleOutcome(market('total', 2.75), outcome('over', 2.75), result([2, 1], []))).toBe(
      SETTLEMENT.halfWin,
    );
    expect(settleOutcome(market('total', 2.75), outcome('under', 2.75), result([2, 1], []))).toBe(
      SETTLEMENT.halfLose,
    );
    expect(settleOutcome(market('total', 2.75), outcome('over', 2.75), result([1, 1], []))).toBe(
      SETTLEMENT.lose,
    );
  });

  it('settles a whole line with a push', () => {
    expect(settleOutcome(market('total', 2), outcome('over', 2), result([1, 1], []))).toBe(
      SETTLEMENT.push,
    );
    expect(settleOutcome(market('total', 2), outcome('under', 2), result([1, 1], []))).toBe(
      SETTLEMENT.push,
    );
  });

  it('settles Asian handicap -0.25 on a draw as half lose and +0.25 as half win', () => {
    const m = market('asian_handicap', -0.25);
    expect(settleOutcome(m, outcome('home', -0.25), result([1, 1], []))).toBe(SETTLEMENT.halfLose);
    expect(settleOutcome(m, outcome('away', 0.25), result([1, 1], []))).toBe(SETTLEMENT.halfWin);
    expect(settleOutcome(m, outcome('home', -0.25), result([2, 1], []))).toBe(SETTLEMENT.win);
  });

  it('settles Asian handicap -0.75 on a one-goal win as half win', () => {
    const m = market('asian_handicap', -0.75);
    expect(settleOutcome(m, outcome('home', -0.75), result([1, 0], []))).toBe(SETTLEMENT.halfWin);
    expect(settleOutcome(m, outcome('away', 0.75), result([1, 0], []))).toBe(SETTLEMENT.halfLose);
    expect(settleOutcome(m, outcome('home', -0.75), result([2, 0], []))).toBe(SETTLEMENT.win);
  });

  it('maps margins to statuses', () => {
    expect([1, 0.75, 0.5, 0.25, 0, -0.25, -0.5].map(settleAsian)).toEqual([1, 1, 1, 4, 2, 5, 0]);
  });
});

describe('goal-sport markets', () => {
  const r = result(
    [2, 1],
    [
      [0, 1],
      [2, 0],
    ],
  );
  it('settles 1X2, double chance and draw no bet', () => {
    expect(settleOutcome(market('1x2'), outcome('home'), r)).toBe(SETTLEMENT.win);
    expect(settleOutcome(market('1x2'), outcome('draw'), r)).toBe(SETTLEMENT.lose);
    expect(settleOutcome(market('dc_1x'), outcome('1x'), r)).toBe(SETTLEMENT.win);
    expect(settleOutcome(market('dc_x2'), outcome('x2'), r)).toBe(SETTLEMENT.lose);
    expect(settleOutcome(market('dc_x2'), outcome('home'), r)).toBe(SETTLEMENT.win);
    expect(settleOutcome(market('dc_12'), outcome('draw'), r)).toBe(SETTLEMENT.lose);
    expect(settleOutcome(market('match_winner'), outcome('away'), result([1, 1], []))).toBe(
      SETTLEMENT.push,
    );
  });

  it('settles half-time markets on the first period', () => {
    expect(settleOutcome(market('1x2', null, 1), outcome('away'), r)).toBe(SETTLEMENT.win);
    expect(settleOutcome(market('total', 0.5, 1), outcome('over', 0.5), r)).toBe(SETTLEMENT.win);
    expect(settleOutcome(market('total', 1.5, 1), outcome('under', 1.5), r)).toBe(SETTLEMENT.win);
  });

  it('settles European handicap, both teams to score, team totals', () => {
    const eh = market('european_handicap', -1);
    expect(settleOutcome(eh, outcome('home', -1), r)).toBe(SETTLEMENT.lose);
    expect(settleOutcome(eh, outcome('draw', -1), r)).toBe(SETTLEMENT.win);
    expect(settleOutcome(eh, outcome('away', 1), r)).toBe(SETTLEMENT.lose);
    expect(settleOutcome(market('btts'), outcome('yes'), r)).toBe(SETTLEMENT.win);
    expect(settleOutcome(market('btts'), outcome('no'), result([3, 0], []))).toBe(SETTLEMENT.win);
    expect(settleOutcome(market('team_total_home', 1.5), outcome('over', 1.5), r)).toBe(
      SETTLEMENT.win,
    );
    expect(settleOutcome(market('team_total_away', 1), outcome('under', 1), r)).toBe(
      SETTLEMENT.push,
    );
  });

  it('settles correct score with the any-other outcome', () => {
    const cs = market('correct_score', 4);
    expect(settleOutcome(cs, outcome('score', null, { score: [2, 1] }), r)).toBe(SETTLEMENT.win);
    expect(settleOutcome(cs, outcome('score', null, { score: [1, 2] }), r)).toBe(SETTLEMENT.lose);
    expect(settleOutcome(cs, outcome('other'), r)).toBe(SETTLEMENT.lose);
    expect(settleOutcome(cs, outcome('other'), result([5, 0], []))).toBe(SETTLEMENT.win);
  });
});

describe('tennis, set, combat and outright markets', () => {
  const tennis = result(
    [2, 1],
    [
      [6, 4],
      [3, 6],
      [7, 6],
    ],
    { kind: 'tennis', games: ['hahhhahhha', 'aahaaaahh', 'hahahahahahah'] },
  );

  it('settles tennis winner, set winner, game winner, total games and set score', () => {
    expect(settleOutcome(market('match_winner'), outcome('home'), tennis)).toBe(SETTLEMENT.win);
    expect(settleOutcome(market('unit_winner', 2), outcome('away'), tennis)).toBe(SETTLEMENT.win);
    expect(settleOutcome(market('game_winner', 102), outcome('away'), tennis)).toBe(SETTLEMENT.win);
    expect(settleOutcome(market('game_winner', 103), outcome('away'), tennis)).toBe(
      SETTLEMENT.lose,
    );
    expect(settleOutcome(market('game_winner', 114), outcome('home'), tennis)).toBe(
      SETTLEMENT.push,
    );
    expect(settleOutcome(market('total_games', 31.5), outcome('over', 31.5), tennis)).toBe(
      SETTLEMENT.win,
    );
    expect(settleOutcome(market('total_games', 32.5), outcome('under', 32.5), tennis)).toBe(
      SETTLEMENT.win,
    );
    expect(
      settleOutcome(market('correct_score', 2), outcome('score', null, { score: [2, 1] }), tennis),
    ).toBe(SETTLEMENT.win);
  });

  it('settles map handicap, total maps and a map that was never played', () => {
    const maps = result(
      [2, 0],
      [
        [13, 9],
        [13, 11],
      ],
    );
    expect(settleOutcome(market('unit_handicap', -1.5), outcome('home', -1.5), maps)).toBe(
      SETTLEMENT.win,
    );
    expect(settleOutcome(market('unit_total', 2.5), outcome('under', 2.5), maps)).toBe(
      SETTLEMENT.win,
    );
    expect(settleOutcome(market('unit_winner', 3), outcome('home'), maps)).toBe(SETTLEMENT.push);
    expect(settleOutcome(market('unit_winner', 1), outcome('home'), maps)).toBe(SETTLEMENT.win);
  });

  it('settles combat method, rounds and distance', () => {
    const ko = result(
      [0, 1],
      [
        [9, 10],
        [0, 0],
      ],
      { kind: 'combat', method: 'ko', fightSec: 400, roundSec: 300 },
    );
    expect(settleOutcome(market('method'), outcome('away_ko'), ko)).toBe(SETTLEMENT.win);
    expect(settleOutcome(market('method'), outcome('home_ko'), ko)).toBe(SETTLEMENT.lose);
    expect(settleOutcome(market('method'), outcome('away_dec'), ko)).toBe(SETTLEMENT.lose);
    expect(settleOutcome(market('total_rounds', 1.5), outcome('under', 1.5), ko)).toBe(
      SETTLEMENT.win,
    );
    expect(settleOutcome(market('total_rounds', 0.5), outcome('over', 0.5), ko)).toBe(
      SETTLEMENT.win,
    );
    expect(settleOutcome(market('distance'), outcome('no'), ko)).toBe(SETTLEMENT.win);
    const draw = result([0, 0], [], {
      kind: 'combat',
      method: 'draw',
      fightSec: 900,
      roundSec: 300,
    });
    expect(settleOutcome(market('match_winner'), outcome('home'), draw)).toBe(SETTLEMENT.push);
    expect(settleOutcome(market('method'), outcome('draw'), draw)).toBe(SETTLEMENT.win);
    expect(settleOutcome(market('distance'), outcome('yes'), draw)).toBe(SETTLEMENT.win);
  });

  it('settles an outright on the winner', () => {
    const r = result([0, 0], [], { kind: 'outright', winnerId: 7 });
    expect(
      settleOutcome(market('outright_winner'), outcome('competitor', null, { competitorId: 7 }), r),
    ).toBe(SETTLEMENT.win);
    expect(
      settleOutcome(market('outright_winner'), outcome('competitor', null, { competitorId: 8 }), r),
    ).toBe(SETTLEMENT.lose);
  });

  it('settles point-sport spreads on the final score', () => {
    expect(settleOnScore('handicap', -4.5, outcome('home', -4.5), 101, 96)).toBe(SETTLEMENT.win);
    expect(settleOnScore('handicap', -4.5, outcome('away', 4.5), 101, 96)).toBe(SETTLEMENT.lose);
  });
});
