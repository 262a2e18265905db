import type { GameTick } from '@playfield/protocol/sportsbook';
import { describe, expect, it } from 'vitest';
import { applyListFrame, mergeGameTick, readGameTick } from './live-merge.ts';
import { game } from './test-fixtures.ts';

function tick(gameId: number, patch: Partial<GameTick> = {}): GameTick {
  return {
    gameId,
    status: 2,
    score: { home: 1, away: 0, periods: [[1, 0]], current: null, server: null },
    time: { period: 1, periodSec: 660, elapsedSec: 660, periodLengthSec: 2700, running: true },
    main: {
      marketId: gameId * 100,
      suspended: false,
      outcomes: [
        { id: gameId * 1000 + 1, coef: 1.6, blocked: false },
        { id: gameId * 1000 + 2, coef: 3.9, blocked: true },
      ],
    },
    feedSuspended: false,
    ...patch,
  };
}

describe('live merge', () => {
  it('puts a tick’s score, clock and prices into the named game', () => {
    const { game: merged, reload } = mergeGameTick(game(1), tick(1));
    expect(reload).toBe(false);
    expect(merged.score?.home).toBe(1);
    expect(merged.time?.periodSec).toBe(660);
    expect(merged.main?.outcomes.map((o) => [o.name, o.coef, o.blocked])).toEqual([
      ['Lions', 1.6, false],
      ['Draw', 3.9, true],
      ['Tigers', 3.6, false],
    ]);
    expect(merged.name).toBe('Lions — Tigers');
  });

  it('asks for a reload when the main market is one the page has no names for', () => {
    const other = tick(1, { main: { marketId: 999, suspended: false, outcomes: [] } });
    const { game: merged, reload } = mergeGameTick(game(1), other);
    expect(reload).toBe(true);
    expect(merged.main?.marketId).toBe(100);
  });

  it('keeps the same game and the same list when a frame changes nothing shown (issue 13)', () => {
    const once = mergeGameTick(game(1), tick(1)).game;
    // The same tick again: nothing to render, so the same objects.
    expect(mergeGameTick(once, tick(1)).game).toBe(once);
    const list = [once, game(2)];
    expect(applyListFrame(list, { games: [tick(1)] }, 'snapshot').games).toBe(list);
    expect(applyListFrame(list, { kind: 'game', game: tick(1) }, 'update').games).toBe(list);
    // A price moves in one game: a new list where only that game is new.
    const moved = tick(1, {
      main: {
        marketId: 100,
        suspended: false,
        outcomes: [
          { id: 1001, coef: 1.7, blocked: false },
          { id: 1002, coef: 3.9, blocked: true },
        ],
      },
    });
    const next = applyListFrame(list, { kind: 'game', game: moved }, 'update').games;
    expect(next).not.toBe(list);
    expect(next[0]).not.toBe(once);
    expect(next[1]).toBe(list[1]);
  });

  it('closes the main market when the tick has none', () => {
    expect(mergeGameTick(game(1), tick(1, { main: null })).game.main).toBeNull();
  });

  it('merges a snapshot, ignoring games the page does not list', () => {
    const games = [game(1), game(2)];
    const result = applyListFrame(games, { games: [tick(2), tick(3)] }, 'snapshot');
    expect(result.reload).toBe(false);
    expect(result.games[0]).toBe(games[0]);
    expect(result.games[1]?.score?.home).toBe(1);
  });

  it('reloads on added, drops and reloads on removed', () => {
    const games = [game(1), game(2)];
    expect(applyListFrame(games, { kind: 'added', gameId: 5 }, 'update')).toEqual({
      games,
      reload: true,
    });
    const removed = applyListFrame(games, { kind: 'removed', gameId: 1 }, 'update');
    expect(removed.reload).toBe(true);
    expect(removed.games.map((g) => g.gameId)).toEqual([2]);
  });

  it('applies a game update and a finished game', () => {
    const games = [game(1)];
    const updated = applyListFrame(games, { kind: 'game', game: tick(1) }, 'update');
    expect(updated.games[0]?.main?.outcomes[0]?.coef).toBe(1.6);
    const finished = applyListFrame(
      games,
      { kind: 'finished', gameId: 1, score: [2, 1], winner: 'home' },
      'update',
    );
    expect(finished.games[0]?.status).toBe(4);
    expect(finished.games[0]?.main).toBeNull();
  });

  it('ignores malformed frames', () => {
    const games = [game(1)];
    for (const data of [
      null,
      'x',
      { kind: 'game', game: { gameId: 1 } },
      { kind: 'game', game: { ...tick(1), status: 9 } },
      { kind: 'added', gameId: -1 },
      { kind: 'unknown' },
    ]) {
      expect(applyListFrame(games, data, 'update')).toEqual({ games, reload: false });
    }
    expect(applyListFrame(games, { games: [{ gameId: 'x' }] }, 'snapshot').games).toBe(games);
  });

  it('reads a well-formed tick and refuses a broken one', () => {
    expect(readGameTick(tick(1))).toEqual(tick(1));
    expect(readGameTick({ ...tick(1), score: { home: -1 } })).toBeNull();
    expect(readGameTick({ ...tick(1), feedSuspended: 'no' })).toBeNull();
  });
});
