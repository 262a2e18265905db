// Issue 13 item 15: a password change revokes every outstanding reset link (and recovery SMS
// code) and every other session; turning two-factor off needs a valid code and counts
// failures. (Expired bearer tokens: login.integration.test.ts, "updatetoken renews only an
// unexpired one".)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeFromSms,
  registerByPhone,
  createTestIdentity,
  registerByEmail,
  TestClient,
  tokenFromMail,
} from './test-support.ts';
import type { TestIdentity } from './test-support.ts';
import { base32Decode, totp } from './totp.ts';

let t: TestIdentity;
const PASSWORD = 'Vq7#mT2!pLx';
const NEW_PASSWORD = 'Brand-New#Pass42';
beforeAll(async () => {
  t = await createTestIdentity();
});
afterAll(async () => {
  await t.close();
});

describe('a password change revokes what the old password could reach', () => {
  it('spends every outstanding reset link and ends every other session', async () => {
    const browser = new TestClient(t.app);
    await registerByEmail(browser, {
      email: 'change@example.com',
      password: PASSWORD,
      currency: 'EUR',
      countryCode: 'de',
    });
    const other = new TestClient(t.app);
    await other.json('/web-api/auth/login', {
      body: { login: 'change@example.com', password: PASSWORD },
    });
    const otherToken = await other.json<{ token: string }>('/web-api/user/gettoken');
    // An attacker asked for a reset link before the owner changed the password.
    const forgot = await new TestClient(t.app, { 'x-test-ip': '192.0.2.200' }).json(
      '/web-api/auth/password/forgot',
      { body: { email: 'change@example.com' } },
    );
    expect(forgot.status).toBe(200);
    const link = await tokenFromMail(t.service, 'change@example.com');

    const changed = await browser.json('/web-api/user/password', {
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);

    const reset = await new TestClient(t.app).json('/web-api/auth/password/reset', {
      body: { token: link, password: 'Attacker#Pass77' },
    });
    expect(reset.status).toBe(400);
    expect(reset.body).toMatchObject({ code: 'reset_link_invalid' });
    expect((await other.json('/web-api/user/config')).status).toBe(401);
    const bearer = await new TestClient(t.app).json('/web-api/user/config', {
      headers: { authorization: `Bearer ${otherToken.body.token}` },
    });
    expect(bearer.status).toBe(401);
    expect((await browser.json('/web-api/user/config')).status).toBe(200);
    const login = await new TestClient(t.app).json('/web-api/auth/login', {
      body: { login: 'change@example.com', password: NEW_PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it('spends an outstanding recovery SMS code', async () => {
    const phoneCode = '+380';
    const phoneNumber = '631112299';
    const phone = `${phoneCode}${phoneNumber}`;
    const browser = new TestClient(t.app, { 'x-test-ip': '192.0.2.210' });
    await registerByPhone(browser, t.service, {
      phoneCode,
      phoneNumber,
      password: PASSWORD,
      currency: 'UAH',
      countryCode: 'ua',
    });
    await new TestClient(t.app, { 'x-test-ip': '192.0.2.211' }).json(
      '/web-api/auth/password/forgot',
      { body: { phoneCode, phoneNumber } },
    );
    const code = await codeFromSms(t.service, phone);
    const changed = await browser.json('/web-api/user/password', {
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    const reset = await new TestClient(t.app).json('/web-api/auth/password/reset', {
      body: { phoneCode, phoneNumber, code, password: 'Attacker#Pass77' },
    });
    expect(reset.status).toBe(400);
  });
});

describe('turning two-factor off', () => {
  it('needs a valid code and counts failures: the 6th try within 15 minutes is refused', async () => {
    const reg = await new TestClient(t.app).json<{ login: string; password: string }>(
      '/web-api/auth/register',
      { body: { type: 'one_click', countryCode: 'de', currency: 'EUR' } },
    );
    const browser = new TestClient(t.app);
    await browser.json('/web-api/auth/login', {
      body: { login: reg.body.login, password: reg.body.password },
    });
    const setup = await browser.json<{ secret: string }>('/web-api/user/two-factor/setup', {
      method: 'POST',
    });
    const secret = base32Decode(setup.body.secret);
    await browser.json('/web-api/user/two-factor/enable', {
      body: { code: totp(secret, t.clock.now()) },
    });
    t.clock.advance(60_000);
    const right = totp(secret, t.clock.now());
    const wrong = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      const res = await browser.json('/web-api/user/two-factor/disable', { body: { code: wrong } });
      expect(res.status).toBe(400);
    }
    const sixth = await browser.json('/web-api/user/two-factor/disable', { body: { code: right } });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ code: 'locked' });
    t.clock.advance(15 * 60_000);
    const later = await browser.json('/web-api/user/two-factor/disable', {
      body: { code: totp(secret, t.clock.now()) },
    });
    expect(later.status).toBe(200);
  });
});
