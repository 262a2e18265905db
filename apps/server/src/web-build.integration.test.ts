// Against the real React Router production build, when one exists (`npm run build`; the
// e2e suite covers the same ground through the bundled server). Without a build these tests
// are reported as skipped by name, never silently passed.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_CLIENT_DIR, WEB_SERVER_BUILD } from './paths.ts';
import { createReactRouterSsr } from './ssr.ts';
import { scanStaticFiles } from './static-files.ts';
import { createTestApp } from './test-app.ts';
import type { TestApp } from './test-app.ts';
import { importServerBuild } from './web-build.ts';

describe.runIf(existsSync(WEB_SERVER_BUILD))('the real web build', () => {
  let t: TestApp;
  let assets: string[] = [];

  beforeAll(async () => {
    const build = await importServerBuild(WEB_SERVER_BUILD);
    const staticFiles = await scanStaticFiles(WEB_CLIENT_DIR);
    assets = [...staticFiles.keys()].filter((p) => p.startsWith('/assets/'));
    t = await createTestApp({
      ssr: createReactRouterSsr(() => Promise.resolve(build), 'production'),
      staticFiles,
    });
  });
  afterAll(() => t?.close());

  it('renders /en with the nonce of the CSP on its inline scripts', async () => {
    const res = await t.app.request('/en');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en"');
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(inline.length).toBeGreaterThan(0);
    for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);
  });

  it('answers an unknown page with 404 and the not-found text', async () => {
    const res = await t.app.request('/en/no-such-page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('This page could not be found');
  });

  it('answers HEAD without a body', async () => {
    const res = await t.app.request('/en', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('serves the built assets as immutable', async () => {
    expect(assets.length).toBeGreaterThan(0);
    const res = await t.app.request(assets[0] ?? '/assets/none');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers bad input before the renderer sees it', async () => {
    expect((await t.app.request('/en/%FF')).status).toBe(400);
    expect((await t.app.request('/en?a=%ZZ&b[]=1')).status).toBe(200);
  });
});
