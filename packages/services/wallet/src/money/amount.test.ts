import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_MINOR, formatMinor, parseAmount } from './amount.ts';

describe('parseAmount', () => {
  it.each([
    ['100.00', 10_000n],
    ['100', 10_000n],
    ['0.01', 1n],
    ['0.5', 50n],
    ['12345.67', 1_234_567n],
  ])('reads %s as %s minor units', (input, minor) => {
    expect(parseAmount(input, 2)).toEqual({ ok: true, minor });
  });

  it.each([
    ['0', 'not_positive'],
    ['0.00', 'not_positive'],
    ['-5', 'not_positive'],
    ['-0.01', 'not_positive'],
    ['+5', 'format'],
    ['1e2', 'format'],
    ['NaN', 'format'],
    ['Infinity', 'format'],
    ['', 'format'],
    [' 1', 'format'],
    ['1 ', 'format'],
    ['1,50', 'format'],
    ['1.', 'format'],
    ['.5', 'format'],
    ['01', 'format'],
    ['0x10', 'format'],
    ['0.001', 'precision'],
    ['1.005', 'precision'],
    ['10000000000000.01', 'too_large'],
    ['9'.repeat(400), 'too_large'],
  ])('refuses %j (%s)', (input, problem) => {
    expect(parseAmount(input, 2)).toEqual({ ok: false, problem });
  });

  it.each([
    [Number.POSITIVE_INFINITY],
    [JSON.parse('1e309') as number],
    [100],
    [Number.NaN],
    [null],
    [undefined],
    [{}],
    [['1']],
    [10n],
  ])('refuses the non-string %s', (input) => {
    expect(parseAmount(input, 2)).toEqual({ ok: false, problem: 'format' });
  });

  it('applies a given maximum', () => {
    expect(parseAmount('500.00', 2, 50_000n)).toEqual({ ok: true, minor: 50_000n });
    expect(parseAmount('500.01', 2, 50_000n)).toEqual({ ok: false, problem: 'too_large' });
  });

  it('accepts the largest amount and refuses one minor unit more', () => {
    expect(parseAmount(formatMinor(MAX_AMOUNT_MINOR, 2), 2)).toEqual({
      ok: true,
      minor: MAX_AMOUNT_MINOR,
    });
    expect(parseAmount(formatMinor(MAX_AMOUNT_MINOR + 1n, 2), 2)).toEqual({
      ok: false,
      problem: 'too_large',
    });
  });

  it('handles currencies without minor units', () => {
    expect(parseAmount('15', 0)).toEqual({ ok: true, minor: 15n });
    expect(parseAmount('15.0', 0)).toEqual({ ok: false, problem: 'precision' });
  });

  it('round-trips every formatted amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: MAX_AMOUNT_MINOR }),
        fc.integer({ min: 0, max: 4 }),
        (minor, digits) => {
          expect(parseAmount(formatMinor(minor, digits), digits)).toEqual({ ok: true, minor });
        },
      ),
    );
  });
});

describe('formatMinor', () => {
  it.each([
    [12_345n, 2, '123.45'],
    [5n, 2, '0.05'],
    [0n, 2, '0.00'],
    [-150n, 2, '-1.50'],
    [7n, 0, '7'],
  ])('formats %s with %s digits as %s', (minor, digits, text) => {
    expect(formatMinor(minor, digits)).toBe(text);
  });
});
