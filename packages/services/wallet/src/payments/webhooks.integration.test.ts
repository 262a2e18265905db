import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, WEBHOOK_SECRET } from '../testing/harness.ts';
import type { Harness } from '../testing/harness.ts';
import type { ProviderEvent } from './provider-event.ts';
import { signPayload } from './signature.ts';

let h: Harness;
const USER = 21;
const ACCOUNT = 2101;
let keys = 0;
let events = 0;

beforeAll(async () => {
  h = await createHarness();
  h.directory.add({ id: ACCOUNT, userId: USER, type: 0, currency: 'RUB' });
});

afterAll(async () => {
  await h?.close();
});

async function newDeposit(amount = '100.00'): Promise<string> {
  const res = await h.request('/web-api/wallet/deposits', {
    user: USER,
    key: `webhook-deposit-${++keys}`,
    json: { accountId: ACCOUNT, amount, method: 'card' },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { paymentId: string }).paymentId;
}

function event(
  paymentId: string,
  type: ProviderEvent['type'],
  amount = '10000',
  id?: string,
): string {
  const body: ProviderEvent = {
    id: id ?? `evt_test_${++events}`,
    type,
    paymentId,
    amount,
    currency: 'RUB',
    failureCode: type.endsWith('failed') ? 'card_declined' : null,
    createdAt: h.clock.now().toISOString(),
  };
  return JSON.stringify(body);
}

function deliver(
  body: string,
  signature = signPayload(WEBHOOK_SECRET, body, h.clock.now().getTime() / 1000),
) {
  return h.request('/web-api/wallet/webhooks/sandbox', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
    body,
  });
}

async function eventCount(): Promise<number> {
  const r = await h.database.db.execute<{ n: string }>(
    sql`select count(*) as n from wallet_provider_events`,
  );
  return Number(r.rows[0]?.n);
}

describe('provider webhooks', () => {
  it('credits once when the same webhook is delivered 100 times at once', async () => {
    const paymentId = await newDeposit();
    const before = await h.module.wallet.balance(ACCOUNT);
    const body = event(paymentId, 'payment.succeeded');
    const replies = await Promise.all(Array.from({ length: 100 }, () => deliver(body)));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const outcomes = await Promise.all(
      replies.map(async (r) => ((await r.json()) as { outcome: string }).outcome),
    );
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(99);
    expect(await h.module.wallet.balance(ACCOUNT)).toBe(before + 10_000n);
    expect(await h.module.checkInvariants()).toEqual([]);
  });

  it('credits once when different events report the same success concurrently', async () => {
    const paymentId = await newDeposit();
    const before = await h.module.wallet.balance(ACCOUNT);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => deliver(event(paymentId, 'payment.succeeded'))),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(await h.module.wallet.balance(ACCOUNT)).toBe(before + 10_000n);
    expect(await h.module.checkInvariants()).toEqual([]);
  });

  it('refuses a bad signature with 401 and changes nothing', async () => {
    const paymentId = await newDeposit();
    const before = await h.module.wallet.balance(ACCOUNT);
    const count = await eventCount();
    const body = event(paymentId, 'payment.succeeded');
    const now = h.clock.now().getTime() / 1000;
    for (const signature of [
      signPayload('another-secret-0123456789', body, now),
      signPayload(WEBHOOK_SECRET, `${body} `, now),
      signPayload(WEBHOOK_SECRET, body, now - 301),
      't=1,v1=00',
      '',
    ]) {
      const res = await deliver(body, signature);
      expect(res.status, signature).toBe(401);
    }
    expect(await eventCount()).toBe(count);
    expect(await h.module.wallet.balance(ACCOUNT)).toBe(before);
    expect(await h.module.payments.getPayment(USER, paymentId)).toMatchObject({
      status: 'created',
    });
  });

  it('ignores a failure reported after the success (reordered delivery)', async () => {
    const paymentId = await newDeposit();
    const before = await h.module.wallet.balance(ACCOUNT);
    expect(await (await deliver(event(paymentId, 'payment.succeeded'))).json()).toMatchObject({
      outcome: 'applied',
    });
    expect(await (await deliver(event(paymentId, 'payment.failed'))).json()).toMatchObject({
      outcome: 'terminal',
    });
    expect(await (await deliver(event(paymentId, 'payment.pending'))).json()).toMatchObject({
      outcome: 'terminal',
    });
    expect(await h.module.payments.getPayment(USER, paymentId)).toMatchObject({
      status: 'succeeded',
      failureCode: null,
    });
    expect(await h.module.wallet.balance(ACCOUNT)).toBe(before + 10_000n);
  });

  it('ignores a success reported after the failure', async () => {
    const paymentId = await newDeposit();
    const before = await h.module.wallet.balance(ACCOUNT);
    await deliver(event(paymentId, 'payment.pending'));
    await deliver(event(paymentId, 'payment.failed'));
    expect(await (await deliver(event(paymentId, 'payment.succeeded'))).json()).toMatchObject({
      outcome: 'terminal',
    });
    expect(await h.module.payments.getPayment(USER, paymentId)).toMatchObject({ status: 'failed' });
    expect(await h.module.wallet.balance(ACCOUNT)).toBe(before);
    expect(await h.module.checkInvariants()).toEqual([]);
  });

  it('refuses events that do not describe the payment exactly', async () => {
    const paymentId = await newDeposit();
    const before = await h.module.wallet.balance(ACCOUNT);
    expect((await deliver(event(paymentId, 'payment.succeeded', '20000'))).status).toBe(400);
    expect((await deliver(event(paymentId, 'payout.succeeded'))).status).toBe(400);
    expect(
      (await deliver(event('00000000-0000-4000-8000-000000000000', 'payment.succeeded'))).status,
    ).toBe(404);
    expect((await deliver('{"not":"an event"}')).status).toBe(400);
    expect(
      (await h.request('/web-api/wallet/webhooks/stripe', { method: 'POST', body: '{}' })).status,
    ).toBe(404);
    expect(await h.module.wallet.balance(ACCOUNT)).toBe(before);
    expect(await h.module.payments.getPayment(USER, paymentId)).toMatchObject({
      status: 'created',
    });
  });
});
