import type { GameResultView } from '@playfield/protocol/sportsbook';
import { describe, expect, it } from 'vitest';
import { groupResults, readResultsFilters, resultsQuery, shiftDay } from './results.ts';

function result(
  gameId: number,
  champId: number,
  champName: string,
  startsAt: number,
): GameResultView {
  return {
    gameId,
    sportId: champId > 100 ? 2 : 1,
    champId,
    sportName: champId > 100 ? 'Tennis' : 'Football',
    champName,
    name: `Game ${gameId}`,
    home: { id: 1, name: 'A' },
    away: { id: 2, name: 'B' },
    startsAt,
    finishedAt: startsAt + 6_000_000,
    score: [1, 0],
    periods: [
      [1, 0],
      [0, 0],
    ],
    winner: 'home',
    cancelled: false,
  };
}

describe('results', () => {
  it('reads a valid day and sport from the URL and drops malformed ones', () => {
    expect(readResultsFilters(new URLSearchParams('date=2026-11-24&sportId=3'))).toEqual({
      date: '2026-11-24',
      sportId: 3,
    });
    expect(readResultsFilters(new URLSearchParams('date=2026-02-31&sportId=-1'))).toEqual({
      date: null,
      sportId: null,
    });
    expect(readResultsFilters(new URLSearchParams('date=yesterday&sportId=x'))).toEqual({
      date: null,
      sportId: null,
    });
  });

  it('writes the query back, with extra parameters first', () => {
    expect(resultsQuery({ date: '2026-11-24', sportId: 3 }, { type: 'live' })).toBe(
      '?type=live&date=2026-11-24&sportId=3',
    );
    expect(resultsQuery({ date: null, sportId: null })).toBe('');
  });

  it('moves a day across month and year ends', () => {
    expect(shiftDay('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDay('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('groups results by championship, sorted by sport and name, games by start', () => {
    const groups = groupResults([
      result(3, 7, 'Serie A', 300),
      result(1, 101, 'ATP Paris', 100),
      result(2, 7, 'Serie A', 200),
      result(4, 5, 'Bundesliga', 50),
    ]);
    expect(groups.map((g) => g.champName)).toEqual(['Bundesliga', 'Serie A', 'ATP Paris']);
    expect(groups[1]?.results.map((r) => r.gameId)).toEqual([2, 3]);
  });
});
