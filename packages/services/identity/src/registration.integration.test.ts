import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '@playfield/db/identity';
import {
  codeFromSms,
  createTestIdentity,
  lastMessageTo,
  solveCaptcha,
  TestClient,
  tokenFromMail,
} from './test-support.ts';
import type { TestIdentity } from './test-support.ts';

let t: TestIdentity;
beforeAll(async () => {
  t = await createTestIdentity();
});
afterAll(async () => {
  await t.close();
});

async function userRow(id: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no user');
  return row;
}

describe('one-click registration', () => {
  it('creates an account number and a strong password, shown once, then they log in', async () => {
    const browser = new TestClient(t.app);
    const reg = await browser.json<{ userId: number; login: string; password: string }>(
      '/web-api/auth/register',
      { body: { type: 'one_click', countryCode: 'ru', currency: 'RUB', bonusChoice: 2 } },
    );
    expect(reg.status).toBe(201);
    expect(Object.keys(reg.body).sort()).toEqual(['login', 'password', 'userId']);
    expect(reg.body.login).toMatch(/^[1-9]\d{8}$/);
    expect(reg.body.password).toMatch(/^[A-Za-z2-9]{12}$/);
    expect(reg.response.headers.get('cache-control')).toBe('no-store');
    // Registration signs the player in.
    expect((await browser.json('/web-api/user/config')).status).toBe(200);

    const row = await userRow(reg.body.userId);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(reg.body.password);
    expect(row.bonusChoice).toBe(2);
    expect(row.registrationType).toBe('one_click');
    const main = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, reg.body.userId));
    expect(main).toEqual([expect.objectContaining({ type: 0, currency: 'RUB', isActive: true })]);

    await browser.json('/web-api/auth/logout', { method: 'POST' });
    const again = await browser.json('/web-api/auth/login', {
      body: { login: reg.body.login, password: reg.body.password, save: true },
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, userId: reg.body.userId });
  });

  it('stores the referral cookies of spec §9 on the user', async () => {
    const browser = new TestClient(t.app);
    browser.cookies.set('refererid', '4242');
    browser.cookies.set('tag', 'd_77m_1c_');
    browser.cookies.set('affid', '77');
    browser.cookies.set('postback_watcher', encodeURIComponent('{"pb":"1","ref":"4242"}'));
    const reg = await browser.json<{ userId: number }>('/web-api/auth/register', {
      body: { type: 'one_click', countryCode: 'kz', currency: 'KZT' },
    });
    expect(reg.status).toBe(201);
    expect((await userRow(reg.body.userId)).referral).toEqual({
      refererId: '4242',
      tag: 'd_77m_1c_',
      partnerId: '77',
      postback: { pb: '1', ref: '4242' },
    });
    const config = await browser.json<{ user_ref_id: string }>('/web-api/user/config');
    expect(config.body.user_ref_id).toBe('4242');
  });

  it('refuses unknown countries and currencies, and bad input, in the user language', async () => {
    const browser = new TestClient(t.app);
    const country = await browser.json('/web-api/auth/register', {
      body: { type: 'one_click', countryCode: 'zz', currency: 'RUB' },
    });
    expect(country.status).toBe(400);
    expect(country.body).toMatchObject({ status: 400, code: 'unknown_country' });
    const currency = await browser.json('/web-api/auth/register?lng=ru', {
      body: { type: 'one_click', countryCode: 'ru', currency: 'XXX' },
    });
    expect(currency.body).toMatchObject({ message: 'Неизвестная валюта', status: 400 });
    const bad = await browser.json('/web-api/auth/register', {
      body: { type: 'one_click', countryCode: 'ru' },
      headers: { 'x-language': 'de' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      status: 400,
      code: 'invalid_input',
      message: 'Bitte prüfen Sie das Formular: currency',
    });
    const notJson = await browser.request('/web-api/auth/register', {
      body: undefined,
      method: 'POST',
    });
    expect(notJson.status).toBe(400);
  });
});

