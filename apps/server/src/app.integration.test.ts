import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@playfield/protocol/errors';
import type { HttpEnv } from '@playfield/protocol/http-context';
import { createTestApp } from './test-app.ts';
import type { TestApp } from './test-app.ts';

let t: TestApp;
let broken: TestApp;

beforeAll(async () => {
  const failing = new Hono();
  failing.get('/boom', () => {
    throw new Error('secret database password in a stack');
  });
  t = await createTestApp();
  // A second app only to mount a router that throws (unknown errors → generic 500).
  broken = await createTestApp({ siteConfigRoutes: failing });
});

afterAll(async () => {
  await t.close();
  await broken.close();
});

describe('health', () => {
  it('/healthz answers 200 while the process is up', async () => {
    const res = await t.app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('/readyz answers 200 when the database answers and is migrated', async () => {
    const res = await t.app.request('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
  });
});

describe('request ids and logs', () => {
  it('generates a request id, echoes it and logs one line per request', async () => {
    const res = await t.app.request('/healthz');
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = t.logs().find((l) => l.requestId === id && l.msg === 'request');
    expect(line).toMatchObject({ method: 'GET', path: '/healthz', status: 200 });
  });

  it('keeps a sane incoming X-Request-Id and replaces an insane one', async () => {
    const kept = await t.app.request('/healthz', { headers: { 'X-Request-Id': 'lb-1234abcd' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-1234abcd');
    const replaced = await t.app.request('/healthz', {
      headers: { 'X-Request-Id': '<script>alert(1)</script>' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers', () => {
  it('sends a CSP with a fresh nonce per request, the same the renderer got', async () => {
    const first = await t.app.request('/en');
    const second = await t.app.request('/en');
    const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
    const a = nonceOf(first.headers.get('content-security-policy'));
    const b = nonceOf(second.headers.get('content-security-policy'));
    expect(a).toBeTruthy();
    expect(b).toBeTruthy();
    expect(a).not.toBe(b);
    expect(await first.text()).toContain(`<script nonce="${a}">`);
    expect(t.rendered.at(-1)?.context.shell.nonce).toBe(b);
  });

  it('allows no inline script without the nonce and no framing', async () => {
    const res = await t.app.request('/en');
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    // PUBLIC_URL is http here: no HSTS.
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS when the site is served over https', async () => {
    const secure = await createTestApp({ publicUrl: 'https://playfield.example' });
    try {
      const res = await secure.app.request('/healthz');
      expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
    } finally {
      await secure.close();
    }
  });

  it('sets the headers on responses with immutable headers too', async () => {
    const routes = new Hono<HttpEnv>();
    routes.get('/moved', () => Response.redirect('http://localhost/en', 302));
    const moved = await createTestApp({ apiRoutes: [{ path: '/web-api/test', routes }] });
    try {
      const res = await moved.app.request('/web-api/test/moved');
      expect(res.status).toBe(302);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-request-id')).toBeTruthy();
    } finally {
      await moved.close();
    }
  });

  it('sets the headers on API answers and errors too', async () => {
    const res = await t.app.request('/web-api/no-such-endpoint');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

describe('API errors (spec §8 shape)', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.request('/bff-api/unknown');
    expect(res.status).toBe(404);
    const body: unknown = await res.json();
    expect(apiErrorSchema.parse(body)).toMatchObject({ status: 404, message: 'Not found' });
  });

  it('turns unknown errors into a generic 500 and keeps details in the log', async () => {
    const res = await broken.app.request('/bff-api/config/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret');
    expect(apiErrorSchema.parse(JSON.parse(text))).toEqual({
      message: 'Internal server error',
      status: 500,
      code: 'internal',
    });
    const logged = broken.logs().find((l) => l.msg === 'unhandled error');
    expect(JSON.stringify(logged)).toContain('secret database password');
  });

  it('answers a page render failure with a generic HTML 500', async () => {
    const failing = await createTestApp({
      ssr: () => Promise.reject(new Error('render exploded')),
    });
    try {
      const res = await failing.app.request('/en');
      expect(res.status).toBe(500);
      const html = await res.text();
      expect(html).toContain('Something went wrong');
      expect(html).not.toContain('exploded');
    } finally {
      await failing.close();
    }
  });
});

describe('dictionary endpoint', () => {
  it('serves the requested dictionaries of a language', async () => {
    const res = await t.app.request('/web-api/dictionary?lang=en&ids=main');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { lang: string; messages: Record<string, string> };
    expect(body.lang).toBe('en');
    expect(body.messages.main_error).toBe('Something went wrong');
    expect(Object.keys(body.messages).every((k) => k.startsWith('main_'))).toBe(true);
  });

  it('answers 400 on a bad language, unknown ids or missing parameters', async () => {
    for (const query of [
      'lang=xx&ids=main',
      'lang=EN&ids=main',
      'lang=en&ids=nope',
      'lang=en',
      'ids=main',
      'lang=en&ids=a,,b',
    ]) {
      const res = await t.app.request(`/web-api/dictionary?${query}`);
      expect(res.status, query).toBe(400);
      expect(apiErrorSchema.parse(await res.json()).status).toBe(400);
    }
  });
});

describe('site configuration endpoints', () => {
  it('are mounted under /bff-api/config', async () => {
    const res = await t.app.request('/bff-api/config/all.json?lang=en');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { config: { companyName: string } };
    expect(body.config.companyName).toBeTruthy();
  });
});

describe('service routers', () => {
  it('are mounted at their path and read the request variables', async () => {
    const routes = new Hono<HttpEnv>();
    routes.get('/whoami', (c) =>
      c.json({
        lang: c.get('lang'),
        ip: c.get('clientIp'),
        auth: c.get('auth'),
        id: c.get('requestId'),
      }),
    );
    const mounted = await createTestApp({ apiRoutes: [{ path: '/web-api/test', routes }] });
    try {
      const res = await mounted.app.request(
        '/web-api/test/whoami',
        { headers: { 'X-Language': 'de' } },
        { remoteAddress: '192.0.2.9' },
      );
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        lang: 'de',
        ip: '192.0.2.9',
        auth: null,
        id: res.headers.get('x-request-id'),
      });
    } finally {
      await mounted.close();
    }
  });
});

describe('compression', () => {
  it('gzips pages for clients that accept it and leaves others alone', async () => {
    const zipped = await t.app.request('/en', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    const html = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8');
    expect(html).toContain('<html lang="en">');
    const plain = await t.app.request('/en');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });
});
