import { describe, expect, it } from 'vitest';
import { pathWithoutLanguage, withLanguage } from './language-path.ts';

describe('language path', () => {
  it('swaps the language prefix and keeps the rest', () => {
    expect(withLanguage('/en/line/football', 'de')).toBe('/de/line/football');
    expect(withLanguage('/en', 'ar')).toBe('/ar');
    expect(withLanguage('/en/', 'ar')).toBe('/ar');
    expect(withLanguage('/ru/live', 'en')).toBe('/en/live');
  });

  it('adds a prefix to a path without one', () => {
    expect(withLanguage('/line', 'en')).toBe('/en/line');
    expect(withLanguage('/', 'en')).toBe('/en');
    expect(withLanguage('/english/page', 'fr')).toBe('/fr/english/page');
  });

  it('strips the prefix', () => {
    expect(pathWithoutLanguage('/en/line')).toBe('/line');
    expect(pathWithoutLanguage('/en')).toBe('');
    expect(pathWithoutLanguage('/en/')).toBe('');
  });
});
