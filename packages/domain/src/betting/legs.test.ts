import { describe, expect, it } from 'vitest';
import { BET_STATUS_IDS, isBetStatusId, legFactor } from './legs.ts';
import { rational } from './rational.ts';

describe('legFactor', () => {
  it.each([
    [-2, null],
    [-1, null],
    [0, rational(0n)],
    [1, rational(5n, 2n)],
    [2, rational(1n)],
    [3, rational(1n)],
    [4, rational(7n, 4n)],
    [5, rational(1n, 2n)],
    [6, rational(5n, 4n)],
  ] as const)('status %i of a 2.5 coef gives %o', (status, expected) => {
    expect(legFactor(2500, status)).toEqual(expected);
  });

  it('knows exactly the spec statuses', () => {
    expect(BET_STATUS_IDS.every(isBetStatusId)).toBe(true);
    expect([7, -3, 1.5, '1', null].some(isBetStatusId)).toBe(false);
  });
});
