import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { deferBootstrap, deferHydration, deferHydrationStream } from './defer-hydration.server.ts';

const BOOTSTRAP = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-C.js");`;

const DOCUMENT =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>é</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-C.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/root-A.js" nonce="n1"/>' +
  '<link nonce="n1" rel="stylesheet" href="/assets/root.css"/></head>' +
  '<body><main>Hello</main><script nonce="n1">window.__reactRouterContext = {};</script>' +
  `<script nonce="n1" type="module" async="">${BOOTSTRAP}</script></body></html>` +
  '<script nonce="n1">window.__reactRouterContext.streamController.enqueue("data");</script>';

describe('deferHydration', () => {
  it('drops the modulepreload links and preloads only the entry, after the first paint', () => {
    const out = deferHydration(DOCUMENT) ?? '';
    expect(out).not.toBe('');
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<link nonce="n1" rel="stylesheet" href="/assets/root.css"/>');
    expect(out).toContain('pfEntry.href="/assets/entry.client-C.js"');
    expect(out.indexOf('pfEntry.href')).toBeGreaterThan(out.indexOf('requestAnimationFrame'));
    expect(out).toContain('<main>Hello</main>');
    expect(out).toContain('enqueue("data")');
  });

  it('imports the routes together after a frame, then sets them and imports the entry', () => {
    const out = deferBootstrap(BOOTSTRAP) ?? '';
    expect(out).not.toMatch(/^import \*/m);
    const routes = out.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root-A.js"), import("/assets/home-B.js")]);',
    );
    expect(routes).toBeGreaterThan(out.indexOf('requestAnimationFrame'));
    expect(out.indexOf('window.__reactRouterRouteModules = {"root":route0')).toBeGreaterThan(
      routes,
    );
    expect(out.trimEnd().endsWith('import("/assets/entry.client-C.js");')).toBe(true);
  });

  it('leaves a bootstrap of another shape alone', () => {
    expect(deferBootstrap(`import "/assets/manifest.js";\n${BOOTSTRAP}`)).toBeNull();
    expect(deferBootstrap('import("/x.js");')).toBeNull();
    expect(
      deferBootstrap(BOOTSTRAP.replace('import("/assets/entry.client-C.js");', '')),
    ).toBeNull();
    const other = DOCUMENT.replace('import * as route0 from', 'import route0 from');
    expect(deferHydration(other)).toBeNull();
  });

  it('rewrites a document streamed in pieces, multi-byte characters split included', async () => {
    const bytes = Buffer.from(DOCUMENT, 'utf8');
    const pieces: Buffer[] = [];
    for (let i = 0; i < bytes.length; i += 7) pieces.push(bytes.subarray(i, i + 7));
    let flushed = false;
    const stream = Readable.from(pieces).pipe(deferHydrationStream(() => (flushed = true)));
    let out = '';
    for await (const chunk of stream) out += Buffer.from(chunk as Buffer).toString('utf8');
    expect(out).toBe(deferHydration(DOCUMENT));
    expect(out).toContain('<title>é</title>');
    expect(flushed).toBe(true);
  });
});
