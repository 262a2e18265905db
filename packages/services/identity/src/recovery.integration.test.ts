import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeFromSms,
  createTestIdentity,
  lastMessageTo,
  registerByEmail,
  TestClient,
  tokenFromMail,
} from './test-support.ts';
import type { TestIdentity } from './test-support.ts';

let t: TestIdentity;
const PASSWORD = 'Vq7#mT2!pLx';
const NEW_PASSWORD = 'Zr4$kW9@nQe';
beforeAll(async () => {
  t = await createTestIdentity();
});
afterAll(async () => {
  await t.close();
});

async function signedIn(email: string): Promise<TestClient> {
  const browser = new TestClient(t.app);
  await registerByEmail(browser, { email, password: PASSWORD, currency: 'EUR', countryCode: 'es' });
  return browser;
}

let ipCounter = 0;

/** Each call from its own IP: the per-IP captcha on recovery is not what these tests are about. */
async function forgot(email: string, lng = 'en') {
  ipCounter += 1;
  return new TestClient(t.app, { 'x-test-ip': `192.0.2.${ipCounter}` }).json(
    `/web-api/auth/password/forgot?lng=${lng}`,
    { body: { email } },
  );
}

async function canLogin(email: string, password: string): Promise<boolean> {
  const res = await new TestClient(t.app).json('/web-api/auth/login', {
    body: { login: email, password },
  });
  return res.status === 200;
}

describe('password recovery by e-mail', () => {
  it('mails a one-hour link; the reset works once and ends every session', async () => {
    const first = await signedIn('reset@example.com');
    const second = new TestClient(t.app);
    await second.json('/web-api/auth/login', {
      body: { login: 'reset@example.com', password: PASSWORD },
    });
    const answer = await forgot('RESET@example.com', 'es');
    expect(answer.body).toEqual({ success: true });
    const mail = await lastMessageTo(t.service, 'reset@example.com');
    expect(mail.subject).toBe('Restablecer la contraseña');
    expect(mail.body).toContain('http://playfield.test/es/user/passwordreset?token=');
    const token = await tokenFromMail(t.service, 'reset@example.com');

    const weak = await new TestClient(t.app).json('/web-api/auth/password/reset', {
      body: { token, password: 'qwerty123' },
    });
    expect(weak.body).toMatchObject({ code: 'password_common' });
    // A refused password does not spend the link.
    const done = await new TestClient(t.app).json('/web-api/auth/password/reset', {
      body: { token, password: NEW_PASSWORD },
    });
    expect(done.body).toEqual({ success: true });
    expect((await first.json('/web-api/user/config')).status).toBe(401);
    expect((await second.json('/web-api/user/config')).status).toBe(401);
    expect(await canLogin('reset@example.com', PASSWORD)).toBe(false);
    expect(await canLogin('reset@example.com', NEW_PASSWORD)).toBe(true);

    const reused = await new TestClient(t.app).json('/web-api/auth/password/reset', {
      body: { token, password: 'An0ther#Strong1' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ code: 'reset_link_invalid' });
  });

  it('refuses a link after one hour', async () => {
    await signedIn('expire@example.com');
    await forgot('expire@example.com');
    const token = await tokenFromMail(t.service, 'expire@example.com');
    t.clock.advance(60 * 60_000 + 1000);
    const late = await new TestClient(t.app).json('/web-api/auth/password/reset', {
      body: { token, password: NEW_PASSWORD },
    });
    expect(late.status).toBe(400);
    expect(await canLogin('expire@example.com', PASSWORD)).toBe(true);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const answer = await forgot('ghost@example.com');
    expect(answer.body).toEqual({ success: true });
    expect(await t.service.listOutbox({ to: 'ghost@example.com' })).toEqual([]);
  });

  it('sends at most 3 reset mails per address per hour', async () => {
    await signedIn('flood@example.com');
    const before = (await t.service.listOutbox({ to: 'flood@example.com' })).length;
    for (let i = 0; i < 5; i++) expect((await forgot('flood@example.com')).status).toBe(200);
    const after = (await t.service.listOutbox({ to: 'flood@example.com' })).length;
    expect(after - before).toBe(3);
  });

  it('asks for a captcha after 5 requests from one IP in an hour', async () => {
    const client = new TestClient(t.app, { 'x-test-ip': '192.0.2.250' });
    for (let i = 0; i < 5; i++) {
      const res = await client.json('/web-api/auth/password/forgot', {
        body: { email: `someone${i}@example.com` },
      });
      expect(res.status).toBe(200);
    }
    const sixth = await client.json('/web-api/auth/password/forgot', {
      body: { email: 'someone@example.com' },
    });
    expect(sixth.body).toMatchObject({ status: 400, code: 112 });
  });

  it('a newer link voids nothing, but a reset voids every other link', async () => {
    await signedIn('twolinks@example.com');
    await forgot('twolinks@example.com');
    const older = await tokenFromMail(t.service, 'twolinks@example.com');
    await forgot('twolinks@example.com');
    const newer = await tokenFromMail(t.service, 'twolinks@example.com');
    expect(newer).not.toBe(older);
    const used = await new TestClient(t.app).json('/web-api/auth/password/reset', {
      body: { token: older, password: NEW_PASSWORD },
    });
    expect(used.status).toBe(200);
    const other = await new TestClient(t.app).json('/web-api/auth/password/reset', {
      body: { token: newer, password: 'An0ther#Strong1' },
    });
    expect(other.status).toBe(400);
  });
});

describe('password recovery by SMS', () => {
  it('resets with the code sent to the bound phone', async () => {
    const browser = new TestClient(t.app);
    await browser.json('/web-api/auth/sms/send', {
      body: { phoneCode: '+90', phoneNumber: '5321234567', purpose: 'register' },
    });
    const registerCode = await codeFromSms(t.service, '+905321234567');
    const reg = await browser.json<{ login: string }>('/web-api/auth/register', {
      body: {
        type: 'phone',
        phoneCode: '+90',
        phoneNumber: '5321234567',
        smsCode: registerCode,
        password: PASSWORD,
        currency: 'TRY',
        countryCode: 'tr',
      },
    });
    expect(reg.status).toBe(201);
    const answer = await new TestClient(t.app).json('/web-api/auth/password/forgot?lng=tr', {
      body: { phoneCode: '90', phoneNumber: '532 123 45 67' },
    });
    expect(answer.body).toEqual({ success: true });
    const sms = await lastMessageTo(t.service, '+905321234567');
    expect(sms.body).toMatch(/^Playfield: kodunuz \d{6}\./);
    const code = await codeFromSms(t.service, '+905321234567');
    const wrong = await new TestClient(t.app).json('/web-api/auth/password/reset', {
      body: {
        phoneCode: '+90',
        phoneNumber: '5321234567',
        code: code === '123456' ? '654321' : '123456',
        password: NEW_PASSWORD,
      },
    });
    expect(wrong.status).toBe(400);
    const ok = await new TestClient(t.app).json('/web-api/auth/password/reset', {
      body: { phoneCode: '+90', phoneNumber: '5321234567', code, password: NEW_PASSWORD },
    });
    expect(ok.status).toBe(200);
    expect((await browser.json('/web-api/user/config')).status).toBe(401);
    expect(await canLogin('+905321234567', NEW_PASSWORD)).toBe(true);
  });
});
