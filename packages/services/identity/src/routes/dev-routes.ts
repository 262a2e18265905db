import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import type { HttpEnv } from '@playfield/protocol/http-context';
import type { IdentityService } from '../service.ts';
import { IDENTITY_HOOKS } from './http.ts';

const outboxQuery = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

/** The outbox query, refused as the endpoints' queries are (400 `invalid_input`). */
function outboxQueryOf(c: Context<HttpEnv>): z.output<typeof outboxQuery> {
  const raw = c.req.query();
  const parsed = outboxQuery.safeParse(raw);
  if (!parsed.success) throw IDENTITY_HOOKS.invalid('query', parsed.error, raw);
  return parsed.data;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** `GET /dev/outbox` (JSON, under /web-api): what was sent, newest first. Not in production. */
export function devApiRoutes(service: IdentityService): Hono<HttpEnv> {
  const app = new Hono<HttpEnv>();
  if (service.settings.isProduction) return app;
  app.get('/outbox', async (c) => {
    const query = outboxQueryOf(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ messages: await service.listOutbox(query) });
  });
  return app;
}

/**
 * The development outbox page (`GET /dev/outbox`, mounted at the site root): every e-mail and
 * SMS, newest first, as escaped text. Mounts nothing in production.
 */
export function devOutboxPage(service: IdentityService): Hono<HttpEnv> {
  const app = new Hono<HttpEnv>();
  if (service.settings.isProduction) return app;
  app.get('/dev/outbox', async (c) => {
    const query = outboxQueryOf(c);
    const messages = await service.listOutbox(query);
    const rows = messages
      .map(
        (m) => `<article>
<h2>${escapeHtml(m.channel === 'sms' ? 'SMS' : m.subject || '(no subject)')}</h2>
<p class="meta">#${m.id} · ${escapeHtml(m.channel)} · to <strong>${escapeHtml(m.to)}</strong> · ${escapeHtml(m.createdAt)}${m.sentAt ? ` · sent ${escapeHtml(m.sentAt)}` : ' · not delivered'}</p>
<pre>${escapeHtml(m.body)}</pre>
</article>`,
      )
      .join('\n');
    c.header('Cache-Control', 'no-store');
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:8px;padding:0 1rem;margin:1rem 0}
.meta{color:#555}pre{white-space:pre-wrap;word-break:break-word}</style></head>
<body><h1>Outbox</h1><p>${messages.length} message(s), newest first. Development only.</p>
${rows || '<p>Nothing has been sent yet.</p>'}
</body></html>`);
  });
  return app;
}
