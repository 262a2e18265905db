// Issue 14 item 2: `GET /web-api/openapi.json` describes the endpoints the contexts mount from
// typed definitions, and every one it lists is a route the site's app really serves (method
// and path), checked against the app built as in production (openContexts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';
import { openTestSite } from './test-site.ts';
import type { TestSite } from './test-site.ts';

let site: TestSite;
let app: Hono<AppEnv>;

beforeAll(async () => {
  site = await openTestSite({});
  ({ app } = site);
});

afterAll(async () => {
  await site?.close();
});

interface Document {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string }>>;
}

describe('GET /web-api/openapi.json', () => {
  it('describes the typed endpoints, each of them a route the app serves', async () => {
    const response = await app.request('http://localhost/web-api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const document = (await response.json()) as Document;
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        id: operation.operationId,
        method: method.toUpperCase(),
        // `{couponId}` → `:couponId`, as the router registers it.
        path: path.replace(/\{([A-Za-z0-9]+)\}/g, ':$1'),
      })),
    );
    expect(documented.map((d) => d.id)).toEqual(
      expect.arrayContaining([
        'betting.place',
        'betting.history',
        'betting.historyPage',
        'betting.coupon',
        'betting.calculator',
        'wallet.accounts',
        'wallet.deposit',
        'wallet.withdrawal',
        'wallet.payments',
        'wallet.createPaymentRequest',
      ]),
    );
    const served = new Set(app.routes.map((route) => `${route.method} ${route.path}`));
    const missing = documented.filter((d) => !served.has(`${d.method} ${d.path}`));
    expect(missing).toEqual([]);
  });

  it('answers a documented endpoint with what the description says (a visitor is 401)', async () => {
    const response = await app.request('http://localhost/web-api/betting/history/page');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ status: 401, code: 'unauthorized' });
  });
});
