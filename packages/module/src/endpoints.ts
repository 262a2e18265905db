// The one server helper that mounts typed endpoint definitions (issue 14 item 2): it parses the
// path parameters, the query and the JSON body at the edge with the definition's schemas,
// applies one language rule, reads the signed-in player once, checks the Idempotency-Key of
// money-moving endpoints, and answers the success status with the handler's result. Refusals
// are the context's own errors (its hooks), so each context keeps its messages and codes; its
// router's `onError` turns them into spec §8's shape.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { CATALOGS } from '@playfield/i18n';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@playfield/protocol/wallet';
import type { Endpoint } from '@playfield/protocol/endpoint';
import type { HttpEnv } from '@playfield/protocol/http-context';
import type { z } from 'zod';

/** The part of a request a schema refused. */
export type RequestPart = 'params' | 'query' | 'body';

/** The context's errors for the refusals the helper makes. */
export interface EndpointHooks {
  /** The request's `part` does not parse (`error` null: the body is not JSON). */
  invalid(part: RequestPart, error: z.ZodError | null, raw: unknown): Error;
  /** A visitor called an endpoint for signed-in players. */
  unauthorized(): Error;
  /** A money-moving call without a usable Idempotency-Key. */
  idempotencyKeyMissing(): Error;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler gets: the parsed inputs, the caller and the language. */
export interface EndpointCall<E extends Endpoint> {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: Output<E['body']>;
  /**
   * The JSON body as it came (before the schema's transforms), for a service that validates
   * its input again itself (in-process callers pass it raw too).
   */
  rawBody: unknown;
  /** The signed-in player; never null on `access: 'player'` endpoints. */
  userId: E['access'] extends 'player' ? number : number | null;
  /** The caller's language: `?lng=` when it names a catalog, else the request's, else `en`. */
  lang: string;
  /** The Idempotency-Key of a money-moving endpoint, else null. */
  idempotencyKey: E['idempotencyKey'] extends true ? string : string | null;
  context: Context<HttpEnv>;
}

/** The one language rule of the APIs. */
export function requestLanguage(c: Context<HttpEnv>): string {
  const asked = c.req.query('lng');
  if (asked && CATALOGS[asked]) return asked;
  const lang = c.get('lang');
  return lang && CATALOGS[lang] ? lang : 'en';
}

/** The signed-in player's id, or null. */
export function requestUser(c: Context<HttpEnv>): number | null {
  const auth = c.get('auth');
  const id = auth ? Number(auth.userId) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export interface MountOptions extends Partial<EndpointHooks> {
  /**
   * How the query is read before its schema parses it (default `c.req.query()`: the first
   * value of each name); e.g. every value of a repeated name, for a schema that refuses them.
   */
  readQuery?: (c: Context<HttpEnv>) => unknown;
  /**
   * How the body is read (default `c.req.json()`; a throw is the `invalid` hook's body not
   * JSON), e.g. an empty body read as absent for a schema with a default.
   */
  readBody?: (c: Context<HttpEnv>) => Promise<unknown>;
  /**
   * False when the service checks the body itself, with refusals more precise than a schema's
   * (which field, which amount): the helper then reads the JSON and hands it over as `rawBody`
   * (`body` is undefined); the definition's body schema still documents the call.
   */
  validateBody?: boolean;
}

export interface EndpointRouter {
  /** Mount at `prefix`. */
  prefix: string;
  routes: Hono<HttpEnv>;
  /** The definitions mounted, for the OpenAPI description. */
  endpoints: Endpoint[];
  /** Mounts `endpoint`; `options` replace the router's hooks for this endpoint only. */
  /**
   * Mounts `endpoint`; `options` replace the router's hooks for this endpoint only. The
   * handler's result is answered as JSON with the definition's status — or, when it is a
   * `Response` (another success status, a redirect, a body already serialised, a 304), as is.
   */
  mount<E extends Endpoint>(
    endpoint: E,
    handler: (call: EndpointCall<E>) => unknown,
    options?: MountOptions,
  ): EndpointRouter;
}

/**
 * Answers the context's own errors (`isMine`) with `answer` in the caller's language (the one
 * rule, {@link requestLanguage}); any other error goes on to the server's handler.
 */
export function answerErrors<T extends Error>(
  routes: Hono<HttpEnv>,
  isMine: (error: unknown) => error is T,
  answer: (c: Context<HttpEnv>, error: T, lang: string) => Response | Promise<Response>,
): void {
  routes.onError((error, c) => {
    if (isMine(error)) return answer(c, error, requestLanguage(c));
    throw error;
  });
}

/** `Cache-Control: no-store` on every answer of `routes` (personal data), errors included. */
export function noStore(routes: Hono<HttpEnv>): void {
  routes.use(async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });
}

const readQuery = (c: Context<HttpEnv>): unknown => c.req.query();

/** A router for the endpoints under `prefix` (their paths start with it). */
export function endpointRouter(prefix: string, hooks: EndpointHooks): EndpointRouter {
  const routes = new Hono<HttpEnv>();
  const endpoints: Endpoint[] = [];
  const router: EndpointRouter = {
    prefix,
    routes,
    endpoints,
    mount(endpoint, handler, own = {}) {
      const on = { ...hooks, ...own };
      if (endpoint.path !== prefix && !endpoint.path.startsWith(`${prefix}/`)) {
        throw new Error(`${endpoint.id}: ${endpoint.path} is not under ${prefix}`);
      }
      const subPath = endpoint.path.slice(prefix.length) || '/';
      routes.on(endpoint.method, subPath, async (c) => {
        const userId = requestUser(c);
        if (endpoint.access === 'player' && userId === null) throw on.unauthorized();
        let idempotencyKey: string | null = null;
        if (endpoint.idempotencyKey) {
          const key = idempotencyKeySchema.safeParse(c.req.header(IDEMPOTENCY_KEY_HEADER));
          if (!key.success) throw on.idempotencyKeyMissing();
          idempotencyKey = key.data;
        }
        const parse = (part: RequestPart, schema: z.ZodType | undefined, raw: unknown) => {
          if (!schema) return undefined;
          const parsed = schema.safeParse(raw);
          if (!parsed.success) throw on.invalid(part, parsed.error, raw);
          return parsed.data;
        };
        const params = parse('params', endpoint.params, c.req.param());
        const query = parse('query', endpoint.query, (own.readQuery ?? readQuery)(c));
        let body: unknown;
        let rawBody: unknown;
        if (endpoint.body) {
          try {
            rawBody = await (own.readBody ? own.readBody(c) : c.req.json());
          } catch {
            throw on.invalid('body', null, undefined);
          }
          if (own.validateBody !== false) body = parse('body', endpoint.body, rawBody);
        }
        const result = await handler({
          params,
          query,
          body,
          rawBody,
          userId,
          lang: requestLanguage(c),
          idempotencyKey,
          context: c,
        } as EndpointCall<typeof endpoint>);
        if (result instanceof Response) return result;
        return c.json(result as object, (endpoint.status ?? 200) as 200);
      });
      endpoints.push(endpoint);
      return router;
    },
  };
  return router;
}
