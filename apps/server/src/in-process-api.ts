import type { Context } from 'hono';
import type { ShellContext } from '@playfield/protocol/load-context';
import type { AppBindings, AppEnv } from './app-env.ts';
import { requestUrl } from './request-url.ts';

/** The app's own fetch, for calls made while rendering a page. */
export type InternalFetch = (request: Request, bindings: AppBindings) => Promise<Response>;

const API_PREFIXES = ['/web-api/', '/bff-api/', '/limit-service-api/'];
/** Request headers that make the in-process call the visitor's own call. */
const FORWARDED = ['cookie', 'authorization', 'accept-language', 'user-agent', 'x-forwarded-for'];

/**
 * `shell.api` of the load context: calls the site's HTTP API through the whole app (same
 * validation, authorization and errors as from the browser) with the visitor's cookies,
 * language and client address, without a network hop. Only the site's own API paths are
 * allowed; the resolved URL is checked, so `..` or `//host` cannot leave them.
 */
export function inProcessApi(
  c: Context<AppEnv>,
  fetchInternal: InternalFetch,
  lang: string,
): ShellContext['api'] {
  const origin = requestUrl(c).origin;
  return async function api(path, init) {
    const url = new URL(path, origin);
    if (url.origin !== origin || !API_PREFIXES.some((p) => url.pathname.startsWith(p))) {
      throw new Error(`shell.api() calls the site's own API only, not ${JSON.stringify(path)}`);
    }
    const headers = new Headers(init?.headers);
    for (const name of FORWARDED) {
      const value = c.req.header(name);
      if (value !== undefined && !headers.has(name)) headers.set(name, value);
    }
    if (!headers.has('x-language')) headers.set('X-Language', lang);
    headers.set('X-Request-Id', c.get('requestId'));
    return fetchInternal(new Request(url, { ...init, headers }), {
      remoteAddress: c.env?.remoteAddress,
      internal: true,
    });
  };
}
