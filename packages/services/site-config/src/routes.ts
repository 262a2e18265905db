import { apiError } from '@playfield/protocol/errors';
import {
  COUNTRY_CODE_HEADER,
  bffConfigQuerySchema,
  countryHeaderSchema,
  siteConfigGroupsQuerySchema,
} from '@playfield/protocol/site-config-api';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { SiteConfigService } from './service.ts';
import type { ViewContext } from './views.ts';

/** Browsers and proxies may keep group answers this long (spec §7: 600-900 s). */
export const GROUPS_MAX_AGE_SECONDS = 600;

type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

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

function parseQuery<S extends z.ZodType>(c: Context, schema: S): Outcome<z.output<S>> {
  const parsed = schema.safeParse(queryOf(c));
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, message: firstProblem(parsed.error) };
}

function parseCountry(c: Context): Outcome<string | undefined> {
  const raw = c.req.header(COUNTRY_CODE_HEADER);
  if (raw === undefined || raw.trim() === '') return { ok: true, value: undefined };
  const parsed = countryHeaderSchema.safeParse(raw);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, message: firstProblem(parsed.error) };
}

function badRequest(c: Context, message: string) {
  c.header('Cache-Control', 'no-store');
  return c.json(apiError(400, message), 400);
}

/**
 * The site-configuration endpoints (spec §7), to be mounted at `/bff-api/config`:
 * - `GET /all.json?lang=xx` (header `x-country-code`, default the configured country `ru`);
 * - `GET /group/get?groups=1,2&lang=xx`, cacheable for {@link GROUPS_MAX_AGE_SECONDS}.
 * Bad input answers 400 with the spec §8 error body `{ message, status }`.
 */
export function siteConfigRoutes(service: SiteConfigService): Hono {
  const app = new Hono();

  app.get('/all.json', async (c) => {
    const query = parseQuery(c, bffConfigQuerySchema);
    if (!query.ok) return badRequest(c, query.message);
    const country = parseCountry(c);
    if (!country.ok) return badRequest(c, country.message);
    const context: ViewContext = { lang: query.value.lang, countryCode: country.value };
    const body = await service.bff(context);
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', COUNTRY_CODE_HEADER);
    return c.json(body);
  });

  app.get('/group/get', async (c) => {
    const query = parseQuery(c, siteConfigGroupsQuerySchema);
    if (!query.ok) return badRequest(c, query.message);
    const country = parseCountry(c);
    if (!country.ok) return badRequest(c, country.message);
    const context: ViewContext = { lang: query.value.lang, countryCode: country.value };
    const body = await service.groups(query.value.groups, context);
    c.header('Cache-Control', `public, max-age=${GROUPS_MAX_AGE_SECONDS}`);
    c.header('Vary', COUNTRY_CODE_HEADER);
    return c.json(body);
  });

  return app;
}
