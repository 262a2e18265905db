import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMIT_API_PREFIX } from '@playfield/protocol/limits';
import type { ShellContext } from '@playfield/protocol/load-context';
import { defaultRateLimitRules } from './rate-limit.ts';
import type { SsrHandler } from './ssr.ts';
import { createTestApp } from './test-app.ts';
import type { TestApp } from './test-app.ts';
import { openTestSite } from './test-site.ts';
import type { TestSite } from './test-site.ts';

let t: TestApp;

beforeAll(async () => {
  // Stands in for a service router: echoes what the in-process call carried.
  const echo = new Hono();
  echo.all('/echo', (c) =>
    c.json({
      method: c.req.method,
      cookie: c.req.header('cookie') ?? null,
      language: c.req.header('x-language') ?? null,
      requestId: c.req.header('x-request-id') ?? null,
    }),
  );
  t = await createTestApp({
    siteConfigRoutes: echo,
    rateLimitRules: defaultRateLimitRules({ perIp: 1, perAccount: 1, windowMs: 60_000 }),
    authenticate: async (c, next) => {
      const session = /session=(\w+)/.exec(c.req.header('cookie') ?? '')?.[1];
      c.set('auth', session ? { userId: session, sessionId: 's' } : null);
      await next();
    },
  });
});
afterAll(() => t.close());

async function shellFor(path: string, headers: Record<string, string> = {}): Promise<ShellContext> {
  const res = await t.app.request(path, { headers });
  expect(res.status).toBe(200);
  const shell = t.rendered.at(-1)?.context.shell;
  if (!shell) throw new Error('nothing rendered');
  return shell;
}

describe('the load context', () => {
  it('carries the visitor: null for visitors, the user id when signed in', async () => {
    expect((await shellFor('/en/a')).auth).toBeNull();
    expect((await shellFor('/en/b', { Cookie: 'session=u7' })).auth).toEqual({ userId: 'u7' });
  });

  it('calls the API in-process with the visitor cookies, language and request id', async () => {
    const shell = await shellFor('/de/c', { Cookie: 'session=u8; lng=de' });
    const res = await shell.api('/bff-api/config/echo');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      method: 'GET',
      cookie: 'session=u8; lng=de',
      language: 'de',
      requestId: shell.requestId,
    });
    const dictionary = await shell.api('/web-api/dictionary?lang=en&ids=main');
    expect(dictionary.status).toBe(200);
  });

  it('does not count in-process writes against the rate limit again', async () => {
    const shell = await shellFor('/en/d', { Cookie: 'session=u9' });
    for (let i = 0; i < 3; i += 1) {
      const res = await shell.api('/bff-api/config/echo', { method: 'POST', body: '{}' });
      expect(res.status).toBe(200);
    }
  });

  it('refuses paths outside the site API, however they are spelled', async () => {
    const shell = await shellFor('/en/e');
    for (const path of [
      '/en',
      '/web-api/../healthz',
      '//evil.example/web-api/x',
      'https://evil.example/web-api/x',
    ]) {
      await expect(shell.api(path), path).rejects.toThrow(/own API only/);
    }
  });
});

// Issue 14 item 2: a page's loaders reach the API routers in process with the page request's
// resolved variables, so a signed-in page reads the session once however many calls it makes.
describe('one session read per page request', () => {
  let site: TestSite;
  const answers: { path: string; status: number; body: unknown }[] = [];
  /** Stands in for React Router: the page's loaders make three API calls. */
  const loaders: SsrHandler = async (request, context) => {
    for (const path of [
      `${LIMIT_API_PREFIX}/status`,
      '/web-api/wallet/accounts',
      '/web-api/user/config',
    ]) {
      const res = await context.shell.api(path);
      answers.push({ path, status: res.status, body: await res.json() });
    }
    return new Response(`<!doctype html><p>${new URL(request.url).pathname}</p>`, {
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  };

  beforeAll(async () => {
    site = await openTestSite({ app: { ssr: loaders } });
  });
  afterAll(() => site?.close());

  async function signUp(): Promise<string> {
    const res = await site.app.request('http://localhost/web-api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ type: 'one_click', countryCode: 'ru', currency: 'RUB' }),
    });
    expect(res.status).toBe(201);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('user_token='));
    return cookie?.split(';')[0] ?? '';
  }

  it('reads the session once for a signed-in page whose loaders call the API three times', async () => {
    const cookie = await signUp();
    const reads = vi.spyOn(site.contexts.identity, 'authenticateHeaders');
    answers.length = 0;
    const page = await site.app.request('http://localhost/en/office', { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(answers.map((a) => [a.path, a.status])).toEqual([
      [`${LIMIT_API_PREFIX}/status`, 200],
      ['/web-api/wallet/accounts', 200],
      ['/web-api/user/config', 200],
    ]);
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
  });

  it('keeps authorisation in the routers: a visitor page gets their 401', async () => {
    answers.length = 0;
    const page = await site.app.request('http://localhost/en/office');
    expect(page.status).toBe(200);
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401]);
  });

  it('keeps validation in the routers: a malformed write answers the router’s 400', async () => {
    let shell: ShellContext | null = null;
    const capture = await openTestSite({
      app: {
        ssr: (_request, context) => {
          shell = context.shell;
          return Promise.resolve(new Response('<!doctype html>', { headers: {} }));
        },
      },
    });
    try {
      const reg = await capture.app.request('http://localhost/web-api/auth/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ type: 'one_click', countryCode: 'ru', currency: 'RUB' }),
      });
      const own = reg.headers.getSetCookie().find((c) => c.startsWith('user_token='));
      await capture.app.request('http://localhost/en/office', {
        headers: { cookie: own?.split(';')[0] ?? '' },
      });
      if (!shell) throw new Error('nothing rendered');
      const api = (shell as ShellContext).api;
      const res = await api(`${LIMIT_API_PREFIX}/limits`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"limits":"no"}',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ status: 400, code: 'invalid_input' });
      // A NUL in a write body is refused as from a browser.
      const nul = await api('/web-api/wallet/payment-requests', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"topic":"a\\u0000"}',
      });
      expect(nul.status).toBe(400);
    } finally {
      await capture.close();
    }
  });

  it('refuses a money-moving write made while maintenance is on for the page, as the edge does', async () => {
    // The page the write would come from is one that stays open during maintenance.
    let shell: ShellContext | null = null;
    const capture = await openTestSite({
      app: {
        ssr: (_request, context) => {
          shell = context.shell;
          return Promise.resolve(new Response('<!doctype html>', { headers: {} }));
        },
      },
    });
    try {
      const page = await capture.app.request('http://localhost/en/maintenance', {
        headers: { cookie: 'maintenance=1' },
      });
      expect(page.status).toBe(200);
      if (!shell) throw new Error('nothing rendered');
      const res = await (shell as ShellContext).api('/web-api/wallet/deposits', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': 'key-0000001' },
        body: '{}',
      });
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 503, code: 'maintenance' });
      expect(res.headers.get('retry-after')).toBe('300');
      // As at the edge, only money-moving writes are closed: a sign-out goes through.
      const other = await (shell as ShellContext).api('/web-api/auth/logout', { method: 'POST' });
      expect(other.status).toBe(200);
    } finally {
      await capture.close();
    }
  });

  it('closes a page POST during maintenance before its action could call the API', async () => {
    const res = await site.app.request('http://localhost/en/office/recharge', {
      method: 'POST',
      headers: { cookie: 'maintenance=1', origin: 'http://localhost' },
      body: new URLSearchParams({ amount: '100' }),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/en/maintenance');
  });
});
