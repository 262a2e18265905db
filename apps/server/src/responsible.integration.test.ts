// Issue 7 through the site's own HTTP API, with every context wired as in production
// (openContexts): a self-excluded player signs in only to a restricted session (ban 53/1, play
// and deposits blocked, decision 013), their deposit and their bet are refused with the
// self-exclusion message and end date, and a withdrawal still goes through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_API_PREFIX, LIMIT_API_V1_BASE } from '@playfield/protocol/limits';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';
import type { Contexts } from './contexts.ts';
import { openTestSite } from './test-site.ts';
import type { TestSite } from './test-site.ts';

let site: TestSite;
let contexts: Contexts;
let app: Hono<AppEnv>;

beforeAll(async () => {
  site = await openTestSite({ env: { BET_ACCEPT_DELAY_MS: '0' }, fakeQuotes: true });
  ({ contexts, app } = site);
});

afterAll(async () => {
  await site?.close();
});

/** A browser of one player: keeps the session cookie between calls. */
function player() {
  let cookie = '';
  let keys = 0;
  return async (method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = {
      'Idempotency-Key': `k-${Date.now()}-${++keys}`,
      'X-Language': 'en',
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

function single(accountId: number) {
  return {
    typeId: 0,
    accountId,
    amount: '100.00',
    systemValue: 2,
    changeCoefAction: 2,
    bets: [{ outcomeId: 11, coef: 2.5 }],
  };
}

describe('a self-excluded player through the API', () => {
  it('signs in to a restricted session; deposit and bet refused, withdrawal accepted', async () => {
    const call = player();
    const reg = await call('POST', '/web-api/auth/register', {
      type: 'one_click',
      countryCode: 'ru',
      currency: 'RUB',
    });
    expect(reg.status).toBe(201);
    const { userId, login, password } = reg.body as {
      userId: number;
      login: string;
      password: string;
    };
    const [account] = (await call('GET', '/web-api/wallet/accounts')).body as { id: number }[];
    const accountId = account?.id ?? 0;
    await contexts.wallet.wallet.post({
      kind: 'adjustment',
      idempotencyKey: `fund-${userId}`,
      legs: [
        { account: { kind: 'player', accountId, userId }, currency: 'RUB', amount: 100_000n },
        { account: { kind: 'system', code: 'adjustments' }, currency: 'RUB', amount: -100_000n },
      ],
    });
    // Before: a bet is accepted (so the refusal below is the self-exclusion, not the set-up).
    const first = await call('POST', '/web-api/betting/place', single(accountId));
    expect(first.status, JSON.stringify(first.body)).toBe(201);

    const blocked = await call('POST', `${LIMIT_API_V1_BASE}/BlockUser`, { period: 7 });
    expect(blocked).toEqual({ status: 200, body: { success: true } });
    expect((await call('POST', '/web-api/auth/logout')).status).toBeLessThan(300);

    // Login: the session opens, restricted — ban 53/1, deposits and play blocked, a message.
    const again = await call('POST', '/web-api/auth/login', { login, password });
    expect(again.status).toBe(200);
    const status = await call('GET', `${LIMIT_API_PREFIX}/status`);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      ban: { level: 53, version: 1 },
      restriction: { kind: 'self_excluded' },
      depositsBlocked: true,
      playBlocked: true,
    });
    expect((status.body as { message: string }).message).toMatch(
      /^You have excluded yourself until /,
    );

    const deposit = await call('POST', '/web-api/wallet/deposits', {
      accountId,
      amount: '100.00',
      method: 'card',
    });
    expect(deposit.status).toBe(403);
    expect((deposit.body as { message: string }).message).toMatch(
      /^You have excluded yourself until /,
    );

    const bet = await call('POST', '/web-api/betting/place', single(accountId));
    expect(bet.status).toBe(403);
    expect(bet.body).toMatchObject({ code: 'self_excluded' });
    expect((bet.body as { message: string }).message).toMatch(/^You have excluded yourself until /);

    const withdrawal = await call('POST', '/web-api/wallet/withdrawals', {
      accountId,
      amount: '100.00',
      method: 'card',
    });
    expect(withdrawal.status).toBe(201);
    // Only the first bet's stake and the withdrawal left the account.
    expect(await contexts.wallet.wallet.balance(accountId)).toBe(100_000n - 10_000n - 10_000n);
  });
});
