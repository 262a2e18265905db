// Test harness for the server's integration tests that need every context wired as in
// production (openContexts): a fresh database, the real site configuration, the test world's
// sportsbook (optionally with betting's fake quotes for a fixed outcome to bet on) and the
// site's HTTP app with the echo renderer in place of the web build.
import { createFakeSportsbook } from '@playfield/betting/testing';
import { TEST_CONSOLE_SECRET } from '@playfield/console/testing';
import type { FakeSportsbook } from '@playfield/betting/testing';
import type { Database } from '@playfield/db';
import { createTestDatabase } from '@playfield/db/testing';
import { createSiteConfigService } from '@playfield/site-config';
import type { SiteConfigService } from '@playfield/site-config';
import { createTestWorld } from '@playfield/sportsbook/testing';
import type { TestWorld } from '@playfield/sportsbook/testing';
import type { Hono } from 'hono';
import { createApp } from './app.ts';
import type { AppDeps } from './app.ts';
import type { AppEnv } from './app-env.ts';
import { openContexts } from './contexts.ts';
import type { Contexts } from './contexts.ts';
import { loadEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { echoRenderer, trusted } from './test-app.ts';
import type { RenderedPage } from './test-app.ts';

export interface TestSiteOptions {
  /** Environment variables besides NODE_ENV=test, DATA_DIR=memory:// and the test SECRET. */
  env?: Record<string, string>;
  /**
   * Betting's fake quotes instead of the world's prices: one prematch outcome (id 11, game 1,
   * coef 2.5, home) that every test can bet on.
   */
  fakeQuotes?: boolean;
  /** Where the echo renderer records the pages it rendered. */
  rendered?: RenderedPage[];
  /** Where the logger writes (default: nowhere). */
  log?: (line: string) => void;
  /** Other options of the HTTP app (its rate-limit rules, say). */
  app?: Partial<AppDeps>;
}

export interface TestSite {
  app: Hono<AppEnv>;
  contexts: Contexts;
  database: Database;
  siteConfig: SiteConfigService;
  world: TestWorld;
  /** The fake quotes, when asked for. */
  quotes: FakeSportsbook | null;
  close(): Promise<void>;
}

export async function openTestSite(options: TestSiteOptions = {}): Promise<TestSite> {
  const database = await createTestDatabase();
  const siteConfig = createSiteConfigService({ database, cacheTtlMs: 0 });
  const world = createTestWorld();
  let quotes: FakeSportsbook | null = null;
  if (options.fakeQuotes) {
    quotes = createFakeSportsbook();
    quotes.addOutcome({ outcomeId: 11, gameId: 1, coef: 2500, key: 'home' });
  }
  const logger = createLogger({ level: 'error', write: options.log ?? (() => {}) });
  const contexts = await openContexts({
    // The console tests' secret: their operators, made by createTestConsole on this database,
    // have seeds sealed under it (decision 035).
    env: loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: 'memory://',
      SECRET: TEST_CONSOLE_SECRET,
      ...options.env,
    }),
    logger,
    database,
    siteConfig,
    sportsbook: quotes ? { ...world.sportsbook, port: quotes } : world.sportsbook,
  });
  const app = createApp({
    logger,
    publicUrl: 'http://localhost',
    trustProxy: trusted(),
    readiness: database,
    siteConfig,
    ssr: echoRenderer(options.rendered ?? []),
    authenticate: contexts.authenticate,
    apiRoutes: contexts.apiRoutes,
    ...options.app,
  });
  return {
    app,
    contexts,
    database,
    siteConfig,
    world,
    quotes,
    async close() {
      world.close();
      await database.close();
    },
  };
}
