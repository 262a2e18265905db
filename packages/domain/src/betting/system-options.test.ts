import { describe, expect, it } from 'vitest';
import { normalizeSystemValue, systemOptions } from './system-options.ts';

describe('systemOptions', () => {
  it('offers k = 2 … n − 1 with C(n, k) lines and the least total stake', () => {
    expect(systemOptions(4, 100n)).toEqual([
      { value: 2, offset: 3, combo: 6, minBetAmount: 600n },
      { value: 3, offset: 3, combo: 4, minBetAmount: 400n },
    ]);
    expect(systemOptions(3).map((o) => [o.value, o.combo, o.minBetAmount])).toEqual([[2, 3, 3n]]);
  });

  it('offers nothing below 3 legs or above 16', () => {
    expect(systemOptions(2)).toEqual([]);
    expect(systemOptions(17)).toEqual([]);
    expect(systemOptions(16).map((o) => o.value)).toEqual([
      2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    ]);
  });
});

describe('normalizeSystemValue', () => {
  it('defaults to 2, never goes below 2 or above n − 1', () => {
    expect(normalizeSystemValue(undefined, 5)).toBe(2);
    expect(normalizeSystemValue(Number.NaN, 5)).toBe(2);
    expect(normalizeSystemValue(0, 5)).toBe(2);
    expect(normalizeSystemValue(3, 5)).toBe(3);
    expect(normalizeSystemValue(7, 5)).toBe(4);
    expect(normalizeSystemValue(3, 2)).toBe(2);
  });
});
