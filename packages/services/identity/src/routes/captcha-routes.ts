import { Hono } from 'hono';
import { LOGOUT_CAPTCHA_TYPE } from '@playfield/domain/user';
import type { HttpEnv } from '@playfield/protocol/http-context';
import {
  captchaUpdateQuerySchema,
  captchaValidateRequestSchema,
} from '@playfield/protocol/identity';
import { message } from '../messages.ts';
import type { IdentityService } from '../service.ts';
import { callerOrNull, clearAuthCookies, languageOf, parseBody, parseQuery } from './http.ts';

/** `/captcha/*` (spec §7): a challenge, its validation, and the server time in seconds. */
export function captchaRoutes(service: IdentityService): Hono<HttpEnv> {
  const app = new Hono<HttpEnv>();
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.get('/update', async (c) => {
    const query = parseQuery(c, captchaUpdateQuerySchema);
    return c.json(await service.issueCaptcha(query.kind, query.type === '2' ? 2 : 1));
  });

  app.get('/gettime', (c) => c.json({ time: service.nowSeconds() }));

  app.post('/validate', async (c) => {
    const input = await parseBody(c, captchaValidateRequestSchema);
    const result = await service.validateCaptcha(input.captchaId, input.answer);
    if (result.success) {
      return c.json({ success: true as const, token: result.token, expiresAt: result.expiresAt });
    }
    const logout = result.type === LOGOUT_CAPTCHA_TYPE;
    if (logout) {
      // Spec §8: failing a type-2 captcha logs the user out.
      await service.logout(await callerOrNull(c, service));
      c.set('auth', null);
      clearAuthCookies(c, service);
    }
    const text = message(languageOf(c, service), 'auth_captcha_failed');
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

  return app;
}
