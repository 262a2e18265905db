import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { EndpointRouter } from '@playfield/module';
import { safeRelativePath } from '@playfield/domain/user';
import {
  authProvidersEndpoint,
  forgotPasswordEndpoint,
  loginEndpoint,
  logoutEndpoint,
  oauthCallbackEndpoint,
  oauthStartEndpoint,
  phoneCountriesEndpoint,
  registerEndpoint,
  resetPasswordEndpoint,
  smsLoginEndpoint,
  smsSendEndpoint,
  twoStepEndpoint,
} from '@playfield/protocol/endpoints/identity';
import type { LoginOutcome } from '../login.ts';
import { message } from '../messages.ts';
import { OAUTH_STATE_COOKIE, OAUTH_STATE_TTL_MS } from '../oauth.ts';
import type { IdentityService } from '../service.ts';
import { clearAuthCookies, ok, requestCaller, requestInfo, setSessionCookie } from './http.ts';
import type { IdentityContextC } from './http.ts';

function answerOutcome(c: IdentityContextC, service: IdentityService, outcome: LoginOutcome) {
  if (outcome.kind === 'two-step') return { twoStep: true as const, ticket: outcome.ticket };
  setSessionCookie(c, service, outcome.session);
  return { success: true as const, userId: outcome.userId };
}

/**
 * `/auth/*`: registration, sign-in (password, SMS, two-step, social), logout, recovery. The
 * e-mail registration's 202 and the social sign-in's redirects are answered as a Response.
 */
export function mountAuthEndpoints(router: EndpointRouter, service: IdentityService): void {
  router
    .mount(registerEndpoint, async ({ body, context: c, lang }) => {
      const result = await service.register(body, requestInfo(c));
      c.header('Cache-Control', 'no-store');
      if (result.kind === 'mail-sent') {
        // E-mail registration: the same answer whether the address was free or taken (the
        // owner of a taken one gets a letter); the confirmation link is the next step.
        return c.json(
          {
            success: true as const,
            mailSent: true as const,
            message: message(lang, 'auth_email_registered'),
          },
          202,
        );
      }
      setSessionCookie(c, service, result.session);
      return result.generatedPassword === undefined
        ? { userId: result.user.id }
        : {
            userId: result.user.id,
            login: String(result.user.login),
            password: result.generatedPassword,
          };
    })
    .mount(loginEndpoint, async ({ body, context: c }) =>
      answerOutcome(c, service, await service.login(body, requestInfo(c))),
    )
    .mount(twoStepEndpoint, async ({ body, context: c }) => {
      const result = await service.completeTwoStep(body, requestInfo(c));
      setSessionCookie(c, service, result.session);
      return { success: true as const, userId: result.userId };
    })
    .mount(smsSendEndpoint, async ({ body, userId, context: c }) => {
      await service.requestSmsCode(body, requestInfo(c), userId);
      return { success: true as const, expiresIn: 300 };
    })
    .mount(smsLoginEndpoint, async ({ body, context: c }) =>
      answerOutcome(c, service, await service.smsLogin(body, requestInfo(c))),
    )
    .mount(logoutEndpoint, async ({ context: c }) => {
      await service.logout(requestCaller(c));
      c.set('auth', null);
      clearAuthCookies(c, service);
      return ok;
    })
    .mount(forgotPasswordEndpoint, async ({ body, context: c }) => {
      await service.forgotPassword(body, requestInfo(c));
      return ok;
    })
    .mount(resetPasswordEndpoint, async ({ body, context: c }) => {
      await service.resetPassword(body);
      // The reset ended every session, this browser's included.
      clearAuthCookies(c, service);
      return ok;
    })
    .mount(authProvidersEndpoint, () => ({
      providers: service.providers().map((id) => ({ id, startUrl: `/web-api/auth/oauth/${id}` })),
    }))
    .mount(phoneCountriesEndpoint, async ({ lang, context: c }) => {
      c.header('Cache-Control', 'public, max-age=600');
      return service.phoneCountries(lang);
    })
    .mount(oauthStartEndpoint, ({ params, query, context: c }) => {
      const start = service.startOAuth(params.provider, {
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
    })
    .mount(oauthCallbackEndpoint, async ({ params, query, lang, context: c }) => {
      const { provider } = params;
      const cookie = getCookie(c, OAUTH_STATE_COOKIE) ?? null;
      deleteCookie(c, OAUTH_STATE_COOKIE, { path: '/web-api/auth/oauth' });
      try {
        const result = await service.completeOAuth(
          provider,
          { code: query.code ?? null, state: query.state ?? null, cookie },
          requestInfo(c),
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
}
