import type { LineChamp } from '@playfield/protocol/sportsbook';
import { describe, expect, it } from 'vitest';
import { groupByChamp, groupChampsByCountry, sectionOf } from './list-groups.ts';
import { game } from './test-fixtures.ts';

function champ(champId: number, countryCode: string, countryName: string): LineChamp {
  return {
    champId,
    sportId: 1,
    slug: `${champId}-x`,
    name: `C${champId}`,
    countryCode,
    countryName,
    count: 1,
  };
}

describe('list groups', () => {
  it('groups games by championship in the order their first game comes', () => {
    const games = [
      game(1, { champId: 5, champName: 'B' }),
      game(2, { champId: 3, champName: 'A' }),
      game(3, { champId: 5, champName: 'B' }),
    ];
    expect(groupByChamp(games).map((g) => [g.champId, g.games.map((x) => x.gameId)])).toEqual([
      [5, [1, 3]],
      [3, [2]],
    ]);
  });

  it('groups championships by country', () => {
    const groups = groupChampsByCountry([
      champ(1, 'gb', 'England'),
      champ(2, 'es', 'Spain'),
      champ(3, 'gb', 'England'),
    ]);
    expect(groups.map((g) => [g.countryName, g.champs.map((c) => c.champId)])).toEqual([
      ['England', [1, 3]],
      ['Spain', [2]],
    ]);
  });

  it('puts started games in the live section', () => {
    expect(sectionOf({ status: 1 })).toBe('line');
    expect(sectionOf({ status: 2 })).toBe('live');
    expect(sectionOf({ status: 3 })).toBe('live');
  });
});
