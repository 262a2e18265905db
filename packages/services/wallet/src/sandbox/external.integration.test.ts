import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@playfield/db/testing';
import type { Database } from '@playfield/db';
import type { HttpEnv } from '@playfield/protocol/http-context';
import { createWalletModule } from '../module.ts';
import type { WalletModule } from '../module.ts';
import { SIGNATURE_HEADER } from '../payments/signature.ts';
import { createMemoryDirectory, WEBHOOK_SECRET } from '../testing/harness.ts';
import { SANDBOX_CARDS } from './cards.ts';
import { sandboxMerchantRoutes } from './merchant-routes.ts';
import { createSandboxProvider } from './provider.ts';
import type { SandboxProvider } from './provider.ts';
import { sandboxPayRoutes } from './routes.ts';

// The provider as its own server (what sandbox/main.ts runs) and the site as another, talking
// over real HTTP: merchant calls signed one way, webhooks signed the other.

let database: Database;
let site: WalletModule;
let provider: SandboxProvider;
const servers: ServerType[] = [];
let siteUrl = '';
let providerUrl = '';

function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<string> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(`http://127.0.0.1:${info.port}`),
    );
    servers.push(server);
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  const directory = createMemoryDirectory();
  directory.add({ id: 5101, userId: 51, type: 0, currency: 'RUB' });
  type App = { fetch: (request: Request) => Response | Promise<Response> };
  // Filled in once both servers listen (each needs the other's URL).
  const apps: { site?: App; provider?: App } = {};
  siteUrl = await listen(
    (request) => apps.site?.fetch(request) ?? new Response(null, { status: 503 }),
  );
  providerUrl = await listen(
    (request) => apps.provider?.fetch(request) ?? new Response(null, { status: 503 }),
  );

  provider = createSandboxProvider({
    database,
    secret: WEBHOOK_SECRET,
    baseUrl: providerUrl,
    async deliver(body, signature) {
      const res = await fetch(`${siteUrl}/web-api/wallet/webhooks/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        body,
      });
      return res.status;
    },
  });
  const pApp = new Hono();
  pApp.route('/sandbox-api', sandboxMerchantRoutes(provider, { secret: WEBHOOK_SECRET }));
  pApp.route('/sandbox-pay', sandboxPayRoutes(provider));
  apps.provider = pApp;

  site = createWalletModule({
    database,
    accounts: directory,
    webhookSecret: WEBHOOK_SECRET,
    siteUrl,
    sandbox: { url: providerUrl },
  });
  const sApp = new Hono<HttpEnv>();
  sApp.use(async (c, next) => {
    const user = c.req.header('x-test-user');
    c.set('auth', user ? { userId: user, sessionId: 's' } : null);
    c.set('lang', 'en');
    await next();
  });
  sApp.route('/web-api/wallet', site.apiRoutes);
  apps.site = sApp;
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  await database?.close();
});

function asPlayer(path: string, init: RequestInit & { key?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('x-test-user', '51');
  headers.set('content-type', 'application/json');
  if (init.key) headers.set('Idempotency-Key', init.key);
  return fetch(`${siteUrl}${path}`, { ...init, headers });
}

describe('stand-alone sandbox provider over HTTP', () => {
  it('runs a deposit through the provider’s own pages and its signed webhook', async () => {
    expect(site.sandbox).toBeNull();
    expect(site.sandboxRoutes).toBeNull();
    const res = await asPlayer('/web-api/wallet/deposits', {
      method: 'POST',
      key: 'external-deposit-1',
      body: JSON.stringify({ accountId: 5101, amount: '250.00', method: 'card' }),
    });
    expect(res.status).toBe(201);
    const { paymentId, redirectUrl } = (await res.json()) as {
      paymentId: string;
      redirectUrl: string;
    };
    expect(redirectUrl).toBe(`${providerUrl}/sandbox-pay/${paymentId}`);
    expect((await fetch(redirectUrl)).status).toBe(200);

    const paid = await fetch(`${redirectUrl}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `card=${SANDBOX_CARDS.success}`,
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${siteUrl}/en/onpay/success?paymentId=${paymentId}`);
    expect(await site.wallet.balance(5101)).toBe(25_000n);
    expect(await site.checkInvariants()).toEqual([]);
  });

  it('holds, cancels and releases a withdrawal through the merchant API', async () => {
    const res = await asPlayer('/web-api/wallet/withdrawals', {
      method: 'POST',
      key: 'external-withdrawal-1',
      body: JSON.stringify({ accountId: 5101, amount: '100.00', method: 'card' }),
    });
    expect(res.status).toBe(201);
    const { paymentId } = (await res.json()) as { paymentId: string };
    expect(await provider.session(paymentId)).toMatchObject({
      kind: 'payout',
      status: 'processing',
    });
    expect(await site.wallet.balance(5101)).toBe(15_000n);
    const cancel = await asPlayer(`/web-api/wallet/withdrawals/${paymentId}/cancel`, {
      method: 'POST',
    });
    expect(await cancel.json()).toEqual({ paymentId, status: 'cancelled' });
    expect(await provider.session(paymentId)).toMatchObject({ status: 'cancelled' });
    expect(await site.wallet.balance(5101)).toBe(25_000n);
    expect(await site.checkInvariants()).toEqual([]);
  });

  it('refuses unsigned merchant calls', async () => {
    const res = await fetch(`${providerUrl}/sandbox-api/payouts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paymentId: 'x', amount: '100', currency: 'RUB', method: 'card' }),
    });
    expect(res.status).toBe(401);
    expect(await provider.session('x')).toBeNull();
  });
});
