import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { apiError } from '@playfield/protocol/errors';
import { isApiPath } from '@playfield/domain/guards';
import type { AppEnv } from './app-env.ts';
import { requestUrl } from './request-url.ts';

const GENERIC_HTML =
  '<!doctype html><meta charset="utf-8"><title>Error</title>' +
  '<p>Something went wrong. Please try again later.</p><p><a href="/">Home</a></p>';

function isApi(c: Context<AppEnv>): boolean {
  return isApiPath(requestUrl(c).pathname);
}

/**
 * Last-resort error handler. Client errors raised on purpose (HTTPException 4xx) keep their
 * status and message; anything else is a 500 with a generic message — details go to the
 * log with the request id, never to the client.
 */
export const handleError: ErrorHandler<AppEnv> = (err, c) => {
  const log = c.get('log');
  if (err instanceof HTTPException && err.status < 500) {
    log.info('request rejected', { status: err.status, reason: err.message });
    return isApi(c)
      ? c.json(apiError(err.status, err.message || 'Bad request'), err.status)
      : c.text(err.message || 'Bad request', err.status);
  }
  log.error('unhandled error', { err, method: c.req.method });
  c.header('Cache-Control', 'no-store');
  return isApi(c)
    ? c.json(apiError(500, 'Internal server error', 'internal'), 500)
    : c.html(GENERIC_HTML, 500);
};

/** Unknown routes: JSON 404 under the API prefixes, plain text elsewhere. */
export const handleNotFound: NotFoundHandler<AppEnv> = (c) =>
  isApi(c)
    ? c.json(apiError(404, 'Not found', 'not_found'), 404)
    : c.text('This page could not be found', 404);
