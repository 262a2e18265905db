// Issue 13 item 14: every attempt counter holds under parallel requests. Each test sends a
// burst of 50 requests at once from one address and counts how many were actually checked;
// never more than the limit. Runs on PGlite and (with TEST_DATABASE_URL) on PostgreSQL.
import { and, eq } from 'drizzle-orm';
import { smsCodes } from '@playfield/db/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from './context.ts';
import { SMS_CODE_MAX_ATTEMPTS } from './sms.ts';
import {
  codeFromSms,
  registerByPhone,
  createTestIdentity,
  solveCaptcha,
  TestClient,
} from './test-support.ts';
import type { TestIdentity } from './test-support.ts';
import { base32Decode, totp } from './totp.ts';

const BURST = 50;
const PASSWORD = 'Vq7#mT2!pLx';
const WRONG = 'Wrong#Pass123';

let t: TestIdentity;
beforeAll(async () => {
  t = await createTestIdentity();
});
afterAll(async () => {
  await t.close();
});

type Answer = { status: number; body: Record<string, unknown> };

function tally(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const key = `${a.status}${a.body.code === undefined ? '' : `:${String(a.body.code)}`}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

async function oneClick(): Promise<{ login: string; password: string; client: TestClient }> {
  const client = new TestClient(t.app);
  const reg = await client.json<{ login: string; password: string }>('/web-api/auth/register', {
    body: { type: 'one_click', countryCode: 'de', currency: 'EUR' },
  });
  expect(reg.status).toBe(201);
  return { login: reg.body.login, password: reg.body.password, client };
}

async function captchas(n: number): Promise<string[]> {
  const solver = new TestClient(t.app);
  const tokens: string[] = [];
  for (let i = 0; i < n; i++) tokens.push(await solveCaptcha(solver));
  return tokens;
}

describe('attempt counters under a burst of 50 parallel requests', () => {
  it('password: without captchas at most 3 passwords are checked, the right one among 50 included', async () => {
    const user = await oneClick();
    const passwords = Array.from({ length: BURST }, (_, i) => (i === 40 ? user.password : WRONG));
    const answers = await Promise.all(
      passwords.map((password) =>
        new TestClient(t.app).json('/web-api/auth/login', {
          body: { login: user.login, password },
        }),
      ),
    );
    const counts = tally(answers);
    const checked = (counts['401:bad_credentials'] ?? 0) + (counts['200'] ?? 0);
    expect(checked, JSON.stringify(counts)).toBeLessThanOrEqual(DEFAULT_LIMITS.loginCaptchaAfter);
    expect(counts['400:111'], JSON.stringify(counts)).toBeGreaterThanOrEqual(
      BURST - DEFAULT_LIMITS.loginCaptchaAfter,
    );
  });

  it('password: with a solved captcha each, at most 10 are checked and the account locks', async () => {
    const user = await oneClick();
    const tokens = await captchas(BURST);
    const answers = await Promise.all(
      tokens.map((token) =>
        new TestClient(t.app).json('/web-api/auth/login', {
          body: { login: user.login, password: WRONG },
          headers: { 'x-captcha-token': token },
        }),
      ),
    );
    const counts = tally(answers);
    // The 10th failure itself answers 429 (it locks); every other checked one is a 401.
    expect(counts['401:bad_credentials'] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(
      DEFAULT_LIMITS.loginLockAfter - 1,
    );
    const [token] = await captchas(1);
    const right = await new TestClient(t.app).json('/web-api/auth/login', {
      body: { login: user.login, password: user.password },
      headers: { 'x-captcha-token': token ?? '' },
    });
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('locked');
  });

  it('SMS login: at most 3 codes checked per burst, and no code is tried more than 5 times', async () => {
    const phoneCode = '+380';
    const phoneNumber = '671234500';
    const phone = `${phoneCode}${phoneNumber}`;
    const owner = new TestClient(t.app, { 'x-test-ip': '198.51.100.21' });
    await registerByPhone(owner, t.service, {
      phoneCode,
      phoneNumber,
      password: PASSWORD,
      currency: 'UAH',
      countryCode: 'ua',
    });
    const sender = new TestClient(t.app, { 'x-test-ip': '198.51.100.22' });
    const sent = await sender.json('/web-api/auth/sms/send', {
      body: { phoneCode, phoneNumber, purpose: 'login' },
    });
    expect(sent.status).toBe(200);
    const code = await codeFromSms(t.service, phone);
    const wrong = code === '000000' ? '000001' : '000000';
    const burst = (tokens: (string | undefined)[]) =>
      Promise.all(
        tokens.map((token, i) =>
          new TestClient(t.app).json('/web-api/auth/login/sms', {
            body: { phoneCode, phoneNumber, code: i === tokens.length - 1 ? code : wrong },
            headers: token ? { 'x-captcha-token': token } : {},
          }),
        ),
      );
    const first = tally(await burst(Array.from({ length: 31 }, () => undefined)));
    const checked = (first['401:sms_code_invalid'] ?? 0) + (first['200'] ?? 0);
    expect(checked, JSON.stringify(first)).toBeLessThanOrEqual(DEFAULT_LIMITS.loginCaptchaAfter);
    if ((first['200'] ?? 0) > 0) return; // the right code happened to be among the first three
    // With a captcha each, the code itself allows five tries in all.
    const second = tally(await burst(await captchas(31)));
    const [row] = await t.database.db
      .select({ attempts: smsCodes.attempts })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, 'login')));
    expect(row?.attempts, JSON.stringify(second)).toBeLessThanOrEqual(SMS_CODE_MAX_ATTEMPTS);
    expect(second['200'] ?? 0).toBeLessThanOrEqual(1);
  });

  it('two-step TOTP and two-factor disable: at most 5 wrong codes checked per 15 minutes', async () => {
    const user = await oneClick();
    const setup = await user.client.json<{ secret: string }>('/web-api/user/two-factor/setup', {
      method: 'POST',
    });
    const secret = base32Decode(setup.body.secret);
    const enabled = await user.client.json('/web-api/user/two-factor/enable', {
      body: { code: totp(secret, t.clock.now()) },
    });
    expect(enabled.status).toBe(200);
    const current = totp(secret, t.clock.now() + 60_000);
    const wrong = current === '123456' ? '654321' : '123456';

    const login = await new TestClient(t.app).json<{ ticket: string }>('/web-api/auth/login', {
      body: { login: user.login, password: user.password },
    });
    expect(login.body.ticket).toBeTruthy();
    const twoStep = tally(
      await Promise.all(
        Array.from({ length: BURST }, () =>
          new TestClient(t.app).json('/web-api/auth/two-step', {
            body: { ticket: login.body.ticket, code: wrong },
          }),
        ),
      ),
    );
    expect(twoStep['400:two_step_invalid'] ?? 0, JSON.stringify(twoStep)).toBeLessThanOrEqual(
      DEFAULT_LIMITS.twoStepFailures,
    );

    t.clock.advance(16 * 60_000);
    const disable = tally(
      await Promise.all(
        Array.from({ length: BURST }, () =>
          user.client.json('/web-api/user/two-factor/disable', { body: { code: wrong } }),
        ),
      ),
    );
    expect(disable['400:two_step_invalid'] ?? 0, JSON.stringify(disable)).toBeLessThanOrEqual(
      DEFAULT_LIMITS.twoStepFailures,
    );
    expect(disable['429:locked'] ?? 0).toBeGreaterThan(0);
    // Even the right code waits out the window once the failures are spent.
    const right = await user.client.json('/web-api/user/two-factor/disable', {
      body: { code: totp(secret, t.clock.now()) },
    });
    expect(right.status).toBe(429);
  });

  it('wrong passwords on a sensitive change: at most 3 checked before the logout captcha', async () => {
    const user = await oneClick();
    const counts = tally(
      await Promise.all(
        Array.from({ length: BURST }, () =>
          user.client.json('/web-api/user/password', {
            body: { currentPassword: WRONG, newPassword: 'Another#Pass456' },
          }),
        ),
      ),
    );
    expect(counts['400:wrong_password'] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(
      DEFAULT_LIMITS.loginCaptchaAfter,
    );
  });

  it('SMS sending: at most 3 per address per hour go out without a captcha', async () => {
    const client = new TestClient(t.app, { 'x-test-ip': '198.51.100.40' });
    const counts = tally(
      await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          client.json('/web-api/auth/sms/send', {
            body: {
              phoneCode: '+49',
              phoneNumber: `1510000${String(i).padStart(4, '0')}`,
              purpose: 'register',
            },
          }),
        ),
      ),
    );
    expect(counts['200'] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(
      DEFAULT_LIMITS.smsPerIpPerHour,
    );
  });

  it('registrations: at most 3 per address per hour get through without a captcha', async () => {
    const strict = await createTestIdentity({ limits: { registrationsPerIpPerHour: 3 } });
    try {
      const client = new TestClient(strict.app, { 'x-test-ip': '198.51.100.50' });
      const counts = tally(
        await Promise.all(
          Array.from({ length: BURST }, () =>
            client.json('/web-api/auth/register', {
              body: { type: 'one_click', countryCode: 'de', currency: 'EUR' },
            }),
          ),
        ),
      );
      expect(counts['201'] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(3);
      expect(counts['400:112'] ?? 0).toBeGreaterThanOrEqual(BURST - 3);
    } finally {
      await strict.close();
    }
  });

  it('a captcha challenge is accepted once, whatever the concurrency', async () => {
    const client = new TestClient(t.app);
    const challenge = await client.json<{
      captchaId: string;
      pow: { prefix: string; difficulty: number };
    }>('/web-api/captcha/update?kind=pow&type=1');
    const { solvePow } = await import('./captcha/pow.ts');
    const nonce = solvePow(challenge.body.pow.prefix, challenge.body.pow.difficulty);
    const answers = await Promise.all(
      Array.from({ length: BURST }, () =>
        client.json('/web-api/captcha/validate', {
          body: { captchaId: challenge.body.captchaId, answer: nonce },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  });
});
