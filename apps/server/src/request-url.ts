import type { Context } from 'hono';

const parsed = new WeakMap<object, URL>();

/**
 * The request's URL, parsed once per request however many middlewares ask (the hot path
 * asks several times). Read-only by convention: do not mutate the returned URL.
 */
export function requestUrl(c: Context): URL {
  let url = parsed.get(c.req);
  if (!url) {
    url = new URL(c.req.url);
    parsed.set(c.req, url);
  }
  return url;
}
