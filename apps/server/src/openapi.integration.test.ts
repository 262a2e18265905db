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

/**
 * Routes that are not the public API: the payment provider's signed webhook (server to
 * server), the description itself, the dictionaries (static catalogs), the development tools.
 */
const NOT_IN_THE_DESCRIPTION = [
  /^POST \/web-api\/wallet\/webhooks\//,
  /^GET \/web-api\/openapi\.json$/,
  /^GET \/web-api\/dictionary/,
  /^[A-Z]+ \/web-api\/dev\//,
];

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
        'limits.list',
        'limits.set',
        'limits.status',
        'limits.blockUser',
        'limits.realityCheck',
        'sportsbook.sports',
        'sportsbook.games',
        'sportsbook.game',
        'sportsbook.results',
        'siteConfig.all',
        'siteConfig.groups',
        'identity.register',
        'identity.login',
        'identity.oauthStart',
        'identity.captchaValidate',
        'identity.session',
        'identity.userConfig',
        'identity.endSession',
        'identity.addAccount',
      ]),
    );
    const served = new Set(app.routes.map((route) => `${route.method} ${route.path}`));
    const missing = documented.filter((d) => !served.has(`${d.method} ${d.path}`));
    expect(missing).toEqual([]);
  });

  it('lists every public API route the app mounts (but the named server-to-server and dev ones)', async () => {
    const response = await app.request('http://localhost/web-api/openapi.json');
    const document = (await response.json()) as Document;
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{([A-Za-z0-9]+)\}/g, ':$1')}`,
        ),
      ),
    );
    const apiRoutes = new Set(
      app.routes
        .filter((route) => route.method !== 'ALL')
        .filter((route) => /^\/(web-api|bff-api|limit-service-api)\//.test(route.path))
        .map((route) => `${route.method} ${route.path}`),
    );
    const undocumented = [...apiRoutes].filter(
      (route) => !documented.has(route) && !NOT_IN_THE_DESCRIPTION.some((re) => re.test(route)),
    );
    expect(undocumented).toEqual([]);
  });

  it('shows no secret as an example or a default (passwords, tokens, codes, tickets)', async () => {
    const response = await app.request('http://localhost/web-api/openapi.json');
    const document = (await response.json()) as Document;
    const shown: string[] = [];
    const secret = /password|token|secret|ticket|code|answer/i;
    // `name`: the property or parameter the node describes.
    const visit = (node: unknown, name: string): void => {
      if (Array.isArray(node)) return node.forEach((item) => visit(item, name));
      if (node === null || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      const own = typeof record.in === 'string' && typeof record.name === 'string';
      const described = own ? String(record.name) : name;
      for (const key of ['example', 'examples', 'default']) {
        if (secret.test(described) && key in record) shown.push(`${described}.${key}`);
      }
      for (const [key, value] of Object.entries(record)) {
        visit(value, key === 'properties' || key === 'schema' ? described : key);
      }
    };
    visit(document.paths, '');
    expect(shown).toEqual([]);
  });

  it('answers a documented endpoint with what the description says (a visitor is 401)', async () => {
    const response = await app.request('http://localhost/web-api/betting/history/page');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ status: 401, code: 'unauthorized' });
  });

  it('is browsable in development at /dev/api: one page, no script, its style under the CSP nonce', async () => {
    const response = await app.request('http://localhost/dev/api');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('/web-api/betting/place');
    expect(html).toContain('limits.status');
    expect(html).not.toContain('<script');
    const nonce = /<style nonce="([^"]+)"/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(response.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
  });
});
