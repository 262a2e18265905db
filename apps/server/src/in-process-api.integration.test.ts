import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShellContext } from '@playfield/protocol/load-context';
import { defaultRateLimitRules } from './rate-limit.ts';
import { createTestApp } from './test-app.ts';
import type { TestApp } from './test-app.ts';

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
