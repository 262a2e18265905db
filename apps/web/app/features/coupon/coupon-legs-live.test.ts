import { describe, expect, it } from 'vitest';
import { legChangesFromFrame } from './coupon-legs-live.tsx';
import type { CouponPick } from './coupon-store.ts';

function pick(outcomeId: number, marketId: number, gameId: number): CouponPick {
  return {
    outcomeId,
    gameId,
    marketId,
    sportId: 1,
    champId: 1,
    coef: 2,
    isLive: true,
    gameName: 'A — B',
    marketName: 'Match result',
    outcomeName: 'A',
    blocked: false,
  };
}

const legs = [pick(11, 1, 100), pick(21, 2, 100), pick(31, 3, 200)];

const market = (marketId: number, suspended: boolean, outcomes: [number, number, boolean][]) => ({
  marketId,
  suspended,
  outcomes: outcomes.map(([id, coef, blocked]) => ({ id, coef, blocked })),
});

describe('legChangesFromFrame', () => {
  it('re-prices and locks the legs of the game from a markets update, and no other', () => {
    const changes = legChangesFromFrame(
      legs,
      100,
      {
        kind: 'markets',
        gameId: 100,
        markets: [
          market(1, false, [
            [11, 2.4, false],
            [12, 1.5, false],
          ]),
          market(2, true, [[21, 3.1, false]]),
        ],
        removed: [],
        added: [],
      },
      'update',
    );
    expect(changes).toEqual([
      { outcomeId: 11, change: { coef: 2.4, blocked: false } },
      { outcomeId: 21, change: { coef: 3.1, blocked: true } },
    ]);
  });

  it('locks a leg whose market was withdrawn', () => {
    const changes = legChangesFromFrame(
      legs,
      100,
      { kind: 'markets', gameId: 100, markets: [], removed: [2], added: [] },
      'update',
    );
    expect(changes).toEqual([{ outcomeId: 21, change: { blocked: true } }]);
  });

  it('locks every leg of a finished game or one held by feed silence', () => {
    expect(
      legChangesFromFrame(legs, 100, { kind: 'finished', gameId: 100, score: [1, 0] }, 'update'),
    ).toEqual([
      { outcomeId: 11, change: { blocked: true } },
      { outcomeId: 21, change: { blocked: true } },
    ]);
    const held = { gameId: 200, status: 2, feedSuspended: true, main: null };
    expect(legChangesFromFrame(legs, 200, { kind: 'game', game: held }, 'update')).toEqual([
      { outcomeId: 31, change: { blocked: true } },
    ]);
  });

  it('takes prices from a snapshot, its main market and live status', () => {
    const changes = legChangesFromFrame(
      legs,
      200,
      {
        game: {
          gameId: 200,
          status: 2,
          feedSuspended: false,
          main: market(3, false, [[31, 1.9, false]]),
        },
        markets: [market(3, false, [[31, 1.9, false]])],
      },
      'snapshot',
    );
    expect(changes).toEqual([
      { outcomeId: 31, change: { coef: 1.9, blocked: false, isLive: true } },
      { outcomeId: 31, change: { coef: 1.9, blocked: false } },
    ]);
  });

  it('ignores malformed frames and games without legs', () => {
    expect(legChangesFromFrame(legs, 100, null, 'update')).toEqual([]);
    expect(legChangesFromFrame(legs, 100, { kind: 'markets', markets: 'x' }, 'update')).toEqual([]);
    expect(legChangesFromFrame(legs, 999, { kind: 'finished' }, 'update')).toEqual([]);
  });
});
