// Issue 14 item 2: `GET /web-api/openapi.json` describes the endpoints the contexts mount from
// typed definitions, and every one it lists is a route the site's app really serves (method
// and path), checked against the app built as in production (openContexts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@playfield/db/testing';
import type { Database } from '@playfield/db';
import { createSiteConfigService } from '@playfield/site-config';
import { createTestWorld } from '@playfield/sportsbook/testing';
import type { TestWorld } from '@playfield/sportsbook/testing';
import type { Hono } from 'hono';
import { createApp } from './app.ts';
import type { AppEnv } from './app-env.ts';
import { openContexts } from './contexts.ts';
import { loadEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { echoRenderer, trusted } from './test-app.ts';

let database: Database;
let app: Hono<AppEnv>;
let world: TestWorld;

beforeAll(async () => {
  database = await createTestDatabase();
  const siteConfig = createSiteConfigService({ database, cacheTtlMs: 0 });
  world = createTestWorld();
  const logger = createLogger({ level: 'error', write: () => {} });
  const contexts = await openContexts({
    env: loadEnv({ NODE_ENV: 'test', DATA_DIR: 'memory://' }),
    logger,
    database,
    siteConfig,
    sportsbook: world.sportsbook,
  });
  app = createApp({
    logger,
    publicUrl: 'http://localhost',
    trustProxy: trusted(),
    readiness: database,
    siteConfig,
    ssr: echoRenderer([]),
    authenticate: contexts.authenticate,
    apiRoutes: contexts.apiRoutes,
  });
});

afterAll(async () => {
  world?.close();
  await database?.close();
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
