import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpEnv } from '@playfield/protocol/http-context';
import { identityAuthMiddleware } from './middleware.ts';
import { createTestIdentity, TestClient } from './test-support.ts';
import type { TestIdentity } from './test-support.ts';

let t: TestIdentity;
beforeAll(async () => {
  t = await createTestIdentity();
});
afterAll(async () => {
  await t.close();
});

describe('identityAuthMiddleware', () => {
  it('sets c.var.auth from the session cookie or a bearer token, null for visitors', async () => {
    const server = new Hono<HttpEnv>();
    server.use(identityAuthMiddleware(t.service));
    server.get('/whoami', (c) => c.json({ auth: c.get('auth') }));

    const browser = new TestClient(t.app);
    const reg = await browser.json<{ userId: number }>('/web-api/auth/register', {
      body: { type: 'one_click', countryCode: 'ru', currency: 'RUB' },
    });
    const viaCookie = await new TestClient(server, {
      cookie: `user_token=${browser.cookies.get('user_token')}`,
    }).json<{ auth: { userId: string; sessionId: string } }>('/whoami');
    expect(viaCookie.body.auth.userId).toBe(String(reg.body.userId));
    expect(viaCookie.body.auth.sessionId).toMatch(/^\d+$/);

    const token = await browser.json<{ token: string }>(
      '/web-api/user/gettoken?force_refresh=true',
    );
    const viaBearer = await new TestClient(server, {
      authorization: `Bearer ${token.body.token}`,
    }).json<{ auth: { userId: string } }>('/whoami');
    expect(viaBearer.body.auth.userId).toBe(String(reg.body.userId));

    expect((await new TestClient(server).json('/whoami')).body).toEqual({ auth: null });
    const junk = await new TestClient(server, { cookie: 'user_token=junk' }).json('/whoami');
    expect(junk.body).toEqual({ auth: null });
  });
});
