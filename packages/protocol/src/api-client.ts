// The one typed client of the endpoint definitions (issue 14 item 2): browser code and route
// loaders call `callEndpoint(fetcher, endpoint, input)`; the URL, the method, the JSON body, the
// language (`?lng=`), the Idempotency-Key header and the answer's schema all come from the
// definition. A refusal throws an `EndpointError` carrying spec §8's error shape and the body.
import type { Endpoint, EndpointInput, EndpointResponse } from './endpoint.ts';
import { endpointUrl } from './endpoint.ts';
import type { ApiError } from './errors.ts';
import { normalizeApiError } from './normalize-api-error.ts';

/** `fetch`, or the server's in-process call for loaders. */
export type EndpointFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface CallOptions {
  /** The page's language: the server answers messages in it. */
  lng?: string;
  /** Required by endpoints that move money (`idempotencyKey: true`). */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** A non-2xx answer: spec §8's error, and the whole body (refusals may add fields). */
export class EndpointError extends Error {
  readonly status: number;
  readonly code: string | number | undefined;
  readonly body: unknown;
  constructor(error: ApiError, body: unknown) {
    super(error.message);
    this.name = 'EndpointError';
    this.status = error.status;
    this.code = error.code;
    this.body = body;
  }
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Calls `endpoint` and answers its parsed success body; throws EndpointError otherwise. */
export async function callEndpoint<E extends Endpoint>(
  fetcher: EndpointFetch,
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointResponse<E>> {
  const { params, query, body } = input as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | boolean | undefined>;
    body?: unknown;
  };
  if (endpoint.idempotencyKey && !options.idempotencyKey) {
    throw new Error(`${endpoint.id} moves money: pass an idempotencyKey`);
  }
  const url = endpointUrl(endpoint, params, {
    ...query,
    ...(options.lng ? { lng: options.lng } : {}),
  });
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const response = await fetcher(url, {
    method: endpoint.method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const answer = await bodyOf(response);
  if (!response.ok) throw new EndpointError(normalizeApiError(answer, response.status), answer);
  return endpoint.response.parse(answer) as EndpointResponse<E>;
}
