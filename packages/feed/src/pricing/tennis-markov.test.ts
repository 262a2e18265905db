import { describe, expect, it } from 'vitest';
import { createTennisSolver, holdFrom, tennisOutlook, tiebreakFrom } from './tennis-markov.ts';

const start = {
  bestOf: 3,
  setsHome: 0,
  setsAway: 0,
  gamesHome: 0,
  gamesAway: 0,
  pointsHome: 0,
  pointsAway: 0,
  serverHome: true,
  pastGamesHome: 0,
  pastGamesAway: 0,
};

describe('tennis Markov chain', () => {
  it('gives the textbook hold probability', () => {
    // p = 0.6 on serve holds 73.6% of games.
    expect(holdFrom(0.6, 0, 0)).toBeCloseTo(0.7357, 4);
    expect(holdFrom(0.6, 3, 3)).toBeCloseTo(0.36 / 0.52, 10);
    expect(holdFrom(0.6, 4, 2)).toBe(1);
  });

  it('is fair between equal players and favours the better server', () => {
    const even = tennisOutlook(createTennisSolver(0.63, 0.63), { ...start, serverHome: false });
    expect(even.match).toBeCloseTo(0.5, 6);
    expect(tiebreakFrom(0.63, 0.63, 0, 0, true)).toBeCloseTo(0.5, 6);
    const better = tennisOutlook(createTennisSolver(0.66, 0.6), start);
    expect(better.match).toBeGreaterThan(0.6);
  });

  it('gives distributions that sum to 1 and tracks the score', () => {
    const solver = createTennisSolver(0.64, 0.62);
    const o = tennisOutlook(solver, {
      ...start,
      bestOf: 5,
      setsHome: 2,
      gamesHome: 5,
      gamesAway: 2,
      pointsHome: 3,
      pastGamesHome: 12,
      pastGamesAway: 5,
    });
    expect(o.setScores.reduce((s, x) => s + x.p, 0)).toBeCloseTo(1, 10);
    expect(o.totalGames.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 10);
    // Serving for the match at 40:0: home almost surely wins.
    expect(o.match).toBeGreaterThan(0.97);
    expect(o.totalGames.slice(0, 25).reduce((s, x) => s + x, 0)).toBe(0);
  });
});
