// Edge of the limit routes: the refusals the endpoint helper makes and the error body of spec
// §8 ("save failure returns server status and title, default forbidden"). The caller and the
// language come from the one helper (`requestUser`, `requestLanguage` in @playfield/module).
import type { ErrorHandler } from 'hono';
import { requestLanguage } from '@playfield/module';
import type { EndpointHooks } from '@playfield/module';
import type { HttpEnv } from '@playfield/protocol/http-context';
import { LimitsError, message } from './messages.ts';

/** The limits context's answers to the refusals the endpoint helper makes. */
export const LIMITS_HOOKS: EndpointHooks = {
  invalid: () => new LimitsError(400, 'invalid_input', 'responsible_invalid_input'),
  unauthorized: () => new LimitsError(401, 'unauthorized', 'responsible_login_required'),
  idempotencyKeyMissing: () => new LimitsError(400, 'invalid_input', 'responsible_invalid_input'),
};

/** Answers LimitsError in the caller's language; anything else is reported and answers 500. */
export function limitsErrorHandler(onError: (error: unknown) => void): ErrorHandler<HttpEnv> {
  return (error, c) => {
    const lang = requestLanguage(c);
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
