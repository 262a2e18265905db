import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestIdentity, TestClient } from './test-support.ts';
import type { TestIdentity } from './test-support.ts';

// A fake OpenID provider at the network boundary: the token and userinfo endpoints.
interface ProviderCall {
  url: string;
  body: string | null;
  authorization: string | null;
}
const calls: ProviderCall[] = [];
let userinfo: Record<string, unknown> = {};

const providerFetch: typeof fetch = async (input, init) => {
  const url = String(input);
  const headers = new Headers(init?.headers);
  calls.push({
    url,
    body: typeof init?.body === 'string' ? init.body : null,
    authorization: headers.get('authorization'),
  });
  if (url === 'https://id.example/token') {
    return Response.json({ access_token: 'access-123', token_type: 'Bearer' });
  }
  if (url === 'https://id.example/userinfo') return Response.json(userinfo);
  return new Response('not found', { status: 404 });
};

const warnings: string[] = [];
let t: TestIdentity;
beforeAll(async () => {
  t = await createTestIdentity({
    fetch: providerFetch,
    logger: { info: () => {}, warn: (message) => void warnings.push(message), error: () => {} },
    oauthProviders: {
      yandex: {
        clientId: 'client-1',
        clientSecret: 'secret-1',
        authorizationEndpoint: 'https://id.example/authorize',
        tokenEndpoint: 'https://id.example/token',
        userinfoEndpoint: 'https://id.example/userinfo',
      },
      // Incomplete settings: hidden.
      vk: { clientId: 'x', clientSecret: '' },
    },
  });
});
afterAll(async () => {
  await t.close();
});

async function signInWithProvider(browser: TestClient, query = '') {
  const start = await browser.request(`/web-api/auth/oauth/yandex${query}`);
  expect(start.status).toBe(302);
  const location = new URL(start.headers.get('location') ?? '');
  const state = location.searchParams.get('state') ?? '';
  return browser.request(`/web-api/auth/oauth/yandex/callback?code=code-xyz&state=${state}`);
}

describe('social sign-in (OAuth 2.0 authorization code with PKCE)', () => {
  it('lists only configured providers; none by default', async () => {
    const listed = await new TestClient(t.app).json('/web-api/auth/providers');
    expect(listed.body).toEqual({
      providers: [{ id: 'yandex', startUrl: '/web-api/auth/oauth/yandex' }],
    });
    const plain = await createTestIdentity();
    try {
      expect((await new TestClient(plain.app).json('/web-api/auth/providers')).body).toEqual({
        providers: [],
      });
      expect((await new TestClient(plain.app).request('/web-api/auth/oauth/google')).status).toBe(
        404,
      );
    } finally {
      await plain.close();
    }
  });

  it('redirects to the provider with state and an S256 code challenge', async () => {
    const res = await new TestClient(t.app).request('/web-api/auth/oauth/yandex?currency=EUR');
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe('https://id.example/authorize');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: 'http://playfield.test/web-api/auth/oauth/yandex/callback',
      code_challenge_method: 'S256',
    });
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('oauth_state='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\/web-api\/auth\/oauth/);
  });

  it('registers a new player on first sign-in, and signs the same player in next time', async () => {
    userinfo = { id: 'ya-1001', default_email: 'social@example.com' };
    const browser = new TestClient(t.app);
    const done = await signInWithProvider(
      browser,
      '?currency=EUR&countryCode=de&return-url=%2Fen%2Foffice%2Faccount',
    );
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/en/office/account');
    const token = calls.find((c) => c.url === 'https://id.example/token');
    expect(token?.body).toContain('grant_type=authorization_code');
    expect(token?.body).toContain('code_verifier=');
    expect(calls.find((c) => c.url === 'https://id.example/userinfo')?.authorization).toBe(
      'Bearer access-123',
    );
    const config = await browser.json<Record<string, unknown>>('/web-api/user/config');
    expect(config.body).toMatchObject({
      user_email: 'social@example.com',
      user_currency: 'EUR',
      user_country_code: 'de',
      activation_type: 1,
    });
    const again = new TestClient(t.app);
    const second = await signInWithProvider(again);
    expect(second.headers.get('location')).toBe('/en');
    const config2 = await again.json<{ user_id: number }>('/web-api/user/config');
    expect(config2.body.user_id).toBe((config.body as { user_id: number }).user_id);
  });

  it('refuses a callback with a wrong state or without the state cookie', async () => {
    const browser = new TestClient(t.app);
    await browser.request('/web-api/auth/oauth/yandex');
    const wrong = await browser.request('/web-api/auth/oauth/yandex/callback?code=c&state=forged');
    expect(wrong.headers.get('location')).toBe('/en?auth_error=social');
    expect(browser.cookies.has('user_token')).toBe(false);
    const noCookie = await new TestClient(t.app).request(
      '/web-api/auth/oauth/yandex/callback?code=c&state=x',
    );
    expect(noCookie.headers.get('location')).toBe('/en?auth_error=social');
    expect(warnings).toEqual(['social sign-in failed', 'social sign-in failed']);
  });

  it('never redirects off the site after sign-in', async () => {
    userinfo = { id: 'ya-2002' };
    const browser = new TestClient(t.app);
    const done = await signInWithProvider(browser, '?return-url=https%3A%2F%2Fevil.example%2F');
    expect(done.headers.get('location')).toBe('/en');
  });
});
