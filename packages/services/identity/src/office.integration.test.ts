import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeFromSms,
  createTestIdentity,
  solveCaptcha,
  TestClient,
  tokenFromMail,
} from './test-support.ts';
import type { TestIdentity } from './test-support.ts';

let t: TestIdentity;
const PASSWORD = 'Vq7#mT2!pLx';
beforeAll(async () => {
  t = await createTestIdentity();
});
afterAll(async () => {
  await t.close();
});

async function oneClick(): Promise<{
  browser: TestClient;
  userId: number;
  login: string;
  password: string;
}> {
  const browser = new TestClient(t.app);
  const reg = await browser.json<{ userId: number; login: string; password: string }>(
    '/web-api/auth/register',
    { body: { type: 'one_click', countryCode: 'ru', currency: 'RUB' } },
  );
  expect(reg.status).toBe(201);
  return { browser, ...reg.body };
}

async function second(login: string, password: string): Promise<TestClient> {
  const browser = new TestClient(t.app, { 'user-agent': 'Second browser' });
  const res = await browser.json('/web-api/auth/login', { body: { login, password } });
  expect(res.status).toBe(200);
  return browser;
}

describe('user config', () => {
  it('has the fields of spec §3 with their defaults', async () => {
    const { browser, userId, login } = await oneClick();
    const config = await browser.json<Record<string, unknown>>('/web-api/user/config');
    expect(config.body).toMatchObject({
      user_id: userId,
      user_login: login,
      disallow_line_sport: [],
      disallow_live_sport: [],
      phone_number: null,
      user_email: null,
      user_country_code: 'ru',
      user_country_id: 643,
      activation_type: 0,
      user_hide_balance: true,
      changed_pass_day_count: 0,
      protection_level: 0,
      ban_level: 0,
      user_status_id: 0,
      verification_types: [],
      requested_additional_document: 0,
      isDataAfterRegistration: true,
      has_deposit: false,
      remaining_days_to_activate: null,
      time_zone: 3,
    });
    for (const key of [
      'user_data',
      'protection_methods',
      'is_active_secure_question',
      'isCCLine',
      'user_msg_count',
    ]) {
      expect(config.body).toHaveProperty(key);
    }
  });
});

