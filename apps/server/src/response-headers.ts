import type { Context } from 'hono';

/**
 * Changes the headers of the response a middleware is finishing. Responses made by
 * `Response.redirect()` or `fetch()` have immutable headers; such a response is copied once
 * (the body stream moves over, nothing is read) and the change applied to the copy.
 */
export function editResponseHeaders(c: Context, edit: (headers: Headers) => void): void {
  try {
    edit(c.res.headers);
  } catch {
    c.res = new Response(c.res.body, c.res);
    edit(c.res.headers);
  }
}
