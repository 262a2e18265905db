import type { Hono } from 'hono';
import { endpointRouter } from '@playfield/module';
import type { EndpointRouter } from '@playfield/module';
import { IDENTITY_API_PREFIX } from '@playfield/protocol/endpoints/identity';
import type { HttpEnv } from '@playfield/protocol/http-context';
import type { IdentityService } from '../service.ts';
import { mountAuthEndpoints } from './auth-routes.ts';
import { mountCaptchaEndpoints } from './captcha-routes.ts';
import { devApiRoutes } from './dev-routes.ts';
import { IDENTITY_HOOKS, identityErrorHandler, standaloneRequest } from './http.ts';
import { mountUserEndpoints } from './user-routes.ts';

/**
 * Every identity endpoint (definitions in @playfield/protocol/endpoints/identity), mounted by
 * the one endpoint helper at `/web-api`: `/auth/*`, `/user/*`, `/session`, `/captcha/*`, and
 * (outside production) `/dev/outbox`. Reads `c.var.auth`, `c.var.clientIp` and `c.var.lang`
 * as the server's middleware set them; on its own it sets the language and the session itself.
 */
export function identityEndpoints(service: IdentityService): EndpointRouter {
  const router = endpointRouter(IDENTITY_API_PREFIX, IDENTITY_HOOKS);
  const app = router.routes;
  app.onError(identityErrorHandler(service));
  standaloneRequest(app, service);
  for (const path of ['/captcha/*', '/user/*', '/session']) {
    app.use(path, async (c, next) => {
      await next();
      // Personal data and single-use challenges: never cached by browsers or proxies.
      c.header('Cache-Control', 'no-store');
    });
  }
  mountAuthEndpoints(router, service);
  mountCaptchaEndpoints(router, service);
  app.route('/dev', devApiRoutes(service));
  mountUserEndpoints(router, service);
  return router;
}

/** The identity API's router (see {@link identityEndpoints}). */
export function identityRoutes(service: IdentityService): Hono<HttpEnv> {
  return identityEndpoints(service).routes;
}
