// The bearer token of spec §4/§7: `GET /web-api/user/gettoken?force_refresh=true` answers a
// 5-minute token; every caller within 60 s shares the same request (token promise reuse), and
// a call that comes back 401 refreshes the token and retries once.
import { callApi } from './api.ts';
import type { ApiCallOptions, ApiResult } from './api.ts';

/** How long one gettoken answer is shared (spec §7: token promise reuse 60 s). */
export const TOKEN_REUSE_MS = 60_000;

export interface TokenSource {
  /** The shared token; `force` drops the shared one and asks again. Null when signed out. */
  get(force?: boolean): Promise<string | null>;
}

export interface TokenSourceDeps {
  fetchToken(): Promise<string | null>;
  now(): number;
}

export function createTokenSource(deps: TokenSourceDeps): TokenSource {
  let shared: { promise: Promise<string | null>; at: number } | null = null;
  return {
    get(force = false) {
      const now = deps.now();
      if (!force && shared && now - shared.at < TOKEN_REUSE_MS) return shared.promise;
      const promise = deps.fetchToken().then(
        (token) => {
          // A refusal (signed out) must not be remembered for a minute.
          if (token === null && shared?.promise === promise) shared = null;
          return token;
        },
        () => {
          if (shared?.promise === promise) shared = null;
          return null;
        },
      );
      shared = { promise, at: now };
      return promise;
    },
  };
}

async function fetchToken(): Promise<string | null> {
  const res = await callApi<{ token?: unknown }>('/web-api/user/gettoken?force_refresh=true');
  return res.ok && typeof res.data?.token === 'string' ? res.data.token : null;
}

/** The page's one token source. */
export const tokenSource: TokenSource = createTokenSource({ fetchToken, now: () => Date.now() });

/**
 * `callApi` with `Authorization: Bearer <token>`. On a 401 the token is refreshed and the call
 * retried once; a second 401 is the caller's (the session has ended).
 */
export async function callWithToken<T>(
  path: string,
  options: ApiCallOptions = {},
  source: TokenSource = tokenSource,
): Promise<ApiResult<T>> {
  const first = await callApi<T>(path, { ...options, bearer: await source.get() });
  if (first.ok || first.error.status !== 401) return first;
  const fresh = await source.get(true);
  if (fresh === null) return first;
  return callApi<T>(path, { ...options, bearer: fresh });
}
