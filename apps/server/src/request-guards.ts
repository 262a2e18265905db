import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

/** Longest request target (path + query) served; longer is answered 414. */
export const MAX_URL_LENGTH = 4096;
/** Largest Cookie header read; larger is answered 431 (Node itself stops at 16 KiB). */
export const MAX_COOKIE_LENGTH = 8192;

export type RejectReason =
  | { status: 414; message: string }
  | { status: 431; message: string }
  | { status: 400; message: string };

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Checks the request line and headers for input no route should ever see: overlong URLs,
 * invalid percent-encoding or non-UTF-8 bytes, NUL and control characters, `.` and `..`
 * segments that survived URL normalisation in encoded form, encoded backslashes, and huge
 * cookies. Pure, so each case is unit-testable.
 */
export function rejectBadRequest(input: {
  url: string;
  cookie: string | undefined;
}): RejectReason | null {
  const url = new URL(input.url);
  if (url.pathname.length + url.search.length > MAX_URL_LENGTH) {
    return { status: 414, message: 'URI too long' };
  }
  if (input.cookie !== undefined && input.cookie.length > MAX_COOKIE_LENGTH) {
    return { status: 431, message: 'Request header fields too large' };
  }
  for (const segment of url.pathname.split('/')) {
    if (!segment.includes('%')) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return { status: 400, message: 'Bad request: invalid percent-encoding in the path' };
    }
    if (hasControlCharacter(decoded)) {
      return { status: 400, message: 'Bad request: control character in the path' };
    }
    if (decoded === '.' || decoded === '..' || decoded.includes('\\')) {
      return { status: 400, message: 'Bad request: path segment not allowed' };
    }
  }
  // A NUL in the query reaches no route: PostgreSQL text cannot hold it (issue 13 item 17).
  if (/%00/.test(url.search) || url.search.includes('\u0000')) {
    return { status: 400, message: 'Bad request: NUL in the query' };
  }
  return null;
}

/**
 * True when a write body carries a NUL character: raw, as a JSON `\u0000` escape, or as a
 * form's `%00`. PostgreSQL text cannot hold NUL, so such input is refused at the door (400)
 * instead of failing deep in a query (issue 13 item 17).
 */
export function bodyHasNul(text: string, contentType: string): boolean {
  if (text.includes('\u0000')) return true;
  const type = contentType.toLowerCase();
  if (type.includes('json') && /\\u0000/i.test(text)) return true;
  if (type.includes('x-www-form-urlencoded') && /%00/.test(text)) return true;
  return false;
}

/**
 * Refuses write bodies with NUL characters (see {@link bodyHasNul}) on the paths `applies`
 * accepts — the API routers, which read their bodies through Hono (it keeps the text, so
 * they can still parse it); pages hand the raw request to the renderer and check their own.
 */
export function nulBodyGuard(applies: (pathname: string) => boolean): MiddlewareHandler<AppEnv> {
  return async function nulBodyGuardMiddleware(c, next) {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    if (!applies(new URL(c.req.url).pathname)) return next();
    const text = await c.req.text();
    if (!bodyHasNul(text, c.req.header('content-type') ?? '')) return next();
    c.get('log').info('request refused', { status: 400, reason: 'NUL in the body' });
    return c.json(
      {
        message: 'Bad request: the body contains a NUL character',
        status: 400,
        code: 'invalid_input',
      },
      400,
      { 'Cache-Control': 'no-store' },
    );
  };
}

/** Answers bad input with a plain-text 400/414/431 before any route runs. */
export function requestGuards(): MiddlewareHandler<AppEnv> {
  return async function requestGuardsMiddleware(c, next) {
    const reason = rejectBadRequest({ url: c.req.url, cookie: c.req.header('cookie') });
    if (reason === null) return next();
    c.get('log').info('request refused', { status: reason.status, reason: reason.message });
    return c.text(reason.message, reason.status, { 'Cache-Control': 'no-store' });
  };
}
