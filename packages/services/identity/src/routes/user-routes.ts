import { Hono } from 'hono';
import type { HttpEnv } from '@playfield/protocol/http-context';
import { IdentityError } from '../errors.ts';
import type { IdentityService } from '../service.ts';
import { addUserAccountRoutes } from './user-account-routes.ts';
import { addUserActivationRoutes } from './user-activation-routes.ts';
import { addUserSessionRoutes } from './user-session-routes.ts';
import { addUserSettingsRoutes } from './user-settings-routes.ts';

/** `/user/*` and `/session`: the signed-in user's config, tokens, sessions, security, accounts. */
export function userRoutes(service: IdentityService): Hono<HttpEnv> {
  const app = new Hono<HttpEnv>();
  for (const path of ['/user/*', '/session']) {
    app.use(path, async (c, next) => {
      await next();
      // Personal data: never cached by browsers or proxies.
      c.header('Cache-Control', 'no-store');
    });
  }
  addUserSessionRoutes(app, service);
  addUserSettingsRoutes(app, service);
  addUserActivationRoutes(app, service);
  addUserAccountRoutes(app, service);

  // Other children of /user answer not found in JSON (never the page renderer).
  app.all('/user/*', () => {
    throw new IdentityError(404, 'user_not_found', { code: 'not_found' });
  });

  return app;
}
