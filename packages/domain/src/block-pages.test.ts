import { describe, expect, it } from 'vitest';
import { blockPageForReason, blockRedirectTarget, isBlockPage } from './block-pages.ts';

describe('block pages', () => {
  it('maps every reason code of spec §2 to its page', () => {
    const expected: Record<number, string> = {
      1: 'block',
      2: 'block',
      3: 'block',
      5: 'block',
      14: 'block',
      4: 'site-updates',
      16: 'suspension',
      13: 'block-ua',
      17: 'block-ie',
      8: 'coming-soon',
    };
    for (const [code, page] of Object.entries(expected)) {
      expect(blockPageForReason(Number(code))).toBe(page);
    }
    expect(blockPageForReason(99)).toBeNull();
    expect(blockPageForReason(null)).toBeNull();
  });

  it('sends a visitor with no reason to the language root', () => {
    expect(blockRedirectTarget('en', null, '/en/line')).toBe('/en');
    expect(blockRedirectTarget('en', 7, '/en/line')).toBe('/en');
  });

  it('keeps the original path for site updates only', () => {
    expect(blockRedirectTarget('de', 4, '/de/line?a=1')).toBe(
      '/de/site-updates?path=%2Fde%2Fline%3Fa%3D1',
    );
    expect(blockRedirectTarget('de', 1, '/de/line')).toBe('/de/block');
  });

  it('recognises block page names', () => {
    expect(isBlockPage('block-ua')).toBe(true);
    expect(isBlockPage('home')).toBe(false);
  });
});
