import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS, offeredMethods } from './methods.ts';

describe('offeredMethods', () => {
  it('offers cards everywhere and local methods in their country and currency only', () => {
    expect(offeredMethods('ru', 'RUB', 'deposit').map((m) => m.id)).toEqual(['card', 'sbp']);
    expect(offeredMethods('kz', 'RUB', 'deposit').map((m) => m.id)).toEqual(['card']);
    expect(offeredMethods(null, 'BRL', 'deposit').map((m) => m.id)).toEqual(['card']);
    expect(offeredMethods('br', 'BRL', 'deposit').map((m) => m.id)).toEqual(['card', 'pix']);
  });

  it('honours the direction', () => {
    expect(offeredMethods('in', 'INR', 'deposit').map((m) => m.id)).toEqual(['card', 'upi']);
    expect(offeredMethods('in', 'INR', 'withdrawal').map((m) => m.id)).toEqual(['card']);
  });

  it('gives the limits in the currency asked for', () => {
    expect(offeredMethods('us', 'USD', 'deposit')).toEqual([
      { id: 'card', direction: 'deposit', currency: 'USD', min: 100n, max: 1_000_000n },
    ]);
  });

  it('offers nothing for a currency no method takes', () => {
    expect(offeredMethods('ru', 'GBP', 'deposit')).toEqual([]);
  });

  it('has a minimum below the maximum for every method and currency', () => {
    for (const method of PAYMENT_METHODS) {
      for (const limits of Object.values(method.limits)) {
        expect(limits.min > 0n && limits.min < limits.max).toBe(true);
      }
    }
  });
});
