import { describe, expect, it } from 'vitest';
import { applyLiveBalance, balanceSnapshot } from '../wallet/balance-store.ts';

const rub = { id: 1, type: 0, iso: 'RUB', money: '10.00', isActive: true };
const usd = { id: 2, type: 0, iso: 'USD', money: '5.00', isActive: false };

describe('pushed balance in the header store', () => {
  it('takes the snapshot as the accounts and an update as one account’s new money', () => {
    applyLiveBalance({ accountId: 1, iso: 'RUB', money: '99.00' }, 'update');
    expect(balanceSnapshot().accounts).toBeNull();
    applyLiveBalance([rub, usd, { junk: true }], 'snapshot');
    expect(balanceSnapshot()).toMatchObject({ accounts: [rub, usd], signedIn: true });
    applyLiveBalance({ accountId: 1, iso: 'RUB', money: '123.45' }, 'update');
    expect(balanceSnapshot().accounts).toEqual([{ ...rub, money: '123.45' }, usd]);
    applyLiveBalance({ accountId: '2', money: 1 }, 'update');
    expect(balanceSnapshot().accounts?.[1]).toEqual(usd);
  });
});
