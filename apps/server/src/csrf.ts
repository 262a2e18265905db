import type { MiddlewareHandler } from 'hono';
import { apiError } from '@playfield/protocol/errors';
import type { AppEnv } from './app-env.ts';
import { isWriteMethod } from '@playfield/domain/guards';
import { requestUrl } from './request-url.ts';

/**
 * Why a write is refused as cross-site, or null when it may pass. Browsers send `Origin` on
 * every cross-origin write and `Sec-Fetch-Site` on all requests; API clients and tests send
 * neither and pass, so no token dance is needed. `Origin: null` (sandboxed frames, some
 * redirects) cannot be checked and is refused.
 */
export function crossSiteReason(input: {
  method: string;
  origin: string | undefined;
  secFetchSite: string | undefined;
  host: string | undefined;
  /** Origins that are the site itself even when Host differs (PUBLIC_URL behind a proxy). */
  ownOrigins: readonly string[];
}): string | null {
  if (!isWriteMethod(input.method)) return null;
  if (input.secFetchSite?.trim().toLowerCase() === 'cross-site') return 'Sec-Fetch-Site';
  if (input.origin === undefined) return null;
  let origin: URL;
  try {
    origin = new URL(input.origin);
  } catch {
    return 'Origin';
  }
  if (origin.origin === 'null') return 'Origin';
  if (input.ownOrigins.includes(origin.origin)) return null;
  const host = input.host?.trim().toLowerCase();
  return host && origin.host === host ? null : 'Origin';
}

/** Refuses cross-site writes with 403 (spec §8 error shape). */
export function csrfProtection(options: { publicUrl: string }): MiddlewareHandler<AppEnv> {
  const ownOrigins = [new URL(options.publicUrl).origin];
  return async function csrfMiddleware(c, next) {
    if (!isWriteMethod(c.req.method)) return next();
    const reason = crossSiteReason({
      method: c.req.method,
      origin: c.req.header('origin'),
      secFetchSite: c.req.header('sec-fetch-site'),
      host: c.req.header('host') ?? requestUrl(c).host,
      ownOrigins,
    });
    if (reason === null) return next();
    c.get('log').warn('cross-site write refused', { reason, origin: c.req.header('origin') });
    return c.json(apiError(403, 'Cross-site request refused.', 'cross_site_request'), 403);
  };
}
