import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addRational,
  compareRational,
  divideRational,
  floorRational,
  multiplyRational,
  rational,
  rationalToFixed,
  subtractRational,
} from './rational.ts';

describe('rational', () => {
  it('normalises sign and common factors', () => {
    expect(rational(6n, -4n)).toEqual({ num: -3n, den: 2n });
    expect(rational(0n, 7n)).toEqual({ num: 0n, den: 1n });
    expect(() => rational(1n, 0n)).toThrow(RangeError);
  });

  it('adds, subtracts, multiplies and divides exactly', () => {
    const third = rational(1n, 3n);
    const sixth = rational(1n, 6n);
    expect(addRational(third, sixth)).toEqual(rational(1n, 2n));
    expect(subtractRational(sixth, third)).toEqual(rational(-1n, 6n));
    expect(multiplyRational(third, rational(9n, 2n))).toEqual(rational(3n, 2n));
    expect(divideRational(third, sixth)).toEqual(rational(2n));
    expect(() => divideRational(third, rational(0n))).toThrow(RangeError);
  });

  it('compares and floors toward minus infinity', () => {
    expect(compareRational(rational(1n, 3n), rational(2n, 6n))).toBe(0);
    expect(compareRational(rational(-1n, 3n), rational(1n, 6n))).toBe(-1);
    expect(floorRational(rational(7n, 2n))).toBe(3n);
    expect(floorRational(rational(-7n, 2n))).toBe(-4n);
    expect(floorRational(rational(-6n, 2n))).toBe(-3n);
  });

  it('prints fixed decimals, flooring money and rounding display half away from zero', () => {
    expect(rationalToFixed(rational(10n, 3n), 2)).toBe('3.33');
    expect(rationalToFixed(rational(2n, 3n), 2, 'half-up')).toBe('0.67');
    expect(rationalToFixed(rational(-2n, 3n), 2, 'half-up')).toBe('-0.67');
    expect(rationalToFixed(rational(1n, 8n), 2, 'half-up')).toBe('0.13');
    expect(rationalToFixed(rational(-1n, 8n), 2, 'half-up')).toBe('-0.13');
    expect(rationalToFixed(rational(-1n, 1000n), 2, 'half-up')).toBe('0.00');
    expect(rationalToFixed(rational(-1n, 1000n), 2)).toBe('-0.01');
    expect(rationalToFixed(rational(5n), 0)).toBe('5');
  });

  it('multiplies to the same normalised fraction as the naive product', () => {
    const big = fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n });
    const den = fc.bigInt({ min: 1n, max: 10n ** 30n });
    fc.assert(
      fc.property(big, den, big, den, (an, ad, bn, bd) => {
        const product = multiplyRational(rational(an, ad), rational(bn, bd));
        expect(product).toEqual(rational(an * bn, ad * bd));
      }),
    );
  });
});
