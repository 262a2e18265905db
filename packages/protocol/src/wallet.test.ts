import { describe, expect, it } from 'vitest';
import { accountIdSchema, depositRequestSchema, paymentsQuerySchema } from './wallet.ts';

describe('wallet protocol', () => {
  it('reads account ids as positive integers, from numbers or digit strings', () => {
    expect(accountIdSchema.parse(42)).toBe(42);
    expect(accountIdSchema.parse('42')).toBe(42);
    for (const bad of [0, -1, 1.5, '042', 'abc', '', '1e3']) {
      expect(accountIdSchema.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('requires the amount of a deposit as a string', () => {
    expect(
      depositRequestSchema.safeParse({ accountId: 1, amount: 100, method: 'card' }).success,
    ).toBe(false);
    expect(depositRequestSchema.parse({ accountId: 1, amount: '100.00', method: 'card' })).toEqual({
      accountId: 1,
      amount: '100.00',
      method: 'card',
    });
  });

  it('defaults and bounds the history query', () => {
    expect(paymentsQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(paymentsQuerySchema.parse({ page: '3', type: 'deposit', from: '2026-11-01' })).toEqual({
      page: 3,
      pageSize: 20,
      type: 'deposit',
      from: '2026-11-01',
    });
    expect(paymentsQuerySchema.safeParse({ status: 'done' }).success).toBe(false);
    expect(paymentsQuerySchema.safeParse({ from: '2026-13-45' }).success).toBe(false);
    expect(paymentsQuerySchema.safeParse({ pageSize: '500' }).success).toBe(false);
  });
});
