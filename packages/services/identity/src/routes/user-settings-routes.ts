import type { EndpointRouter } from '@playfield/module';
import {
  bindPhoneEndpoint,
  bonusChoiceEndpoint,
  changePasswordEndpoint,
  emailCredentialsEndpoint,
  resendEmailVerificationEndpoint,
  securityQuestionEndpoint,
  setEmailEndpoint,
  twoFactorDisableEndpoint,
  twoFactorEnableEndpoint,
  twoFactorSetupEndpoint,
} from '@playfield/protocol/endpoints/identity';
import { message } from '../messages.ts';
import type { IdentityService } from '../service.ts';
import { ok, requestInfo, signedInCaller } from './http.ts';

/**
 * The signed-in user's security and contact settings: password, two-factor, phone, bonus
 * choice, security question, e-mail and the credentials mail.
 */
export function mountUserSettingsEndpoints(router: EndpointRouter, service: IdentityService): void {
  router
    .mount(changePasswordEndpoint, async ({ body, lang, context: c }) => {
      await service.changePassword(signedInCaller(c), body, requestInfo(c));
      return { ...ok, message: message(lang, 'user_password_changed') };
    })
    .mount(twoFactorSetupEndpoint, ({ userId }) => service.setupTwoFactor(userId))
    .mount(twoFactorEnableEndpoint, async ({ userId, body }) => ({
      ...ok,
      recoveryCodes: await service.enableTwoFactor(userId, body.code),
    }))
    .mount(twoFactorDisableEndpoint, async ({ userId, body }) => {
      await service.disableTwoFactor(userId, body.code);
      return ok;
    })
    .mount(bindPhoneEndpoint, async ({ userId, body }) => ({
      ...ok,
      activationType: await service.bindPhone(userId, body),
    }))
    .mount(bonusChoiceEndpoint, async ({ userId, body }) => {
      await service.setBonusChoice(userId, body.bonusChoice);
      return { ...ok, bonusChoice: body.bonusChoice };
    })
    .mount(securityQuestionEndpoint, async ({ userId, body, context: c }) => {
      await service.setSecurityQuestion(userId, body, requestInfo(c));
      return ok;
    })
    .mount(setEmailEndpoint, async ({ userId, body, lang, context: c }) => {
      await service.setEmail(userId, body, requestInfo(c));
      return { ...ok, message: message(lang, 'user_verification_sent') };
    })
    .mount(resendEmailVerificationEndpoint, async ({ userId, lang }) => {
      await service.resendEmailVerification(userId, lang);
      return { ...ok, message: message(lang, 'user_verification_sent') };
    })
    .mount(emailCredentialsEndpoint, async ({ userId, body, context: c }) => {
      await service.emailCredentials(userId, body, requestInfo(c));
      return ok;
    });
}
