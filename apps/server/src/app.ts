import type { Mount } from '@playfield/module';
import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { HttpEnv } from '@playfield/protocol/http-context';
import type { PublicSiteConfig } from '@playfield/protocol/site-config';
import { apiError } from '@playfield/protocol/errors';
import { isApiPath, isWriteMethod } from '@playfield/domain/guards';
import { handleError, handleNotFound } from './api-errors.ts';
import type { AppEnv } from './app-env.ts';
import type { TrustedProxies } from './client-ip.ts';
import { compression } from './compression.ts';
import { csrfProtection } from './csrf.ts';
import { dictionaryRoutes } from './dictionary-routes.ts';
import { healthRoutes } from './health-routes.ts';
import type { ReadinessProbe } from './health-routes.ts';
import type { Logger } from './logger.ts';
import { edgeGuards } from './edge-guards.ts';
import type { PageCache } from './page-cache.ts';
import {
  anonymousReadLimit,
  createMemoryRateLimitStore,
  defaultRateLimitRules,
  rateLimit,
} from './rate-limit.ts';
import type { RateLimitRule, RateLimitStore } from './rate-limit.ts';
import { requestContext, requestLanguageMiddleware } from './request-context.ts';
import { nulBodyGuard, requestGuards } from './request-guards.ts';
import { securityHeaders } from './security-headers.ts';
import { inProcessApp } from './in-process-api.ts';
import { pageHandler } from './ssr.ts';
import type { SsrHandler } from './ssr.ts';
import { serveStatic } from './static-files.ts';
import type { StaticFile } from './static-files.ts';
import { requestUrl } from './request-url.ts';
import { editResponseHeaders } from './response-headers.ts';

/** A service router and where it is mounted. */
/** A router under its mount path (a context module's `Mount`). */
export type MountedRoutes = Mount;

/** Everything the HTTP app needs, built once at start-up by main.ts / dev.ts (or a test). */
export interface AppDeps {
  logger: Logger;
  /** The site's public origin (PUBLIC_URL): canonical links, CSRF, HSTS. */
  publicUrl: string;
  trustProxy: TrustedProxies;
  /** Database readiness for /readyz. */
  readiness: ReadinessProbe;
  /** Public site configuration (cached by the site-config service). */
  siteConfig: { getPublic(): Promise<PublicSiteConfig> };
  /** Mounted at /bff-api/config. */
  siteConfigRoutes?: Hono;
  /**
   * Further service routers, each mounted at its path (e.g. `/web-api/wallet`). They run
   * after identity, the CSRF check and the rate limit, and read `RequestVariables`.
   */
  apiRoutes?: readonly MountedRoutes[];
  /** Server renderer; null answers pages with 503 (no web build). */
  ssr: SsrHandler | null;
  /** Files of the client build by URL path (see scanStaticFiles); empty in dev. */
  staticFiles?: ReadonlyMap<string, StaticFile>;
  /** Rate-limit counters: memory by default, Redis when REDIS_URL is set. */
  rateLimitStore?: RateLimitStore;
  rateLimitRules?: readonly RateLimitRule[];
  /**
   * Anonymous API reads per client IP and window (READS_PER_IP_PER_MINUTE), counted in the
   * same store apart from the writes. Off when absent or 0.
   */
  readRateLimit?: { perIp: number; windowMs: number };
  /** True while shutting down: /readyz answers 503 so the balancer drains this instance. */
  draining?: () => boolean;
  /** Vite dev server in front: relaxes the CSP for HMR. */
  dev?: boolean;
  /**
   * Sets `c.var.auth` from the session (identity issue). Runs before the CSRF check and the
   * rate limit, so the per-account limit sees the account.
   */
  authenticate?: MiddlewareHandler<AppEnv>;
  /**
   * Rendered pages shared by anonymous visitors for a few seconds (see page-cache.ts).
   * Off when absent.
   */
  pageCache?: PageCache | null;
  /** `worker` role: only the health endpoints are served. */
  healthOnly?: boolean;
}

