// Helpers for this package's integration tests: a migrated test database, the service with a
// controllable clock, the routes mounted as the server mounts them, and a cookie-keeping client.
import { Hono } from 'hono';
import { createTestDatabase } from '@playfield/db/testing';
import type { Database } from '@playfield/db';
import type { HttpEnv } from '@playfield/protocol/http-context';
import type { IdentityDeps, IdentitySiteConfig } from './context.ts';
import { devOutboxPage } from './routes/dev-routes.ts';
import { identityRoutes } from './routes/identity-routes.ts';
import { createIdentityService } from './service.ts';
import type { IdentityService } from './service.ts';
import { solvePow } from './captcha/pow.ts';

export const TEST_SECRET = 'integration-test-secret-0123456789abcdef';

export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

export interface TestIdentity {
  database: Database;
  service: IdentityService;
  app: Hono<HttpEnv>;
  clock: TestClock;
  siteConfig: IdentitySiteConfig;
  close(): Promise<void>;
}

export async function createTestIdentity(
  overrides: Partial<IdentityDeps> = {},
): Promise<TestIdentity> {
  const database = await createTestDatabase();
  let now = Date.parse('2026-06-01T10:00:00Z');
  const clock = { now: () => now, advance: (ms: number) => void (now += ms) };
  const siteConfig: IdentitySiteConfig = {
    isRegistrationAllowed: true,
    isVipDomain: false,
    minAge: 18,
    companyName: 'Playfield',
  };
  const service = await createIdentityService({
    database,
    now: clock.now,
    siteConfig: () => siteConfig,
    secret: TEST_SECRET,
    publicUrl: 'http://playfield.test',
    isProduction: false,
    // Generous registration rate so only the tests about it meet the captcha.
    // A light proof of work keeps the many captchas of these tests fast.
    ...overrides,
    limits: { registrationsPerIpPerHour: 1000, powDifficulty: 8, ...overrides.limits },
  });
  const app = new Hono<HttpEnv>();
  // What the server's request-context middleware provides: the client IP.
  app.use(async (c, next) => {
    c.set('clientIp', c.req.header('x-test-ip') ?? '203.0.113.7');
    await next();
  });
  app.route('/web-api', identityRoutes(service));
  app.route('/', devOutboxPage(service));
  return { database, service, app, clock, siteConfig, close: () => database.close() };
}

/** A browser-like client: keeps cookies between requests, sends JSON, X-Requested-With. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: Hono<HttpEnv>,
    private readonly headers: Record<string, string> = {},
  ) {}

  async request(
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = {
      'x-requested-with': 'XMLHttpRequest',
      ...this.headers,
      ...init.headers,
    };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await this.app.request(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async json<T = Record<string, unknown>>(
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: T; response: Response }> {
    const response = await this.request(path, init);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, response };
  }
}

/** Gets a proof-of-work captcha, solves it and returns the token for X-Captcha-Token. */
export async function solveCaptcha(client: TestClient, type: 1 | 2 = 1): Promise<string> {
  const challenge = await client.json<{
    captchaId: string;
    pow: { prefix: string; difficulty: number };
  }>(`/web-api/captcha/update?kind=pow&type=${type}`);
  const nonce = solvePow(challenge.body.pow.prefix, challenge.body.pow.difficulty);
  if (nonce === null) throw new Error('no nonce found');
  const result = await client.json<{ token: string }>('/web-api/captcha/validate', {
    body: { captchaId: challenge.body.captchaId, answer: nonce },
  });
  if (result.status !== 200)
    throw new Error(`captcha not accepted: ${JSON.stringify(result.body)}`);
  return result.body.token;
}

/** The newest outbox message to `to`. */
export async function lastMessageTo(service: IdentityService, to: string) {
  const [latest] = await service.listOutbox({ to, limit: 1 });
  if (!latest) throw new Error(`nothing was sent to ${to}`);
  return latest;
}

/** The token in the newest link sent to `to` (`?token=…`). */
export async function tokenFromMail(service: IdentityService, to: string): Promise<string> {
  const mail = await lastMessageTo(service, to);
  const match = /[?&]token=([^\s&]+)/.exec(mail.body);
  if (!match?.[1]) throw new Error('no token link in the message');
  return decodeURIComponent(match[1]);
}

/** The 6-digit code in the newest SMS to `phone`. */
export async function codeFromSms(service: IdentityService, phone: string): Promise<string> {
  const sms = await lastMessageTo(service, phone);
  const match = /\b(\d{6})\b/.exec(sms.body);
  if (!match?.[1]) throw new Error('no code in the SMS');
  return match[1];
}

/**
 * Registers by e-mail (202, no session: the same answer whether the address was free or
 * taken) and signs `client` in with the password. Returns the new user's id.
 */
export async function registerByEmail(
  client: TestClient,
  body: { email: string; password: string; currency: string; countryCode: string },
): Promise<number> {
  const reg = await client.json('/web-api/auth/register', { body: { type: 'email', ...body } });
  if (reg.status !== 202) throw new Error(`registration answered ${reg.status}`);
  const login = await client.json<{ userId: number }>('/web-api/auth/login', {
    body: { login: body.email, password: body.password },
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  return login.body.userId;
}

/**
 * Registers by phone (the registration SMS, then its code) and leaves `client` signed in as
 * the new player. Fails the test unless the registration answers 201.
 */
export async function registerByPhone(
  client: TestClient,
  service: IdentityService,
  body: {
    phoneCode: string;
    phoneNumber: string;
    password: string;
    currency: string;
    countryCode: string;
  },
): Promise<void> {
  const { phoneCode, phoneNumber } = body;
  await client.json('/web-api/auth/sms/send', {
    body: { phoneCode, phoneNumber, purpose: 'register' },
  });
  const reg = await client.json('/web-api/auth/register', {
    body: {
      type: 'phone',
      ...body,
      smsCode: await codeFromSms(service, `${phoneCode}${phoneNumber}`),
    },
  });
  if (reg.status !== 201) throw new Error(`registration answered ${reg.status}`);
}
