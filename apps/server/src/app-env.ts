import type { RequestVariables } from '@playfield/protocol/http-context';
import type { Logger } from './logger.ts';

/**
 * What the Node adapter hands the app per request. Only the socket address is needed, so
 * the app does not depend on Node's request object and tests can pass `{ remoteAddress }`.
 */
export interface AppBindings {
  remoteAddress?: string;
  /**
   * Set only by the in-process API caller of the load context (`shell.api`): the page
   * request that made the call was already counted by the rate limiter. Clients cannot set
   * bindings, so this cannot be forged.
   */
  internal?: boolean;
  /**
   * Set only by `shell.api` (in-process-api.ts): what the page request already resolved, so
   * the in-process API does not read the session again.
   */
  page?: PageRequest;
}

/** A page request's resolved variables, handed to the in-process API calls of its loaders. */
export interface PageRequest {
  requestId: string;
  clientIp: string;
  log: Logger;
  lang: string;
  auth: RequestVariables['auth'];
  maintenance: boolean;
}

/**
 * Per-request values set by the middleware of app.ts: the protocol's `RequestVariables`
 * (what service routers typed `Hono<HttpEnv>` read) plus what only the server uses.
 */
export interface AppVariables extends RequestVariables {
  /** CSP nonce of this response (base64, 128 bits). */
  nonce: string;
  /** The request logger (bound to the request id). */
  log: Logger;
  /**
   * Maintenance for this request (site configuration or the maintenance cookie), set by the
   * maintenance guard; absent when no site configuration could be read.
   */
  maintenance?: boolean;
}

export interface AppEnv {
  Bindings: AppBindings;
  Variables: AppVariables;
}
