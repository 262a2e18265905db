import type { EndpointRouter } from '@playfield/module';
import {
  endOtherSessionsEndpoint,
  endSessionEndpoint,
  getTokenEndpoint,
  sessionEndpoint,
  sessionsEndpoint,
  updateTokenEndpoint,
  userConfigEndpoint,
} from '@playfield/protocol/endpoints/identity';
import { notFound, unauthorized } from '../errors.ts';
import type { IdentityService } from '../service.ts';
import { clearAuthCookies, ok, requestCaller, signedInCaller } from './http.ts';

/**
 * The session check, the user config, bearer tokens and the user's own sessions (`/session`,
 * `/user/config`, `/user/gettoken`, `/user/updatetoken`, `/user/sessions*`).
 */
export function mountUserSessionEndpoints(router: EndpointRouter, service: IdentityService): void {
  router
    // Spec §7: session check reads user_id; it also keeps the session alive (sliding expiry).
    .mount(sessionEndpoint, async ({ context: c }) => {
      const caller = requestCaller(c);
      if (caller && !(await service.touchSession(caller))) return { user_id: null };
      return { user_id: caller?.userId ?? null };
    })
    .mount(userConfigEndpoint, ({ userId }) => service.userConfig(userId))
    .mount(getTokenEndpoint, ({ context: c }) => service.issueBearerToken(signedInCaller(c)))
    .mount(updateTokenEndpoint, async ({ body }) => {
      const fresh = await service.refreshBearerToken(body.token);
      if (!fresh) throw unauthorized();
      return fresh;
    })
    .mount(sessionsEndpoint, async ({ context: c }) => ({
      sessions: await service.listSessions(signedInCaller(c)),
    }))
    .mount(endOtherSessionsEndpoint, async ({ context: c }) => ({
      ...ok,
      ended: await service.endOtherSessions(signedInCaller(c)),
    }))
    .mount(endSessionEndpoint, async ({ params, context: c }) => {
      const caller = signedInCaller(c);
      if (!(await service.endOwnSession(caller, params.id))) throw notFound();
      if (params.id === caller.sessionId) clearAuthCookies(c, service);
      return ok;
    });
}