describe('office security', () => {
  it('changing the password ends the other sessions, not this one', async () => {
    const { browser, login, password } = await oneClick();
    const other = await second(login, password);
    const wrong = await browser.json('/web-api/user/password', {
      body: { currentPassword: 'nope-nope-1', newPassword: 'Zr4$kW9@nQe' },
    });
    expect(wrong.body).toMatchObject({ status: 400, code: 'wrong_password' });
    const ok = await browser.json('/web-api/user/password', {
      body: { currentPassword: password, newPassword: 'Zr4$kW9@nQe' },
    });
    expect(ok.body).toMatchObject({ success: true, message: 'Your password has been changed' });
    expect((await browser.json('/web-api/user/config')).status).toBe(200);
    expect((await other.json('/web-api/user/config')).status).toBe(401);
    const config = await browser.json<{ protection_methods: { is_changed_password: boolean } }>(
      '/web-api/user/config',
    );
    expect(config.body.protection_methods.is_changed_password).toBe(true);
  });

  it('after 3 wrong passwords asks for a type-2 captcha, and failing it logs the user out', async () => {
    const { browser, password } = await oneClick();
    for (let i = 0; i < 3; i++) {
      await browser.json('/web-api/user/password', {
        body: { currentPassword: `wrong-pass-${i}`, newPassword: 'Zr4$kW9@nQe' },
      });
    }
    const demanded = await browser.json('/web-api/user/password', {
      body: { currentPassword: password, newPassword: 'Zr4$kW9@nQe' },
    });
    expect(demanded.body).toMatchObject({ status: 400, code: 113, captcha: { type: 2 } });
    // An ordinary captcha does not satisfy a type-2 demand.
    const ordinary = await solveCaptcha(browser, 1);
    const refused = await browser.json('/web-api/user/password', {
      body: { currentPassword: password, newPassword: 'Zr4$kW9@nQe' },
      headers: { 'x-captcha-token': ordinary },
    });
    expect(refused.body).toMatchObject({ code: 113 });

    const challenge = await browser.json<{ captchaId: string }>('/web-api/captcha/update?type=2');
    const failed = await browser.json('/web-api/captcha/validate', {
      body: { captchaId: challenge.body.captchaId, answer: '-1' },
    });
    expect(failed.status).toBe(400);
    expect(failed.body).toMatchObject({
      success: false,
      isLogoutUser: true,
      error_message: 'The check was not passed. Please try again',
    });
    expect(typeof (failed.body as { time: unknown }).time).toBe('number');
    expect(browser.cookies.has('user_token')).toBe(false);
    expect((await browser.json('/web-api/user/config')).status).toBe(401);
  });

  it('binding a phone by SMS code moves activation 0 → 3 and turns phone binding on', async () => {
    const { browser, userId } = await oneClick();
    const visitor = await new TestClient(t.app).json('/web-api/auth/sms/send', {
      body: { phoneCode: '+7', phoneNumber: '9031234567', purpose: 'bind' },
    });
    expect(visitor.status).toBe(401);
    await browser.json('/web-api/auth/sms/send', {
      body: { phoneCode: '+7', phoneNumber: '9031234567', purpose: 'bind' },
    });
    const code = await codeFromSms(t.service, '+79031234567');
    const bound = await browser.json('/web-api/user/phone', {
      body: { phoneCode: '+7', phoneNumber: '9031234567', code },
    });
    expect(bound.body).toEqual({ success: true, activationType: 3 });
    const config = await browser.json<Record<string, unknown>>('/web-api/user/config');
    expect(config.body).toMatchObject({
      user_id: userId,
      phone_code: '+7',
      phone_number: '9031234567',
      activation_type: 3,
      protection_methods: expect.objectContaining({ enable_phone_binding: true }),
    });
    // Someone else cannot take the number.
    const { browser: other } = await oneClick();
    const taken = await other.json('/web-api/auth/sms/send', {
      body: { phoneCode: '+7', phoneNumber: '9031234567', purpose: 'bind' },
    });
    expect(taken.status).toBe(409);
  });

  it('adding an e-mail needs the password, and its link confirms it (0 → 1)', async () => {
    const { browser, password } = await oneClick();
    const noPassword = await browser.json('/web-api/user/email', {
      body: { email: 'added@example.com', password: 'wrong-password' },
    });
    expect(noPassword.status).toBe(400);
    const added = await browser.json('/web-api/user/email', {
      body: { email: 'added@example.com', password },
    });
    expect(added.body).toMatchObject({ success: true });
    const token = await tokenFromMail(t.service, 'added@example.com');
    const verified = await new TestClient(t.app).json('/web-api/user/activate', {
      body: { type: 'email', token },
    });
    expect(verified.body).toEqual({ success: true, activationType: 1 });
    const again = await browser.json('/web-api/user/email/verify', { method: 'POST' });
    expect(again.status).toBe(409);
  });

  it('activatefast confirms the e-mail and signs the player in', async () => {
    await new TestClient(t.app).json('/web-api/auth/register', {
      body: {
        type: 'email',
        email: 'fast@example.com',
        password: PASSWORD,
        currency: 'EUR',
        countryCode: 'pt',
      },
    });
    const token = await tokenFromMail(t.service, 'fast@example.com');
    const browser = new TestClient(t.app);
    const res = await browser.json('/web-api/user/activatefast', { body: { token } });
    expect(res.body).toMatchObject({ success: true, activationType: 1 });
    expect((await browser.json('/web-api/user/config')).status).toBe(200);
  });

  it('sets the security question with the password; the answer is not returned', async () => {
    const { browser, password } = await oneClick();
    const res = await browser.json('/web-api/user/security-question', {
      method: 'PUT',
      body: { question: "Mother's maiden name?", answer: 'Smith', password },
    });
    expect(res.body).toEqual({ success: true });
    const config = await browser.json<Record<string, unknown>>('/web-api/user/config');
    expect(config.body.is_active_secure_question).toBe(true);
    expect(JSON.stringify(config.body)).not.toContain('Smith');
  });

  it('stopnewsletter turns the news mailing off for the user the link names', async () => {
    const { browser, userId } = await oneClick();
    const token = t.service.newsletterToken(userId);
    const visitor = new TestClient(t.app);
    expect((await visitor.json('/web-api/user/stopnewsletter', { body: { token } })).status).toBe(
      200,
    );
    const config = await browser.json<{ mailing: { enable_mail_news: boolean } }>(
      '/web-api/user/config',
    );
    expect(config.body.mailing.enable_mail_news).toBe(false);
    const forged = await visitor.json('/web-api/user/stopnewsletter', {
      body: { token: `${token.split('.')[0]}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA` },
    });
    expect(forged.status).toBe(400);
  });

  it('mails one-click credentials only with the right password', async () => {
    const { browser, login, password } = await oneClick();
    const wrong = await browser.json('/web-api/user/credentials/email', {
      body: { email: 'keep@example.com', password: 'wrong-password' },
    });
    expect(wrong.status).toBe(400);
    const ok = await browser.json('/web-api/user/credentials/email', {
      body: { email: 'keep@example.com', password },
    });
    expect(ok.status).toBe(200);
    const [mail] = await t.service.listOutbox({ to: 'keep@example.com' });
    expect(mail?.body).toContain(login);
    expect(mail?.body).toContain(password);
  });
});

