import { describe, expect, it } from 'vitest';
import { resolvePostAuthRedirect, safeRelativePath } from './redirect.ts';

const rules = [
  { route_from: '/registration', route_to: '/office/recharge' },
  { route_from: 'slots', route_to: 'slots?tab=new' },
  { route_from: '/evil', route_to: '//evil.example' },
];

describe('safeRelativePath', () => {
  it('keeps same-site paths with query and hash', () => {
    expect(safeRelativePath('/en/office/account?x=1#top')).toBe('/en/office/account?x=1#top');
    expect(safeRelativePath('/')).toBe('/');
  });
  it('refuses everything that could leave the site', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      ' //evil.example',
      '/\tevil',
      'evil.example',
      '',
      null,
      undefined,
    ]) {
      expect(safeRelativePath(bad), String(bad)).toBe(null);
    }
  });
  it('normalises dot segments without escaping the origin', () => {
    expect(safeRelativePath('/a/../../b')).toBe('/b');
    expect(safeRelativePath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});

describe('resolvePostAuthRedirect', () => {
  const base = {
    query: {},
    fromPath: '/en/registration',
    lang: 'en',
    rules,
    ruleAlreadyUsed: false,
  };

  it('prefers return-url, then redirect_url, then from_url', () => {
    expect(
      resolvePostAuthRedirect({
        ...base,
        query: { from_url: '/c', redirect_url: '/b', 'return-url': '/a' },
      }),
    ).toEqual({ kind: 'return-url', key: 'return-url', location: '/a' });
    expect(
      resolvePostAuthRedirect({ ...base, query: { from_url: '/c', redirect_url: '/b' } }),
    ).toEqual({ kind: 'return-url', key: 'redirect_url', location: '/b' });
  });
  it('uses the session value when the query has none', () => {
    expect(resolvePostAuthRedirect({ ...base, session: { from_url: '/en/slots' } })).toEqual({
      kind: 'return-url',
      key: 'from_url',
      location: '/en/slots',
    });
  });
  it('skips an unsafe return url and falls through', () => {
    expect(
      resolvePostAuthRedirect({ ...base, query: { 'return-url': 'https://evil.example' } }),
    ).toEqual({ kind: 'rule', location: '/en/office/recharge' });
  });
  it('applies the configured route by origin page, with the language prefix', () => {
    expect(resolvePostAuthRedirect(base)).toEqual({
      kind: 'rule',
      location: '/en/office/recharge',
    });
    expect(resolvePostAuthRedirect({ ...base, fromPath: '/registration/' })).toEqual({
      kind: 'rule',
      location: '/en/office/recharge',
    });
    expect(resolvePostAuthRedirect({ ...base, fromPath: '/ru/slots', lang: 'ru' })).toEqual({
      kind: 'rule',
      location: '/ru/slots?tab=new',
    });
  });
  it('applies the configured route only once', () => {
    expect(resolvePostAuthRedirect({ ...base, ruleAlreadyUsed: true })).toEqual({ kind: 'none' });
  });
  it('answers none when no rule matches and never follows an unsafe rule target', () => {
    expect(resolvePostAuthRedirect({ ...base, fromPath: '/en/live' })).toEqual({ kind: 'none' });
    expect(resolvePostAuthRedirect({ ...base, fromPath: '/en/evil' })).toEqual({ kind: 'none' });
  });
});
