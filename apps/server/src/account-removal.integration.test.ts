// Issue 13 item 1 through the site's own HTTP API, every context wired as in production
// (openContexts): a currency account that still holds money, a payment in progress, a held
// withdrawal or an unsettled coupon cannot be removed (409, a translated message, nothing
// changes); an empty one can, and its payments and coupons stay readable. The wallet's
// invariants (`npm run wallet:check`) hold after every path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeSportsbook } from '@playfield/betting/testing';
import type { Database } from '@playfield/db';
import { runWalletCheck } from '@playfield/wallet';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';
import type { Contexts } from './contexts.ts';
import { openTestSite } from './test-site.ts';
import type { TestSite } from './test-site.ts';

let site: TestSite;
let database: Database;
let contexts: Contexts;
let app: Hono<AppEnv>;
let quotes: FakeSportsbook;

beforeAll(async () => {
  site = await openTestSite({
    env: { BET_ACCEPT_DELAY_MS: '0', REGISTRATIONS_PER_IP_PER_HOUR: '100' },
    fakeQuotes: true,
  });
  ({ database, contexts, app } = site);
  quotes = site.quotes!;
});

afterAll(async () => {
  await site?.close();
});

interface Answer {
  status: number;
  body: unknown;
}

/** A browser of one player: keeps the session cookie between calls. */
function player() {
  let cookie = '';
  let keys = 0;
  return async (method: string, path: string, body?: unknown, lang = 'en'): Promise<Answer> => {
    const headers: Record<string, string> = {
      'Idempotency-Key': `k-${Date.now()}-${++keys}`,
      'X-Language': lang,
    };
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await app.request(`http://localhost${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = response.headers.getSetCookie().find((c) => c.startsWith('user_token='));
    if (set) cookie = set.split(';')[0] ?? '';
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown };
  };
}

type Call = ReturnType<typeof player>;

/** A new player (main account RUB) with an empty EUR currency account. */
async function playerWithEur(): Promise<{ call: Call; userId: number; eur: number }> {
  const call = player();
  const reg = await call('POST', '/web-api/auth/register', {
    type: 'one_click',
    countryCode: 'de',
    currency: 'RUB',
  });
  expect(reg.status).toBe(201);
  const { userId } = reg.body as { userId: number };
  const added = await call('POST', '/web-api/user/accounts', { currency: 'EUR' });
  expect(added.status, JSON.stringify(added.body)).toBe(202);
  return { call, userId, eur: (added.body as { accountId: number }).accountId };
}

async function fund(userId: number, accountId: number, minor: bigint, currency = 'EUR') {
  await contexts.wallet.wallet.post({
    kind: 'adjustment',
    idempotencyKey: `fund-${accountId}-${minor}-${Date.now()}`,
    legs: [
      { account: { kind: 'player', accountId, userId }, currency, amount: minor },
      { account: { kind: 'system', code: 'adjustments' }, currency, amount: -minor },
    ],
  });
}

async function accountIds(call: Call): Promise<number[]> {
  const listed = await call('GET', '/web-api/user/accounts');
  return (listed.body as { accounts: { id: number }[] }).accounts.map((a) => a.id);
}

async function expectRefused(call: Call, accountId: number, code: string, english: RegExp) {
  const before = await accountIds(call);
  const refused = await call('DELETE', `/web-api/user/accounts/${accountId}`);
  expect(refused.status, JSON.stringify(refused.body)).toBe(409);
  expect(refused.body).toMatchObject({ code });
  expect((refused.body as { message: string }).message).toMatch(english);
  // The same refusal in Russian: a translated message, not the English one.
  const russian = await call('DELETE', `/web-api/user/accounts/${accountId}`, undefined, 'ru');
  expect(russian.status).toBe(409);
  expect((russian.body as { message: string }).message).toMatch(/[а-яё]/i);
  expect(await accountIds(call)).toEqual(before);
  expect(await runWalletCheck(database)).toEqual([]);
}

describe('removing a currency account (issue 13 item 1)', () => {
  it('is refused while the account holds money; nothing changes', async () => {
    const { call, userId, eur } = await playerWithEur();
    await fund(userId, eur, 2000n);
    await expectRefused(call, eur, 'account_has_balance', /money|balance/i);
    expect(await contexts.wallet.wallet.balance(eur)).toBe(2000n);
    const withdrawals = await call('POST', '/web-api/wallet/withdrawals', {
      accountId: eur,
      amount: '20.00',
      method: 'card',
    });
    expect(withdrawals.status, JSON.stringify(withdrawals.body)).toBe(201);
  });

  it('is refused while a deposit into it is in progress', async () => {
    const { call, eur } = await playerWithEur();
    const deposit = await call('POST', '/web-api/wallet/deposits', {
      accountId: eur,
      amount: '50.00',
      method: 'card',
    });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(201);
    await expectRefused(call, eur, 'account_payment_pending', /payment/i);
  });

  it('is refused while a withdrawal from it is held', async () => {
    const { call, userId, eur } = await playerWithEur();
    await fund(userId, eur, 2000n);
    const withdrawal = await call('POST', '/web-api/wallet/withdrawals', {
      accountId: eur,
      amount: '20.00',
      method: 'card',
    });
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(201);
    expect(await contexts.wallet.wallet.balance(eur)).toBe(0n);
    await expectRefused(call, eur, 'account_withdrawal_held', /withdrawal/i);
  });

  it('is refused while a coupon staked from it is not settled', async () => {
    const { call, userId, eur } = await playerWithEur();
    await fund(userId, eur, 1000n);
    expect((await call('POST', `/web-api/user/accounts/${eur}/activate`)).status).toBe(200);
    const bet = await call('POST', '/web-api/betting/place', {
      typeId: 0,
      accountId: eur,
      amount: '10.00',
      bets: [{ outcomeId: 11, coef: 2.5 }],
    });
    expect(bet.status, JSON.stringify(bet.body)).toBe(201);
    expect(await contexts.wallet.wallet.balance(eur)).toBe(0n);
    await expectRefused(call, eur, 'account_open_coupon', /bet/i);
  });

  it('a deposit racing the removal: either the removal is refused or the deposit is', async () => {
    for (let round = 0; round < 5; round++) {
      const { call, eur } = await playerWithEur();
      const [removal, deposit] = await Promise.all([
        call('DELETE', `/web-api/user/accounts/${eur}`),
        call('POST', '/web-api/wallet/deposits', {
          accountId: eur,
          amount: '50.00',
          method: 'card',
        }),
      ]);
      if (removal.status === 200) {
        // The account went first: no payment can stay open on it.
        expect(deposit.status, JSON.stringify(deposit.body)).toBe(404);
        expect(await accountIds(call)).not.toContain(eur);
      } else {
        expect(removal.body).toMatchObject({ code: 'account_payment_pending' });
        expect(deposit.status).toBe(201);
      }
      const payments = await call('GET', '/web-api/wallet/payments');
      const open = (payments.body as { items: { status: string }[] }).items.filter(
        (p) => p.status === 'created' || p.status === 'pending',
      );
      expect(open).toHaveLength(removal.status === 200 ? 0 : 1);
    }
    expect(await runWalletCheck(database)).toEqual([]);
  });

  it('removes an empty account; its payments and coupons stay readable', async () => {
    const { call, userId, eur } = await playerWithEur();
    await fund(userId, eur, 1000n);
    expect((await call('POST', `/web-api/user/accounts/${eur}/activate`)).status).toBe(200);
    const bet = await call('POST', '/web-api/betting/place', {
      typeId: 0,
      accountId: eur,
      amount: '10.00',
      bets: [{ outcomeId: 11, coef: 2.5 }],
    });
    expect(bet.status, JSON.stringify(bet.body)).toBe(201);
    const { couponId } = bet.body as { couponId: string };
    // The game ends lost: the coupon is settled and the account is empty.
    quotes.finish(1, [0, 1], { notify: false });
    await contexts.betting.settlement.settleGame(1);
    expect(await contexts.wallet.wallet.balance(eur)).toBe(0n);

    const removed = await call('DELETE', `/web-api/user/accounts/${eur}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await accountIds(call)).not.toContain(eur);
    const coupon = await call('GET', `/web-api/betting/coupon/${couponId}`);
    expect(coupon.status).toBe(200);
    expect(coupon.body).toMatchObject({ status: 'lose' });
    const history = await call('GET', '/web-api/betting/history');
    expect(JSON.stringify(history.body)).toContain(couponId);
    expect(await contexts.wallet.wallet.history({ accountId: eur })).toHaveLength(2);
    expect(await runWalletCheck(database)).toEqual([]);
  });
});
