import { describe, expect, it } from 'vitest';
import { gamePath, gameSection, multiPath, readMultiGames } from './game-paths.ts';
import { sportsEventJsonLd } from './game-meta.ts';
import { game } from './test-fixtures.ts';

describe('game addresses', () => {
  it('puts a game under live while it is played, else under the line', () => {
    expect(gameSection({ status: 2 })).toBe('live');
    expect(gameSection({ status: 3 })).toBe('live');
    expect(gameSection({ status: 1 })).toBe('line');
    expect(gamePath('en', game())).toBe('/en/live/football/11-premier-league/501-lions-tigers');
  });

  it('reads up to four unique game ids from repeated or comma-listed games=', () => {
    expect(readMultiGames(new URLSearchParams('games=3&games=1&games=3'))).toEqual([3, 1]);
    expect(readMultiGames(new URLSearchParams('games=1,2,x,-4,0,5,6,7'))).toEqual([1, 2, 5, 6]);
    expect(readMultiGames(new URLSearchParams(''))).toEqual([]);
  });

  it('writes the choice back as repeated parameters', () => {
    expect(multiPath('en', [4, 9])).toBe('/en/multi?games=4&games=9');
    expect(multiPath('en', [])).toBe('/en/multi');
    expect(multiPath('en', [1, 2, 3, 4, 5])).toBe('/en/multi?games=1&games=2&games=3&games=4');
  });
});

describe('SportsEvent JSON-LD', () => {
  it('names the competitors, the start and the championship, and no venue', () => {
    const event = sportsEventJsonLd(game(), 'https://example.test/en/live/x');
    expect(event).toMatchObject({
      '@type': 'SportsEvent',
      name: 'Lions — Tigers',
      startDate: '2026-11-25T18:00:00.000Z',
      homeTeam: { '@type': 'SportsTeam', name: 'Lions' },
      awayTeam: { '@type': 'SportsTeam', name: 'Tigers' },
      superEvent: { name: 'Premier League' },
      url: 'https://example.test/en/live/x',
    });
    expect(event).not.toHaveProperty('location');
    expect(sportsEventJsonLd(game({ home: null, away: null }), null)).not.toHaveProperty(
      'competitor',
    );
  });
});
