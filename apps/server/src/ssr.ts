import { createRequestHandler, RouterContextProvider } from 'react-router';
import type { AppLoadContext, ServerBuild } from 'react-router';
import type { Context } from 'hono';
import type { PlayfieldLoadContext } from '@playfield/protocol/load-context';
import type { PublicSiteConfig } from '@playfield/protocol/site-config';
import type { AppEnv } from './app-env.ts';
import type { Logger } from './logger.ts';
import { createNonce } from './security-headers.ts';
import { inProcessApi } from './in-process-api.ts';
import type { InternalFetch } from './in-process-api.ts';
import { isCacheable, pageCacheKey, responseFromCache, storeWhileStreaming } from './page-cache.ts';
import type { PageCache } from './page-cache.ts';
import {
  decidePage,
  isRouterDataRequest,
  languageCookie,
  readLanguageCookie,
} from './page-routing.ts';
import { requestUrl } from './request-url.ts';

/** Renders a page: React Router's request handler, or a fake in tests without a web build. */
export type SsrHandler = (request: Request, context: PlayfieldLoadContext) => Promise<Response>;

/**
 * Wraps React Router's `createRequestHandler`. `loadBuild` is called per request so the dev
 * server can hand in the current Vite build; production passes the imported build.
 *
 * With React Router's `v8_middleware` future flag the load context must be a
 * `RouterContextProvider`; the shell fields are then set on the provider itself (React
 * Router's documented migration path from `AppLoadContext`), so `context.shell` reads the
 * same in loaders either way.
 */
export function createReactRouterSsr(
  loadBuild: () => Promise<ServerBuild>,
  mode: 'production' | 'development',
): SsrHandler {
  let cached: { build: ServerBuild; handle: ReturnType<typeof createRequestHandler> } | null = null;
  return async function renderWithReactRouter(request, context) {
    const build = await loadBuild();
    if (cached?.build !== build) cached = { build, handle: createRequestHandler(build, mode) };
    const loadContext = build.future.v8_middleware
      ? Object.assign(new RouterContextProvider(), context)
      : context;
    // AppLoadContext is augmented by the web app, not visible to the server's type check.
    return cached.handle(request, loadContext as unknown as AppLoadContext);
  };
}

export interface PageHandlerOptions {
  ssr: SsrHandler | null;
  /** The app's own fetch, behind `shell.api`. */
  fetchInternal: InternalFetch;
  /** Rendered pages shared between anonymous requests (see page-cache.ts); null: off. */
  pageCache: PageCache | null;
  getConfig: () => Promise<PublicSiteConfig>;
  publicUrl: string;
  secureCookies: boolean;
}

/**
 * Final touches on a rendered page. Headers go on the response itself: Hono drops headers
 * set with `c.header()` when a handler returns a Response it did not create.
 */
function finishPage(response: Response, languageCookieValue: string | null): Response {
  const apply = (headers: Headers) => {
    if (languageCookieValue) headers.append('Set-Cookie', languageCookieValue);
    // Pages carry a per-response nonce and depend on cookies: no shared caches.
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'private, no-cache');
  };
  try {
    apply(response.headers);
    return response;
  } catch {
    // Immutable headers (a fetched or Response.redirect() answer): copy once.
    const copy = new Response(response.body, response);
    apply(copy.headers);
    return copy;
  }
}

const MAX_WAIT_FOR_RENDER_MS = 2000;

type Render = (nonce: string, request: Request) => Promise<Response>;

/**
 * Serves a page from the anonymous page cache, or renders it once while concurrent misses
 * for the same key wait (at most a moment: a slow render must not stall the others). A stale
 * page is served at once while one background render refreshes it.
 */
async function renderThroughCache(
  c: Context<AppEnv>,
  cache: PageCache,
  key: string,
  render: Render,
): Promise<Response> {
  const log = c.get('log');
  let hit = cache.get(key);
  if (hit?.stale && !cache.inflight(key)) {
    // A plain GET of the same URL and headers: the background render must not depend on
    // this request, which ends as soon as the stale copy is sent.
    const request = new Request(c.req.url, { headers: c.req.raw.headers });
    renderAndStore(cache, key, createNonce(), request, render, log)
      .then((response) => response.body?.cancel())
      .catch(() => undefined); // logged by renderAndStore
  }
  if (!hit) {
    const inflight = cache.inflight(key);
    if (inflight) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, MAX_WAIT_FOR_RENDER_MS);
      });
      await Promise.race([inflight, timeout]).finally(() => clearTimeout(timer));
      hit = cache.get(key);
    }
  }
  if (hit) return responseFromCache(hit.page, c.get('nonce'), false);
  return renderAndStore(cache, key, c.get('nonce'), c.req.raw, render, log);
}

