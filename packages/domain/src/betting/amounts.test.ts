import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmount, parseCoef } from './amounts.ts';

describe('parseAmount', () => {
  it.each([
    ['10', 2, 1000n],
    ['10.5', 2, 1050n],
    ['10.50', 2, 1050n],
    ['0.01', 2, 1n],
    ['1.000', 2, 100n],
    ['0', 2, 0n],
    ['150', 0, 150n],
    ['10000000000000', 2, 10n ** 15n],
  ])('parses %s with %i digits to %s', (input, digits, expected) => {
    expect(parseAmount(input, digits)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', 'amount_empty'],
    ['1e2', 'amount_format'],
    ['NaN', 'amount_format'],
    ['Infinity', 'amount_format'],
    ['+1', 'amount_format'],
    [' 1', 'amount_format'],
    ['1 ', 'amount_format'],
    ['1,5', 'amount_format'],
    ['.5', 'amount_format'],
    ['5.', 'amount_format'],
    ['01', 'amount_format'],
    ['0x10', 'amount_format'],
    ['-1', 'amount_negative'],
    ['-0.5', 'amount_negative'],
    ['0.001', 'amount_too_precise'],
    ['10000000000000.01', 'amount_too_large'],
    ['9'.repeat(41), 'amount_too_large'],
  ])('refuses %j with %s', (input, code) => {
    expect(parseAmount(input, 2)).toEqual({ ok: false, code });
  });

  it('refuses a non-string and a bad digits count', () => {
    expect(parseAmount(12 as unknown as string, 2)).toEqual({ ok: false, code: 'amount_format' });
    expect(() => parseAmount('1', -1)).toThrow(RangeError);
  });

  it('formats minor units back', () => {
    expect(formatAmount(1050n, 2)).toBe('10.50');
    expect(formatAmount(5n, 2)).toBe('0.05');
    expect(formatAmount(-5n, 2)).toBe('-0.05');
    expect(formatAmount(150n, 0)).toBe('150');
  });
});

describe('parseCoef', () => {
  it.each([
    [2.5, 2500],
    ['2.5', 2500],
    ['2.500', 2500],
    ['2.5000', 2500],
    [1.1, 1100],
    [1.001, 1001],
    [1.875, 1875],
    [1000000, 1_000_000_000],
  ])('parses %j to %i thousandths', (input, expected) => {
    expect(parseCoef(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    [Number.NaN, 'coef_format'],
    [Number.POSITIVE_INFINITY, 'coef_format'],
    ['abc', 'coef_format'],
    ['', 'coef_format'],
    ['2,5', 'coef_format'],
    [' 2.5', 'coef_format'],
    [1.0005, 'coef_too_precise'],
    ['2.5001', 'coef_too_precise'],
    [1, 'coef_too_small'],
    ['1.000', 'coef_too_small'],
    [0.5, 'coef_too_small'],
    [-2, 'coef_too_small'],
    [1e-7, 'coef_too_small'],
    [1000000.001, 'coef_too_large'],
    [1e21, 'coef_too_large'],
    ['99999999999', 'coef_too_large'],
  ])('refuses %j with %s', (input, code) => {
    expect(parseCoef(input)).toEqual({ ok: false, code });
  });
});
