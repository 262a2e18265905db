import { describe, expect, it } from 'vitest';
import { CURRENCIES, bettingDefaults, currencyInfo } from './currencies.ts';

describe('currencies', () => {
  it('holds the currencies the site sells in, with their ISO minor units', () => {
    expect(Object.keys(CURRENCIES).sort()).toEqual(
      ['BRL', 'EUR', 'INR', 'KZT', 'RUB', 'TRY', 'UAH', 'USD'].sort(),
    );
    for (const info of Object.values(CURRENCIES)) expect(info.digits).toBe(2);
    expect(currencyInfo('XXX')).toBeUndefined();
    expect(currencyInfo('toString')).toBeUndefined();
  });

  it('gives the initial bet and step of spec §9, falling back to RUB', () => {
    expect(bettingDefaults('RUB')).toEqual({ initialBet: 15_000n, betStep: 10_000n });
    expect(bettingDefaults('USD')).toEqual({ initialBet: 500n, betStep: 250n });
    expect(bettingDefaults('EUR')).toEqual({ initialBet: 500n, betStep: 250n });
    expect(bettingDefaults('UAH')).toEqual({ initialBet: 5_000n, betStep: 5_000n });
    expect(bettingDefaults('KZT')).toEqual({ initialBet: 100_000n, betStep: 50_000n });
    expect(bettingDefaults('BRL')).toEqual(bettingDefaults('RUB'));
    expect(bettingDefaults('GBP')).toEqual(bettingDefaults('RUB'));
  });
});
