import { describe, expect, it } from 'vitest';
import { PAGE_GUARDS, loginRedirect } from './entries.ts';
import { GUARD_SCOPES, pagePath, runGuards } from './pipeline.ts';
import type { GuardEntry, GuardFacts } from './pipeline.ts';

const SELF_EXCLUDED = { level: 53, version: 0 };

function facts(over: Partial<GuardFacts> = {}): GuardFacts {
  return {
    method: 'GET',
    pathname: '/en/line',
    search: '',
    lang: 'en',
    path: 'line',
    dataRequest: false,
    site: { languages: ['en', 'ru'], maintenance: false },
    layout: 'default',
    player: { signedIn: true, ban: null },
    ...over,
  };
}

describe('the guard pipeline', () => {
  it('lists its entries in the order their scopes are applied', () => {
    const ranks = PAGE_GUARDS.map((entry) => GUARD_SCOPES.indexOf(entry.scope));
    expect(ranks.every((rank) => rank >= 0)).toBe(true);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(PAGE_GUARDS.map((entry) => entry.id)).toEqual([
      'maintenance',
      'language',
      'ban',
      'authentication',
    ]);
  });

  it('answers the first outcome of the scope asked, and only of that scope', () => {
    const seen: string[] = [];
    const entry = (id: string, scope: GuardEntry['scope'], go: boolean): GuardEntry => ({
      id,
      scope,
      decide: () => {
        seen.push(id);
        return go ? { kind: 'redirect', to: `/${id}` } : null;
      },
    });
    const list = [entry('a', 'site', false), entry('b', 'layout', true), entry('c', 'site', true)];
    expect(runGuards(list, 'site', facts())).toEqual({ kind: 'redirect', to: '/c' });
    expect(seen).toEqual(['a', 'c']);
    expect(runGuards(list, 'player', facts())).toBeNull();
  });

  it('cuts the language and the data request from the page path', () => {
    expect(pagePath('/en/office/history.data', 'en')).toBe('office/history');
    expect(pagePath('/en/_.data', 'en')).toBe('');
    expect(pagePath('/en', 'en')).toBe('');
    expect(pagePath('/en/', 'en')).toBe('');
    expect(pagePath('/english/x', 'en')).toBe('english/x');
  });
});

describe('the entries', () => {
  it('maintenance (edge) sends pages and data requests to the maintenance page and closes money writes', () => {
    const on = { languages: ['en', 'ru'], maintenance: true };
    expect(runGuards(PAGE_GUARDS, 'edge', facts({ site: on }))).toEqual({
      kind: 'redirect',
      to: '/en/maintenance',
    });
    expect(
      runGuards(PAGE_GUARDS, 'edge', facts({ site: on, pathname: '/ru/line.data', lang: 'en' })),
    ).toEqual({ kind: 'redirect', to: '/ru/maintenance', reloadDocument: true });
    expect(
      runGuards(
        PAGE_GUARDS,
        'edge',
        facts({ site: on, method: 'POST', pathname: '/web-api/betting/place' }),
      ),
    ).toEqual({ kind: 'closed', reason: 'maintenance' });
    expect(runGuards(PAGE_GUARDS, 'edge', facts())).toBeNull();
  });

  it('language (site) refuses a language the site does not allow', () => {
    expect(runGuards(PAGE_GUARDS, 'site', facts({ lang: 'de' }))).toEqual({ kind: 'not-found' });
    expect(runGuards(PAGE_GUARDS, 'site', facts({ lang: 'ru' }))).toBeNull();
  });

  it('ban (layout) holds a self-excluded player to the permitted pages of the default layout', () => {
    const banned = { signedIn: true, ban: SELF_EXCLUDED };
    expect(runGuards(PAGE_GUARDS, 'layout', facts({ player: banned }))).toEqual({
      kind: 'redirect',
      to: '/en/ban',
    });
    expect(
      runGuards(PAGE_GUARDS, 'layout', facts({ player: banned, path: 'office/history' })),
    ).toBeNull();
    // Other layouts (payment returns, block and maintenance pages) are not ban mode's.
    expect(runGuards(PAGE_GUARDS, 'layout', facts({ player: banned, layout: 'empty' }))).toBe(null);
    // Anyone else on the ban page goes home.
    expect(runGuards(PAGE_GUARDS, 'layout', facts({ path: 'ban' }))).toEqual({
      kind: 'redirect',
      to: '/en',
    });
    expect(runGuards(PAGE_GUARDS, 'layout', facts())).toBeNull();
  });

  it('authentication (player) sends a visitor to the login page that brings them back', () => {
    const visitor = { signedIn: false, ban: null };
    expect(
      runGuards(
        PAGE_GUARDS,
        'player',
        facts({ player: visitor, path: 'office/history', search: '?page=2' }),
      ),
    ).toEqual({
      kind: 'redirect',
      to: `/en/login?return-url=${encodeURIComponent('/en/office/history?page=2')}`,
    });
    expect(runGuards(PAGE_GUARDS, 'player', facts({ path: 'office/history' }))).toBeNull();
    expect(loginRedirect({ lang: 'ru', path: '', search: '' })).toBe(
      `/ru/login?return-url=${encodeURIComponent('/ru')}`,
    );
  });
});
