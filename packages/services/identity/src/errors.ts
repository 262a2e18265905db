import type { MessageKey, Params } from '@playfield/i18n';

/**
 * A refusal the service means to show the user: an HTTP status, a message key (translated at
 * the edge into the user's language), and optional machine-readable extras. Anything else
 * thrown is a bug and answers 500.
 */
export class IdentityError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 429,
    readonly key: MessageKey,
    readonly options: {
      params?: Params;
      /** Machine-readable code for the client (spec §8: 100–113 ask for a captcha). */
      code?: string | number;
      /** Extra JSON fields of the body. */
      extra?: Record<string, unknown>;
      /** Seconds for a Retry-After header. */
      retryAfter?: number;
    } = {},
  ) {
    super(key);
    this.name = 'IdentityError';
  }
}

export function notFound(): IdentityError {
  return new IdentityError(404, 'user_not_found', { code: 'not_found' });
}

export function unauthorized(): IdentityError {
  return new IdentityError(401, 'auth_unauthorized', { code: 'unauthorized' });
}

/** 429 while a key is locked (too many failures), with the wait in minutes and Retry-After. */
export function lockedError(retryAfterMs: number): IdentityError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new IdentityError(429, 'auth_locked', {
    params: { minutes },
    code: 'locked',
    retryAfter: Math.ceil(retryAfterMs / 1000),
  });
}
