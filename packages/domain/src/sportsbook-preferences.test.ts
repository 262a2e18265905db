import { describe, expect, it } from 'vitest';
import {
  effectiveCoefFormat,
  parseCoefFormat,
  parseMarketsNameType,
  parseViewType,
  readSportsbookPreferences,
} from './sportsbook-preferences.ts';

describe('sportsbook preferences', () => {
  it('reads a coef format id of spec §3 and nothing else', () => {
    expect(parseCoefFormat('2')).toBe(2);
    expect(parseCoefFormat('16')).toBe(16);
    expect(parseCoefFormat('3')).toBeNull();
    expect(parseCoefFormat('2.0')).toBeNull();
    expect(parseCoefFormat('')).toBeNull();
    expect(parseCoefFormat(undefined)).toBeNull();
  });

  it('reads the view type', () => {
    expect(parseViewType('1')).toBe(1);
    expect(parseViewType('0')).toBe(0);
    expect(parseViewType('2')).toBeNull();
  });

  it('reads every preference with safe defaults', () => {
    const jar: Record<string, string> = {
      coef_view_id: '2',
      app_view_type: '1',
      compact_view: '1',
      isChampsGroupedByCountry: '0',
      markets_name_type: 'full',
    };
    expect(readSportsbookPreferences((n) => jar[n])).toEqual({
      coefFormat: 2,
      viewType: 1,
      compact: true,
      groupByCountry: false,
      marketsNameType: 'full',
    });
    expect(readSportsbookPreferences(() => 'junk')).toEqual({
      coefFormat: null,
      viewType: null,
      compact: false,
      groupByCountry: true,
      marketsNameType: null,
    });
  });

  it('reads the markets name type (short or full) and nothing else', () => {
    expect(parseMarketsNameType('short')).toBe('short');
    expect(parseMarketsNameType('full')).toBe('full');
    expect(parseMarketsNameType('Full')).toBeNull();
    expect(parseMarketsNameType(undefined)).toBeNull();
  });

  it('falls back from the choice to the language, the country, then decimal', () => {
    expect(effectiveCoefFormat(1, 2, 4)).toBe(1);
    expect(effectiveCoefFormat(null, 2, 4)).toBe(2);
    expect(effectiveCoefFormat(null, 3, 4)).toBe(4);
    expect(effectiveCoefFormat(null, undefined, 7)).toBe(0);
  });
});
