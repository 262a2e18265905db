// Calls the whole-app integration tests make on a test site (test-site.ts): one JSON request with
// a cookie and an Idempotency-Key, and a registered one-click player, funded when asked.
import { expect } from 'vitest';
import type { TestSite } from './test-site.ts';

export interface SiteAnswer {
  status: number;
  // Answers are read loosely by the assertions (their shapes are the endpoints' own tests).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export type SiteCall = (
  method: string,
  path: string,
  cookie: string,
  body?: unknown,
  key?: string,
) => Promise<SiteAnswer>;

/** A caller of `site` whose writes carry keys `${keyPrefix}-1`, `-2`, … unless one is given. */
export function siteCaller(site: () => TestSite, keyPrefix: string): SiteCall {
  let keys = 0;
  return async (method, path, cookie, body, key) => {
    const response = await site().app.request(`http://localhost${path}`, {
      method,
      headers: {
        cookie,
        'Idempotency-Key': key ?? `${keyPrefix}-${++keys}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
}

export interface TestPlayer {
  cookie: string;
  userId: number;
  accountId: number;
  login: number;
  password: string;
}

export interface TestPlayerOptions {
  countryCode?: string;
  currency?: string;
  /** Minor units credited as an adjustment; none when absent. */
  fund?: bigint;
  /** The client address of the registration (registrations are limited per address). */
  remoteAddress?: string;
}

/** Registers a one-click player (201 expected) and answers its session cookie and ids. */
export async function registerTestPlayer(
  site: TestSite,
  options: TestPlayerOptions = {},
): Promise<TestPlayer> {
  const currency = options.currency ?? 'EUR';
  const reg = await site.app.request(
    'http://localhost/web-api/auth/register',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'one_click',
        countryCode: options.countryCode ?? 'de',
        currency,
      }),
    },
    options.remoteAddress ? { remoteAddress: options.remoteAddress } : undefined,
  );
  expect(reg.status).toBe(201);
  const cookie =
    reg.headers
      .getSetCookie()
      .find((c) => c.startsWith('user_token='))
      ?.split(';')[0] ?? '';
  const registered = (await reg.json()) as { userId: number; login: number; password: string };
  const accounts = await site.app.request('http://localhost/web-api/wallet/accounts', {
    headers: { cookie },
  });
  const accountId = ((await accounts.json()) as { id: number }[])[0]?.id ?? 0;
  const { userId } = registered;
  if (options.fund !== undefined) {
    const amount = options.fund;
    await site.contexts.wallet.wallet.post({
      kind: 'adjustment',
      idempotencyKey: `fund-${userId}`,
      legs: [
        { account: { kind: 'player', accountId, userId }, currency, amount },
        { account: { kind: 'system', code: 'adjustments' }, currency, amount: -amount },
      ],
    });
  }
  return { ...registered, cookie, accountId };
}
