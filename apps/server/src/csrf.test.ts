import { describe, expect, it } from 'vitest';
import { crossSiteReason } from './csrf.ts';

const base = {
  method: 'POST',
  origin: undefined,
  secFetchSite: undefined,
  host: 'playfield.test',
  ownOrigins: ['https://playfield.example'],
};

describe('crossSiteReason', () => {
  it('passes reads whatever their headers', () => {
    expect(crossSiteReason({ ...base, method: 'GET', origin: 'https://evil.test' })).toBeNull();
  });

  it('passes writes with neither header (API clients, tests)', () => {
    expect(crossSiteReason(base)).toBeNull();
  });

  it('passes same-origin writes', () => {
    expect(crossSiteReason({ ...base, origin: 'http://playfield.test' })).toBeNull();
    expect(crossSiteReason({ ...base, secFetchSite: 'same-origin' })).toBeNull();
    expect(crossSiteReason({ ...base, origin: 'https://playfield.example' })).toBeNull();
  });

  it('refuses an Origin naming another host', () => {
    expect(crossSiteReason({ ...base, origin: 'https://evil.test' })).toBe('Origin');
    expect(crossSiteReason({ ...base, method: 'delete', origin: 'http://playfield.test:81' })).toBe(
      'Origin',
    );
  });

  it('refuses Sec-Fetch-Site: cross-site, a null Origin and a malformed Origin', () => {
    expect(crossSiteReason({ ...base, secFetchSite: 'cross-site' })).toBe('Sec-Fetch-Site');
    expect(crossSiteReason({ ...base, origin: 'null' })).toBe('Origin');
    expect(crossSiteReason({ ...base, origin: '::garbage' })).toBe('Origin');
  });
});
