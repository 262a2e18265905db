// Test harness for the server's integration tests: the real app on a real (fresh) database
// and the real site-config service. Only the React Router build is replaced, by a small
// renderer that echoes the load context, because the web app is built separately.
import { createTestDatabase } from '@playfield/db/testing';
import type { Database } from '@playfield/db';
import type { PlayfieldLoadContext } from '@playfield/protocol/load-context';
import type { PublicSiteConfig } from '@playfield/protocol/site-config';
import { createSiteConfigService, siteConfigRoutes } from '@playfield/site-config';
import type { SiteConfigService } from '@playfield/site-config';
import type { Hono } from 'hono';
import { createApp } from './app.ts';
import type { AppDeps } from './app.ts';
import type { AppEnv } from './app-env.ts';
import { parseTrustProxy } from './client-ip.ts';
import type { TrustedProxies } from './client-ip.ts';
import { createLogger } from './logger.ts';
import type { SsrHandler } from './ssr.ts';

export function trusted(value?: string): TrustedProxies {
  const result = parseTrustProxy(value);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

export interface RenderedPage {
  request: Request;
  context: PlayfieldLoadContext;
}

/**
 * Stands in for React Router's handler: answers 200 HTML that shows the language and uses
 * the nonce on an inline script, as the real root route does, and records what it was given.
 */
export function echoRenderer(rendered: RenderedPage[]): SsrHandler {
  return (request, context) => {
    rendered.push({ request, context });
    const { lang, nonce } = context.shell;
    const filler = '<p>Playfield</p>'.repeat(100);
    const html =
      `<!doctype html><html lang="${lang}"><head><script nonce="${nonce}">1</script></head>` +
      `<body>${new URL(request.url).pathname}${filler}</body></html>`;
    return Promise.resolve(
      new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
    );
  };
}

export interface TestApp {
  app: Hono<AppEnv>;
  database: Database;
  /** The real site-configuration service (no cache), e.g. to switch maintenance on. */
  siteConfig: SiteConfigService;
  rendered: RenderedPage[];
  /** Parsed JSON log lines. */
  logs(): Record<string, unknown>[];
  /** The site configuration the app reads. */
  config(): Promise<PublicSiteConfig>;
  close(): Promise<void>;
}

export type TestAppOptions = Partial<Omit<AppDeps, 'siteConfig'>>;

/** A fresh database, the real site-config service and the app wired as main.ts wires it. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const service = createSiteConfigService({ database, cacheTtlMs: 0 });
  const lines: string[] = [];
  const rendered: RenderedPage[] = [];
  const siteConfig = service;
  const app = createApp({
    logger: createLogger({ level: 'debug', write: (line) => lines.push(line) }),
    publicUrl: 'http://localhost',
    trustProxy: trusted(),
    readiness: database,
    siteConfig,
    siteConfigRoutes: siteConfigRoutes(service),
    ssr: echoRenderer(rendered),
    ...options,
  });
  return {
    app,
    database,
    siteConfig: service,
    rendered,
    logs: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    config: () => siteConfig.getPublic(),
    close: () => database.close(),
  };
}
