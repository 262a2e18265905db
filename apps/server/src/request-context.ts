import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import { resolveClientIp } from './client-ip.ts';
import type { TrustedProxies } from './client-ip.ts';
import type { Logger } from './logger.ts';
import { requestLanguage } from './page-routing.ts';
import type { PublicSiteConfig } from '@playfield/protocol/site-config';
import { requestUrl } from './request-url.ts';
import { editResponseHeaders } from './response-headers.ts';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** An incoming `X-Request-Id` is kept when it looks like an id (a proxy's), else replaced. */
export function acceptRequestId(header: string | undefined): string {
  return header && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

const QUIET_PATHS = new Set(['/healthz', '/readyz']);

/**
 * First middleware: request id (echoed as `X-Request-Id`), client IP, a request-bound
 * logger, and one access-log line per request when the response is ready.
 */
export function requestContext(options: {
  logger: Logger;
  trustProxy: TrustedProxies;
}): MiddlewareHandler<AppEnv> {
  return async function requestContextMiddleware(c, next) {
    const started = performance.now();
    const requestId = acceptRequestId(c.req.header('x-request-id'));
    const clientIp = resolveClientIp(
      c.env?.remoteAddress,
      c.req.header('x-forwarded-for'),
      options.trustProxy,
    );
    const log = options.logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('clientIp', clientIp);
    c.set('log', log);
    c.set('auth', null);
    c.set('lang', 'en');
    await next();
    editResponseHeaders(c, (headers) => headers.set('X-Request-Id', requestId));
    const path = requestUrl(c).pathname;
    const fields = {
      method: c.req.method,
      path: path.length > 512 ? `${path.slice(0, 512)}…` : path,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      ip: clientIp,
    };
    if (QUIET_PATHS.has(path)) log.debug('request', fields);
    else log.info('request', fields);
  };
}

/**
 * Sets `c.var.lang` for services (messages in the user's language). Without a site
 * configuration it stays English; the page route answers that case itself.
 */
export function requestLanguageMiddleware(
  getConfig: () => Promise<PublicSiteConfig>,
): MiddlewareHandler<AppEnv> {
  return async function requestLanguageMiddleware(c, next) {
    const config = await getConfig().catch(() => null);
    if (config) {
      c.set(
        'lang',
        requestLanguage({
          pathname: requestUrl(c).pathname,
          queryLang: c.req.query('lang'),
          headerLang: c.req.header('x-language'),
          cookieHeader: c.req.header('cookie'),
          acceptLanguage: c.req.header('accept-language'),
          config,
        }),
      );
    }
    return next();
  };
}
