import { describe, expect, it } from 'vitest';
import { localize } from '@playfield/feed';
import type { Market } from '@playfield/feed';
import { compareMarkets, isMainMarket, marketGroupOf, shortLabel } from './markets.ts';

function market(type: Market['type'], period = 0, param: number | null = null, id = 1): Market {
  return { id, gameId: 1, type, period, param, suspended: false, outcomes: [] };
}

describe('market groups and order', () => {
  it('groups by type, and a period market in periods', () => {
    expect(marketGroupOf(market('1x2'))).toBe('main');
    expect(marketGroupOf(market('dc_x2'))).toBe('main');
    expect(marketGroupOf(market('total'))).toBe('totals');
    expect(marketGroupOf(market('asian_handicap'))).toBe('handicaps');
    expect(marketGroupOf(market('total', 1))).toBe('periods');
    expect(marketGroupOf(market('unit_winner'))).toBe('periods');
    expect(marketGroupOf(market('correct_score'))).toBe('correct_score');
    expect(marketGroupOf(market('btts'))).toBe('specials');
    expect(marketGroupOf(market('outright_winner'))).toBe('main');
  });

  it('orders by group, type, period and line', () => {
    const list = [
      market('btts', 0, null, 1),
      market('total', 0, 3.5, 2),
      market('1x2', 1, null, 3),
      market('total', 0, 2.5, 4),
      market('1x2', 0, null, 5),
      market('asian_handicap', 0, -0.5, 6),
    ];
    expect(list.sort(compareMarkets).map((m) => m.id)).toEqual([5, 4, 2, 6, 3, 1]);
  });

  it('main market is 1X2, winner or outright winner of the whole game', () => {
    expect(isMainMarket(market('1x2'))).toBe(true);
    expect(isMainMarket(market('match_winner'))).toBe(true);
    expect(isMainMarket(market('1x2', 1))).toBe(false);
    expect(isMainMarket(market('total'))).toBe(false);
  });

  it('short labels', () => {
    const en = localize('en');
    const label = (
      type: Market['type'],
      key: 'home' | 'draw' | 'away' | 'over' | 'yes',
      param: number | null,
    ) => shortLabel({ type }, { key, param }, 'Full name', en);
    expect(label('1x2', 'home', null)).toBe('1');
    expect(label('1x2', 'draw', null)).toBe('X');
    expect(label('match_winner', 'away', null)).toBe('2');
    expect(label('asian_handicap', 'home', -1.5)).toBe('-1.5');
    expect(label('asian_handicap', 'away', 1.5)).toBe('+1.5');
    expect(label('total', 'over', 2.5)).toBe('Over');
    expect(label('btts', 'yes', null)).toBe('Yes');
    expect(shortLabel({ type: 'correct_score' }, { key: 'score', param: null }, '2:1', en)).toBe(
      '2:1',
    );
  });
});
