import { Hono } from 'hono';
import type { HttpEnv } from '@playfield/protocol/http-context';
import type { IdentityService } from '../service.ts';
import { authRoutes } from './auth-routes.ts';
import { captchaRoutes } from './captcha-routes.ts';
import { devApiRoutes } from './dev-routes.ts';
import { identityErrorHandler } from './http.ts';
import { userRoutes } from './user-routes.ts';

/**
 * Every identity endpoint, to mount at `/web-api`: `/auth/*`, `/user/*`, `/session`,
 * `/captcha/*`, and (outside production) `/dev/outbox`. Reads `c.var.auth`, `c.var.clientIp`
 * and `c.var.lang` when the server's middleware set them, and works them out itself otherwise.
 */
export function identityRoutes(service: IdentityService): Hono<HttpEnv> {
  const app = new Hono<HttpEnv>();
  app.onError(identityErrorHandler(service));
  app.route('/auth', authRoutes(service));
  app.route('/captcha', captchaRoutes(service));
  app.route('/dev', devApiRoutes(service));
  app.route('/', userRoutes(service));
  return app;
}
