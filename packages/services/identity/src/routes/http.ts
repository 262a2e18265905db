// Edge of the identity routes: the refusals the endpoint helper makes, the caller with their
// session, what the routes tell the service about the request, the session cookies, and the
// error body of spec §8. The player and the language are read the one way (`requestUser`,
// `requestLanguage` of @playfield/module).
import type { Context, ErrorHandler, Hono, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { requestLanguage, requestUser } from '@playfield/module';
import type { EndpointHooks } from '@playfield/module';
import { CATALOGS } from '@playfield/i18n';
import { CAPTCHA_HEADER, UA_COOKIE, USER_TOKEN_COOKIE } from '@playfield/domain/user';
import type { HttpEnv, RequestAuth } from '@playfield/protocol/http-context';
import type { z } from 'zod';
import { IdentityError, unauthorized } from '../errors.ts';
import { message, messageLanguage } from '../messages.ts';
import type { RequestInfo } from '../request-info.ts';
import type { Caller, IdentityService } from '../service.ts';
import type { NewSession } from '../sessions.ts';

export type IdentityContextC = Context<HttpEnv>;

/** The body of a write that answers nothing more than its success. */
export const ok = { success: true as const };

/** Identity's paths under `/web-api` (the server mounts other contexts' routers there too). */
const IDENTITY_PATHS = ['/auth/*', '/captcha/*', '/user/*', '/session', '/dev/*'];

/**
 * What the server's middleware provides when identity runs on its own (its tests): the
 * language from `X-Language` or the `lng` cookie (else the service default), and the session
 * look-up. Under the server both are already set (`c.var.lang`, `c.var.auth`) and this does
 * nothing; the language rule and the player are then read the one way (`requestLanguage`,
 * `requestUser` of @playfield/module).
 */
export function standaloneRequest(routes: Hono<HttpEnv>, service: IdentityService): void {
  const fill: MiddlewareHandler<HttpEnv> = async (c, next) => {
    if ((c.get('lang') as string | undefined) === undefined) {
      const asked = [c.req.header('x-language'), getCookie(c, 'lng')].find(
        (lang) => lang !== undefined && /^[a-z]{2}$/.test(lang) && CATALOGS[lang] !== undefined,
      );
      c.set('lang', asked ?? messageLanguage(service.settings.defaultLanguage));
    }
    if ((c.get('auth') as RequestAuth | null | undefined) === undefined) {
      c.set('auth', await service.authenticateHeaders(c.req.raw.headers));
    }
    await next();
  };
  for (const path of IDENTITY_PATHS) routes.use(path, fill);
}

/** The signed-in caller (the player, `requestUser`, and the session they signed in with). */
export function requestCaller(c: IdentityContextC): Caller | null {
  const userId = requestUser(c);
  const auth = c.get('auth');
  return userId === null || !auth ? null : { userId, sessionId: Number(auth.sessionId) };
}

/** The caller of a player endpoint (the helper refused visitors already); else 401. */
export function signedInCaller(c: IdentityContextC): Caller {
  const caller = requestCaller(c);
  if (!caller) throw unauthorized();
  return caller;
}

export function requestInfo(c: IdentityContextC): RequestInfo {
  const ip = (c.get('clientIp') as string | undefined) ?? 'unknown';
  return {
    ip,
    userAgent: c.req.header('user-agent') ?? null,
    lang: requestLanguage(c),
    captchaToken: c.req.header(CAPTCHA_HEADER) ?? null,
    cookies: getCookie(c),
  };
}

function invalidInput(error: z.ZodError | null): IdentityError {
  // A body that is not JSON is refused as a missing one: the whole body is invalid.
  const names = error ? error.issues.map((i) => i.path.join('.') || 'body') : ['body'];
  const fields = [...new Set(names)].join(', ');
  return new IdentityError(400, 'auth_invalid_input', {
    params: { fields },
    code: 'invalid_input',
    extra: { fields: fields.split(', ') },
  });
}

/**
 * Identity's answers to the refusals the endpoint helper makes: bad fields name themselves
 * (400 `invalid_input`), an id that cannot exist is not found, a visitor is 401.
 */
export const IDENTITY_HOOKS: EndpointHooks = {
  invalid: (part, error) =>
    part === 'params' ? new IdentityError(404, 'user_not_found') : invalidInput(error),
  unauthorized,
  idempotencyKeyMissing: () => invalidInput(null),
};

function secure(c: IdentityContextC, service: IdentityService): boolean {
  return service.settings.secureCookies || new URL(c.req.url).protocol === 'https:';
}

/** `user_token`: httpOnly, SameSite=Lax, Path=/, Secure under https; 30 days only with save. */
export function setSessionCookie(
  c: IdentityContextC,
  service: IdentityService,
  session: NewSession,
): void {
  setCookie(c, USER_TOKEN_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: secure(c, service),
    path: '/',
    ...(session.remember ? { maxAge: 30 * 24 * 60 * 60 } : {}),
  });
}

/** Removes `user_token` and `ua` (spec §4 logout). */
export function clearAuthCookies(c: IdentityContextC, service: IdentityService): void {
  for (const name of [USER_TOKEN_COOKIE, UA_COOKIE]) {
    deleteCookie(c, name, { path: '/', secure: secure(c, service) });
  }
}

/** Answers service refusals in the user's language; anything else is a logged 500. */
export function identityErrorHandler(service: IdentityService): ErrorHandler<HttpEnv> {
  return (error, c) => {
    const lang = requestLanguage(c);
    if (error instanceof IdentityError) {
      const { params, code, extra, retryAfter } = error.options;
      if (retryAfter !== undefined) c.header('Retry-After', String(retryAfter));
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          message: message(lang, error.key, params),
          status: error.status,
          ...(code !== undefined ? { code } : {}),
          ...extra,
        },
        error.status,
      );
    }
    // A body larger than allowed or similar framework errors carry their own response.
    if (
      error instanceof Error &&
      'getResponse' in error &&
      typeof error.getResponse === 'function'
    ) {
      return error.getResponse() as Response;
    }
    service.logger.error('identity route failed', {
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return c.json({ message: message(lang, 'main_error'), status: 500 }, 500);
  };
}
