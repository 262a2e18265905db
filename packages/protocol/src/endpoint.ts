// Typed endpoint definitions (issue 14 item 2): one definition per public endpoint — method, full
// path, params, query, body and response schemas, who may call it, its error codes — serves the
// server (one helper mounts it: packages/module/src/endpoints.ts), the browser and loaders (one
// typed client: api-client.ts) and the OpenAPI 3.1 description (GET /web-api/openapi.json).
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `player`: a signed-in player only (401 otherwise); `anyone`: visitors too. */
export type EndpointAccess = 'player' | 'anyone';

export interface Endpoint<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  /** Unique operation id, `context.action` ("betting.place"). */
  id: string;
  method: HttpMethod;
  /** The full public path; `:name` marks a path parameter ("/web-api/betting/coupon/:couponId"). */
  path: string;
  summary: string;
  access: EndpointAccess;
  /** Path parameters (strings in, parsed out). */
  params?: Params;
  /** Query parameters (strings in, parsed out). */
  query?: Query;
  body?: Body;
  /** The success answer's body. */
  response: Response;
  /** The success status (default 200; a 3xx is a redirect, described without a body). */
  status?: number;
  /** True when the request must carry an `Idempotency-Key` header (money moves). */
  idempotencyKey?: boolean;
  /** Error answers: status → the error codes (`code` of spec §8's shape) it may carry. */
  errors: Readonly<Record<number, readonly string[]>>;
}

/**
 * Declares an endpoint, keeping its exact types (schemas, access, idempotency) for the server
 * and the client.
 */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  if (!endpoint.path.startsWith('/')) throw new Error(`${endpoint.id}: path must start with /`);
  return endpoint;
}

/** What a caller passes: the inputs the endpoint declares, typed as their schemas' input. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: z.input<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: z.input<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: never });

/** The parsed success answer of an endpoint. */
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

/** The path with its parameters filled in (each encoded). */
export function endpointPath(
  endpoint: Pick<Endpoint, 'path' | 'id'>,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return endpoint.path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.id}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The path and query string of a call (query values left out when undefined). */
export function endpointUrl(
  endpoint: Pick<Endpoint, 'path' | 'id'>,
  params?: Readonly<Record<string, string | number>>,
  query?: Readonly<Record<string, string | number | boolean | undefined>>,
): string {
  const path = endpointPath(endpoint, params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

// ---------------------------------------------------------------- OpenAPI 3.1

/** Spec §8's error answer, as every endpoint's error responses carry it. */
const ERROR_SCHEMA = {
  type: 'object',
  required: ['status', 'message'],
  properties: {
    status: { type: 'integer' },
    message: { type: 'string', description: "In the caller's language." },
    code: { type: ['string', 'integer'] },
    outcomeIds: { type: 'array', items: { type: 'integer' } },
  },
} as const;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  const rest: Record<string, unknown> = { ...json };
  delete rest.$schema;
  return rest;
}

/** Query or path parameters of an object schema, as OpenAPI parameter objects. */
function parameters(schema: z.ZodType | undefined, where: 'query' | 'path'): unknown[] {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input') as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

/** `/web-api/betting/coupon/:couponId` → `/web-api/betting/coupon/{couponId}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, '{$1}');
}

/** The OpenAPI 3.1 description of `endpoints`. */
export function openApiDocument(
  endpoints: readonly Endpoint[],
  info: { title: string; version: string; description?: string },
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const path = openApiPath(endpoint.path);
    const operations = (paths[path] ??= {});
    const status = String(endpoint.status ?? 200);
    const redirect = status.startsWith('3');
    const responses: Record<string, unknown> = {
      [status]: redirect
        ? { description: 'Redirect', headers: { Location: { schema: { type: 'string' } } } }
        : {
            description: 'Success',
            content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } },
          },
    };
    for (const [code, errorCodes] of Object.entries(endpoint.errors)) {
      responses[code] = {
        description: errorCodes.length > 0 ? `code: ${errorCodes.join(', ')}` : 'Error',
        content: { 'application/json': { schema: ERROR_SCHEMA } },
      };
    }
    const headerParameters = endpoint.idempotencyKey
      ? [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: true,
            schema: { type: 'string', pattern: '^[\\x21-\\x7e]{8,128}$' },
          },
        ]
      : [];
    operations[endpoint.method.toLowerCase()] = {
      operationId: endpoint.id,
      summary: endpoint.summary,
      ...(endpoint.access === 'player' ? { security: [{ session: [] }, { bearer: [] }] } : {}),
      parameters: [
        ...parameters(endpoint.params, 'path'),
        ...parameters(endpoint.query, 'query'),
        ...headerParameters,
      ],
      ...(endpoint.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'user_token' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
  };
}
