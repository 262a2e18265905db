import { Hono } from 'hono';
import type { Context, ErrorHandler, MiddlewareHandler, NotFoundHandler } from 'hono';
import { PAGE_GUARDS, dataRequestPage, pagePath, runGuards } from '@playfield/domain/guards';
import { apiError } from '@playfield/protocol/errors';
import type { ShellContext } from '@playfield/protocol/load-context';
import type { AppBindings, AppEnv, PageRequest } from './app-env.ts';
import { RETRY_AFTER_SECONDS, maintenanceMessage } from './edge-guards.ts';
import { requestUrl } from './request-url.ts';

/** The in-process API's fetch, for calls made while rendering a page. */
export type InternalFetch = (request: Request, bindings: AppBindings) => Promise<Response>;

const API_PREFIXES = ['/web-api/', '/bff-api/', '/limit-service-api/'];
/** Request headers that make the in-process call the visitor's own call. */
const FORWARDED = ['cookie', 'authorization', 'accept-language', 'user-agent', 'x-forwarded-for'];

/**
 * `shell.api` of the load context: calls the site's HTTP API in process (decision 027) — the
 * routers only, with the page request's already-resolved variables handed over (the session is
 * read once per page request), and with the visitor's cookies, language and client address on
 * the request. Same validation, authorisation and errors as from the browser (they live in the
 * routers). Only the site's own API paths are allowed; the resolved URL is checked, so `..` or
 * `//host` cannot leave them.
 */
export function inProcessApi(
  c: Context<AppEnv>,
  fetchInternal: InternalFetch,
  lang: string,
): ShellContext['api'] {
  const origin = requestUrl(c).origin;
  return async function api(path, init) {
    const url = new URL(path, origin);
    if (url.origin !== origin || !API_PREFIXES.some((p) => url.pathname.startsWith(p))) {
      throw new Error(`shell.api() calls the site's own API only, not ${JSON.stringify(path)}`);
    }
    const headers = new Headers(init?.headers);
    for (const name of FORWARDED) {
      const value = c.req.header(name);
      if (value !== undefined && !headers.has(name)) headers.set(name, value);
    }
    if (!headers.has('x-language')) headers.set('X-Language', lang);
    headers.set('X-Request-Id', c.get('requestId'));
    const page: PageRequest = {
      requestId: c.get('requestId'),
      clientIp: c.get('clientIp'),
      log: c.get('log'),
      lang,
      auth: c.get('auth'),
      maintenance: c.get('maintenance') ?? false,
    };
    return fetchInternal(new Request(url, { ...init, headers }), {
      remoteAddress: c.env?.remoteAddress,
      internal: true,
      page,
    });
  };
}

/**
 * The app that answers `shell.api`: only the API routers (`api`: the same mounted context
 * routers the site serves) and the site's error handlers. Instead of the outer middleware —
 * request context and access log, security headers, request guards, language, maintenance,
 * the session look-up, CSRF, rate limits — it takes the variables the page request already
 * resolved (`bindings.page`). The guard pipeline's edge entries decide on the page request's
 * facts, so a write made while maintenance is on for the page is refused exactly as the edge
 * refuses it (money-moving writes only; no page open during maintenance writes them).
 * Bodies are the loaders' own, already inside the page request's body limit.
 */
export function inProcessApp(
  api: Hono<AppEnv>,
  errors: { onError: ErrorHandler<AppEnv>; notFound: NotFoundHandler<AppEnv> },
  guards: readonly MiddlewareHandler<AppEnv>[] = [],
): Hono<AppEnv> {
  const inner = new Hono<AppEnv>();
  inner.onError(errors.onError);
  inner.notFound(errors.notFound);
  inner.use(async (c, next) => {
    const page = c.env?.page;
    if (!page) throw new Error('the in-process API is called by pages only (bindings.page)');
    c.set('requestId', page.requestId);
    c.set('clientIp', page.clientIp);
    c.set('log', page.log);
    c.set('lang', page.lang);
    c.set('auth', page.auth);
    c.set('maintenance', page.maintenance);
    // The guard pipeline's edge entries decide as they do for the browser's request (the
    // maintenance closes money-moving writes only); the page request's facts are handed over.
    const url = requestUrl(c);
    const outcome = runGuards(PAGE_GUARDS, 'edge', {
      method: c.req.method,
      pathname: url.pathname,
      search: url.search,
      lang: page.lang,
      path: pagePath(url.pathname, page.lang),
      dataRequest: dataRequestPage(url.pathname) !== null,
      // Only API paths come here (inProcessApi), which no language decides.
      site: { languages: [page.lang], maintenance: page.maintenance },
    });
    // An API path's only edge outcome is a closed write (pages were decided at their edge).
    if (outcome?.kind === 'closed') {
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      c.header('Cache-Control', 'no-store');
      return c.json(apiError(503, maintenanceMessage(page.lang), outcome.reason), 503);
    }
    return next();
  });
  for (const guard of guards) inner.use(guard);
  inner.route('/', api);
  return inner;
}
