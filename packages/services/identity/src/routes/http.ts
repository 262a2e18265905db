import type { Context, ErrorHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { CAPTCHA_HEADER, UA_COOKIE, USER_TOKEN_COOKIE } from '@playfield/domain/user';
import type { HttpEnv, RequestAuth } from '@playfield/protocol/http-context';
import type { z } from 'zod';
import { IdentityError, unauthorized } from '../errors.ts';
import { message, messageLanguage } from '../messages.ts';
import type { RequestInfo } from '../request-info.ts';
import { callerOf } from '../service.ts';
import type { Caller, IdentityService } from '../service.ts';
import type { NewSession } from '../sessions.ts';

export type IdentityContextC = Context<HttpEnv>;

/** The body of a write that answers nothing more than its success. */
export const ok = { success: true as const };

/**
 * The language for messages: `?lng=`, then what the server resolved (`c.var.lang`), then the
 * `X-Language` header and the `lng` cookie, then the service default.
 */
export function languageOf(c: IdentityContextC, service: IdentityService): string {
  const candidates = [
    c.req.query('lng'),
    c.get('lang') as string | undefined,
    c.req.header('x-language'),
    getCookie(c, 'lng'),
  ];
  for (const lang of candidates) {
    if (lang && /^[a-z]{2}$/.test(lang) && messageLanguage(lang, '') === lang) return lang;
  }
  return messageLanguage(service.settings.defaultLanguage);
}

/** Who is calling: the server's `c.var.auth` when its middleware ran, else our own lookup. */
export async function authOf(
  c: IdentityContextC,
  service: IdentityService,
): Promise<RequestAuth | null> {
  const known = c.get('auth') as RequestAuth | null | undefined;
  if (known !== undefined) return known;
  const auth = await service.authenticateHeaders(c.req.raw.headers);
  c.set('auth', auth);
  return auth;
}

export async function callerOrNull(
  c: IdentityContextC,
  service: IdentityService,
): Promise<Caller | null> {
  const auth = await authOf(c, service);
  return auth ? callerOf(auth) : null;
}

export async function requireCaller(
  c: IdentityContextC,
  service: IdentityService,
): Promise<Caller> {
  const caller = await callerOrNull(c, service);
  if (!caller) throw unauthorized();
  return caller;
}

export function requestInfo(c: IdentityContextC, service: IdentityService): RequestInfo {
  const ip = (c.get('clientIp') as string | undefined) ?? 'unknown';
  return {
    ip,
    userAgent: c.req.header('user-agent') ?? null,
    lang: languageOf(c, service),
    captchaToken: c.req.header(CAPTCHA_HEADER) ?? null,
    cookies: getCookie(c),
  };
}

function invalidInput(error: z.ZodError): IdentityError {
  const fields = [...new Set(error.issues.map((i) => i.path.join('.') || 'body'))].join(', ');
  return new IdentityError(400, 'auth_invalid_input', {
    params: { fields },
    code: 'invalid_input',
    extra: { fields: fields.split(', ') },
  });
}

/** Parses the JSON body with a zod schema; bad JSON or bad fields → 400. */
export async function parseBody<S extends z.ZodType>(
  c: IdentityContextC,
  schema: S,
): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    body = undefined;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
}

export function parseQuery<S extends z.ZodType>(c: IdentityContextC, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
}

/** A positive integer path parameter, or 404 (an id that cannot exist is not found). */
export function idParam(c: IdentityContextC, name: string): number {
  const raw = c.req.param(name) ?? '';
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new IdentityError(404, 'user_not_found');
  return id;
}

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
    const lang = languageOf(c, service);
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
