import type { MiddlewareHandler } from 'hono';
import type { HttpEnv } from '@playfield/protocol/http-context';
import type { IdentityService } from './service.ts';

/**
 * Sets `c.var.auth` from the `user_token` cookie or an `Authorization: Bearer` token (null for
 * visitors and ended sessions). The server puts it before the CSRF check and the rate limit.
 */
export function identityAuthMiddleware<E extends HttpEnv = HttpEnv>(
  service: IdentityService,
): MiddlewareHandler<E> {
  return async function identityAuth(c, next) {
    const auth = await service.authenticateHeaders(c.req.raw.headers);
    (c as unknown as { set(key: 'auth', value: typeof auth): void }).set('auth', auth);
    await next();
  };
}
