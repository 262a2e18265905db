import { apiError } from '@playfield/protocol/errors';
import { endpointRouter } from '@playfield/module';
import type { EndpointHooks, EndpointRouter } from '@playfield/module';
import {
  SITE_CONFIG_API_PREFIX,
  bffConfigEndpoint,
  siteConfigGroupsEndpoint,
} from '@playfield/protocol/endpoints/site-config';
import { COUNTRY_CODE_HEADER, countryHeaderSchema } from '@playfield/protocol/site-config-api';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { SiteConfigService } from './service.ts';
import type { ViewContext } from './views.ts';

/** Browsers and proxies may keep group answers this long (spec §7: 600-900 s). */
export const GROUPS_MAX_AGE_SECONDS = 600;

/** The query as zod sees it: one string per parameter, or an array when it is repeated. */
function queryOf(c: Context): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, values] of Object.entries(c.req.queries())) {
    out[name] = values.length === 1 ? (values[0] as string) : values;
  }
  return out;
}

function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid request';
  if (issue.code === 'unrecognized_keys') {
    const names = issue.keys.map((k) => `"${k.slice(0, 40)}"`).join(', ');
    return `unknown query parameter${issue.keys.length > 1 ? 's' : ''} ${names}`;
  }
  return issue.message;
}

/** A refused request: 400 with spec §8's body `{ status, message }` (no code). */
class BadRequest extends Error {}

function parseCountry(c: Context): string | undefined {
  const raw = c.req.header(COUNTRY_CODE_HEADER);
  if (raw === undefined || raw.trim() === '') return undefined;
  const parsed = countryHeaderSchema.safeParse(raw);
  if (!parsed.success) throw new BadRequest(firstProblem(parsed.error));
  return parsed.data;
}

/** The refusals the endpoint helper makes (only the query is parsed there). */
const HOOKS: EndpointHooks = {
  invalid: (_part, error) => new BadRequest(error ? firstProblem(error) : 'invalid request'),
  unauthorized: () => new BadRequest('invalid request'),
  idempotencyKeyMissing: () => new BadRequest('invalid request'),
};

/**
 * The site-configuration endpoints (spec §7; definitions in
 * @playfield/protocol/endpoints/site-config), mounted at `/bff-api/config`:
 * - `GET /all.json?lang=xx` (header `x-country-code`, default the configured country `ru`);
 * - `GET /group/get?groups=1,2&lang=xx`, cacheable for {@link GROUPS_MAX_AGE_SECONDS}.
 * Bad input answers 400 with the spec §8 error body `{ message, status }`.
 */
export function siteConfigEndpoints(service: SiteConfigService): EndpointRouter {
  const router = endpointRouter(SITE_CONFIG_API_PREFIX, HOOKS);
  router.routes.onError((error, c) => {
    if (!(error instanceof BadRequest)) throw error;
    c.header('Cache-Control', 'no-store');
    return c.json(apiError(400, error.message), 400);
  });
  // A repeated parameter reaches the schema as an array (and is refused), never as its first value.
  const options = { readQuery: queryOf };
  return router
    .mount(
      bffConfigEndpoint,
      async ({ query, context: c }) => {
        const context: ViewContext = { lang: query.lang, countryCode: parseCountry(c) };
        const body = await service.bff(context);
        c.header('Cache-Control', 'no-cache');
        c.header('Vary', COUNTRY_CODE_HEADER);
        return body;
      },
      options,
    )
    .mount(
      siteConfigGroupsEndpoint,
      async ({ query, context: c }) => {
        const context: ViewContext = { lang: query.lang, countryCode: parseCountry(c) };
        const body = await service.groups(query.groups, context);
        c.header('Cache-Control', `public, max-age=${GROUPS_MAX_AGE_SECONDS}`);
        c.header('Vary', COUNTRY_CODE_HEADER);
        return body;
      },
      options,
    );
}

/** The site-configuration router (see {@link siteConfigEndpoints}). */
export function siteConfigRoutes(service: SiteConfigService): Hono {
  return siteConfigEndpoints(service).routes as unknown as Hono;
}
