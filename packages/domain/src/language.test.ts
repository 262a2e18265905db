import { describe, expect, it } from 'vitest';
import { chooseLanguage, parseAcceptLanguage, resolveLanguageRoute } from './language.ts';

const base = {
  allowed: ['ru', 'en', 'de', 'ar'],
  defaultLanguage: 'ru',
  useBrowserLanguage: true,
};

describe('parseAcceptLanguage', () => {
  it('orders by q and keeps header order on ties', () => {
    expect(parseAcceptLanguage('de;q=0.5, en-US, fr;q=0.9, en-GB')).toEqual(['en', 'fr', 'de']);
  });
  it('skips malformed entries and zero weights', () => {
    expect(parseAcceptLanguage(';;;, x, 1234, de;q=0, en;q=abc, ru')).toEqual(['ru']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('en,'.repeat(10_000))).toEqual(['en']);
  });
});

describe('chooseLanguage', () => {
  it('prefers the cookie, then the browser, then the default, then English', () => {
    expect(chooseLanguage({ ...base, cookie: 'de', acceptLanguage: 'en' })).toBe('de');
    expect(chooseLanguage({ ...base, cookie: 'xx', acceptLanguage: 'fr, en' })).toBe('en');
    expect(chooseLanguage({ ...base, useBrowserLanguage: false, acceptLanguage: 'en' })).toBe('ru');
    expect(chooseLanguage({ ...base, defaultLanguage: 'kk', allowed: ['en', 'de'] })).toBe('en');
  });
});

describe('resolveLanguageRoute', () => {
  it('accepts an allowed prefix', () => {
    expect(resolveLanguageRoute({ ...base, pathname: '/en/live/football', search: '' })).toEqual({
      kind: 'ok',
      lang: 'en',
      rest: '/live/football',
    });
    expect(resolveLanguageRoute({ ...base, pathname: '/ru', search: '' })).toMatchObject({
      kind: 'ok',
      rest: '',
    });
  });
  it('adds a missing prefix and keeps the query', () => {
    expect(resolveLanguageRoute({ ...base, pathname: '/', search: '' })).toMatchObject({
      location: '/ru',
    });
    expect(
      resolveLanguageRoute({ ...base, pathname: '/live/tennis', search: '?a=1', cookie: 'de' }),
    ).toMatchObject({ kind: 'redirect', location: '/de/live/tennis?a=1' });
  });
  it('replaces a disallowed two-letter prefix', () => {
    expect(
      resolveLanguageRoute({ ...base, pathname: '/xx/some/path', search: '?a=1' }),
    ).toMatchObject({ kind: 'redirect', location: '/ru/some/path?a=1' });
    expect(resolveLanguageRoute({ ...base, pathname: '/EN/x', search: '' })).toMatchObject({
      location: '/en/x',
    });
  });
});
