import type { EndpointRouter } from '@playfield/module';
import { IdentityError } from '../errors.ts';
import type { IdentityService } from '../service.ts';
import { mountUserAccountEndpoints } from './user-account-routes.ts';
import { mountUserActivationEndpoints } from './user-activation-routes.ts';
import { mountUserSessionEndpoints } from './user-session-routes.ts';
import { mountUserSettingsEndpoints } from './user-settings-routes.ts';

/** `/user/*` and `/session`: the signed-in user's config, tokens, sessions, security, accounts. */
export function mountUserEndpoints(router: EndpointRouter, service: IdentityService): void {
  mountUserSessionEndpoints(router, service);
  mountUserSettingsEndpoints(router, service);
  mountUserActivationEndpoints(router, service);
  mountUserAccountEndpoints(router, service);

  // Other children of /user answer not found in JSON (never the page renderer).
  router.routes.all('/user/*', () => {
    throw new IdentityError(404, 'user_not_found', { code: 'not_found' });
  });
}
