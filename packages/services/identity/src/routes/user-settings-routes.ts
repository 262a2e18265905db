import type { Hono } from 'hono';
import type { HttpEnv } from '@playfield/protocol/http-context';
import {
  bonusChoiceRequestSchema,
  changePasswordRequestSchema,
  credentialsEmailRequestSchema,
  emailSetRequestSchema,
  phoneBindRequestSchema,
  securityQuestionRequestSchema,
  twoFactorCodeRequestSchema,
} from '@playfield/protocol/identity';
import { message } from '../messages.ts';
import type { IdentityService } from '../service.ts';
import { languageOf, ok, parseBody, requestInfo, requireCaller } from './http.ts';

/**
 * The signed-in user's security and contact settings: password, two-factor, phone, bonus
 * choice, security question, e-mail and the credentials mail.
 */
export function addUserSettingsRoutes(app: Hono<HttpEnv>, service: IdentityService): void {
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
}