describe('e-mail registration', () => {
  it('sends a confirmation link; opening it confirms the e-mail (activation 0 → 1)', async () => {
    const browser = new TestClient(t.app);
    const reg = await browser.json<{ userId: number }>('/web-api/auth/register', {
      body: {
        type: 'email',
        email: 'Ann.Lee@Example.com',
        password: 'Vq7#mT2!pLx',
        currency: 'EUR',
        countryCode: 'de',
      },
    });
    // No session and no id: the answer is the same for a taken address (issue 13 item 18).
    expect(reg.status).toBe(202);
    expect(reg.body).toMatchObject({ success: true, mailSent: true });
    expect(reg.response.headers.getSetCookie()).toEqual([]);
    const signIn = await browser.json('/web-api/auth/login', {
      body: { login: 'ann.lee@example.com', password: 'Vq7#mT2!pLx' },
    });
    expect(signIn.status).toBe(200);
    const mail = await lastMessageTo(t.service, 'ann.lee@example.com');
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.body).toContain('http://playfield.test/en/user/accountverify?token=');
    const before = await browser.json<{
      activation_type: number;
      remaining_days_to_activate: number;
    }>('/web-api/user/config');
    expect(before.body.activation_type).toBe(0);
    expect(before.body.remaining_days_to_activate).toBe(30);

    const token = await tokenFromMail(t.service, 'ann.lee@example.com');
    const verified = await new TestClient(t.app).json('/web-api/user/accountverify', {
      body: { token },
    });
    expect(verified.body).toMatchObject({ success: true, activationType: 1 });
    const after = await browser.json<{ activation_type: number; protection_methods: object }>(
      '/web-api/user/config',
    );
    expect(after.body.activation_type).toBe(1);
    expect(after.body.protection_methods).toMatchObject({ enable_email_auth: true });
    // A link works once.
    const reused = await browser.json('/web-api/user/accountverify', { body: { token } });
    expect(reused.status).toBe(400);
  });

  it('answers a taken e-mail (any case) like a free one; refuses short and common passwords', async () => {
    const browser = new TestClient(t.app);
    const base = { type: 'email', currency: 'EUR', countryCode: 'de' };
    const taken = await browser.json('/web-api/auth/register', {
      body: { ...base, email: 'ANN.LEE@example.com', password: 'Vq7#mT2!pLx' },
    });
    expect(taken.status).toBe(202);
    expect(taken.body).toMatchObject({ success: true, mailSent: true });
    const short = await browser.json('/web-api/auth/register', {
      body: { ...base, email: 'short@example.com', password: 'Ab1!xyz' },
    });
    expect(short.body).toMatchObject({
      status: 400,
      code: 'password_too_short',
      message: 'The password must have at least 8 characters',
    });
    const common = await browser.json('/web-api/auth/register', {
      body: { ...base, email: 'common@example.com', password: 'password1' },
    });
    expect(common.body).toMatchObject({ status: 400, code: 'password_common' });
  });

  it('enforces the minimum age when a birth date is given', async () => {
    const browser = new TestClient(t.app);
    const base = { type: 'email', password: 'Vq7#mT2!pLx', currency: 'EUR', countryCode: 'de' };
    const young = await browser.json('/web-api/auth/register', {
      body: { ...base, email: 'young@example.com', birthDate: '2008-06-02' },
    });
    expect(young.body).toMatchObject({ status: 400, code: 'too_young' });
    expect(String((young.body as { message: string }).message)).toContain('18');
    const adult = await browser.json('/web-api/auth/register', {
      body: { ...base, email: 'adult@example.com', birthDate: '2008-06-01' },
    });
    expect(adult.status).toBe(202);
  });

  it('stores SQL and script payloads as plain text', async () => {
    const browser = new TestClient(t.app);
    const name = "Robert'); DROP TABLE users;--";
    const surname = '<script>alert(1)</script>';
    const reg = await browser.json<{ userId: number }>('/web-api/auth/register', {
      body: {
        type: 'email',
        email: 'bobby@example.com',
        password: 'Vq7#mT2!pLx',
        currency: 'USD',
        countryCode: 'us',
        name,
        surname,
      },
    });
    expect(reg.status).toBe(202);
    await browser.json('/web-api/auth/login', {
      body: { login: 'bobby@example.com', password: 'Vq7#mT2!pLx' },
    });
    const config = await browser.json<{ user_data: { name: string; surname: string } }>(
      '/web-api/user/config',
    );
    expect(config.body.user_data).toMatchObject({ name, surname });
    expect(config.response.headers.get('content-type')).toContain('application/json');
    expect(await t.database.db.select({ id: users.id }).from(users)).not.toHaveLength(0);
  });
});

