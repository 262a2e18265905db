import type { Hono } from 'hono';
import type { HttpEnv } from '@playfield/protocol/http-context';
import { activateRequestSchema, tokenBodySchema } from '@playfield/protocol/identity';
import { message } from '../messages.ts';
import type { IdentityService } from '../service.ts';
import { languageOf, ok, parseBody, requestInfo, requireCaller, setSessionCookie } from './http.ts';

/**
 * The links and codes a player brings back from a mail or an SMS: account verification,
 * activation (e-mail token or phone code), fast activation (signs in) and the newsletter stop.
 */
export function addUserActivationRoutes(app: Hono<HttpEnv>, service: IdentityService): void {
  app.post('/user/accountverify', async (c) => {
    const { token } = await parseBody(c, tokenBodySchema);
    const result = await service.accountVerify(token);
    return c.json({
      ...ok,
      activationType: result.activationType,
      message: message(languageOf(c, service), 'user_email_verified'),
    });
  });

  app.post('/user/activate', async (c) => {
    const input = await parseBody(c, activateRequestSchema);
    if (input.type === 'email') {
      const result = await service.accountVerify(input.token);
      return c.json({ ...ok, activationType: result.activationType });
    }
    const caller = await requireCaller(c, service);
    return c.json({ ...ok, activationType: await service.bindPhone(caller.userId, input) });
  });

  app.post('/user/activatefast', async (c) => {
    const { token } = await parseBody(c, tokenBodySchema);
    const { activationType, outcome } = await service.activateFast(token, requestInfo(c, service));
    if (outcome.kind === 'two-step') {
      return c.json({ ...ok, activationType, twoStep: true, ticket: outcome.ticket });
    }
    setSessionCookie(c, service, outcome.session);
    return c.json({ ...ok, activationType, userId: outcome.userId });
  });

  app.post('/user/stopnewsletter', async (c) => {
    const { token } = await parseBody(c, tokenBodySchema);
    await service.stopNewsletter(token);
    return c.json({ ...ok, message: message(languageOf(c, service), 'user_newsletter_stopped') });
  });
}
