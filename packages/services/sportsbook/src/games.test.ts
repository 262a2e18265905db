import { describe, expect, it } from 'vitest';
import type { Game, MatchGame } from '@playfield/feed';
import {
  RECOMMENDED_LIMIT,
  UPCOMING_WINDOW_MS,
  passesTimeFilter,
  selectGames,
  topChampIds,
} from './games.ts';
import { createTestWorld } from './testing/world.ts';

const NOW = Date.UTC(2026, 0, 1, 12);

function match(status: Game['status'], startAt: number, period = 0): MatchGame {
  return {
    kind: 'match',
    id: 1,
    sportId: 1,
    champId: 1,
    startAt,
    status,
    homeId: 1,
    awayId: 2,
    home: 'A',
    away: 'B',
    bestOf: null,
    score: { home: 0, away: 0, periods: [], current: null, server: null },
    clock: { period, periodSec: 0, elapsedSec: 0, periodLengthSec: 2700, running: true },
  };
}

describe('time filter (spec §3)', () => {
  it('0 and 6 keep every game', () => {
    expect(passesTimeFilter(match(1, NOW + 10 * UPCOMING_WINDOW_MS), 0, NOW)).toBe(true);
    expect(passesTimeFilter(match(2, NOW, 2), 6, NOW)).toBe(true);
  });

  it('1 keeps line games starting within three hours, and every live game', () => {
    expect(passesTimeFilter(match(1, NOW + UPCOMING_WINDOW_MS), 1, NOW)).toBe(true);
    expect(passesTimeFilter(match(1, NOW + UPCOMING_WINDOW_MS + 1), 1, NOW)).toBe(false);
    expect(passesTimeFilter(match(2, NOW - 1000, 1), 1, NOW)).toBe(true);
  });

  it('2 and 3 keep live games in the first or second period', () => {
    expect(passesTimeFilter(match(2, NOW, 1), 2, NOW)).toBe(true);
    expect(passesTimeFilter(match(2, NOW, 2), 2, NOW)).toBe(false);
    expect(passesTimeFilter(match(3, NOW, 2), 3, NOW)).toBe(true);
    expect(passesTimeFilter(match(1, NOW), 2, NOW)).toBe(false);
  });

  it('selects games by sport, champ and section in start order; recommended from top champs', () => {
    const world = createTestWorld();
    try {
      const { book } = world.sportsbook;
      const now = world.clock.now();
      const football = selectGames(book, { section: 'line', sportId: 1, timeFilter: 0 }, now);
      expect(football.length).toBeGreaterThan(0);
      expect(football.every((e) => e.game.sportId === 1 && e.game.status === 1)).toBe(true);
      const starts = football.map((e) => e.game.startAt);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      const champId = football[0]?.game.champId ?? 0;
      const champ = selectGames(book, { section: 'line', champId, timeFilter: 0 }, now);
      expect(champ.every((e) => e.game.champId === champId)).toBe(true);
      const soon = selectGames(book, { section: 'line', timeFilter: 1 }, now);
      expect(soon.every((e) => e.game.startAt <= now + UPCOMING_WINDOW_MS)).toBe(true);
      const top = topChampIds(book);
      const recommended = selectGames(book, { section: 'line', timeFilter: 6 }, now);
      expect(recommended.length).toBeGreaterThan(0);
      expect(recommended.length).toBeLessThanOrEqual(RECOMMENDED_LIMIT);
      expect(recommended.every((e) => top.has(e.game.champId))).toBe(true);
      const sizes = recommended.map((e) => e.markets.size);
      expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    } finally {
      world.close();
    }
  });
});
