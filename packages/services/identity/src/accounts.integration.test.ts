import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestIdentity, TestClient } from './test-support.ts';
import type { TestIdentity } from './test-support.ts';

let t: TestIdentity;
beforeAll(async () => {
  t = await createTestIdentity();
});
afterAll(async () => {
  await t.close();
});

interface Account {
  id: number;
  type: number;
  iso: string;
  symbol: string;
  currencyId: number;
  isActive: boolean;
}

async function player(currency = 'RUB'): Promise<{ browser: TestClient; userId: number }> {
  const browser = new TestClient(t.app);
  const reg = await browser.json<{ userId: number }>('/web-api/auth/register', {
    body: { type: 'one_click', countryCode: 'ru', currency },
  });
  expect(reg.status).toBe(201);
  return { browser, userId: reg.body.userId };
}

async function accountsOf(browser: TestClient): Promise<Account[]> {
  return (await browser.json<{ accounts: Account[] }>('/web-api/user/accounts')).body.accounts;
}

describe('accounts', () => {
  it('registration creates an active main account in the chosen currency', async () => {
    const { browser } = await player('USD');
    expect(await accountsOf(browser)).toEqual([
      expect.objectContaining({
        type: 0,
        iso: 'USD',
        symbol: '$',
        currencyId: 840,
        isActive: true,
      }),
    ]);
  });

  it('adds a currency account (202, then it is listed), once per currency', async () => {
    const { browser } = await player();
    const added = await browser.json<{ accountId: number; data: { message: string } }>(
      '/web-api/user/accounts',
      { body: { currency: 'eur' } },
    );
    expect(added.status).toBe(202);
    expect(added.body.data.message).toBe('The account is being opened and will appear shortly');
    const list = await accountsOf(browser);
    expect(list.map((a) => [a.type, a.iso, a.isActive])).toEqual([
      [0, 'RUB', true],
      [9, 'EUR', false],
    ]);
    expect(
      (await browser.json('/web-api/user/accounts', { body: { currency: 'EUR' } })).status,
    ).toBe(409);
    expect(
      (await browser.json('/web-api/user/accounts', { body: { currency: 'RUB' } })).status,
    ).toBe(409);
    expect(
      (await browser.json('/web-api/user/accounts', { body: { currency: 'XXX' } })).status,
    ).toBe(400);
  });

  it('switches the active account; exactly one stays active', async () => {
    const { browser } = await player();
    const { body } = await browser.json<{ accountId: number }>('/web-api/user/accounts', {
      body: { currency: 'USD' },
    });
    expect(
      (await browser.json(`/web-api/user/accounts/${body.accountId}/activate`, { method: 'POST' }))
        .status,
    ).toBe(200);
    const list = await accountsOf(browser);
    expect(list.filter((a) => a.isActive).map((a) => a.iso)).toEqual(['USD']);
  });

  it('removes only own currency accounts; removing the active one re-activates the main', async () => {
    const { browser } = await player();
    const { body } = await browser.json<{ accountId: number }>('/web-api/user/accounts', {
      body: { currency: 'KZT' },
    });
    await browser.json(`/web-api/user/accounts/${body.accountId}/activate`, { method: 'POST' });
    const main = (await accountsOf(browser)).find((a) => a.type === 0);
    const mainRemoval = await browser.json(`/web-api/user/accounts/${main?.id}`, {
      method: 'DELETE',
    });
    expect(mainRemoval.status).toBe(409);
    const removed = await browser.json<{ data: { message: string } }>(
      `/web-api/user/accounts/${body.accountId}`,
      { method: 'DELETE' },
    );
    expect(removed.body.data.message).toBe('The account has been removed');
    expect((await accountsOf(browser)).map((a) => [a.iso, a.isActive])).toEqual([['RUB', true]]);
  });

  it('never shows or changes another player’s accounts (404)', async () => {
    const a = await player();
    const b = await player('EUR');
    const { body } = await b.browser.json<{ accountId: number }>('/web-api/user/accounts', {
      body: { currency: 'USD' },
    });
    const bMain = (await accountsOf(b.browser)).find((x) => x.type === 0);
    for (const id of [body.accountId, bMain?.id]) {
      expect(
        (await a.browser.json(`/web-api/user/accounts/${id}/activate`, { method: 'POST' })).status,
      ).toBe(404);
      expect(
        (await a.browser.json(`/web-api/user/accounts/${id}`, { method: 'DELETE' })).status,
      ).toBe(404);
    }
    expect((await accountsOf(a.browser)).map((x) => x.iso)).toEqual(['RUB']);
    expect((await accountsOf(b.browser)).map((x) => [x.iso, x.isActive])).toEqual([
      ['EUR', true],
      ['USD', false],
    ]);
  });

  it('creates a bonus account on demand, once per currency', async () => {
    const { browser, userId } = await player();
    const first = await t.service.ensureBonusAccount(userId, 'RUB');
    const again = await t.service.ensureBonusAccount(userId, 'RUB');
    expect(again).toBe(first);
    const list = await accountsOf(browser);
    expect(list.map((a) => [a.type, a.iso])).toEqual([
      [0, 'RUB'],
      [4, 'RUB'],
    ]);
    // A bonus account cannot be removed by the player.
    expect(
      (await browser.json(`/web-api/user/accounts/${first}`, { method: 'DELETE' })).status,
    ).toBe(409);
  });
});
