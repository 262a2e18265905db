import { describe, expect, it } from 'vitest';
import { postAuthLocation } from './post-auth.ts';

describe('postAuthLocation', () => {
  it('goes to a same-site return-url', () => {
    expect(postAuthLocation('?return-url=%2Fen%2Foffice%2Fsecurity', '/en')).toBe(
      '/en/office/security',
    );
  });

  it('takes redirect_url and from_url in that order after return-url', () => {
    expect(postAuthLocation('?from_url=/en/live&redirect_url=/en/line', '/en')).toBe('/en/line');
    expect(postAuthLocation('?from_url=/en/live', '/en')).toBe('/en/live');
  });

  it('never leaves the site', () => {
    for (const target of [
      'https://evil.test/',
      '//evil.test',
      '/\\evil.test',
      'javascript:alert(1)',
    ]) {
      expect(postAuthLocation(`?return-url=${encodeURIComponent(target)}`, '/en/line')).toBe(
        '/en/line',
      );
    }
  });

  it('stays at the fallback without a return address', () => {
    expect(postAuthLocation('', '/ru/slots?x=1')).toBe('/ru/slots?x=1');
  });
});
