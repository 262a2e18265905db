import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvePow } from './captcha/pow.ts';
import { createTestIdentity, registerByEmail, TestClient } from './test-support.ts';
import type { TestIdentity } from './test-support.ts';

let t: TestIdentity;
beforeAll(async () => {
  t = await createTestIdentity();
});
afterAll(async () => {
  await t.close();
});

interface Challenge {
  captchaId: string;
  type: number;
  kind: string;
  image?: string;
  pow?: { prefix: string; difficulty: number };
  expiresAt: number;
  time: number;
}

describe('captcha endpoints', () => {
  it('gettime answers the server time in seconds', async () => {
    const res = await new TestClient(t.app).json('/web-api/captcha/gettime');
    expect(res.body).toEqual({ time: Math.floor(t.clock.now() / 1000) });
  });

  it('update issues an SVG arithmetic image by default, expiring in 5 minutes', async () => {
    const res = await new TestClient(t.app).json<Challenge>('/web-api/captcha/update');
    expect(res.body.kind).toBe('image');
    expect(res.body.type).toBe(1);
    expect(res.body.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(res.body.expiresAt - res.body.time).toBe(300);
    expect(res.response.headers.get('cache-control')).toBe('no-store');
  });

  it('a wrong answer fails and spends the challenge; a right one cannot be reused', async () => {
    const client = new TestClient(t.app);
    const image = await client.json<Challenge>('/web-api/captcha/update');
    const wrong = await client.json('/web-api/captcha/validate', {
      body: { captchaId: image.body.captchaId, answer: '1000' },
    });
    expect(wrong.body).toMatchObject({ success: false, isLogoutUser: false });
    const pow = await client.json<Challenge>('/web-api/captcha/update?kind=pow');
    const nonce = solvePow(pow.body.pow?.prefix ?? '', pow.body.pow?.difficulty ?? 0) ?? '';
    const right = await client.json('/web-api/captcha/validate', {
      body: { captchaId: pow.body.captchaId, answer: nonce },
    });
    expect(right.body).toMatchObject({ success: true });
    const again = await client.json('/web-api/captcha/validate', {
      body: { captchaId: pow.body.captchaId, answer: nonce },
    });
    expect(again.body).toMatchObject({ success: false });
  });

  it('refuses expired and forged challenge ids', async () => {
    const client = new TestClient(t.app);
    const pow = await client.json<Challenge>('/web-api/captcha/update?kind=pow');
    const nonce = solvePow(pow.body.pow?.prefix ?? '', pow.body.pow?.difficulty ?? 0) ?? '';
    const [body] = pow.body.captchaId.split('.');
    const forged = await client.json('/web-api/captcha/validate', {
      body: { captchaId: `${body}.${'A'.repeat(43)}`, answer: nonce },
    });
    expect(forged.body).toMatchObject({ success: false });
    t.clock.advance(5 * 60_000 + 1000);
    const late = await client.json('/web-api/captcha/validate', {
      body: { captchaId: pow.body.captchaId, answer: nonce },
    });
    expect(late.body).toMatchObject({ success: false });
  });

  it('uses a real proof of work by default (18 bits)', async () => {
    const defaults = await createTestIdentity({ limits: { powDifficulty: 18 } });
    try {
      const res = await new TestClient(defaults.app).json<Challenge>(
        '/web-api/captcha/update?kind=pow',
      );
      expect(res.body.pow?.difficulty).toBe(18);
    } finally {
      await defaults.close();
    }
  });
});

describe('development outbox', () => {
  it('lists what was sent, newest first, as JSON and as an escaped HTML page', async () => {
    const browser = new TestClient(t.app);
    await registerByEmail(browser, {
      email: 'outbox@example.com',
      password: 'Vq7#mT2!pLx',
      currency: 'EUR',
      countryCode: 'fr',
    });
    await browser.json('/web-api/user/email/verify', { method: 'POST' });
    const json = await browser.json<{ messages: { id: number; to: string; channel: string }[] }>(
      '/web-api/dev/outbox?to=OUTBOX@example.com',
    );
    expect(json.body.messages).toHaveLength(2);
    const [newest, older] = json.body.messages;
    expect(newest?.id).toBeGreaterThan(older?.id ?? Infinity);
    expect(newest).toMatchObject({ to: 'outbox@example.com', channel: 'email' });

    // A password is free text the player chose; the credentials mail carries it verbatim.
    const payload = '<img src=x onerror=alert(1)>';
    const owner = new TestClient(t.app);
    await registerByEmail(owner, {
      email: 'xss@example.com',
      password: payload,
      currency: 'EUR',
      countryCode: 'fr',
    });
    const mailed = await owner.json('/web-api/user/credentials/email', {
      body: { email: 'keep-xss@example.com', password: payload },
    });
    expect(mailed.status).toBe(200);
    const [stored] = await t.service.listOutbox({ to: 'keep-xss@example.com' });
    expect(stored?.body).toContain(payload);
    const page = await browser.request('/dev/outbox');
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Outbox');
    expect(html).toContain('outbox@example.com');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
  });

  it('does not exist in production', async () => {
    const production = await createTestIdentity({ isProduction: true });
    try {
      const client = new TestClient(production.app);
      expect((await client.request('/dev/outbox')).status).toBe(404);
      expect((await client.request('/web-api/dev/outbox')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
