import { Hono } from 'hono';
import type { HttpEnv } from '@playfield/protocol';
import {
  activateRequestSchema,
  addAccountRequestSchema,
  bonusChoiceRequestSchema,
  changePasswordRequestSchema,
  credentialsEmailRequestSchema,
  emailSetRequestSchema,
  phoneBindRequestSchema,
  securityQuestionRequestSchema,
  tokenBodySchema,
  twoFactorCodeRequestSchema,
} from '@playfield/protocol';
import { IdentityError, notFound, unauthorized } from '../errors.ts';
import { message } from '../messages.ts';
import type { IdentityService } from '../service.ts';
import {
  callerOrNull,
  clearAuthCookies,
  idParam,
  languageOf,
  parseBody,
  requestInfo,
  requireCaller,
  setSessionCookie,
} from './http.ts';

const ok = { success: true as const };

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

  app.post('/user/password', async (c) => {
    const caller = await requireCaller(c, service);
    const input = await parseBody(c, changePasswordRequestSchema);
    await service.changePassword(caller, input, requestInfo(c, service));
    return c.json({ ...ok, message: message(languageOf(c, service), 'user_password_changed') });
  });

  app.post('/user/two-factor/setup', async (c) => {
    const caller = await requireCaller(c, service);
    return c.json(await service.setupTwoFactor(caller.userId));
  });

  app.post('/user/two-factor/enable', async (c) => {
    const caller = await requireCaller(c, service);
    const { code } = await parseBody(c, twoFactorCodeRequestSchema);
    return c.json({ ...ok, recoveryCodes: await service.enableTwoFactor(caller.userId, code) });
  });

  app.post('/user/two-factor/disable', async (c) => {
    const caller = await requireCaller(c, service);
    const { code } = await parseBody(c, twoFactorCodeRequestSchema);
    await service.disableTwoFactor(caller.userId, code);
    return c.json(ok);
  });

  app.post('/user/phone', async (c) => {
    const caller = await requireCaller(c, service);
    const input = await parseBody(c, phoneBindRequestSchema);
    const activationType = await service.bindPhone(caller.userId, input);
    return c.json({ ...ok, activationType });
  });

  app.put('/user/bonus-choice', async (c) => {
    const caller = await requireCaller(c, service);
    const { bonusChoice } = await parseBody(c, bonusChoiceRequestSchema);
    await service.setBonusChoice(caller.userId, bonusChoice);
    return c.json({ ...ok, bonusChoice });
  });

  app.put('/user/security-question', async (c) => {
    const caller = await requireCaller(c, service);
    const input = await parseBody(c, securityQuestionRequestSchema);
    await service.setSecurityQuestion(caller.userId, input, requestInfo(c, service));
    return c.json(ok);
  });

  app.post('/user/email', async (c) => {
    const caller = await requireCaller(c, service);
    const input = await parseBody(c, emailSetRequestSchema);
    await service.setEmail(caller.userId, input, requestInfo(c, service));
    return c.json({ ...ok, message: message(languageOf(c, service), 'user_verification_sent') });
  });

  app.post('/user/email/verify', async (c) => {
    const caller = await requireCaller(c, service);
    await service.resendEmailVerification(caller.userId, languageOf(c, service));
    return c.json({ ...ok, message: message(languageOf(c, service), 'user_verification_sent') });
  });

  app.post('/user/credentials/email', async (c) => {
    const caller = await requireCaller(c, service);
    const input = await parseBody(c, credentialsEmailRequestSchema);
    await service.emailCredentials(caller.userId, input, requestInfo(c, service));
    return c.json(ok);
  });

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

  app.get('/user/accounts', async (c) => {
    const caller = await requireCaller(c, service);
    return c.json({ accounts: await service.listAccounts(caller.userId) });
  });

  app.post('/user/accounts', async (c) => {
    const caller = await requireCaller(c, service);
    const { currency } = await parseBody(c, addAccountRequestSchema);
    const accountId = await service.addCurrencyAccount(caller.userId, currency);
    const text = message(languageOf(c, service), 'user_account_added');
    // 202: the client polls the account list until the currency appears (spec §4).
    return c.json({ ...ok, accountId, data: { message: text } }, 202);
  });

  app.delete('/user/accounts/:id', async (c) => {
    const caller = await requireCaller(c, service);
    await service.removeCurrencyAccount(caller.userId, idParam(c, 'id'));
    const text = message(languageOf(c, service), 'user_account_removed');
    return c.json({ ...ok, data: { message: text } });
  });

  app.post('/user/accounts/:id/activate', async (c) => {
    const caller = await requireCaller(c, service);
    await service.activateAccount(caller.userId, idParam(c, 'id'));
    return c.json(ok);
  });

  // Other children of /user answer not found in JSON (never the page renderer).
  app.all('/user/*', () => {
    throw new IdentityError(404, 'user_not_found', { code: 'not_found' });
  });

  return app;
}
