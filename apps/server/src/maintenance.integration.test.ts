// Issue 13 item 7 through the site's own HTTP API, every context wired as in production
// (openContexts): while maintenance is on, pages and React Router's client data requests go to
// the maintenance page, and bets, deposits, withdrawals and account writes answer 503 with a
// translated message — health checks and the withdrawal status pages excepted; the maintenance
// cookie of spec §4 turns the same rules on for one browser.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGS } from '@playfield/i18n';
import type { SiteConfigService } from '@playfield/site-config';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';
import type { Contexts } from './contexts.ts';
import type { RenderedPage } from './test-app.ts';
import { openTestSite } from './test-site.ts';
import type { TestSite } from './test-site.ts';

let site: TestSite;
let siteConfig: SiteConfigService;
let contexts: Contexts;
let app: Hono<AppEnv>;
const rendered: RenderedPage[] = [];

beforeAll(async () => {
  site = await openTestSite({ env: { BET_ACCEPT_DELAY_MS: '0' }, fakeQuotes: true, rendered });
  ({ siteConfig, contexts, app } = site);
});

afterEach(async () => {
  await siteConfig.setKey('maintenance.isActive', false);
});

afterAll(async () => {
  await site?.close();
});

/** A browser of one player: keeps the session cookie (and any extra cookie) between calls. */
function player(extraCookie = '') {
  let session = '';
  let keys = 0;
  const cookieHeader = () => [session, extraCookie].filter(Boolean).join('; ');
  async function call(method: string, path: string, body?: unknown, lang = 'en') {
    const headers: Record<string, string> = {
      'Idempotency-Key': `k-${Date.now()}-${++keys}`,
      'X-Language': lang,
    };
    if (cookieHeader()) headers.cookie = cookieHeader();
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await app.request(`http://localhost${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = response.headers.getSetCookie().find((c) => c.startsWith('user_token='));
    if (set) session = set.split(';')[0] ?? '';
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // a page
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }
  return call;
}

type Call = ReturnType<typeof player>;

/** Registers a player, funds the account with 1,000.00 RUB and returns the account id. */
async function fundedPlayer(call: Call): Promise<number> {
  const reg = await call('POST', '/web-api/auth/register', {
    type: 'one_click',
    countryCode: 'ru',
    currency: 'RUB',
  });
  expect(reg.status, JSON.stringify(reg.body)).toBe(201);
  const { userId } = reg.body as { userId: number };
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
  return accountId;
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

const MESSAGE = {
  en: CATALOGS.en?.status_maintenance_api,
  ru: CATALOGS.ru?.status_maintenance_api,
};

/** Every money-moving call of one player answers 503 with the maintenance message. */
async function expectMoneyClosed(call: Call, accountId: number) {
  const writes: [string, string, unknown][] = [
    ['POST', '/web-api/betting/place', single(accountId)],
    ['POST', '/web-api/wallet/deposits', { accountId, amount: '100.00', method: 'card' }],
    ['POST', '/web-api/wallet/withdrawals', { accountId, amount: '100.00', method: 'card' }],
    ['POST', '/web-api/user/accounts', { currency: 'USD' }],
    ['POST', `/web-api/user/accounts/${accountId}/activate`, undefined],
  ];
  for (const [method, path, body] of writes) {
    const answer = await call(method, path, body);
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(503);
    expect(answer.body).toMatchObject({ status: 503, code: 'maintenance', message: MESSAGE.en });
    expect(answer.headers.get('retry-after')).toBeTruthy();
  }
  // In the player's language.
  const russian = await call('POST', '/web-api/betting/place', single(accountId), 'ru');
  expect(russian.status).toBe(503);
  expect(russian.body).toMatchObject({ message: MESSAGE.ru });
  expect(MESSAGE.en).toBeTruthy();
  expect(MESSAGE.ru).not.toBe(MESSAGE.en);
  // Nothing moved: the whole 1,000.00 is still there.
  expect(await contexts.wallet.wallet.balance(accountId)).toBe(100_000n);
}

/** React Router's client data request for a page (what an open page fetches on navigation). */
function dataRequest(call: Call, path: string) {
  return call('GET', `${path}.data?_routes=${encodeURIComponent('routes/lang-layout')}`);
}

describe('maintenance on (site configuration)', () => {
  it('closes bets, deposits, withdrawals and account writes with a translated 503', async () => {
    const call = player();
    const accountId = await fundedPlayer(call);
    await siteConfig.setKey('maintenance.isActive', true);
    await expectMoneyClosed(call, accountId);
    // Reading stays open (the balance, the history).
    expect((await call('GET', '/web-api/wallet/accounts')).status).toBe(200);

    // Maintenance over: the same bet goes through.
    await siteConfig.setKey('maintenance.isActive', false);
    const bet = await call('POST', '/web-api/betting/place', single(accountId));
    expect(bet.status, JSON.stringify(bet.body)).toBe(201);
  });

  it('sends pages and client data requests of an open page to the maintenance page', async () => {
    const call = player();
    await siteConfig.setKey('maintenance.isActive', true);
    const page = await call('GET', '/en/line/football?x=1');
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/en/maintenance');

    // An open page navigating: React Router's single-fetch redirect, a full load of the page.
    for (const path of ['/en/line/football', '/de/office/history', '/_root']) {
      const data = await dataRequest(call, path);
      expect(data.status, path).toBe(204);
      expect(data.headers.get('x-remix-redirect'), path).toMatch(/^\/(en|de|ru)\/maintenance$/);
      expect(data.headers.get('x-remix-reload-document'), path).toBe('true');
    }
    const german = await dataRequest(call, '/de/office/history');
    expect(german.headers.get('x-remix-redirect')).toBe('/de/maintenance');
    // A form post to a page's action is closed the same way.
    const action = await call(
      'POST',
      '/en/office/recharge.data?_routes=routes/office-recharge',
      {},
    );
    expect(action.status).toBe(204);
    expect(action.headers.get('x-remix-redirect')).toBe('/en/maintenance');

    // The maintenance page itself renders, and its data request reaches the renderer.
    rendered.length = 0;
    expect((await call('GET', '/en/maintenance')).status).toBe(200);
    expect((await dataRequest(call, '/en/maintenance')).status).toBe(200);
    expect(rendered.map((r) => new URL(r.request.url).pathname)).toEqual([
      '/en/maintenance',
      '/en/maintenance.data',
    ]);
    expect(rendered[0]?.context.shell.config.maintenance.isActive).toBe(true);
  });

  it('keeps health checks and the withdrawal status pages open', async () => {
    const call = player();
    await siteConfig.setKey('maintenance.isActive', true);
    expect((await call('GET', '/healthz')).status).toBe(200);
    expect((await call('GET', '/readyz')).status).toBe(200);
    for (const status of ['success', 'fail', 'pending', 'cancel']) {
      const page = await call('GET', `/en/onpay/withdraw/${status}`);
      expect(page.status, status).toBe(200);
      const data = await dataRequest(call, `/en/onpay/withdraw/${status}`);
      expect(data.status, status).toBe(200);
    }
    // The deposit return pages are ordinary pages: they go to maintenance.
    expect((await call('GET', '/en/onpay/success')).status).toBe(302);
  });
});

describe('maintenance cookie (spec §4: active when the cookie equals 1)', () => {
  it('closes the site for the browser that carries it, and only for it', async () => {
    const call = player('maintenance=1');
    const accountId = await fundedPlayer(call);
    expect((await siteConfig.getPublic()).maintenance.isActive).toBe(false);

    const page = await call('GET', '/en/line');
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/en/maintenance');
    // The maintenance page stays (it does not send this browser home).
    expect((await call('GET', '/en/maintenance')).status).toBe(200);
    expect((await dataRequest(call, '/en/line')).status).toBe(204);
    await expectMoneyClosed(call, accountId);

    // Another browser, without the cookie: the site is open, the maintenance page sends home.
    const other = player();
    const home = await other('GET', '/en/maintenance');
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/en');
    // Any other value of the cookie does not close the site.
    const zero = player('maintenance=0');
    expect((await zero('GET', '/en/maintenance')).status).toBe(302);
  });
});
