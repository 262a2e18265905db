import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../sandbox/cards.ts';
import { createHarness } from '../testing/harness.ts';
import type { Harness } from '../testing/harness.ts';

let h: Harness;
const ALICE = 31;
const BOB = 32;
const ALICE_RUB = 3101;
const BOB_RUB = 3201;
let keys = 0;

beforeAll(async () => {
  h = await createHarness({ payoutDelayMs: 20_000 });
  h.directory.add({ id: ALICE_RUB, userId: ALICE, type: 0, currency: 'RUB' });
  h.directory.add({ id: BOB_RUB, userId: BOB, type: 0, currency: 'RUB' });
});

afterAll(async () => {
  await h?.close();
});

function withdraw(
  amount: string,
  extra: Record<string, unknown> = {},
  key = `withdrawal-${++keys}`,
) {
  return h.request('/web-api/wallet/withdrawals', {
    user: ALICE,
    key,
    json: { accountId: ALICE_RUB, amount, method: 'card', ...extra },
  });
}

async function held(): Promise<bigint> {
  const r = await h.database.db.execute<{ balance: string }>(
    sql`select balance from wallet_ledger_accounts where system_code = 'withdrawals_held' and currency = 'RUB'`,
  );
  return BigInt(r.rows[0]?.balance ?? '0');
}

async function withdrawalCount(): Promise<number> {
  const r = await h.database.db.execute<{ n: string }>(
    sql`select count(*) as n from wallet_payments where type = 'withdrawal'`,
  );
  return Number(r.rows[0]?.n);
}

async function settleAll() {
  h.clock.advance(20_001);
  await h.module.sandbox?.tick();
}

describe('withdrawals', () => {
  it('accepts exactly the 10 of 200 concurrent withdrawals the balance covers', async () => {
    await h.fund(ALICE, ALICE_RUB, 100_000n); // 1000.00
    const replies = await Promise.all(Array.from({ length: 200 }, () => withdraw('100.00')));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 400)).toHaveLength(190);
    const refusal = (await replies.find((r) => r.status === 400)?.json()) as { code: string };
    expect(refusal.code).toBe('wallet_insufficient_funds');
    expect(await h.module.wallet.balance(ALICE_RUB)).toBe(0n);
    expect(await held()).toBe(100_000n);
    expect(await withdrawalCount()).toBe(10);
    expect(await h.module.checkInvariants()).toEqual([]);

    await settleAll();
    const list = (await (
      await h.request('/web-api/wallet/payments?type=withdrawal&status=succeeded&pageSize=100', {
        user: ALICE,
      })
    ).json()) as { total: number };
    expect(list.total).toBe(10);
    expect(await held()).toBe(0n);
    expect(await h.module.wallet.balance(ALICE_RUB)).toBe(0n);
    expect(await h.module.checkInvariants()).toEqual([]);
  });

  it('holds the funds, then pays them out', async () => {
    await h.fund(ALICE, ALICE_RUB, 50_000n);
    const res = await withdraw('200.00');
    expect(res.status).toBe(201);
    const { paymentId, status } = (await res.json()) as { paymentId: string; status: string };
    expect(status).toBe('pending');
    expect(await h.module.wallet.balance(ALICE_RUB)).toBe(30_000n);
    expect(await held()).toBe(20_000n);
    await settleAll();
    expect(await h.module.payments.getPayment(ALICE, paymentId)).toMatchObject({
      status: 'succeeded',
    });
    expect(await h.module.wallet.balance(ALICE_RUB)).toBe(30_000n);
    expect(await held()).toBe(0n);
    expect(await h.module.checkInvariants()).toEqual([]);
  });

  it('releases the funds when the payout fails', async () => {
    const before = await h.module.wallet.balance(ALICE_RUB);
    const res = await withdraw('100.00', { card: SANDBOX_CARDS.declined });
    const { paymentId } = (await res.json()) as { paymentId: string };
    expect(await h.module.wallet.balance(ALICE_RUB)).toBe(before - 10_000n);
    await settleAll();
    expect(await h.module.payments.getPayment(ALICE, paymentId)).toMatchObject({
      status: 'failed',
      failureCode: 'card_declined',
    });
    expect(await h.module.wallet.balance(ALICE_RUB)).toBe(before);
    expect(await h.module.checkInvariants()).toEqual([]);
  });

  it('lets the player cancel while pending: funds come back and no payout follows', async () => {
    const before = await h.module.wallet.balance(ALICE_RUB);
    const { paymentId } = (await (await withdraw('100.00')).json()) as { paymentId: string };
    expect(
      (
        await h.request(`/web-api/wallet/withdrawals/${paymentId}/cancel`, {
          method: 'POST',
          user: BOB,
        })
      ).status,
    ).toBe(404);
    const cancel = await h.request(`/web-api/wallet/withdrawals/${paymentId}/cancel`, {
      method: 'POST',
      user: ALICE,
    });
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toEqual({ paymentId, status: 'cancelled' });
    expect(await h.module.wallet.balance(ALICE_RUB)).toBe(before);
    const again = await h.request(`/web-api/wallet/withdrawals/${paymentId}/cancel`, {
      method: 'POST',
      user: ALICE,
    });
    expect(await again.json()).toEqual({ paymentId, status: 'cancelled' });
    await settleAll();
    expect(await h.module.payments.getPayment(ALICE, paymentId)).toMatchObject({
      status: 'cancelled',
    });
    expect(await h.module.wallet.balance(ALICE_RUB)).toBe(before);
    expect(await h.module.checkInvariants()).toEqual([]);
  });

  it('refuses to cancel a withdrawal that was paid out', async () => {
    const { paymentId } = (await (await withdraw('100.00')).json()) as { paymentId: string };
    await settleAll();
    const res = await h.request(`/web-api/wallet/withdrawals/${paymentId}/cancel`, {
      method: 'POST',
      user: ALICE,
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'wallet_withdrawal_not_cancellable' });
  });

  it('answers a replayed key with the same payment and holds once', async () => {
    const before = await h.module.wallet.balance(ALICE_RUB);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => withdraw('100.00', {}, 'same-withdrawal-key')),
    );
    const bodies = await Promise.all(replies.map((r) => r.json()));
    expect(replies.every((r) => r.status === 201)).toBe(true);
    expect(new Set(bodies.map((b) => (b as { paymentId: string }).paymentId)).size).toBe(1);
    expect(await h.module.wallet.balance(ALICE_RUB)).toBe(before - 10_000n);
    expect(await h.module.checkInvariants()).toEqual([]);
  });

  it('refuses more than the balance with 400 and creates nothing', async () => {
    const count = await withdrawalCount();
    const balance = await h.module.wallet.balance(ALICE_RUB);
    const res = await withdraw('600000.00');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'wallet_insufficient_funds' });
    expect(await withdrawalCount()).toBe(count);
    expect(await h.module.wallet.balance(ALICE_RUB)).toBe(balance);
  });

  it('answers 404 for another player’s account', async () => {
    const res = await h.request('/web-api/wallet/withdrawals', {
      user: BOB,
      key: 'bob-withdrawal-1',
      json: { accountId: ALICE_RUB, amount: '100.00', method: 'card' },
    });
    expect(res.status).toBe(404);
  });
});
