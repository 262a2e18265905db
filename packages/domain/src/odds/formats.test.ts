import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareRational, rational } from '../betting/rational.ts';
import { americanOdds, COEF_FORMAT_IDS, formatCoef, isCoefFormatId } from './formats.ts';
import type { CoefFormatId } from './formats.ts';
import { FRACTIONAL_LADDER, fractionalOdds } from './ladder.ts';

describe('formatCoef known values', () => {
  it.each([
    // coef, format, shown
    [2500, 0, '2.50'],
    [1875, 0, '1.875'],
    [10000, 0, '10.00'],
    [2500, 1, '3/2'],
    [1500, 1, '1/2'],
    [2000, 1, '1/1'],
    [1800, 1, '4/5'],
    [1667, 1, '2/3'],
    [11000, 1, '10/1'],
    [1950, 1, '10/11'], // 0.95 is nearer 10/11 (0.909…) than 1/1
    [1001, 1, '1/1000'], // below the ladder: exact
    [1200000, 1, '1199/1'], // above the ladder: exact
    [2500, 2, '+150'],
    [1500, 2, '-200'],
    [2000, 2, '+100'],
    [1910, 2, '-110'], // −109.89…
    [3333, 2, '+233'],
    [2500, 4, '1.50'],
    [1500, 4, '0.50'],
    [2500, 5, '-0.67'],
    [1500, 5, '0.50'],
    [2000, 5, '1.00'],
    [2500, 6, '1.50'],
    [1500, 6, '-2.00'],
    [2000, 6, '1.00'],
    [1850, 6, '-1.18'], // −1/0.85 = −1.17647…
    [1850, 16, '-1.176'],
    [2500, 15, '-0.667'],
    [1875, 14, '0.875'],
  ] as const)('%i in format %i is %s', (coef, formatId, shown) => {
    expect(formatCoef(coef, formatId)).toBe(shown);
  });

  it('refuses what is not a coef', () => {
    expect(() => formatCoef(1000, 2)).toThrow(RangeError);
    expect(() => formatCoef(1500.5, 0)).toThrow(RangeError);
  });

  it('knows exactly the spec format ids', () => {
    expect(COEF_FORMAT_IDS.every(isCoefFormatId)).toBe(true);
    expect([3, 7, 13, 17, '0'].some(isCoefFormatId)).toBe(false);
  });
});

describe('fractional ladder', () => {
  it('is ascending and reduced', () => {
    const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
    FRACTIONAL_LADDER.forEach((rung, i) => {
      expect(gcd(rung.num, rung.den)).toBe(1);
      const next = FRACTIONAL_LADDER[i + 1];
      if (next) expect(rung.num * next.den).toBeLessThan(next.num * rung.den);
    });
  });

  it('picks a rung no farther from d − 1 than any other rung', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1005, max: 1_001_000 }), (coef) => {
        const chosen = fractionalOdds(coef);
        const x = (coef - 1000) / 1000;
        const gap = Math.abs(chosen.num / chosen.den - x);
        for (const rung of FRACTIONAL_LADDER) {
          expect(gap).toBeLessThanOrEqual(Math.abs(rung.num / rung.den - x) + 1e-12);
        }
      }),
    );
  });
});

describe('format properties', () => {
  const coefArb = fc.integer({ min: 1001, max: 1_000_000 });

  it('shows every format for every coef, signs as the definitions say', () => {
    fc.assert(
      fc.property(coefArb, fc.constantFrom(...COEF_FORMAT_IDS), (coef, formatId: CoefFormatId) => {
        const text = formatCoef(coef, formatId);
        expect(text.length).toBeGreaterThan(0);
        const negative = text.startsWith('-');
        // A price that rounds to zero at display precision shows no sign.
        if (/^[0.]+$/.test(text)) return;
        if (formatId === 2) expect(negative).toBe(coef < 2000);
        if (formatId === 5 || formatId === 15) expect(negative).toBe(coef > 2000);
        if (formatId === 6 || formatId === 16) expect(negative).toBe(coef < 2000);
        if (formatId === 0 || formatId === 4 || formatId === 14) expect(negative).toBe(false);
      }),
    );
  });

  it('keeps american odds at least 100 in size, exactly as defined', () => {
    fc.assert(
      fc.property(coefArb, (coef) => {
        const value = americanOdds(coef);
        const size = value.num < 0n ? rational(-value.num, value.den) : value;
        expect(compareRational(size, rational(100n))).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
