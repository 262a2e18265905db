import { describe, expect, it } from 'vitest';
import { toBalanceUpdate, toPaymentFilter } from './views.ts';

describe('toPaymentFilter', () => {
  it('pages from 1 and passes the type and status', () => {
    expect(toPaymentFilter({ page: 3, pageSize: 10, type: 'deposit', status: 'failed' })).toEqual({
      limit: 10,
      offset: 20,
      type: 'deposit',
      status: 'failed',
    });
  });

  it('reads bare dates as whole UTC days, both inclusive', () => {
    const f = toPaymentFilter({ page: 1, pageSize: 20, from: '2026-11-01', to: '2026-11-02' });
    expect(f.from?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(f.toExclusive?.toISOString()).toBe('2026-11-03T00:00:00.000Z');
  });

  it('keeps date-times exact with an inclusive end', () => {
    const f = toPaymentFilter({
      page: 1,
      pageSize: 20,
      from: '2026-11-01T10:00:00Z',
      to: '2026-11-01T12:00:00+02:00',
    });
    expect(f.from?.toISOString()).toBe('2026-11-01T10:00:00.000Z');
    expect(f.toExclusive?.toISOString()).toBe('2026-11-01T10:00:00.001Z');
  });
});

describe('toBalanceUpdate', () => {
  it('formats the new balance with the currency’s minor units', () => {
    expect(
      toBalanceUpdate({
        userId: 1,
        accountId: 7,
        currency: 'KZT',
        balance: 123_456n,
        movementId: 9,
      }),
    ).toEqual({ accountId: 7, iso: 'KZT', money: '1234.56' });
  });
});
