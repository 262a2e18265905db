import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { safeRelativePath } from '@playfield/domain/user';
import type { HttpEnv } from '@playfield/protocol/http-context';
import {
  bonusChoiceSchema,
  forgotPasswordRequestSchema,
  identityCountrySchema,
  identityCurrencySchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  smsLoginRequestSchema,
  smsSendRequestSchema,
  twoStepRequestSchema,
} from '@playfield/protocol/identity';
import type { LoginOutcome } from '../login.ts';
import { message } from '../messages.ts';
import { OAUTH_STATE_COOKIE, OAUTH_STATE_TTL_MS } from '../oauth.ts';
import type { IdentityService } from '../service.ts';
import {
  callerOrNull,
  clearAuthCookies,
  languageOf,
  parseBody,
  parseQuery,
  requestInfo,
  setSessionCookie,
} from './http.ts';
import type { IdentityContextC } from './http.ts';

function answerOutcome(c: IdentityContextC, service: IdentityService, outcome: LoginOutcome) {
  if (outcome.kind === 'two-step')
    return c.json({ twoStep: true as const, ticket: outcome.ticket });
  setSessionCookie(c, service, outcome.session);
  return c.json({ success: true as const, userId: outcome.userId });
}

const oauthStartQuery = z.object({
  'return-url': z.string().max(2000).optional(),
  redirect_url: z.string().max(2000).optional(),
  from_url: z.string().max(2000).optional(),
  currency: identityCurrencySchema.optional(),
  countryCode: identityCountrySchema.optional(),
  bonusChoice: z.coerce.number().pipe(bonusChoiceSchema).optional(),
});

/** `/auth/*`: registration, sign-in (password, SMS, two-step, social), logout, recovery. */
export function authRoutes(service: IdentityService): Hono<HttpEnv> {
  const app = new Hono<HttpEnv>();

  app.post('/register', async (c) => {
    const input = await parseBody(c, registerRequestSchema);
    const result = await service.register(input, requestInfo(c, service));
    c.header('Cache-Control', 'no-store');
    if (result.kind === 'mail-sent') {
      // E-mail registration: the same answer whether the address was free or taken (the
      // owner of a taken one gets a letter); the confirmation link is the next step.
      return c.json(
        {
          success: true as const,
          mailSent: true as const,
          message: message(languageOf(c, service), 'auth_email_registered'),
        },
        202,
      );
    }
    setSessionCookie(c, service, result.session);
    return c.json(
      result.generatedPassword === undefined
        ? { userId: result.user.id }
        : {
            userId: result.user.id,
            login: String(result.user.login),
            password: result.generatedPassword,
          },
      201,
    );
  });

  app.post('/login', async (c) => {
    const input = await parseBody(c, loginRequestSchema);
    return answerOutcome(c, service, await service.login(input, requestInfo(c, service)));
  });

  app.post('/two-step', async (c) => {
    const input = await parseBody(c, twoStepRequestSchema);
    const result = await service.completeTwoStep(input, requestInfo(c, service));
    setSessionCookie(c, service, result.session);
    return c.json({ success: true as const, userId: result.userId });
  });

  app.post('/sms/send', async (c) => {
    const input = await parseBody(c, smsSendRequestSchema);
    const caller = await callerOrNull(c, service);
    await service.requestSmsCode(input, requestInfo(c, service), caller?.userId ?? null);
    return c.json({ success: true as const, expiresIn: 300 });
  });

  app.post('/login/sms', async (c) => {
    const input = await parseBody(c, smsLoginRequestSchema);
    return answerOutcome(c, service, await service.smsLogin(input, requestInfo(c, service)));
  });

  app.post('/logout', async (c) => {
    await service.logout(await callerOrNull(c, service));
    c.set('auth', null);
    clearAuthCookies(c, service);
    return c.json({ success: true as const });
  });

  app.post('/password/forgot', async (c) => {
    const input = await parseBody(c, forgotPasswordRequestSchema);
    await service.forgotPassword(input, requestInfo(c, service));
    return c.json({ success: true as const });
  });

  app.post('/password/reset', async (c) => {
    const input = await parseBody(c, resetPasswordRequestSchema);
    await service.resetPassword(input);
    // The reset ended every session, this browser's included.
    clearAuthCookies(c, service);
    return c.json({ success: true as const });
  });

  app.get('/providers', (c) =>
    c.json({
      providers: service.providers().map((id) => ({ id, startUrl: `/web-api/auth/oauth/${id}` })),
    }),
  );

  app.get('/phone-countries', async (c) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json(await service.phoneCountries(languageOf(c, service)));
  });

  app.get('/oauth/:provider', (c) => {
    const query = parseQuery(c, oauthStartQuery);
    const start = service.startOAuth(c.req.param('provider'), {
      returnUrl: query['return-url'] ?? query.redirect_url ?? query.from_url ?? null,
      currency: query.currency ?? null,
      countryCode: query.countryCode ?? null,
      bonusChoice: query.bonusChoice,
    });
    setCookie(c, OAUTH_STATE_COOKIE, start.stateCookie, {
      httpOnly: true,
      // Lax: the provider sends the browser back with a top-level GET, which carries it.
      sameSite: 'Lax',
      secure: service.settings.secureCookies,
      path: '/web-api/auth/oauth',
      maxAge: Math.floor(OAUTH_STATE_TTL_MS / 1000),
    });
    return c.redirect(start.location, 302);
  });

  app.get('/oauth/:provider/callback', async (c) => {
    const provider = c.req.param('provider');
    const lang = languageOf(c, service);
    const cookie = getCookie(c, OAUTH_STATE_COOKIE) ?? null;
    deleteCookie(c, OAUTH_STATE_COOKIE, { path: '/web-api/auth/oauth' });
    try {
      const result = await service.completeOAuth(
        provider,
        { code: c.req.query('code') ?? null, state: c.req.query('state') ?? null, cookie },
        requestInfo(c, service),
      );
      const target = safeRelativePath(result.returnUrl) ?? `/${lang}`;
      if (result.outcome.kind === 'two-step') {
        const url = new URL(target, 'https://same-site.invalid');
        url.searchParams.set('twoStepTicket', result.outcome.ticket);
        return c.redirect(`${url.pathname}${url.search}`, 302);
      }
      setSessionCookie(c, service, result.outcome.session);
      return c.redirect(target, 302);
    } catch (error) {
      service.logger.warn('social sign-in failed', {
        provider,
        error: error instanceof Error ? error.message : String(error),
      });
      return c.redirect(`/${lang}?auth_error=social`, 302);
    }
  });

  return app;
}
