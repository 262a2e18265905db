// The operator console in the whole app (issue 15): cookie separation both ways, the role ×
// endpoint matrix over every mounted console endpoint (read from the console's own description,
// which is built from the mounted definitions and checked against the app's routes), CSRF and
// the sign-in rate limit on /console-api.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestConsole, signInOperator } from '@playfield/console/testing';
import type { SignedInOperator } from '@playfield/console/testing';
import type { ConsoleService } from '@playfield/console';
import { ROLES } from '@playfield/domain/console';
import type { ConsoleAccess, Role } from '@playfield/domain/console';
import { roleAllows } from '@playfield/domain/console';
import { defaultRateLimitRules } from './rate-limit.ts';
import { openTestSite } from './test-site.ts';
import type { TestSite } from './test-site.ts';

let site: TestSite;
let consoleService: ConsoleService;
const operators = {} as Record<Role, SignedInOperator>;
let playerCookie = '';

interface Operation {
  method: string;
  path: string;
  permission: ConsoleAccess | 'public';
}
let operations: Operation[] = [];

const call = (
  method: string,
  path: string,
  cookie?: string,
  headers: Record<string, string> = {},
) =>
  site.app.request(`http://localhost${path}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
      'Idempotency-Key': `console-test-${Math.random()}`,
      ...headers,
    },
    ...(method === 'GET' ? {} : { body: '{}' }),
  });

/** Path parameters filled with an id no operator has (operator changes answer 404, harmlessly). */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '999999');

beforeAll(async () => {
  // The matrix sends a few hundred writes from one address and session: the write limits are
  // raised here (the sign-in limit per address stays, tested below).
  site = await openTestSite({
    fakeQuotes: true,
    app: {
      rateLimitRules: defaultRateLimitRules({
        perIp: 100_000,
        perAccount: 100_000,
        windowMs: 60_000,
      }),
    },
  });
  consoleService = await createTestConsole(site.database);
  for (const role of ROLES) operators[role] = await signInOperator(site.app, consoleService, role);
  const registered = await site.app.request('http://localhost/web-api/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'one_click', countryCode: 'de', currency: 'EUR' }),
  });
  expect(registered.status).toBe(201);
  const set = registered.headers.getSetCookie().find((c) => c.startsWith('user_token='));
  playerCookie = set?.split(';')[0] ?? '';
  expect(playerCookie).not.toBe('');
  const description = await call('GET', '/console-api/openapi.json', operators.content.cookie);
  expect(description.status).toBe(200);
  const document = (await description.json()) as {
    paths: Record<string, Record<string, { 'x-permission': Operation['permission'] }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      permission: op['x-permission'],
    })),
  );
  // Signing out ends the session the next calls use: walked last.
  operations.sort(
    (a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')),
  );
});
afterAll(async () => {
  await site.close();
});

describe('the console API description', () => {
  it('describes exactly the console routes the app serves, each with its permission', () => {
    const served = new Set(
      site.app.routes
        .filter((route) => route.path.startsWith('/console-api/') && route.method !== 'ALL')
        .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    const described = new Set(operations.map((op) => `${op.method} ${op.path}`));
    expect(described).toEqual(served);
    expect(operations.length).toBeGreaterThanOrEqual(11);
    for (const op of operations) expect(op.permission).toBeTruthy();
  });

  it('is for signed-in operators only', async () => {
    expect((await call('GET', '/console-api/openapi.json')).status).toBe(401);
    expect((await call('GET', '/console-api/openapi.json', playerCookie)).status).toBe(401);
    expect((await call('GET', '/web-api/openapi.json')).status).toBe(200);
    const publicDoc = await (await call('GET', '/web-api/openapi.json')).text();
    expect(publicDoc).not.toContain('/console-api/');
  });
});

describe('cookie separation', () => {
  it('refuses a player session on every console endpoint', async () => {
    for (const op of operations.filter((o) => o.permission !== 'public')) {
      const response = await call(op.method, concrete(op.path), playerCookie);
      expect(response.status, `${op.method} ${op.path}`).toBe(401);
    }
  });

  it("refuses an operator session on the player's money endpoints", async () => {
    const cookie = operators.admin.cookie;
    const withdrawal = await call('POST', '/web-api/wallet/withdrawals', cookie);
    expect(withdrawal.status).toBe(401);
    const bet = await call('POST', '/web-api/betting/place', cookie);
    expect(bet.status).toBe(401);
    const session = await call('GET', '/web-api/session', cookie);
    expect(JSON.stringify(await session.json())).not.toMatch(/"userId":\s*\d/);
  });
});

describe('the role × endpoint matrix', () => {
  it('answers anonymous 401, forbidden 403 and allowed neither, on every endpoint for every role', async () => {
    const seen: string[] = [];
    for (const op of operations) {
      const anonymous = await call(op.method, concrete(op.path));
      if (op.permission === 'public') {
        expect([401, 403], `${op.method} ${op.path} anonymous`).not.toContain(anonymous.status);
      } else {
        expect(anonymous.status, `${op.method} ${op.path} anonymous`).toBe(401);
      }
      for (const role of ROLES) {
        const response = await call(op.method, concrete(op.path), operators[role].cookie);
        const allowed =
          op.permission === 'public' ||
          op.permission === 'signed-in' ||
          roleAllows(role, op.permission);
        const label = `${role} ${op.method} ${op.path} → ${response.status}`;
        if (allowed) expect([401, 403], label).not.toContain(response.status);
        else expect(response.status, label).toBe(403);
        seen.push(label);
      }
    }
    expect(seen.length).toBe(operations.length * ROLES.length);
  });
});

describe('CSRF and rate limits on /console-api', () => {
  it('refuses a cross-site console write', async () => {
    // From an address of its own: the matrix used this one's sign-in allowance.
    const elsewhere = {
      request: (url: string, init?: RequestInit) =>
        site.app.request(url, init, { remoteAddress: '198.51.100.20' }),
    };
    const fresh = await signInOperator(elsewhere, consoleService, 'admin');
    const crossOrigin = await call('POST', '/console-api/operators', fresh.cookie, {
      origin: 'https://evil.example',
    });
    expect(crossOrigin.status).toBe(403);
    expect(await crossOrigin.json()).toMatchObject({ code: 'cross_site_request' });
    const crossFetch = await call('POST', '/console-api/auth/logout', fresh.cookie, {
      'sec-fetch-site': 'cross-site',
    });
    expect(crossFetch.status).toBe(403);
    expect((await call('GET', '/console-api/auth/me', fresh.cookie)).status).toBe(200);
  });

  it('limits sign-ins per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await site.app.request(
        'http://localhost/console-api/auth/login',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'nobody@console.test', password: 'x', code: '000000' }),
        },
        { remoteAddress: '198.51.100.77' },
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
