import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../sandbox/cards.ts';
import { createHarness } from '../testing/harness.ts';
import type { Harness } from '../testing/harness.ts';

let h: Harness;
const ALICE = 11;
const BOB = 12;
const ALICE_RUB = 1101;
const ALICE_BONUS = 1102;
const BOB_RUB = 1201;
let keys = 0;
const key = () => `deposit-key-${++keys}`;

beforeAll(async () => {
  h = await createHarness();
  h.directory.add({ id: ALICE_RUB, userId: ALICE, type: 0, currency: 'RUB' });
  h.directory.add({ id: ALICE_BONUS, userId: ALICE, type: 4, currency: 'RUB' });
  h.directory.add({ id: BOB_RUB, userId: BOB, type: 0, currency: 'RUB' });
});

afterAll(async () => {
  await h?.close();
});

async function deposit(amount: unknown, extra: Record<string, unknown> = {}, user = ALICE) {
  return h.request('/web-api/wallet/deposits', {
    user,
    key: key(),
    json: { accountId: ALICE_RUB, amount, method: 'card', ...extra },
  });
}

async function paymentCount(): Promise<number> {
  const r = await h.database.db.execute<{ n: string }>(
    sql`select count(*) as n from wallet_payments`,
  );
  return Number(r.rows[0]?.n);
}

async function startDeposit(
  amount = '100.00',
): Promise<{ paymentId: string; redirectUrl: string }> {
  const res = await deposit(amount);
  expect(res.status).toBe(201);
  return (await res.json()) as { paymentId: string; redirectUrl: string };
}

function pay(paymentId: string, card: string, json = true) {
  return json
    ? h.request(`/sandbox-pay/${paymentId}/complete`, { json: { card } })
    : h.request(`/sandbox-pay/${paymentId}/complete`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ card, exp: '12/34', cvc: '123' }).toString(),
      });
}

async function expectInvariants() {
  expect(await h.module.checkInvariants()).toEqual([]);
}

