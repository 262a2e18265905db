import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../sandbox/cards.ts';
import { createHarness } from '../testing/harness.ts';
import type { Harness } from '../testing/harness.ts';

let h: Harness;
const ALICE = 41;
const BOB = 42;
const ALICE_RUB = 4101;
const ALICE_USD = 4102;
const BOB_RUB = 4201;
const ids: Record<string, string> = {};
let keys = 0;

async function deposit(user: number, accountId: number, amount: string, card: string) {
  const res = await h.request('/web-api/wallet/deposits', {
    user,
    key: `history-${++keys}`,
    json: { accountId, amount, method: 'card' },
  });
  const { paymentId } = (await res.json()) as { paymentId: string };
  await h.request(`/sandbox-pay/${paymentId}/complete`, { json: { card } });
  return paymentId;
}

beforeAll(async () => {
  h = await createHarness();
  h.directory.add({ id: ALICE_RUB, userId: ALICE, type: 0, currency: 'RUB' });
  h.directory.add({ id: ALICE_USD, userId: ALICE, type: 9, currency: 'USD' });
  h.directory.add({ id: BOB_RUB, userId: BOB, type: 0, currency: 'RUB' });
  // Day 1 (2026-11-22): two deposits; day 2: a withdrawal; day 3: a USD deposit.
  ids.paid = await deposit(ALICE, ALICE_RUB, '500.00', SANDBOX_CARDS.success);
  h.clock.advance(60_000);
  ids.declined = await deposit(ALICE, ALICE_RUB, '150.00', SANDBOX_CARDS.declined);
  h.clock.advance(86_400_000);
  const w = await h.request('/web-api/wallet/withdrawals', {
    user: ALICE,
    key: `history-${++keys}`,
    json: { accountId: ALICE_RUB, amount: '100.00', method: 'card' },
  });
  ids.withdrawal = ((await w.json()) as { paymentId: string }).paymentId;
  h.clock.advance(86_400_000);
  ids.usd = await deposit(ALICE, ALICE_USD, '25.50', SANDBOX_CARDS.success);
  ids.bob = await deposit(BOB, BOB_RUB, '300.00', SANDBOX_CARDS.success);
});

afterAll(async () => {
  await h?.close();
});

async function list(query: string, user = ALICE) {
  const res = await h.request(`/web-api/wallet/payments${query}`, { user });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    items: { id: string; amount: string; currency: string }[];
    total: number;
    page: number;
  };
}

describe('payment history', () => {
  it('lists the player’s own payments, newest first', async () => {
    const all = await list('');
    expect(all.items.map((p) => p.id)).toEqual([ids.usd, ids.withdrawal, ids.declined, ids.paid]);
    expect(all.items[0]).toMatchObject({
      amount: '25.50',
      currency: 'USD',
      type: 'deposit',
      status: 'succeeded',
    });
    expect((await list('', BOB)).items.map((p) => p.id)).toEqual([ids.bob]);
  });

  it('filters by type, status and dates', async () => {
    expect((await list('?type=withdrawal')).items.map((p) => p.id)).toEqual([ids.withdrawal]);
    expect((await list('?type=deposit&status=failed')).items.map((p) => p.id)).toEqual([
      ids.declined,
    ]);
    expect((await list('?from=2026-11-23&to=2026-11-23')).items.map((p) => p.id)).toEqual([
      ids.withdrawal,
    ]);
    expect((await list('?to=2026-11-22')).items.map((p) => p.id)).toEqual([ids.declined, ids.paid]);
    expect((await list('?from=2026-11-24T00:00:00Z')).items.map((p) => p.id)).toEqual([ids.usd]);
  });

  it('pages', async () => {
    const first = await list('?pageSize=3');
    const second = await list('?pageSize=3&page=2');
    expect(first.total).toBe(4);
    expect(first.items).toHaveLength(3);
    expect(second.items.map((p) => p.id)).toEqual([ids.paid]);
  });

  it('refuses a bad filter with 400', async () => {
    for (const query of [
      '?type=bet',
      '?status=done',
      '?from=yesterday',
      '?page=0',
      '?pageSize=1000',
    ]) {
      const res = await h.request(`/web-api/wallet/payments${query}`, { user: ALICE });
      expect(res.status, query).toBe(400);
    }
  });

  it('shows balances per account and the methods an account can use', async () => {
    const accounts = await (await h.request('/web-api/wallet/accounts', { user: ALICE })).json();
    expect(accounts).toEqual([
      { id: ALICE_RUB, type: 0, iso: 'RUB', money: '400.00', isActive: true },
      { id: ALICE_USD, type: 9, iso: 'USD', money: '25.50', isActive: false },
    ]);
    const methods = await (
      await h.request(`/web-api/wallet/methods?accountId=${ALICE_RUB}&direction=withdrawal`, {
        user: ALICE,
      })
    ).json();
    expect(methods).toEqual([
      { id: 'card', direction: 'withdrawal', currency: 'RUB', min: '100.00', max: '600000.00' },
      { id: 'sbp', direction: 'withdrawal', currency: 'RUB', min: '10.00', max: '300000.00' },
    ]);
    expect(
      (await h.request(`/web-api/wallet/methods?accountId=${ALICE_RUB}`, { user: BOB })).status,
    ).toBe(404);
  });
});

