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
  mount<E extends Endpoint>(
    endpoint: E,
    handler: (call: EndpointCall<E>) => unknown,
    options?: MountOptions,
  ): EndpointRouter;
}

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
        const query = parse('query', endpoint.query, c.req.query());
        let body: unknown;
        let rawBody: unknown;
        if (endpoint.body) {
          try {
            rawBody = await c.req.json();
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
        return c.json(result as object, (endpoint.status ?? 200) as 200);
      });
      endpoints.push(endpoint);
      return router;
    },
  };
  return router;
}
