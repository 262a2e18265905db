// Issue 13 item 18: registration and the registration SMS answer the same whether the e-mail
// or phone is taken or free; the owner of a taken one is told by e-mail / SMS instead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromSms, createTestIdentity, lastMessageTo, TestClient } from './test-support.ts';
import type { TestIdentity } from './test-support.ts';

let t: TestIdentity;
const PASSWORD = 'Vq7#mT2!pLx';
beforeAll(async () => {
  t = await createTestIdentity();
});
afterAll(async () => {
  await t.close();
});

/** Status, body and the cookies set: everything a caller can compare. */
async function answer(client: TestClient, path: string, body: unknown) {
  const res = await client.json(path, { body });
  return {
    status: res.status,
    body: res.body,
    cookies: res.response.headers.getSetCookie().map((c) => c.split('=')[0]),
  };
}

describe('no enumeration through registration', () => {
  it('e-mail registration answers a taken address exactly like a free one', async () => {
    const base = { type: 'email', password: PASSWORD, currency: 'EUR', countryCode: 'de' };
    const first = await answer(new TestClient(t.app), '/web-api/auth/register', {
      ...base,
      email: 'owner@example.com',
    });
    const taken = await answer(new TestClient(t.app), '/web-api/auth/register', {
      ...base,
      email: 'Owner@Example.com',
      password: 'Other#Pass987',
    });
    const free = await answer(new TestClient(t.app), '/web-api/auth/register', {
      ...base,
      email: 'free@example.com',
    });
    expect(taken).toEqual(free);
    expect(first).toEqual(free);
    expect(free.status).toBe(202);
    expect(free.cookies).toEqual([]);
    // The owner hears about it; the original password still works, the other one does not.
    const notice = await lastMessageTo(t.service, 'Owner@Example.com');
    expect(notice.subject).toContain('tried to register');
    expect(notice.body).not.toContain('accountverify');
    const signIn = (password: string) =>
      new TestClient(t.app).json('/web-api/auth/login', {
        body: { login: 'owner@example.com', password },
      });
    expect((await signIn(PASSWORD)).status).toBe(200);
    expect((await signIn('Other#Pass987')).status).toBe(401);
  });

  it('the registration SMS answers a taken number like a free one; its owner gets a notice', async () => {
    const phoneCode = '+7';
    const takenNumber = '9165550177';
    const owner = new TestClient(t.app, { 'x-test-ip': '198.51.100.71' });
    await owner.json('/web-api/auth/sms/send', {
      body: { phoneCode, phoneNumber: takenNumber, purpose: 'register' },
    });
    const reg = await owner.json('/web-api/auth/register', {
      body: {
        type: 'phone',
        phoneCode,
        phoneNumber: takenNumber,
        smsCode: await codeFromSms(t.service, `${phoneCode}${takenNumber}`),
        password: PASSWORD,
        currency: 'RUB',
        countryCode: 'ru',
      },
    });
    expect(reg.status).toBe(201);

    const prober = new TestClient(t.app, { 'x-test-ip': '198.51.100.72' });
    const send = (phoneNumber: string) =>
      answer(prober, '/web-api/auth/sms/send', { phoneCode, phoneNumber, purpose: 'register' });
    const taken = await send(takenNumber);
    const free = await send('9165550178');
    expect(taken).toEqual(free);
    expect(taken.status).toBe(200);
    const notice = await lastMessageTo(t.service, `${phoneCode}${takenNumber}`);
    expect(notice.body).toContain('already has an account');
    expect(notice.body).not.toMatch(/\b\d{6}\b/);

    // Registering the taken number with a guessed code: the same "wrong code" as anywhere.
    const register = (phoneNumber: string) =>
      answer(new TestClient(t.app, { 'x-test-ip': '198.51.100.73' }), '/web-api/auth/register', {
        type: 'phone',
        phoneCode,
        phoneNumber,
        smsCode: '000000',
        currency: 'RUB',
        countryCode: 'ru',
      });
    const takenReg = await register(takenNumber);
    const freeReg = await register('9165550179');
    expect(takenReg).toEqual(freeReg);
    expect(takenReg.status).toBe(400);
  });
});
