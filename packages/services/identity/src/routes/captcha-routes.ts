import type { EndpointRouter } from '@playfield/module';
import { LOGOUT_CAPTCHA_TYPE } from '@playfield/domain/user';
import {
  captchaTimeEndpoint,
  captchaUpdateEndpoint,
  captchaValidateEndpoint,
} from '@playfield/protocol/endpoints/identity';
import { message } from '../messages.ts';
import type { IdentityService } from '../service.ts';
import { clearAuthCookies, requestCaller } from './http.ts';

/**
 * `/captcha/*` (spec §7): a challenge, its validation, and the server time in seconds. A
 * failed validation is answered as a Response (400 with the validation's own body).
 */
export function mountCaptchaEndpoints(router: EndpointRouter, service: IdentityService): void {
  router
    .mount(captchaUpdateEndpoint, ({ query }) =>
      service.issueCaptcha(query.kind, query.type === '2' ? 2 : 1),
    )
    .mount(captchaTimeEndpoint, () => ({ time: service.nowSeconds() }))
    .mount(captchaValidateEndpoint, async ({ body, lang, context: c }) => {
      const result = await service.validateCaptcha(body.captchaId, body.answer);
      if (result.success) {
        return { success: true as const, token: result.token, expiresAt: result.expiresAt };
      }
      const logout = result.type === LOGOUT_CAPTCHA_TYPE;
      if (logout) {
        // Spec §8: failing a type-2 captcha logs the user out.
        await service.logout(requestCaller(c));
        c.set('auth', null);
        clearAuthCookies(c, service);
      }
      const text = message(lang, 'auth_captcha_failed');
      return c.json(
        {
          success: false as const,
          isLogoutUser: logout,
          time: result.time,
          error_message: text,
          message: text,
          status: 400,
        },
        400,
      );
    });
}