describe('deposits through the sandbox provider', () => {
  it('credits a paid deposit once and sends the player to onpay/success', async () => {
    const { paymentId, redirectUrl } = await startDeposit('100.00');
    expect(redirectUrl).toBe(`/sandbox-pay/${paymentId}`);

    const page = await h.request(redirectUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('100.00 RUB');
    expect(html).toContain(`action="/sandbox-pay/${paymentId}/complete"`);
    expect(html).toContain('<link rel="stylesheet" href="/sandbox-pay/assets/sandbox.css">');
    expect(html).not.toMatch(/<script|<style|style="/);
    expect(
      (await h.request('/sandbox-pay/assets/sandbox.css')).headers.get('content-type'),
    ).toMatch(/^text\/css/);

    const paid = await pay(paymentId, '4242 4242 4242 4242', false);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/en/onpay/success?paymentId=${paymentId}`);
    expect(await h.module.wallet.balance(ALICE_RUB)).toBe(10_000n);

    const accounts = await h.request('/web-api/wallet/accounts', { user: ALICE });
    expect(await accounts.json()).toEqual([
      { id: ALICE_RUB, type: 0, iso: 'RUB', money: '100.00', isActive: true },
      { id: ALICE_BONUS, type: 4, iso: 'RUB', money: '0.00', isActive: false },
    ]);
    const payment = await h.request(`/web-api/wallet/payments/${paymentId}`, { user: ALICE });
    expect(await payment.json()).toMatchObject({
      status: 'succeeded',
      amount: '100.00',
      type: 'deposit',
    });

    // Submitting the form again changes nothing and lands on the same result.
    const again = await pay(paymentId, SANDBOX_CARDS.success);
    expect(await again.json()).toEqual({
      status: 'succeeded',
      redirectUrl: `/en/onpay/success?paymentId=${paymentId}`,
    });
    expect(await h.module.wallet.balance(ALICE_RUB)).toBe(10_000n);
    await expectInvariants();
  });

  it('sends a declined card to onpay/fail and credits nothing', async () => {
    const before = await h.module.wallet.balance(ALICE_RUB);
    const { paymentId } = await startDeposit('150.00');
    const res = await pay(paymentId, SANDBOX_CARDS.declined, false);
    expect(res.headers.get('location')).toBe(`/en/onpay/fail?paymentId=${paymentId}`);
    const payment = await (
      await h.request(`/web-api/wallet/payments/${paymentId}`, { user: ALICE })
    ).json();
    expect(payment).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
    expect(await h.module.wallet.balance(ALICE_RUB)).toBe(before);
    await expectInvariants();
  });

  it('keeps a pending card pending, then credits it when the provider settles', async () => {
    const before = await h.module.wallet.balance(ALICE_RUB);
    const { paymentId } = await startDeposit('300.00');
    const res = await pay(paymentId, SANDBOX_CARDS.pending);
    expect(await res.json()).toEqual({
      status: 'pending',
      redirectUrl: `/en/onpay/pending?paymentId=${paymentId}`,
    });
    expect(await h.module.payments.getPayment(ALICE, paymentId)).toMatchObject({
      status: 'pending',
    });
    expect(await h.module.wallet.balance(ALICE_RUB)).toBe(before);

    await h.module.sandbox?.tick();
    expect(await h.module.wallet.balance(ALICE_RUB)).toBe(before);
    h.clock.advance(15_001);
    expect(await h.module.sandbox?.tick()).toEqual({ settled: 1, delivered: 0 });
    expect(await h.module.payments.getPayment(ALICE, paymentId)).toMatchObject({
      status: 'succeeded',
    });
    expect(await h.module.wallet.balance(ALICE_RUB)).toBe(before + 30_000n);
    await expectInvariants();
  });

  it('asks for a 3-D Secure code, refuses a wrong one, then pays', async () => {
    const before = await h.module.wallet.balance(ALICE_RUB);
    const { paymentId } = await startDeposit('200.00');
    const step = await pay(paymentId, SANDBOX_CARDS.threeDs);
    expect(await step.json()).toEqual({
      status: 'requires_action',
      nextUrl: `/sandbox-pay/${paymentId}/3ds`,
    });
    const form = await pay(paymentId, SANDBOX_CARDS.threeDs, false);
    expect(form.headers.get('location')).toBe(`/sandbox-pay/${paymentId}/3ds`);

    const page = await (await h.request(`/sandbox-pay/${paymentId}/3ds`)).text();
    const code = /the code is <code>(\d{6})<\/code>/.exec(page)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await h.request(`/sandbox-pay/${paymentId}/3ds`, {
      json: { code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(await h.module.wallet.balance(ALICE_RUB)).toBe(before);

    const right = await h.request(`/sandbox-pay/${paymentId}/3ds`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `code=${code}`,
    });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe(`/en/onpay/success?paymentId=${paymentId}`);
    expect(await h.module.wallet.balance(ALICE_RUB)).toBe(before + 20_000n);
    await expectInvariants();
  });

  it('fails the payment after three wrong 3-D Secure codes', async () => {
    const { paymentId } = await startDeposit('250.00');
    await pay(paymentId, SANDBOX_CARDS.threeDs);
    for (let i = 0; i < 2; i++) {
      expect(
        (await h.request(`/sandbox-pay/${paymentId}/3ds`, { json: { code: 'x' } })).status,
      ).toBe(400);
    }
    const last = await h.request(`/sandbox-pay/${paymentId}/3ds`, { json: { code: 'x' } });
    expect(await last.json()).toEqual({
      status: 'failed',
      redirectUrl: `/en/onpay/fail?paymentId=${paymentId}`,
    });
    expect(await h.module.payments.getPayment(ALICE, paymentId)).toMatchObject({
      status: 'failed',
      failureCode: 'authentication_failed',
    });
  });

  it('cancels from the hosted page and returns the player to onpay/cancel', async () => {
    const { paymentId } = await startDeposit('110.00');
    const res = await h.request(`/sandbox-pay/${paymentId}/cancel`, { method: 'POST' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/en/onpay/cancel?paymentId=${paymentId}`);
    expect(await h.module.payments.getPayment(ALICE, paymentId)).toMatchObject({
      status: 'cancelled',
    });
    expect((await pay(paymentId, SANDBOX_CARDS.success)).status).toBe(200);
    expect(await h.module.payments.getPayment(ALICE, paymentId)).toMatchObject({
      status: 'cancelled',
    });
  });

  it('answers a replayed Idempotency-Key with the first answer and one payment', async () => {
    const body = { accountId: ALICE_RUB, amount: '177.00', method: 'card' };
    const first = await h.request('/web-api/wallet/deposits', {
      user: ALICE,
      key: 'replay-key-1',
      json: body,
    });
    const count = await paymentCount();
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        h.request('/web-api/wallet/deposits', { user: ALICE, key: 'replay-key-1', json: body }),
      ),
    );
    const answer = await first.json();
    for (const reply of replies) {
      expect(reply.status).toBe(201);
      expect(await reply.json()).toEqual(answer);
    }
    expect(await paymentCount()).toBe(count);
    const other = await h.request('/web-api/wallet/deposits', {
      user: ALICE,
      key: 'replay-key-1',
      json: { ...body, amount: '178.00' },
    });
    expect(other.status).toBe(422);
    expect(await paymentCount()).toBe(count);
  });

  it('requires the Idempotency-Key header', async () => {
    const res = await h.request('/web-api/wallet/deposits', {
      user: ALICE,
      json: { accountId: ALICE_RUB, amount: '100.00', method: 'card' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'wallet_idempotency_key_required' });
  });

  it.each([
    ['0', 'wallet_amount_not_positive'],
    ['-5', 'wallet_amount_not_positive'],
    ['600000.01', 'wallet_amount_above_max'],
    ['99999999999999999999', 'wallet_amount_above_max'],
    ['1e2', 'wallet_amount_format'],
    ['0.001', 'wallet_amount_precision'],
    ['NaN', 'wallet_amount_format'],
    [100, 'wallet_amount_format'],
    ['99.99', 'wallet_amount_below_min'],
  ])('refuses the amount %j with 400 %s and changes nothing', async (amount, code) => {
    const count = await paymentCount();
    const balance = await h.module.wallet.balance(ALICE_RUB);
    const res = await deposit(amount);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; message: string; status: number };
    expect(body.code).toBe(code);
    expect(body.status).toBe(400);
    expect(body.message).not.toContain('wallet_');
    expect(await paymentCount()).toBe(count);
    expect(await h.module.wallet.balance(ALICE_RUB)).toBe(balance);
  });

  it('refuses the JSON number 1e309 with 400 and changes nothing', async () => {
    const count = await paymentCount();
    const res = await h.request('/web-api/wallet/deposits', {
      method: 'POST',
      user: ALICE,
      key: key(),
      headers: { 'content-type': 'application/json' },
      body: `{"accountId":${ALICE_RUB},"amount":1e309,"method":"card"}`,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'wallet_amount_format' });
    expect(await paymentCount()).toBe(count);
  });

  it('explains a bad amount in the player’s language', async () => {
    const res = await h.request('/web-api/wallet/deposits', {
      user: ALICE,
      lang: 'ru',
      key: key(),
      json: { accountId: ALICE_RUB, amount: '700000.00', method: 'card' },
    });
    expect(await res.json()).toMatchObject({
      message: expect.stringMatching(/^Максимальная сумма — 600\s000,00\s₽\.$/),
    });
  });

  it.each([
    [{ currency: 'USD' }, 'wallet_currency_mismatch'],
    [{ method: 'pix' }, 'wallet_method_unavailable'],
    [{ accountId: ALICE_BONUS }, 'wallet_account_bonus'],
    [{ accountId: 'abc' }, 'wallet_invalid_request'],
  ])('refuses %j with 400 %s', async (extra, code) => {
    const count = await paymentCount();
    const res = await deposit('100.00', extra);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code });
    expect(await paymentCount()).toBe(count);
  });

  it('answers 404 for another player’s account or payment, 401 for visitors', async () => {
    const { paymentId } = await startDeposit('100.00');
    const foreign = await h.request('/web-api/wallet/deposits', {
      user: BOB,
      key: key(),
      json: { accountId: ALICE_RUB, amount: '100.00', method: 'card' },
    });
    expect(foreign.status).toBe(404);
    expect((await h.request(`/web-api/wallet/payments/${paymentId}`, { user: BOB })).status).toBe(
      404,
    );
    expect((await h.request('/web-api/wallet/payments/not-a-uuid', { user: BOB })).status).toBe(
      404,
    );
    const bobs = (await (await h.request('/web-api/wallet/payments', { user: BOB })).json()) as {
      total: number;
    };
    expect(bobs.total).toBe(0);
    for (const [path, method] of [
      ['/web-api/wallet/accounts', 'GET'],
      ['/web-api/wallet/payments', 'GET'],
      ['/web-api/wallet/deposits', 'POST'],
      ['/web-api/wallet/withdrawals', 'POST'],
      ['/web-api/wallet/payment-requests', 'GET'],
      ['/web-api/wallet/payment-requests/topics', 'GET'],
    ] as const) {
      const res = await h.request(path, { method });
      expect(res.status, path).toBe(401);
    }
    expect((await h.request('/sandbox-pay/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('deposit guard', () => {
  it('refuses a deposit the limits context does not allow, creating nothing', async () => {
    const guarded = await createHarness({
      depositGuard: {
        allowDeposit: () =>
          Promise.resolve({
            allowed: false,
            code: 'deposit_limit',
            message: 'Daily deposit limit reached',
          }),
      },
    });
    try {
      guarded.directory.add({ id: 1, userId: 1, type: 0, currency: 'RUB' });
      const res = await guarded.request('/web-api/wallet/deposits', {
        user: 1,
        key: 'guarded-key-1',
        json: { accountId: 1, amount: '100.00', method: 'card' },
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        status: 403,
        code: 'deposit_limit',
        message: 'Daily deposit limit reached',
      });
      const r = await guarded.database.db.execute<{ n: string }>(
        sql`select count(*) as n from wallet_payments`,
      );
      expect(Number(r.rows[0]?.n)).toBe(0);
    } finally {
      await guarded.close();
    }
  });
});
