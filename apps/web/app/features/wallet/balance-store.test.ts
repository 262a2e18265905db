import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeAccount, balanceSnapshot, refreshBalance } from './balance-store.ts';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('balance store', () => {
  it('loads the accounts, then the hide-balance setting, and joins a fetch under way', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      return url.endsWith('/accounts')
        ? json([
            { id: 1, type: 0, iso: 'RUB', money: '10.00', isActive: false },
            { id: 2, type: 9, iso: 'USD', money: '5.50', isActive: true },
          ])
        : json({ user_hide_balance: false });
    });
    await Promise.all([refreshBalance(), refreshBalance()]);
    expect(calls).toEqual(['/web-api/wallet/accounts', '/web-api/user/config']);
    const state = balanceSnapshot();
    expect(state.signedIn).toBe(true);
    expect(state.hideBalance).toBe(false);
    expect(activeAccount(state.accounts)?.id).toBe(2);
  });

  it('keeps the last balance on a network failure and forgets it after a sign-out', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await refreshBalance();
    expect(balanceSnapshot().accounts).toHaveLength(2);
    vi.stubGlobal('fetch', async () => json({ message: 'Please sign in', status: 401 }, 401));
    await refreshBalance();
    expect(balanceSnapshot()).toMatchObject({ accounts: [], signedIn: false });
    expect(activeAccount(balanceSnapshot().accounts)).toBeNull();
  });
});
