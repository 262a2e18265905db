import { describe, expect, it } from 'vitest';
import type { Game, MatchGame } from '@playfield/feed';
import {
  RECOMMENDED_LIMIT,
  UPCOMING_WINDOW_MS,
  pageOfGames,
  passesTimeFilter,
  selectGames,
  topChampIds,
} from './games.ts';
import type { BookGame } from './book.ts';
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

describe('pageOfGames', () => {
  const entry = (id: number, startAt: number) => ({ game: { id, startAt } }) as BookGame;
  const list = [entry(1, 100), entry(2, 100), entry(3, 200), entry(4, 300), entry(5, 300)];

  it('pages a list in start order by its last game, each game once', () => {
    const first = pageOfGames(list, 0, 2, undefined)!;
    expect(first.games.map((e) => e.game.id)).toEqual([1, 2]);
    expect(first).toMatchObject({ total: 5, nextCursor: 'k100.2' });
    // A game before the cursor ends meanwhile: the next page is still the one after game 2.
    const next = pageOfGames(list.slice(1), 0, 2, first.nextCursor!)!;
    expect(next.games.map((e) => e.game.id)).toEqual([3, 4]);
    const last = pageOfGames(list, 0, 2, next.nextCursor!)!;
    expect(last.games.map((e) => e.game.id)).toEqual([5]);
    expect(last.nextCursor).toBeNull();
  });

  it('pages the recommended list by position and refuses a cursor of the other form', () => {
    const first = pageOfGames(list, 6, 3, undefined)!;
    expect(first.nextCursor).toBe('o3');
    expect(pageOfGames(list, 6, 3, 'o3')!.games.map((e) => e.game.id)).toEqual([4, 5]);
    expect(pageOfGames(list, 6, 3, 'k100.2')).toBeNull();
    expect(pageOfGames(list, 0, 3, 'o3')).toBeNull();
  });
});
