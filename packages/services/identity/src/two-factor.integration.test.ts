import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestIdentity, registerByEmail, TestClient } from './test-support.ts';
import type { TestIdentity } from './test-support.ts';
import { base32Decode, totp } from './totp.ts';

let t: TestIdentity;
const PASSWORD = 'Vq7#mT2!pLx';
beforeAll(async () => {
  t = await createTestIdentity();
});
afterAll(async () => {
  await t.close();
});

/** The code an authenticator app would show now (RFC 6238, SHA-1, 30 s, 6 digits). */
function appCode(secret: string, offsetMs = 0): string {
  return totp(base32Decode(secret), t.clock.now() + offsetMs);
}

async function signedIn(email: string): Promise<TestClient> {
  const browser = new TestClient(t.app);
  await registerByEmail(browser, { email, password: PASSWORD, currency: 'EUR', countryCode: 'fr' });
  return browser;
}

async function enable(browser: TestClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await browser.json<{ secret: string; otpauthUri: string; qrCode: string }>(
    '/web-api/user/two-factor/setup',
    { method: 'POST' },
  );
  expect(setup.status).toBe(200);
  const enabled = await browser.json<{ recoveryCodes: string[] }>(
    '/web-api/user/two-factor/enable',
    { body: { code: appCode(setup.body.secret) } },
  );
  expect(enabled.status).toBe(200);
  return { secret: setup.body.secret, recoveryCodes: enabled.body.recoveryCodes };
}

