// `GET /web-api/openapi.json` (issue 14 item 2): the OpenAPI 3.1 description of the public
// endpoints the contexts mount from typed definitions (@playfield/protocol), built once from
// the mounts themselves, so it lists exactly what is served.
import { Hono } from 'hono';
import { openApiDocument } from '@playfield/protocol/endpoint';
import type { Endpoint } from '@playfield/protocol/endpoint';
import type { Mount } from '@playfield/module';
import type { AppEnv } from './app-env.ts';

/** The endpoints of `mounts`, in mount order. */
export function mountedEndpoints(mounts: readonly Mount[]): Endpoint[] {
  return mounts.flatMap((mount) => mount.endpoints ?? []);
}

/** The description's router, mounted at `/web-api`. */
export function openApiRoutes(mounts: readonly Mount[]): Hono {
  const document = JSON.stringify(
    openApiDocument(mountedEndpoints(mounts), {
      title: 'Playfield public API',
      version: '1',
      description:
        'Endpoints mounted from typed definitions. Errors carry spec §8 shape: { status, message, code }.',
    }),
  );
  const app = new Hono();
  app.get('/openapi.json', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(document, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  return app;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

type Operation = {
  operationId: string;
  summary?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
};

const schemaBlock = (label: string, schema: unknown) =>
  `<details><summary>${escapeHtml(label)}</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;

function operationHtml(path: string, method: string, op: Operation): string {
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<li><code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}${p.required ? ', required' : ''}) <code>${escapeHtml(JSON.stringify(p.schema ?? {}))}</code></li>`,
    )
    .join('');
  const body = op.requestBody?.content['application/json']?.schema;
  const responses = Object.entries(op.responses)
    .map(([status, answer]) => {
      const schema = answer.content?.['application/json']?.schema;
      const label = `${status} ${answer.description}`;
      return `<li>${schema && status.startsWith('2') ? schemaBlock(label, schema) : escapeHtml(label)}</li>`;
    })
    .join('');
  return `<section id="${escapeHtml(op.operationId)}">
<h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>${op.security ? ' <span class="lock">signed-in player</span>' : ''}</h3>
<p>${escapeHtml(op.summary ?? '')} <a href="#${escapeHtml(op.operationId)}">${escapeHtml(op.operationId)}</a></p>
${params ? `<ul>${params}</ul>` : ''}${body ? schemaBlock('Request body', body) : ''}<ul>${responses}</ul>
</section>`;
}

/**
 * `GET /dev/api` (development only): the description as one page, rendered on the server —
 * no script, no outside assets; its style carries the response's CSP nonce.
 */
export function openApiBrowser(mounts: readonly Mount[]): Hono<AppEnv> {
  const document = openApiDocument(mountedEndpoints(mounts), {
    title: 'Playfield public API',
    version: '1',
  }) as { paths: Record<string, Record<string, Operation>> };
  const sections = Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, op]) => operationHtml(path, method, op)),
    )
    .join('\n');
  const app = new Hono<AppEnv>();
  app.get('/api', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Playfield public API</title>
<style nonce="${c.get('nonce') ?? ''}">body{font:15px/1.5 system-ui,sans-serif;max-width:64rem;margin:2rem auto;padding:0 1rem}
section{border-top:1px solid #ddd;padding:.5rem 0}h3{margin:.5rem 0;font-size:1rem}
.m{display:inline-block;min-width:4.5rem;font-weight:700}.get{color:#0a6}.post{color:#06c}
.put,.patch{color:#a60}.delete{color:#c03}.lock{font-size:.8rem;color:#555;border:1px solid #ccc;border-radius:4px;padding:0 .3rem}
pre{background:#f6f6f6;padding:.5rem;overflow:auto;font-size:13px}</style></head>
<body><h1>Playfield public API</h1>
<p>From <a href="/web-api/openapi.json">/web-api/openapi.json</a> (OpenAPI 3.1). Errors carry spec §8's shape <code>{ status, message, code }</code>. Development only.</p>
${sections}
</body></html>`);
  });
  return app;
}
