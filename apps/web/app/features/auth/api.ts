import type { Endpoint, EndpointInput, EndpointResponse } from '@playfield/protocol/endpoint';
import type * as Identity from '@playfield/protocol/endpoints/identity';
import type { ApiError } from '@playfield/protocol/errors';
import { normalizeApiError } from '@playfield/protocol/errors';

/** What the captcha demand of spec §8 carries beside the error (identity README). */
export interface CaptchaDemand {
  type: number;
  kinds: readonly string[];
}

/** An API error (spec §8 shape) with the captcha demand when the server asked for one. */
export interface AuthApiError extends ApiError {
  captcha?: CaptchaDemand;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: AuthApiError };

export interface ApiCallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** A solved captcha token, sent in `X-Captcha-Token` (spec §8). */
  captchaToken?: string | null;
  lang?: string;
  /** A bearer token from `GET /web-api/user/gettoken`, sent as `Authorization: Bearer`. */
  bearer?: string | null;
}

function captchaOf(body: unknown): CaptchaDemand | undefined {
  if (typeof body !== 'object' || body === null || !('captcha' in body)) return undefined;
  const { captcha } = body;
  if (typeof captcha !== 'object' || captcha === null) return undefined;
  const type = 'type' in captcha && typeof captcha.type === 'number' ? captcha.type : 1;
  const kinds =
    'kinds' in captcha && Array.isArray(captcha.kinds)
      ? captcha.kinds.filter((k): k is string => typeof k === 'string')
      : ['image'];
  return { type, kinds };
}

/**
 * Calls the site's own API from the browser (same origin, JSON). Never throws: a network
 * fault becomes a status-0 error whose message the caller replaces with a translated one.
 */
export async function callApi<T>(
  path: string,
  options: ApiCallOptions = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.captchaToken) headers['X-Captcha-Token'] = options.captchaToken;
  if (options.bearer) headers.Authorization = `Bearer ${options.bearer}`;
  const url = options.lang
    ? `${path}${path.includes('?') ? '&' : '?'}lng=${encodeURIComponent(options.lang)}`
    : path;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, error: { message: '', status: 0 } };
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page): normalizeApiError keeps the text.
  }
  if (response.ok) return { ok: true, data: body as T };
  const error: AuthApiError = normalizeApiError(body, response.status);
  const captcha = captchaOf(body);
  if (captcha) error.captcha = captcha;
  return { ok: false, error };
}

/** The identity context's endpoint definitions, by export name (types only: no schema loads). */
type IdentityModule = typeof Identity;
export type IdentityEndpoints = {
  [K in keyof IdentityModule as IdentityModule[K] extends Endpoint ? K : never]: IdentityModule[K];
};
export type IdentityCall = keyof IdentityEndpoints;

/**
 * Calls an identity endpoint by its definition's name with the typed client (decision 031):
 * the path, method, language and the answer's schema come from the definition. The client and
 * the definitions (zod) load with the first call, never with a page. Never throws, as callApi.
 */
export async function callIdentity<N extends IdentityCall>(
  name: N,
  input: EndpointInput<IdentityEndpoints[N]>,
  options: { lang?: string; captchaToken?: string | null } = {},
): Promise<ApiResult<EndpointResponse<IdentityEndpoints[N]>>> {
  try {
    const [{ callEndpoint, EndpointError }, identity] = await Promise.all([
      import('@playfield/protocol/api-client'),
      import('@playfield/protocol/endpoints/identity'),
    ]);
    try {
      const endpoint: Endpoint = identity[name];
      const data = await callEndpoint(
        (url, init) =>
          fetch(url, {
            ...init,
            credentials: 'same-origin',
            headers: {
              ...(init.headers as Record<string, string>),
              ...(options.captchaToken ? { 'X-Captcha-Token': options.captchaToken } : {}),
            },
          }),
        endpoint,
        // The name chose the definition, so the input is its own (typed at the call).
        input as unknown as EndpointInput<Endpoint>,
        options.lang ? { lng: options.lang } : {},
      );
      return { ok: true, data: data as EndpointResponse<IdentityEndpoints[N]> };
    } catch (thrown) {
      if (!(thrown instanceof EndpointError)) throw thrown;
      const error: AuthApiError = {
        message: thrown.message,
        status: thrown.status,
        ...(thrown.code === undefined ? {} : { code: thrown.code }),
      };
      const captcha = captchaOf(thrown.body);
      if (captcha) error.captcha = captcha;
      return { ok: false, error };
    }
  } catch {
    // A network fault, a chunk that did not load, or an answer that is not the definition's.
    return { ok: false, error: { message: '', status: 0 } };
  }
}
