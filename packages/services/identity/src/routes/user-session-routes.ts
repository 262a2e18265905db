import type { Hono } from 'hono';
import type { HttpEnv } from '@playfield/protocol/http-context';
import { tokenBodySchema } from '@playfield/protocol/identity';
import { notFound, unauthorized } from '../errors.ts';
import type { IdentityService } from '../service.ts';
import { callerOrNull, clearAuthCookies, idParam, ok, parseBody, requireCaller } from './http.ts';

/**
 * The session check, the user config, bearer tokens and the user's own sessions (`/session`,
 * `/user/config`, `/user/gettoken`, `/user/updatetoken`, `/user/sessions*`).
 */
export function addUserSessionRoutes(app: Hono<HttpEnv>, service: IdentityService): void {
  // Spec §7: session check reads user_id; it also keeps the session alive (sliding expiry).
  app.get('/session', async (c) => {
    const caller = await callerOrNull(c, service);
    if (caller && !(await service.touchSession(caller))) return c.json({ user_id: null });
    return c.json({ user_id: caller?.userId ?? null });
  });

  app.get('/user/config', async (c) => {
    const caller = await requireCaller(c, service);
    return c.json(await service.userConfig(caller.userId));
  });

  app.get('/user/gettoken', async (c) => {
    const caller = await requireCaller(c, service);
    return c.json(service.issueBearerToken(caller));
  });

  app.post('/user/updatetoken', async (c) => {
    const { token } = await parseBody(c, tokenBodySchema);
    const fresh = await service.refreshBearerToken(token);
    if (!fresh) throw unauthorized();
    return c.json(fresh);
  });

  app.get('/user/sessions', async (c) => {
    const caller = await requireCaller(c, service);
    return c.json({ sessions: await service.listSessions(caller) });
  });

  app.post('/user/sessions/end-others', async (c) => {
    const caller = await requireCaller(c, service);
    return c.json({ ...ok, ended: await service.endOtherSessions(caller) });
  });

  app.delete('/user/sessions/:id', async (c) => {
    const caller = await requireCaller(c, service);
    const id = idParam(c, 'id');
    if (!(await service.endOwnSession(caller, id))) throw notFound();
    if (id === caller.sessionId) clearAuthCookies(c, service);
    return c.json(ok);
  });
}
