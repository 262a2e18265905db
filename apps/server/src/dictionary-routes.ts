import { Hono } from 'hono';
import { z } from 'zod';
import { isSiteLanguage } from '@playfield/domain/language';
import { CATALOGS, dictionaryIds, pickDictionaries } from '@playfield/i18n';
import { apiError } from '@playfield/protocol/errors';
import type { AppEnv } from './app-env.ts';

const MAX_IDS = 32;
const ID = /^[a-z][a-z0-9-]{0,31}$/;

const querySchema = z.object({
  lang: z
    .string({ error: 'lang is required (a two-letter language code)' })
    .refine(isSiteLanguage, { message: 'lang must be one of the site languages' }),
  ids: z
    .string({ error: 'ids is required (a comma list of dictionary ids)' })
    .transform((value) => [...new Set(value.split(',').map((id) => id.trim()))])
    .refine((ids) => ids.length > 0 && ids.length <= MAX_IDS, {
      message: `ids must name 1 to ${MAX_IDS} dictionaries`,
    })
    .refine((ids) => ids.every((id) => ID.test(id)), {
      message: 'ids must be lowercase dictionary ids separated by commas',
    }),
});

/**
 * `GET /web-api/dictionary?lang=xx&ids=main,home` → `{ lang, messages }`: the messages of
 * the named dictionaries (route meta asks for them), 400 on a bad language or unknown id.
 */
export function dictionaryRoutes(): Hono<AppEnv> {
  const known = new Map(
    Object.entries(CATALOGS).map(([lang, catalog]) => [lang, new Set(dictionaryIds(catalog))]),
  );
  const app = new Hono<AppEnv>();
  app.get('/', (c) => {
    const parsed = querySchema.safeParse({ lang: c.req.query('lang'), ids: c.req.query('ids') });
    if (!parsed.success) {
      const message = parsed.error.issues.map((issue) => issue.message).join('\n');
      return c.json(apiError(400, message, 'bad_request'), 400);
    }
    const { lang, ids } = parsed.data;
    const catalog = CATALOGS[lang];
    const available = known.get(lang);
    if (!catalog || !available) {
      return c.json(apiError(400, `No dictionaries for language ${lang}`, 'bad_request'), 400);
    }
    const unknown = ids.filter((id) => !available.has(id));
    if (unknown.length > 0) {
      return c.json(
        apiError(400, `Unknown dictionary ids: ${unknown.join(', ')}`, 'unknown_dictionary'),
        400,
      );
    }
    // Dictionaries change only with a deploy; a short shared cache spares repeated work.
    c.header('Cache-Control', 'public, max-age=300, stale-while-revalidate=600');
    return c.json({ lang, messages: pickDictionaries(catalog, ids) });
  });
  return app;
}