const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Builds the Hono app. Order matters: request context (id, IP, logger, access log) first so
 * every later step can log; security headers wrap everything, including errors; bad input is
 * refused before routing; health and static files answer before anything touches the
 * database; compression wraps the dynamic routes; maintenance closes what it closes before
 * any router; writes pass identity, the CSRF check and
 * the rate limit before any handler.
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const https = new URL(deps.publicUrl).protocol === 'https:';
  const draining = deps.draining ?? (() => false);

  app.onError(handleError);
  app.notFound(handleNotFound);
  app.use(requestContext({ logger: deps.logger, trustProxy: deps.trustProxy }));
  app.use(async (c, next) => {
    await next();
    // While draining, answers close their connection so keep-alive clients reconnect to an
    // instance that stays up instead of reusing this one.
    if (draining()) editResponseHeaders(c, (headers) => headers.set('Connection', 'close'));
  });
  app.use(securityHeaders({ https, dev: deps.dev }));
  app.use(requestGuards());
  app.route('/', healthRoutes({ probe: deps.readiness, draining }));
  if (deps.healthOnly) return app;

  if (deps.staticFiles && deps.staticFiles.size > 0) app.use(serveStatic(deps.staticFiles));
  app.use(compression());
  app.use(requestLanguageMiddleware(() => deps.siteConfig.getPublic()));
  // Maintenance closes pages, client data requests and money-moving writes in one place,
  // before identity and every router (health checks answered above).
  app.use(edgeGuards(() => deps.siteConfig.getPublic()));
  if (deps.authenticate) app.use(deps.authenticate);
  app.use(csrfProtection({ publicUrl: deps.publicUrl }));
  app.use(
    rateLimit({
      store: deps.rateLimitStore ?? createMemoryRateLimitStore(),
      rules: deps.rateLimitRules ?? defaultRateLimitRules(),
      logger: deps.logger,
    }),
  );
  if (deps.readRateLimit && deps.readRateLimit.perIp > 0) {
    app.use(
      anonymousReadLimit({
        store: deps.rateLimitStore ?? createMemoryRateLimitStore(),
        perIp: deps.readRateLimit.perIp,
        windowMs: deps.readRateLimit.windowMs,
        logger: deps.logger,
      }),
    );
  }
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    // The unread rest of the body would be taken for the next request on this connection:
    // close it, and say so, so a keep-alive client opens a new one (issue 13 item 17).
    onError: (c) =>
      c.json(apiError(413, 'Request body too large', 'body_too_large'), 413, {
        Connection: 'close',
      }),
  });
  // Only writes carry bodies; skipping reads also spares building a full Request per read.
  const limitWrites: MiddlewareHandler<AppEnv> = (c, next) =>
    isWriteMethod(c.req.method) ? limitBody(c, next) : next();
  app.use(limitWrites);
  // NUL in a write body is a 400 on every API router (issue 13 item 17).
  const routerPrefixes = (deps.apiRoutes ?? [])
    .map((mounted) => mounted.path.replace(/\/+$/, ''))
    .filter((path) => path !== '');
  const refuseNul = nulBodyGuard(
    (pathname) =>
      isApiPath(pathname) || routerPrefixes.some((prefix) => pathname.startsWith(`${prefix}/`)),
  );
  app.use(refuseNul);

  // The API routers, once: served here to browsers behind the whole stack above, and to page
  // loaders by the in-process app with the page's resolved request (decision 027).
  const api = new Hono<AppEnv>();
  if (deps.siteConfigRoutes) api.route('/bff-api/config', deps.siteConfigRoutes);
  for (const mounted of deps.apiRoutes ?? []) {
    // Both kinds run on this app's context, which carries every RequestVariables field.
    api.route(mounted.path, mounted.routes as Hono<HttpEnv>);
  }
  api.route('/web-api/dictionary', dictionaryRoutes());
  // Unknown API paths answer JSON 404 instead of reaching the page renderer.
  api.all('*', async (c, next) => {
    if (isApiPath(requestUrl(c).pathname)) return handleNotFound(c);
    return next();
  });
  app.route('/', api);
  // A loader's body is checked as a browser's is (size, NUL); no session read, no CSRF, no limits.
  const inProcess = inProcessApp(api, { onError: handleError, notFound: handleNotFound }, [
    limitWrites,
    refuseNul,
  ]);

  app.all(
    '*',
    pageHandler({
      ssr: deps.ssr,
      fetchInternal: async (request, bindings) => inProcess.fetch(request, bindings),
      pageCache: deps.pageCache ?? null,
      getConfig: () => deps.siteConfig.getPublic(),
      publicUrl: deps.publicUrl,
      secureCookies: https,
    }),
  );
  return app;
}
