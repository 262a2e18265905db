import { describe, expect, it } from 'vitest';
import { combinations, elementarySymmetric, nonEmptySubsets } from './combinations.ts';
import { binomial } from './coupon-types.ts';

describe('combinations', () => {
  it('lists k of n in lexicographic order', () => {
    expect([...combinations(4, 2)]).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    expect([...combinations(3, 0)]).toEqual([]);
    expect([...combinations(2, 3)]).toEqual([]);
  });

  it('counts C(n,k) combinations for every n up to 10', () => {
    for (let n = 1; n <= 10; n++) {
      for (let k = 1; k <= n; k++)
        expect(BigInt([...combinations(n, k)].length)).toBe(binomial(n, k));
    }
    expect(binomial(16, 8)).toBe(12870n);
    expect(binomial(5, 6)).toBe(0n);
  });

  it('lists 2^n − 1 subsets, singles first', () => {
    expect([...nonEmptySubsets(3)]).toEqual([[0], [1], [2], [0, 1], [0, 2], [1, 2], [0, 1, 2]]);
    for (let n = 1; n <= 8; n++) expect([...nonEmptySubsets(n)].length).toBe(2 ** n - 1);
  });

  it('sums products over combinations in closed form', () => {
    const values = [2n, 3n, 5n, 7n, 11n];
    for (let k = 0; k <= 6; k++) {
      let brute = k === 0 ? 1n : 0n;
      for (const c of combinations(values.length, k)) {
        brute += c.reduce((p, i) => p * (values[i] ?? 0n), 1n);
      }
      expect(elementarySymmetric(values, k)).toBe(brute);
    }
  });
});