describe('phone registration', () => {
  it('needs the SMS code; the phone counts as confirmed (activation 3)', async () => {
    const browser = new TestClient(t.app);
    const send = await browser.json('/web-api/auth/sms/send', {
      body: { phoneCode: '7', phoneNumber: '(916) 555-01-01', purpose: 'register' },
    });
    expect(send.body).toEqual({ success: true, expiresIn: 300 });
    const wrong = await browser.json('/web-api/auth/register', {
      body: {
        type: 'phone',
        phoneCode: '+7',
        phoneNumber: '9165550101',
        smsCode: '000000',
        currency: 'RUB',
        countryCode: 'ru',
      },
    });
    expect(wrong.status).toBe(400);
    const code = await codeFromSms(t.service, '+79165550101');
    const reg = await browser.json<{ userId: number; login: string; password: string }>(
      '/web-api/auth/register',
      {
        body: {
          type: 'phone',
          phoneCode: '+7',
          phoneNumber: '9165550101',
          smsCode: code,
          currency: 'RUB',
          countryCode: 'ru',
        },
      },
    );
    expect(reg.status).toBe(201);
    expect(reg.body.password).toMatch(/^[A-Za-z2-9]{12}$/);
    const row = await userRow(reg.body.userId);
    expect(row).toMatchObject({ activationType: 3, phoneBindingEnabled: true, phoneCode: '+7' });
    // Sign in by phone with the generated password.
    const login = await new TestClient(t.app).json('/web-api/auth/login', {
      body: { login: '+7 916 555-01-01', password: reg.body.password },
    });
    expect(login.status).toBe(200);
    // The number is now taken: the answer stays the same, its owner gets a notice, no code.
    const again = await browser.json('/web-api/auth/sms/send', {
      body: { phoneCode: '+7', phoneNumber: '9165550101', purpose: 'register' },
    });
    expect(again.body).toEqual({ success: true, expiresIn: 300 });
    const notice = await lastMessageTo(t.service, '+79165550101');
    expect(notice.body).toContain('already has an account');
    expect(notice.body).not.toMatch(/\b\d{6}\b/);
  });
});

describe('registration availability and rate', () => {
  it('is refused when registration is closed or on a VIP domain', async () => {
    const browser = new TestClient(t.app);
    const body = { type: 'one_click', countryCode: 'ru', currency: 'RUB' };
    t.siteConfig.isRegistrationAllowed = false;
    expect((await browser.json('/web-api/auth/register', { body })).status).toBe(403);
    t.siteConfig.isRegistrationAllowed = true;
    t.siteConfig.isVipDomain = true;
    const vip = await browser.json('/web-api/auth/register', { body });
    expect(vip.body).toMatchObject({ status: 403, code: 'registration_closed' });
    t.siteConfig.isVipDomain = false;
  });

  it('asks for a captcha after 3 registrations from one IP in an hour, then accepts one', async () => {
    const strict = await createTestIdentity({ limits: { registrationsPerIpPerHour: 3 } });
    try {
      const browser = new TestClient(strict.app, { 'x-test-ip': '198.51.100.9' });
      const body = { type: 'one_click', countryCode: 'ru', currency: 'RUB' };
      for (let i = 0; i < 3; i++) {
        expect((await browser.json('/web-api/auth/register', { body })).status).toBe(201);
      }
      const fourth = await browser.json('/web-api/auth/register', { body });
      expect(fourth.status).toBe(400);
      expect(fourth.body).toMatchObject({ code: 112, captcha: { type: 1 } });
      // Another IP is not affected.
      const elsewhere = new TestClient(strict.app, { 'x-test-ip': '198.51.100.10' });
      expect((await elsewhere.json('/web-api/auth/register', { body })).status).toBe(201);

      const token = await solveCaptcha(browser);
      const retried = await browser.json('/web-api/auth/register', {
        body,
        headers: { 'x-captcha-token': token },
      });
      expect(retried.status).toBe(201);
      // The solved captcha is single use.
      const replay = await browser.json('/web-api/auth/register', {
        body,
        headers: { 'x-captcha-token': token },
      });
      expect(replay.status).toBe(400);
      // After an hour the count starts over.
      strict.clock.advance(61 * 60_000);
      expect((await browser.json('/web-api/auth/register', { body })).status).toBe(201);
    } finally {
      await strict.close();
    }
  });
});
