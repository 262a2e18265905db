import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCache, pageCacheKey } from './page-cache.ts';
import { scanStaticFiles } from './static-files.ts';
import { createTestApp } from './test-app.ts';
import type { TestApp } from './test-app.ts';

describe('language prefix redirects', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends / to /ru and stores the language', async () => {
    const res = await t.app.request('/');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/ru');
    expect(res.headers.get('set-cookie')).toMatch(
      /^lng=ru; Path=\/; Max-Age=31536000; SameSite=Lax/,
    );
  });

  it('follows Accept-Language: en', async () => {
    const res = await t.app.request('/', { headers: { 'Accept-Language': 'en-US,en;q=0.9' } });
    expect(res.headers.get('location')).toBe('/en');
  });

  it('lets the lng cookie win over the browser', async () => {
    const res = await t.app.request('/', {
      headers: { 'Accept-Language': 'en', Cookie: 'lng=de' },
    });
    expect(res.headers.get('location')).toBe('/de');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('replaces a disallowed prefix keeping path and query', async () => {
    const res = await t.app.request('/xx/some/path?a=1');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/ru/some/path?a=1');
  });

  it('renders an allowed prefix with the language in the load context', async () => {
    const res = await t.app.request('/en/casino', { headers: { Cookie: 'lng=ru' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^lng=en;/);
    const { shell } = t.rendered.at(-1)?.context ?? {};
    expect(shell?.lang).toBe('en');
    expect(shell?.publicUrl).toBe('http://localhost');
    expect(shell?.requestId).toBe(res.headers.get('x-request-id'));
    expect(shell?.config.languages).toContain('en');
  });

  it('renders the operator console without a language prefix, documents and data requests', async () => {
    for (const url of [
      '/console',
      '/console/login',
      '/console/audit?page=2',
      '/console/audit.data',
    ]) {
      const res = await t.app.request(url, { headers: { 'Accept-Language': 'en' } });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('location'), url).toBeNull();
      // The site's language cookie is the player's: the console leaves it alone.
      expect(res.headers.get('set-cookie'), url).toBeNull();
    }
  });

  it('does not redirect React Router data requests', async () => {
    const res = await t.app.request('/_root.data');
    expect(res.status).toBe(200);
  });
});

describe('maintenance redirects', () => {
  it('sends pages to /{lng}/maintenance while maintenance is on', async () => {
    const t = await createTestApp();
    try {
      await t.siteConfig.setKey('maintenance.isActive', true);
      expect((await t.config()).maintenance.isActive).toBe(true);
      const res = await t.app.request('/en/casino?x=1');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/en/maintenance');
      expect((await t.app.request('/en/maintenance')).status).toBe(200);
      // The APIs and health keep working.
      expect((await t.app.request('/healthz')).status).toBe(200);
      expect((await t.app.request('/web-api/dictionary?lang=en&ids=main')).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('sends the maintenance page home when maintenance is off', async () => {
    const t = await createTestApp();
    try {
      const config = await t.config();
      expect(config.maintenance.isActive).toBe(false);
      const res = await t.app.request('/de/maintenance');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/de');
    } finally {
      await t.close();
    }
  });
});

describe('static files', () => {
  let dir: string;
  let t: TestApp;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pf-static-'));
    await mkdir(path.join(dir, 'assets'));
    await mkdir(path.join(dir, '.vite'));
    await writeFile(path.join(dir, 'assets', 'entry-AbC123.js'), script);
    await writeFile(path.join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
    await writeFile(path.join(dir, '.vite', 'manifest.json'), '{}');
    t = await createTestApp({ staticFiles: await scanStaticFiles(dir) });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.request('/assets/entry-AbC123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await res.text()).toBe(script);
  });

  it('serves other files with a short cache', async () => {
    const res = await t.app.request('/favicon.ico');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/max-age=300/);
  });

  it('compresses text assets once and answers 304 to a matching ETag', async () => {
    const res = await t.app.request('/assets/entry-AbC123.js', {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('br');
    const body = Buffer.from(await res.arrayBuffer());
    expect(brotliDecompressSync(body).toString('utf8')).toBe(script);
    const etag = res.headers.get('etag') ?? '';
    const again = await t.app.request('/assets/entry-AbC123.js', {
      headers: { 'If-None-Match': etag, 'Accept-Encoding': 'br' },
    });
    expect(again.status).toBe(304);
  });

  it('answers a missing asset with 404, not a page', async () => {
    const res = await t.app.request('/assets/missing-123.js');
    expect(res.status).toBe(404);
    expect(t.rendered.some((r) => r.request.url.includes('missing-123'))).toBe(false);
  });

  it('never serves files outside the build or dotfiles', async () => {
    for (const p of [
      '/assets/../package.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
      '/.vite/manifest.json',
      '/assets/%2e%2e%5c%2e%2e%5cpackage.json',
    ]) {
      const res = await t.app.request(p);
      expect([302, 400, 404], p).toContain(res.status);
      expect(await res.text(), p).not.toContain('"workspaces"');
    }
  });
});

/** Polls until `check` holds (at most 5 s): background work has no promise to await. */
async function until(check: () => boolean): Promise<void> {
  for (let waited = 0; !check(); waited += 10) {
    if (waited > 5000) throw new Error('condition not met within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const pageKeyOf = (path: string) =>
  pageCacheKey('en', new URL(`http://localhost${path}`), undefined);

describe('anonymous page cache', () => {
  let t: TestApp;
  const cache = createPageCache({ ttlMs: 60_000 });
  beforeAll(async () => {
    t = await createTestApp({
      pageCache: cache,
      authenticate: async (c, next) => {
        const user = c.req.header('x-test-user');
        c.set('auth', user ? { userId: user, sessionId: 's' } : null);
        await next();
      },
    });
  });
  afterAll(() => t.close());

  const nonceOf = (res: Response) =>
    /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';

  it('renders once and serves the same page with a fresh nonce', async () => {
    const before = t.rendered.length;
    const first = await t.app.request('/en/promotions');
    const firstHtml = await first.text();
    await until(() => cache.get(pageKeyOf('/en/promotions')) !== null);
    const second = await t.app.request('/en/promotions');
    const secondHtml = await second.text();
    expect(t.rendered.length - before).toBe(1);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.headers.get('cache-control')).toBe('private, no-cache');
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(secondHtml).toContain(`nonce="${nonceOf(second)}"`);
    expect(secondHtml).not.toContain(nonceOf(first));
    expect(secondHtml.replaceAll(nonceOf(second), '')).toBe(
      firstHtml.replaceAll(nonceOf(first), ''),
    );
  });

  it('renders a page once for concurrent misses, each answer with its own nonce', async () => {
    const before = t.rendered.length;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.app.request('/en/slots?concurrent=1')),
    );
    expect(t.rendered.length - before).toBe(1);
    const nonces = new Set(answers.map(nonceOf));
    expect(nonces.size).toBe(5);
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(`nonce="${nonceOf(res)}"`);
    }
  });

  it('serves a stale page at once and refreshes it in the background', async () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 5000, now: () => now });
    const quick = await createTestApp({ pageCache: cache });
    try {
      await (await quick.app.request('/en/live-casino')).text();
      await until(() => cache.size === 1);
      now += 5000; // past the TTL, within the stale window
      const stale = await quick.app.request('/en/live-casino');
      expect(stale.headers.get('x-page-cache')).toBe('hit');
      expect(await stale.text()).toContain(`nonce="${nonceOf(stale)}"`);
      await until(() => quick.rendered.length === 2);
      // The background render used its own nonce, not the visitor's.
      expect(quick.rendered[1]?.context.shell.nonce).not.toBe(nonceOf(stale));
      await until(() => cache.get(pageKeyOf('/en/live-casino'))?.stale === false);
      const fresh = await quick.app.request('/en/live-casino');
      expect(fresh.headers.get('x-page-cache')).toBe('hit');
      expect(quick.rendered).toHaveLength(2);
    } finally {
      await quick.close();
    }
  });

  it('renders again for other cookies, for signed-in users and for writes', async () => {
    await (await t.app.request('/en/live')).text();
    await until(() => cache.get(pageKeyOf('/en/live')) !== null);
    const before = t.rendered.length;
    await t.app.request('/en/live', { headers: { Cookie: 'appTheme=1' } });
    await t.app.request('/en/live', { headers: { 'x-test-user': 'u1' } });
    await t.app.request('/en/live', { method: 'POST' });
    expect(t.rendered.length - before).toBe(3);
  });
});
