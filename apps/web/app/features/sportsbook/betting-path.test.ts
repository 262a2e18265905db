import { describe, expect, it } from 'vitest';
import {
  PAGE_TYPES,
  bettingHref,
  idOfSlug,
  pagePathOf,
  parseBettingSplat,
  parseCyberSplat,
  resolveBettingAddress,
  timeFilterOf,
} from './betting-path.ts';

describe('betting paths', () => {
  it('reads sport, champ and game', () => {
    expect(parseBettingSplat('line', '')).toEqual({
      menuSection: null,
      sport: null,
      champ: null,
      game: null,
    });
    expect(parseBettingSplat('line', 'football/11-premier-league/501-lions-tigers')).toEqual({
      menuSection: null,
      sport: 'football',
      champ: '11-premier-league',
      game: '501-lions-tigers',
    });
  });

  it('reads a menu section first, only where the section offers it', () => {
    expect(parseBettingSplat('live', 'first-period/ice-hockey')).toMatchObject({
      menuSection: 'first-period',
      sport: 'ice-hockey',
    });
    expect(parseBettingSplat('line', 'top')).toMatchObject({ menuSection: 'top', sport: null });
    expect(parseBettingSplat('line', 'first-period')).toBeNull();
    expect(timeFilterOf('top')).toBe(6);
    expect(timeFilterOf(null)).toBe(0);
  });

  it('refuses malformed addresses', () => {
    expect(parseBettingSplat('line', 'football/premier-league')).toBeNull();
    expect(parseBettingSplat('line', 'Football')).toBeNull();
    expect(parseBettingSplat('line', 'a/1-b/2-c/d')).toBeNull();
    expect(parseBettingSplat('line', 'football/0-x')).toBeNull();
  });

  it('reads cyber addresses with an optional section', () => {
    expect(parseCyberSplat('')).toMatchObject({ section: 'live', parts: { sport: null } });
    expect(parseCyberSplat('line/cs2/7-major')).toMatchObject({
      section: 'line',
      parts: { sport: 'cs2', champ: '7-major' },
    });
  });

  it('takes the id of a slug', () => {
    expect(idOfSlug('11-premier-league')).toBe(11);
    expect(idOfSlug('11')).toBe(11);
    expect(idOfSlug('x-11')).toBeNull();
  });

  it('builds addresses', () => {
    const base = { lang: 'en', section: 'live' as const, pageType: null, cyberType: null };
    expect(bettingHref(base, {})).toBe('/en/live');
    expect(bettingHref(base, { menuSection: 'top', sport: 'football', champ: '11-x' })).toBe(
      '/en/live/top/football/11-x',
    );
    expect(bettingHref({ ...base, pageType: 'topgame' }, { champ: '11-x' })).toBe(
      '/en/topgame/live',
    );
    expect(bettingHref({ ...base, cyberType: 'real' }, { sport: 'cs2' })).toBe(
      '/en/cyber/real/live/cs2',
    );
  });
});

describe('betting addresses', () => {
  it('resolves plain, page-type and cyber lists', () => {
    expect(resolveBettingAddress('en', 'live/football')).toMatchObject({
      kind: 'list',
      base: { section: 'live', pageType: null, cyberType: null },
      parts: { sport: 'football' },
    });
    expect(resolveBettingAddress('en', 'epl/line/football/11-x')).toMatchObject({
      kind: 'list',
      base: { section: 'line', pageType: 'epl' },
      parts: { champ: '11-x' },
    });
    expect(resolveBettingAddress('en', 'topgame/live')).toMatchObject({
      parts: { menuSection: 'top' },
    });
    expect(resolveBettingAddress('en', 'cyber/real/line/cs2')).toMatchObject({
      base: { section: 'line', cyberType: 'real' },
      parts: { sport: 'cs2' },
    });
  });

  it('redirects cyber and home-type addresses', () => {
    expect(resolveBettingAddress('en', 'cyber')).toEqual({
      kind: 'redirect',
      to: '/en/cyber/real',
    });
    expect(resolveBettingAddress('de', 'home/live/football')).toEqual({
      kind: 'redirect',
      to: '/de/live/football',
    });
  });

  it('has no page for unknown shapes', () => {
    expect(resolveBettingAddress('en', 'cyber/virtual')).toBeNull();
    expect(resolveBettingAddress('en', 'line/Football')).toBeNull();
    expect(resolveBettingAddress('en', 'sports/line')).toBeNull();
  });
});

describe('betting routes', () => {
  it('has a route pair for every page type', async () => {
    const { BETTING_PAGE_TYPES } = await import('../../routes.ts');
    expect([...BETTING_PAGE_TYPES].sort()).toEqual([...PAGE_TYPES].sort());
  });
});

describe('page path of a loader request', () => {
  it('drops the data-request suffix', () => {
    expect(pagePathOf('/en/line/football/1-premier-league.data')).toBe(
      '/en/line/football/1-premier-league',
    );
    expect(pagePathOf('/en/line/_.data')).toBe('/en/line');
    expect(pagePathOf('/en/live')).toBe('/en/live');
  });
});
