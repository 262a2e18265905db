import { describe, expect, it } from 'vitest';
import { PAGE_TYPES } from './betting-path.ts';
import {
  PAGE_TYPE_SCOPES,
  champInScope,
  champNameOfSlug,
  scopeLists,
  scopeOfPageType,
} from './page-type-scope.ts';

const sports = [{ slug: 'football' }, { slug: 'cricket' }, { slug: 'mma' }, { slug: 'cs2' }];
// Names as another language would show them: the match never reads them.
const football = [
  { champId: 1, countryCode: 'eng', slug: '1-premier-league', name: 'Премьер-лига' },
  { champId: 3, countryCode: 'eng', slug: '3-championship', name: 'Чемпионшип' },
  { champId: 5, countryCode: 'esp', slug: '5-premier-league', name: 'Liga Premier' },
  { champId: 7, countryCode: 'esp', slug: '7-second-league', name: 'Segunda' },
  { champId: 49, countryCode: 'eur', slug: '49-champions-league', name: 'Liga de Campeones' },
];

describe('page type scopes', () => {
  it('maps the special page types to a sport and championship by stable keys', () => {
    expect(scopeOfPageType('epl')).toEqual({
      sport: 'football',
      champ: { country: 'eng', name: 'premier-league' },
    });
    expect(scopeOfPageType('laliga')?.champ).toEqual({ country: 'esp', name: 'premier-league' });
    expect(scopeOfPageType('europaleague')?.champ).toEqual({
      country: 'eur',
      name: 'champions-league',
    });
    expect(scopeOfPageType('ipl')).toEqual({
      sport: 'cricket',
      champ: { country: 'ind', name: 'premier-league' },
    });
    expect(scopeOfPageType('ufc')).toEqual({ sport: 'mma' });
  });

  it('leaves the other page types and plain lists unscoped', () => {
    for (const type of ['home', 'topgame', 'betsonyour', 'marble', 'team', 'champ'] as const) {
      expect(scopeOfPageType(type)).toBeNull();
    }
    expect(scopeOfPageType(null)).toBeNull();
    expect(
      Object.keys(PAGE_TYPE_SCOPES).every((k) => (PAGE_TYPES as readonly string[]).includes(k)),
    ).toBe(true);
  });

  it('reads the name part of a champ slug', () => {
    expect(champNameOfSlug('11-premier-league')).toBe('premier-league');
    expect(champNameOfSlug('11')).toBe('');
  });

  it('keeps only the scope sport and championship', () => {
    const epl = scopeLists(scopeOfPageType('epl'), sports, football);
    expect(epl.sports).toEqual([{ slug: 'football' }]);
    expect(epl.champs.map((c) => c.champId)).toEqual([1]);
    expect(
      scopeLists(scopeOfPageType('laliga'), sports, football).champs.map((c) => c.champId),
    ).toEqual([5]);
    expect(
      scopeLists(scopeOfPageType('europaleague'), sports, football).champs.map((c) => c.champId),
    ).toEqual([49]);
    const ufc = scopeLists(scopeOfPageType('ufc'), sports, [
      { countryCode: 'usa', slug: '9-championship' },
    ]);
    expect(ufc.sports).toEqual([{ slug: 'mma' }]);
    expect(ufc.champs).toHaveLength(1);
    expect(scopeLists(null, sports, football).champs).toHaveLength(5);
  });

  it('finds nothing where the simulator has no such championship', () => {
    const ipl = scopeOfPageType('ipl');
    expect(ipl && champInScope(ipl, { countryCode: 'aus', slug: '60-premier-league' })).toBe(false);
    expect(scopeLists(ipl, [{ slug: 'football' }], football)).toEqual({ sports: [], champs: [] });
  });
});
