import { describe, expect, it } from 'vitest';
import { allowedLanguages } from '@playfield/domain/language';
import {
  decidePage,
  isConsolePage,
  isRouterDataRequest,
  languageCookie,
  readLanguageCookie,
  requestLanguage,
} from './page-routing.ts';
import type { PageRequest, RoutingConfig } from './page-routing.ts';

const config: RoutingConfig = {
  languages: ['ru', 'en', 'de', 'ar'],
  defaultLanguage: 'ru',
  useBrowserLanguage: true,
};

function page(pathname: string, extra: Partial<PageRequest> = {}): PageRequest {
  const [path = '', query] = pathname.split('?');
  return {
    pathname: path,
    search: query === undefined ? '' : `?${query}`,
    cookieLanguage: null,
    acceptLanguage: null,
    isDocument: true,
    config,
    ...extra,
  };
}

describe('decidePage', () => {
  it('sends / to the default language and stores it', () => {
    expect(decidePage(page('/'))).toEqual({
      kind: 'redirect',
      location: '/ru',
      lang: 'ru',
      setLanguageCookie: true,
    });
  });

  it('follows Accept-Language when the option is on', () => {
    expect(decidePage(page('/', { acceptLanguage: 'en-GB,en;q=0.9' }))).toMatchObject({
      location: '/en',
    });
    const off = { ...config, useBrowserLanguage: false };
    expect(decidePage(page('/', { acceptLanguage: 'en', config: off }))).toMatchObject({
      location: '/ru',
    });
  });

  it('lets the cookie win over the browser', () => {
    expect(decidePage(page('/', { cookieLanguage: 'de', acceptLanguage: 'en' }))).toMatchObject({
      location: '/de',
      setLanguageCookie: false,
    });
  });

  it('replaces a disallowed prefix keeping the path and the query', () => {
    expect(decidePage(page('/xx/some/path?a=1'))).toMatchObject({
      kind: 'redirect',
      location: '/ru/some/path?a=1',
    });
  });

  it('adds a prefix to a path without one', () => {
    expect(decidePage(page('/casino/slots?b=2', { cookieLanguage: 'en' }))).toMatchObject({
      location: '/en/casino/slots?b=2',
    });
  });

  it('renders an allowed prefix and refreshes a differing cookie', () => {
    expect(decidePage(page('/en/sports', { cookieLanguage: 'ru' }))).toEqual({
      kind: 'render',
      lang: 'en',
      setLanguageCookie: true,
    });
    expect(decidePage(page('/en', { cookieLanguage: 'en' }))).toEqual({
      kind: 'render',
      lang: 'en',
      setLanguageCookie: false,
    });
  });

  it('never redirects React Router data requests', () => {
    expect(decidePage(page('/_root.data', { isDocument: false }))).toEqual({
      kind: 'render',
      lang: 'ru',
      setLanguageCookie: false,
    });
  });

  it('renders the operator console without a language prefix, documents and data alike', () => {
    for (const path of ['/console', '/console/login', '/console/audit?page=2']) {
      expect(decidePage(page(path, { cookieLanguage: 'en' })), path).toEqual({
        kind: 'render',
        lang: 'ru',
        setLanguageCookie: false,
      });
    }
    for (const path of ['/console.data', '/console/audit.data', '/console/players/7.data']) {
      expect(decidePage(page(path, { isDocument: false })).kind, path).toBe('render');
    }
    // Only the console itself: a page that merely starts with the word gets its prefix.
    expect(decidePage(page('/consoles'))).toMatchObject({
      kind: 'redirect',
      location: '/ru/consoles',
    });
    expect(decidePage(page('/en/console'))).toMatchObject({ kind: 'render', lang: 'en' });
  });

  it('ignores configured languages without a catalog', () => {
    const odd = { ...config, languages: ['xx', 'en'], defaultLanguage: 'xx' };
    expect(allowedLanguages(odd)).toEqual(['en']);
    expect(decidePage(page('/', { config: odd }))).toMatchObject({ location: '/en' });
  });

  it('survives a malformed Accept-Language', () => {
    expect(decidePage(page('/', { acceptLanguage: ';;q=x,,-,*;q=9' }))).toMatchObject({
      location: '/ru',
    });
  });
});

describe('language cookie', () => {
  it('reads only a well-formed lng value', () => {
    expect(readLanguageCookie('a=1; lng=en; b=2')).toBe('en');
    expect(readLanguageCookie('lng="de"')).toBe('de');
    expect(readLanguageCookie('xlng=en')).toBeNull();
    expect(readLanguageCookie('lng=%ZZ%00<script>')).toBeNull();
    expect(readLanguageCookie(undefined)).toBeNull();
  });

  it('is stored for a year on the whole site', () => {
    expect(languageCookie('en', false)).toBe('lng=en; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('ar', true)).toContain('; Secure');
  });
});

describe('requestLanguage', () => {
  const base = {
    pathname: '/web-api/x',
    queryLang: undefined,
    headerLang: undefined,
    cookieHeader: undefined,
    acceptLanguage: undefined,
    config,
  };

  it('prefers path, then query, then header, then cookie, then default', () => {
    expect(requestLanguage({ ...base, pathname: '/de/x', queryLang: 'en' })).toBe('de');
    expect(requestLanguage({ ...base, queryLang: 'en', headerLang: 'de' })).toBe('en');
    expect(requestLanguage({ ...base, headerLang: 'DE', cookieHeader: 'lng=en' })).toBe('de');
    expect(requestLanguage({ ...base, cookieHeader: 'lng=en' })).toBe('en');
    expect(requestLanguage({ ...base, queryLang: 'fr' })).toBe('ru');
  });
});

describe('isConsolePage', () => {
  it('is the console and what lies under it', () => {
    expect(isConsolePage('/console')).toBe(true);
    expect(isConsolePage('/console/operators')).toBe(true);
    expect(isConsolePage('/console.data')).toBe(true);
    expect(isConsolePage('/consoles')).toBe(false);
    expect(isConsolePage('/en/console')).toBe(false);
    expect(isConsolePage('/console-api/auth/me')).toBe(false);
  });
});

describe('isRouterDataRequest', () => {
  it('recognises single-fetch and manifest requests', () => {
    expect(isRouterDataRequest('/en/casino.data')).toBe(true);
    expect(isRouterDataRequest('/__manifest')).toBe(true);
    expect(isRouterDataRequest('/en/casino')).toBe(false);
  });
});