describe('payment requests', () => {
  it('lists topics with sub-topics in the player’s language', async () => {
    const topics = (await (
      await h.request('/web-api/wallet/payment-requests/topics', { user: ALICE, lang: 'ru' })
    ).json()) as {
      id: number;
      title: string;
      transactionType: string | null;
      subTopics: { id: number; title: string }[];
    }[];
    expect(topics.map((t) => [t.id, t.title, t.transactionType])).toEqual([
      [1, 'Пополнение', 'deposit'],
      [2, 'Вывод средств', 'withdrawal'],
      [3, 'Другой вопрос по платежам', null],
    ]);
    expect(topics[0]?.subTopics.map((s) => s.id)).toEqual([1, 2, 3]);
  });

  it('creates a request about the player’s own payment and lists only their own', async () => {
    const create = (user: number, body: unknown) =>
      h.request('/web-api/wallet/payment-requests', { user, json: body });
    const ok = await create(ALICE, {
      topicId: 1,
      subTopicId: 1,
      paymentId: ids.declined,
      message: 'My deposit was declined but the bank charged me.',
    });
    expect(ok.status).toBe(201);
    const created = (await ok.json()) as { id: string };
    expect(created).toMatchObject({
      topicId: 1,
      subTopicId: 1,
      paymentId: ids.declined,
      status: 'open',
    });

    expect(
      (await create(ALICE, { topicId: 1, subTopicId: 1, message: 'Where is my money, please?' }))
        .status,
    ).toBe(400);
    expect(
      (
        await create(ALICE, {
          topicId: 1,
          paymentId: ids.paid,
          message: 'Where is my money, please?',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await create(ALICE, {
          topicId: 2,
          subTopicId: 4,
          paymentId: ids.paid,
          message: 'Wrong type of payment here.',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await create(BOB, {
          topicId: 1,
          subTopicId: 1,
          paymentId: ids.paid,
          message: 'Not my payment at all, sorry.',
        })
      ).status,
    ).toBe(404);
    const short = await create(ALICE, { topicId: 3, message: 'short' });
    expect(await short.json()).toMatchObject({
      status: 400,
      code: 'wallet_request_message_length',
    });
    expect(
      (await create(ALICE, { topicId: 9, message: 'An unknown topic for sure.' })).status,
    ).toBe(400);
    expect(
      (await create(ALICE, { topicId: 3, message: 'A general question about payments.' })).status,
    ).toBe(201);

    const mine = (await (
      await h.request('/web-api/wallet/payment-requests', { user: ALICE })
    ).json()) as { total: number };
    expect(mine.total).toBe(2);
    const bobs = (await (
      await h.request('/web-api/wallet/payment-requests', { user: BOB })
    ).json()) as { total: number };
    expect(bobs.total).toBe(0);
    expect(
      (await h.request(`/web-api/wallet/payment-requests/${created.id}`, { user: ALICE })).status,
    ).toBe(200);
    expect(
      (await h.request(`/web-api/wallet/payment-requests/${created.id}`, { user: BOB })).status,
    ).toBe(404);
  });
});
