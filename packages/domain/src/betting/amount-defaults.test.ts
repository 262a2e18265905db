import { describe, expect, it } from 'vitest';
import { betAmountDefaults, stepAmount } from './amount-defaults.ts';

describe('betAmountDefaults (spec §9)', () => {
  it.each([
    ['RUB', 15000n, 10000n],
    ['USD', 500n, 250n],
    ['EUR', 500n, 250n],
    ['UAH', 5000n, 5000n],
    ['KZT', 100000n, 50000n],
  ])('%s starts at %s and steps by %s minor units', (iso, initialAmount, step) => {
    expect(betAmountDefaults(iso)).toMatchObject({
      currency: iso,
      initialAmount,
      step,
      minorDigits: 2,
    });
  });

  it('falls back to RUB for other currencies and reads codes case-insensitively', () => {
    expect(betAmountDefaults('GBP')).toMatchObject({ currency: 'RUB', initialAmount: 15000n });
    expect(betAmountDefaults('toString')).toMatchObject({ currency: 'RUB' });
    expect(betAmountDefaults('usd').currency).toBe('USD');
  });

  it('offers quick amounts of 1, 2, 5 and 10 initial bets', () => {
    expect(betAmountDefaults('USD').quickAmounts).toEqual([500n, 1000n, 2500n, 5000n]);
  });
});

describe('stepAmount', () => {
  it('adds or removes one step, never going below one step', () => {
    expect(stepAmount(500n, 250n, 1)).toBe(750n);
    expect(stepAmount(500n, 250n, -1)).toBe(250n);
    expect(stepAmount(250n, 250n, -1)).toBe(250n);
    expect(stepAmount(100n, 250n, -1)).toBe(250n);
    expect(() => stepAmount(100n, 0n, 1)).toThrow(RangeError);
  });
});