describe('sessions', () => {
  it('lists own sessions, ends the others, and ends one by id only when it is yours', async () => {
    const a = await oneClick();
    const aSecond = await second(a.login, a.password);
    const b = await oneClick();
    const list = await a.browser.json<{
      sessions: { id: number; current: boolean; userAgent: string | null }[];
    }>('/web-api/user/sessions');
    expect(list.body.sessions).toHaveLength(2);
    expect(list.body.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(list.body.sessions.some((s) => s.userAgent === 'Second browser')).toBe(true);
    const bSessions = await b.browser.json<{ sessions: { id: number }[] }>(
      '/web-api/user/sessions',
    );
    const bSessionId = bSessions.body.sessions[0]?.id ?? 0;
    // Someone else's session: not found, and it stays open.
    const foreign = await a.browser.json(`/web-api/user/sessions/${bSessionId}`, {
      method: 'DELETE',
    });
    expect(foreign.status).toBe(404);
    expect((await b.browser.json('/web-api/user/config')).status).toBe(200);
    expect((await a.browser.json('/web-api/user/sessions/abc', { method: 'DELETE' })).status).toBe(
      404,
    );

    const secondId = list.body.sessions.find((s) => !s.current)?.id ?? 0;
    expect(
      (await a.browser.json(`/web-api/user/sessions/${secondId}`, { method: 'DELETE' })).status,
    ).toBe(200);
    expect((await aSecond.json('/web-api/user/config')).status).toBe(401);

    const third = await second(a.login, a.password);
    const ended = await a.browser.json('/web-api/user/sessions/end-others', { method: 'POST' });
    expect(ended.body).toEqual({ success: true, ended: 1 });
    expect((await third.json('/web-api/user/config')).status).toBe(401);
    expect((await a.browser.json('/web-api/user/config')).status).toBe(200);
  });

  it('every office endpoint refuses visitors', async () => {
    const visitor = new TestClient(t.app);
    const calls: [string, string][] = [
      ['GET', '/web-api/user/config'],
      ['GET', '/web-api/user/gettoken?force_refresh=true'],
      ['GET', '/web-api/user/sessions'],
      ['POST', '/web-api/user/sessions/end-others'],
      ['DELETE', '/web-api/user/sessions/1'],
      ['POST', '/web-api/user/two-factor/setup'],
      ['GET', '/web-api/user/accounts'],
      ['POST', '/web-api/user/accounts/1/activate'],
      ['DELETE', '/web-api/user/accounts/1'],
      ['POST', '/web-api/user/email/verify'],
    ];
    for (const [method, path] of calls) {
      const res = await visitor.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    expect((await visitor.request('/web-api/user/unknown')).status).toBe(404);
  });
});

describe('bonus choice after registration', () => {
  it('stores the player’s choice in their own config only', async () => {
    const first = await oneClick();
    const other = await oneClick();
    const res = await first.browser.json('/web-api/user/bonus-choice', {
      method: 'PUT',
      body: { bonusChoice: 2 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, bonusChoice: 2 });
    const mine = await first.browser.json('/web-api/user/config');
    expect(mine.body.bonus_choice).toBe(2);
    const theirs = await other.browser.json('/web-api/user/config');
    expect(theirs.body.bonus_choice).toBe(0);

    const refused = await first.browser.json('/web-api/user/bonus-choice', {
      method: 'PUT',
      body: { bonusChoice: 0 },
    });
    expect(refused.status).toBe(200);
    expect((await first.browser.json('/web-api/user/config')).body.bonus_choice).toBe(0);
  });

  it('refuses a choice outside 0–2, extra fields and visitors', async () => {
    const { browser } = await oneClick();
    for (const body of [
      { bonusChoice: 3 },
      { bonusChoice: '1' },
      {},
      { bonusChoice: 1, userId: 1 },
    ]) {
      const res = await browser.json('/web-api/user/bonus-choice', { method: 'PUT', body });
      expect(res.status).toBe(400);
    }
    const visitor = new TestClient(t.app);
    const res = await visitor.json('/web-api/user/bonus-choice', {
      method: 'PUT',
      body: { bonusChoice: 1 },
    });
    expect(res.status).toBe(401);
  });
});
