/**
 * Per-request variables the server's middleware puts on every Hono context before a service's
 * routes run. Services type their routers as `new Hono<HttpEnv>()` and read `c.get('auth')`
 * instead of parsing cookies themselves.
 */
export interface RequestAuth {
  /** The signed-in user's id (as a decimal string or uuid). */
  userId: string;
  /** The session the request was authenticated with. */
  sessionId: string;
}

export interface RequestVariables {
  requestId: string;
  /** Client IP after the trusted-proxy rule. */
  clientIp: string;
  /** The user's language for messages (path, `lng` query/header/cookie, default). */
  lang: string;
  /** Null for visitors. */
  auth: RequestAuth | null;
}

export interface HttpEnv {
  Variables: RequestVariables;
}