describe('two-factor authentication', () => {
  it('provisions with an otpauth URI and a QR image, confirmed by a first code', async () => {
    const browser = await signedIn('tfa-setup@example.com');
    const setup = await browser.json<{ secret: string; otpauthUri: string; qrCode: string }>(
      '/web-api/user/two-factor/setup',
      { method: 'POST' },
    );
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUri).toBe(
      `otpauth://totp/Playfield:tfa-setup%40example.com?secret=${setup.body.secret}&issuer=Playfield&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.body.qrCode.split(',')[1] ?? '', 'base64').toString()).toContain(
      '<svg',
    );
    const wrong = await browser.json('/web-api/user/two-factor/enable', {
      body: { code: appCode(setup.body.secret, 5 * 60_000) },
    });
    expect(wrong.status).toBe(400);
    const ok = await browser.json<{ success: boolean; recoveryCodes: string[] }>(
      '/web-api/user/two-factor/enable',
      { body: { code: appCode(setup.body.secret) } },
    );
    expect(ok.body.success).toBe(true);
    expect(ok.body.recoveryCodes).toHaveLength(10);
    expect(new Set(ok.body.recoveryCodes).size).toBe(10);
    for (const code of ok.body.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const config = await browser.json<{ protection_methods: object; protection_level: number }>(
      '/web-api/user/config',
    );
    expect(config.body.protection_methods).toMatchObject({ enable_two_factor_auth: true });
    expect(config.body.protection_level).toBeGreaterThanOrEqual(35);
    const again = await browser.json('/web-api/user/two-factor/setup', { method: 'POST' });
    expect(again.status).toBe(409);
  });

  it('makes the next login ask for the code, with no session before it', async () => {
    const owner = await signedIn('tfa-login@example.com');
    const { secret } = await enable(owner);
    // The enabling code's time step is spent; the app shows a new code a step later.
    t.clock.advance(60_000);
    const browser = new TestClient(t.app);
    const first = await browser.json<{ twoStep: boolean; ticket: string }>('/web-api/auth/login', {
      body: { login: 'tfa-login@example.com', password: PASSWORD, save: true },
    });
    expect(first.status).toBe(200);
    expect(first.body.twoStep).toBe(true);
    expect(browser.cookies.has('user_token')).toBe(false);
    expect((await browser.json('/web-api/user/config')).status).toBe(401);

    const wrong = await browser.json('/web-api/auth/two-step', {
      body: { ticket: first.body.ticket, code: appCode(secret, 120_000) },
    });
    expect(wrong.status).toBe(400);
    // One step of clock drift is accepted.
    t.clock.advance(31_000);
    const done = await browser.request('/web-api/auth/two-step', {
      body: { ticket: first.body.ticket, code: appCode(secret, -30_000) },
    });
    expect(done.status).toBe(200);
    expect(done.headers.getSetCookie().find((c) => c.startsWith('user_token='))).toMatch(
      /Max-Age=2592000/,
    );
    expect((await browser.json('/web-api/user/config')).status).toBe(200);
  });

  it('accepts a code once, refuses an expired ticket, and caps wrong codes', async () => {
    const owner = await signedIn('tfa-replay@example.com');
    const { secret } = await enable(owner);
    t.clock.advance(60_000);
    const login = async () =>
      (
        await new TestClient(t.app).json<{ ticket: string }>('/web-api/auth/login', {
          body: { login: 'tfa-replay@example.com', password: PASSWORD },
        })
      ).body.ticket;
    const code = appCode(secret);
    const ticket = await login();
    expect(
      (await new TestClient(t.app).json('/web-api/auth/two-step', { body: { ticket, code } }))
        .status,
    ).toBe(200);
    const replay = await new TestClient(t.app).json('/web-api/auth/two-step', {
      body: { ticket: await login(), code },
    });
    expect(replay.status).toBe(400);

    const stale = await login();
    t.clock.advance(5 * 60_000 + 1);
    const expired = await new TestClient(t.app).json('/web-api/auth/two-step', {
      body: { ticket: stale, code: appCode(secret) },
    });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ code: 'two_step_expired' });

    // The replayed code above was one wrong code; four more reach the cap of five.
    const guessing = await login();
    for (let i = 0; i < 4; i++) {
      const guess = await new TestClient(t.app).json('/web-api/auth/two-step', {
        body: { ticket: guessing, code: '000000' },
      });
      expect(guess.status).toBe(400);
    }
    const blocked = await new TestClient(t.app).json('/web-api/auth/two-step', {
      body: { ticket: guessing, code: appCode(secret, 30_000) },
    });
    expect(blocked.status).toBe(429);
  });

  it('takes each recovery code once instead of a TOTP code', async () => {
    const owner = await signedIn('tfa-recovery@example.com');
    const { recoveryCodes } = await enable(owner);
    const ticket = async () =>
      (
        await new TestClient(t.app).json<{ ticket: string }>('/web-api/auth/login', {
          body: { login: 'tfa-recovery@example.com', password: PASSWORD },
        })
      ).body.ticket;
    const code = recoveryCodes[0] ?? '';
    const ok = await new TestClient(t.app).json('/web-api/auth/two-step', {
      body: { ticket: await ticket(), code: code.toUpperCase().replace('-', ' ') },
    });
    expect(ok.status).toBe(200);
    const reused = await new TestClient(t.app).json('/web-api/auth/two-step', {
      body: { ticket: await ticket(), code },
    });
    expect(reused.status).toBe(400);
  });

  it('turns off only with a valid code', async () => {
    const owner = await signedIn('tfa-off@example.com');
    const { secret } = await enable(owner);
    t.clock.advance(60_000);
    expect(
      (await owner.json('/web-api/user/two-factor/disable', { body: { code: '123456' } })).status,
    ).toBe(400);
    expect(
      (await owner.json('/web-api/user/two-factor/disable', { body: { code: appCode(secret) } }))
        .status,
    ).toBe(200);
    const login = await new TestClient(t.app).json('/web-api/auth/login', {
      body: { login: 'tfa-off@example.com', password: PASSWORD },
    });
    expect(login.body).toMatchObject({ success: true });
    expect(
      (await owner.json('/web-api/user/two-factor/disable', { body: { code: appCode(secret) } }))
        .status,
    ).toBe(409);
  });
});
