import { describe, expect, it } from 'vitest';
import {
  applyGameSnapshot,
  applyGameUpdate,
  initialGameState,
  reloadedGameState,
} from './game-live.ts';
import { detail, game, market } from './test-fixtures.ts';

const start = () => initialGameState(detail([market(1, 'main'), market(2, 'totals', [1.9, 1.9])]));
const tick = (gameId = 501, status: 1 | 2 | 3 | 4 = 2) => ({
  gameId,
  status,
  score: { home: 2, away: 0, periods: [[2, 0]], current: null, server: null },
  time: { period: 1, periodSec: 900, elapsedSec: 900, periodLengthSec: 2700, running: true },
  main: null,
  feedSuspended: false,
});

describe('game live state', () => {
  it('merges re-priced markets, suspensions and blocked outcomes into the named markets', () => {
    const { state, reload } = applyGameUpdate(start(), {
      kind: 'markets',
      gameId: 501,
      markets: [
        {
          marketId: 1,
          suspended: false,
          outcomes: [
            { id: 10, coef: 1.95, blocked: false },
            { id: 12, coef: 3.9, blocked: true },
          ],
        },
        { marketId: 2, suspended: true, outcomes: [] },
      ],
      removed: [],
      added: [],
    });
    expect(reload).toBe(false);
    const [main, totals] = state.markets;
    expect(main?.outcomes.map((o) => [o.coef, o.blocked])).toEqual([
      [1.95, false],
      [3.3, false],
      [3.9, true],
    ]);
    expect(main?.outcomes[0]?.name).toBe('Outcome 1');
    expect(totals?.suspended).toBe(true);
  });

  it('drops removed markets and asks for a reload when a market it has no names for is added', () => {
    const { state, reload } = applyGameUpdate(start(), {
      kind: 'markets',
      gameId: 501,
      markets: [],
      removed: [2],
      added: [7],
    });
    expect(state.markets.map((m) => m.marketId)).toEqual([1]);
    expect(reload).toBe(true);
  });

  it('follows the score and the clock of game ticks', () => {
    const { state } = applyGameUpdate(start(), { kind: 'game', game: tick() });
    expect(state.game.score?.home).toBe(2);
    expect(state.game.time?.periodSec).toBe(900);
    expect(state.closed).toBe(false);
  });

  it('shows the final score and closes every market when the game finishes', () => {
    const { state } = applyGameUpdate(start(), {
      kind: 'finished',
      gameId: 501,
      score: [3, 1],
      winner: 'home',
    });
    expect(state.closed).toBe(true);
    expect(state.game.status).toBe(4);
    expect([state.game.score?.home, state.game.score?.away]).toEqual([3, 1]);
    expect(state.game.time?.running).toBe(false);
    expect(state.markets.every((m) => m.suspended)).toBe(true);
    // A reload after the end keeps the page closed.
    expect(reloadedGameState(state, detail([market(1, 'main')], { status: 2 })).closed).toBe(true);
  });

  it('takes a snapshot as the whole truth: unlisted markets go, unknown ones reload', () => {
    const { state, reload } = applyGameSnapshot(start(), {
      game: tick(),
      markets: [
        { marketId: 1, suspended: true, outcomes: [{ id: 11, coef: 4.2, blocked: false }] },
        { marketId: 9, suspended: false, outcomes: [] },
      ],
    });
    expect(state.markets.map((m) => [m.marketId, m.suspended])).toEqual([[1, true]]);
    expect(state.markets[0]?.outcomes[1]?.coef).toBe(4.2);
    expect(reload).toBe(true);
  });

  it('ignores frames of another game and malformed frames', () => {
    const before = start();
    expect(applyGameUpdate(before, { kind: 'game', game: tick(999) }).state).toBe(before);
    expect(applyGameUpdate(before, { kind: 'nonsense' }).state).toBe(before);
    expect(applyGameSnapshot(before, { games: [] }).state).toBe(before);
  });

  it('starts closed for a game loaded finished', () => {
    expect(initialGameState(detail([], { status: 4 })).closed).toBe(true);
    expect(initialGameState({ game: game({ status: 1 }), markets: [] }).closed).toBe(false);
  });
});
