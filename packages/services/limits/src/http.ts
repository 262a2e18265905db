// Edge helpers of the limit routes: who is calling, in which language, parsing with zod, and
// the error body of spec §8 ("save failure returns server status and title, default forbidden").
import type { Context, ErrorHandler } from 'hono';
import type { HttpEnv } from '@playfield/protocol/http-context';
import type { z } from 'zod';
import { LimitsError, message, messageLanguage } from './messages.ts';

export type LimitsContextC = Context<HttpEnv>;

/** The signed-in caller with a numeric user id; visitors get 401. */
export function requireCaller(c: LimitsContextC): { userId: number; sessionId: string } {
  const auth = c.get('auth') as { userId: string; sessionId: string } | null | undefined;
  const userId = auth ? Number(auth.userId) : NaN;
  if (!auth || !Number.isSafeInteger(userId) || userId <= 0) {
    throw new LimitsError(401, 'unauthorized', 'responsible_login_required');
  }
  return { userId, sessionId: auth.sessionId };
}

/** The language of messages: the server's `c.var.lang`, then `X-Language` (spec §7). */
export function languageOf(c: LimitsContextC, fallback: string): string {
  const candidates = [c.get('lang') as string | undefined, c.req.header('x-language')];
  for (const lang of candidates) {
    if (lang && messageLanguage(lang, '') === lang) return lang;
  }
  return messageLanguage(fallback);
}

function invalidInput(): LimitsError {
  return new LimitsError(400, 'invalid_input', 'responsible_invalid_input');
}

/** Parses the JSON body (an empty body reads as `{}` when `allowEmpty`); bad input → 400. */
export async function parseBody<S extends z.ZodType>(
  c: LimitsContextC,
  schema: S,
  allowEmpty = false,
): Promise<z.output<S>> {
  const text = await c.req.text();
  let body: unknown;
  if (text.trim() === '' && allowEmpty) body = undefined;
  else {
    try {
      body = JSON.parse(text);
    } catch {
      throw invalidInput();
    }
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalidInput();
  return parsed.data;
}

export function parseQuery<S extends z.ZodType>(c: LimitsContextC, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw invalidInput();
  return parsed.data;
}

/** Answers LimitsError in the caller's language; anything else is reported and answers 500. */
export function limitsErrorHandler(
  defaultLanguage: string,
  onError: (error: unknown) => void,
): ErrorHandler<HttpEnv> {
  return (error, c) => {
    const lang = languageOf(c, defaultLanguage);
    c.header('Cache-Control', 'no-store');
    if (error instanceof LimitsError) {
      const text = message(lang, error.key, error.params);
      return c.json(
        {
          status: error.status,
          title: error.titleKey ? message(lang, error.titleKey) : text,
          message: text,
          code: error.code,
          ...(error.until ? { until: Math.floor(error.until.getTime() / 1000) } : {}),
        },
        error.status,
      );
    }
    if (
      error instanceof Error &&
      'getResponse' in error &&
      typeof error.getResponse === 'function'
    ) {
      return error.getResponse() as Response;
    }
    onError(error);
    const text = message(lang, 'main_error');
    return c.json({ status: 500, title: text, message: text, code: 'internal' }, 500);
  };
}
