import { describe, expect, it } from 'vitest';
import { groupMarkets, marketGroupId, visibleGroups } from './market-groups.ts';
import { market } from './test-fixtures.ts';

describe('market groups', () => {
  it('puts markets in groups in display order, keeping the API order inside a group', () => {
    const groups = groupMarkets([
      market(3, 'totals'),
      market(1, 'main'),
      market(4, 'handicaps'),
      market(2, 'totals'),
    ]);
    expect(groups.map((g) => g.id)).toEqual(['main', 'totals', 'handicaps']);
    expect(groups[1]?.markets.map((m) => m.marketId)).toEqual([3, 2]);
  });

  it('gathers groups it has no label for under "other", last', () => {
    expect(marketGroupId('corners')).toBe('other');
    const groups = groupMarkets([market(1, 'corners'), market(2, 'main'), market(3, 'cards')]);
    expect(groups.map((g) => [g.id, g.markets.length])).toEqual([
      ['main', 1],
      ['other', 2],
    ]);
  });

  it('leaves no empty group', () => {
    expect(groupMarkets([])).toEqual([]);
  });

  it('filters to one group, and falls back to every group for "all" or a stale filter', () => {
    const groups = groupMarkets([market(1, 'main'), market(2, 'totals')]);
    expect(visibleGroups(groups, 'totals').map((g) => g.id)).toEqual(['totals']);
    expect(visibleGroups(groups, 'all')).toHaveLength(2);
    expect(visibleGroups(groups, null)).toHaveLength(2);
    expect(visibleGroups(groups, 'specials')).toHaveLength(2);
  });
});