/** Renders under the key's in-flight mark and stores a cacheable answer while it streams. */
async function renderAndStore(
  cache: PageCache,
  key: string,
  nonce: string,
  request: Request,
  render: Render,
  log: Logger,
): Promise<Response> {
  const settle = cache.begin(key);
  let response: Response;
  try {
    response = await render(nonce, request);
  } catch (err) {
    settle();
    log.warn('page render failed', { err });
    throw err;
  }
  if (!isCacheable(response)) {
    settle();
    return response;
  }
  const onError = (err: unknown) => log.warn('page cache store failed', { err });
  return storeWhileStreaming(cache, key, response, nonce, onError, settle);
}

const UNAVAILABLE_HTML =
  '<!doctype html><meta charset="utf-8"><title>Playfield</title>' +
  '<p>The site is temporarily unavailable. Please try again in a minute.</p>';

/**
 * The configuration as this request sees it: maintenance as the maintenance guard decided it
 * (the maintenance cookie of spec §4 turns it on for one browser).
 */
function withMaintenance(config: PublicSiteConfig, active: boolean | undefined): PublicSiteConfig {
  if (active === undefined || active === config.maintenance.isActive) return config;
  return { ...config, maintenance: { ...config.maintenance, isActive: active } };
}

/**
 * The catch-all page route: language prefix redirects (302, query kept), the `lng` cookie,
 * then server rendering with the typed load context. Maintenance redirects happen before, in
 * the edge guards (edge-guards.ts).
 */
export function pageHandler(options: PageHandlerOptions) {
  return async function handlePage(c: Context<AppEnv>): Promise<Response> {
    const url = requestUrl(c);
    const method = c.req.method;
    const isDocument =
      (method === 'GET' || method === 'HEAD') && !isRouterDataRequest(url.pathname);
    let config: PublicSiteConfig;
    try {
      config = withMaintenance(await options.getConfig(), c.get('maintenance'));
    } catch (err) {
      c.get('log').error('site configuration unavailable', { err });
      return c.html(UNAVAILABLE_HTML, 503, { 'Retry-After': '30', 'Cache-Control': 'no-store' });
    }
    const decision = decidePage({
      pathname: url.pathname,
      search: url.search,
      cookieLanguage: readLanguageCookie(c.req.header('cookie')),
      acceptLanguage: c.req.header('accept-language') ?? null,
      isDocument,
      config,
    });
    c.set('lang', decision.lang);
    const cookie = decision.setLanguageCookie
      ? languageCookie(decision.lang, options.secureCookies)
      : null;
    if (decision.kind === 'redirect') {
      if (cookie) c.header('Set-Cookie', cookie, { append: true });
      c.header('Cache-Control', 'no-store');
      return c.redirect(decision.location, 302);
    }
    const ssr = options.ssr;
    if (!ssr) {
      return c.html(UNAVAILABLE_HTML, 503, { 'Retry-After': '30', 'Cache-Control': 'no-store' });
    }
    const auth = c.get('auth');
    const cacheKey =
      options.pageCache && method === 'GET' && isDocument && auth === null
        ? pageCacheKey(decision.lang, url, c.req.header('cookie'))
        : null;
    const render = (nonce: string, request: Request) =>
      ssr(request, {
        shell: {
          nonce,
          requestId: c.get('requestId'),
          lang: decision.lang,
          config,
          publicUrl: options.publicUrl,
          auth: auth ? { userId: auth.userId } : null,
          api: inProcessApi(c, options.fetchInternal, decision.lang),
        },
      });
    const response =
      cacheKey !== null && options.pageCache
        ? await renderThroughCache(c, options.pageCache, cacheKey, render)
        : await render(c.get('nonce'), c.req.raw);
    return finishPage(response, cookie);
  };
}
