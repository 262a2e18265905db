// Issue 13 item 6 through the site's own HTTP API, every context wired as in production
// (openContexts): `GET /web-api/user/config` shows the ban the limits context holds — 53/1
// while the player is self-excluded or timed out, 0 once that ends — one source of truth with
// `GET …/limit-service-api/…/status`. The limits clock is moved with the DEV_TOOLS clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_API_PREFIX, LIMIT_API_V1_BASE } from '@playfield/protocol/limits';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';
import { openTestSite } from './test-site.ts';
import type { TestSite } from './test-site.ts';

let site: TestSite;
let app: Hono<AppEnv>;

beforeAll(async () => {
  site = await openTestSite({ env: { DEV_TOOLS: '1' } });
  ({ app } = site);
});

afterAll(async () => {
  await site?.close();
});

/** A browser of one player: keeps the session cookie between calls. */
function player() {
  let cookie = '';
  return async (method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = { 'X-Language': 'en' };
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await app.request(`http://localhost${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = response.headers.getSetCookie().find((c) => c.startsWith('user_token='));
    if (set) cookie = set.split(';')[0] ?? '';
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown };
  };
}

async function banOf(call: ReturnType<typeof player>) {
  const config = await call('GET', '/web-api/user/config');
  expect(config.status).toBe(200);
  const { ban_level, ban_version } = config.body as { ban_level: number; ban_version: number };
  const status = await call('GET', `${LIMIT_API_PREFIX}/status`);
  expect(status.status).toBe(200);
  return { config: [ban_level, ban_version], limits: (status.body as { ban: unknown }).ban };
}

describe('the user config and the limits context agree on the ban', () => {
  it('says 53/1 while self-excluded and 0 once the exclusion has ended', async () => {
    const call = player();
    const reg = await call('POST', '/web-api/auth/register', {
      type: 'one_click',
      countryCode: 'ru',
      currency: 'RUB',
    });
    expect(reg.status).toBe(201);
    expect(await banOf(call)).toEqual({ config: [0, 0], limits: null });

    const blocked = await call('POST', `${LIMIT_API_V1_BASE}/BlockUser`, { period: 1 });
    expect(blocked).toEqual({ status: 200, body: { success: true } });
    expect(await banOf(call)).toEqual({
      config: [53, 1],
      limits: { level: 53, version: 1 },
    });

    // A day and a minute later the exclusion is over, in both answers.
    const moved = await call('POST', '/web-api/dev/clock', { advanceSeconds: 86_460 });
    expect(moved.status).toBe(200);
    expect(await banOf(call)).toEqual({ config: [0, 0], limits: null });
  });

  it('agrees during a time-out too (no ban: only self-exclusion is shown as one, decision 013)', async () => {
    const call = player();
    expect(
      (
        await call('POST', '/web-api/auth/register', {
          type: 'one_click',
          countryCode: 'ru',
          currency: 'RUB',
        })
      ).status,
    ).toBe(201);
    const timeout = await call('POST', `${LIMIT_API_PREFIX}/limits`, {
      limits: [{ limitType: 33, limitValue: 1 }],
    });
    expect(timeout.status).toBe(200);
    expect(await banOf(call)).toEqual({ config: [0, 0], limits: null });
  });
});
