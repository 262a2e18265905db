// The console's player, payment and configuration areas in the whole app (issue 15): a block
// refuses sign-in, bets and deposits and ends the sessions; the withdrawal review (a race of
// approvals and rejections yields one outcome; a rejection gives the held funds back and the
// wallet's invariants hold); configuration set by the console and the command line share one
// write function and its history; every write is in the audit log with before and after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestConsole, signInOperator } from '@playfield/console/testing';
import type { SignedInOperator } from '@playfield/console/testing';
import { runConfigCommand } from '@playfield/site-config';
import { runWalletCheck } from '@playfield/wallet';
import { defaultRateLimitRules } from './rate-limit.ts';
import { openTestSite } from './test-site.ts';
import { registerTestPlayer, siteCaller } from './test-site-calls.ts';
import type { TestSite } from './test-site.ts';

let site: TestSite;
let admin: SignedInOperator;
let seq = 0;

beforeAll(async () => {
  site = await openTestSite({
    fakeQuotes: true,
    app: { rateLimitRules: defaultRateLimitRules({ perIp: 1e5, perAccount: 1e5, windowMs: 6e4 }) },
  });
  admin = await signInOperator(site.app, await createTestConsole(site.database), 'admin');
});
afterAll(async () => {
  await site.close();
});

const request = siteCaller(() => site, `console-areas-${Date.now()}`);
const op = (method: string, path: string, body?: unknown, key?: string) =>
  request(method, `/console-api${path}`, admin.cookie, body, key);

/** A registered one-click player with 1,000.00 RUB; answers its cookie, ids and password. */
const fundedPlayer = () =>
  registerTestPlayer(site, {
    countryCode: 'ru',
    currency: 'RUB',
    fund: 100_000n,
    remoteAddress: `198.51.100.${++seq % 250}`,
  });

async function auditOf(action: string) {
  const page = await op('GET', `/audit?action=${encodeURIComponent(action)}`);
  expect(page.status).toBe(200);
  return page.body.items as { before: unknown; after: unknown; object: { id: string } }[];
}

describe('players', () => {
  it('finds a player, shows the page, blocks: no sign-in, no bets, no deposits; unblocks', async () => {
    const player = await fundedPlayer();
    const found = await op('GET', `/players?q=${player.login}`);
    expect(found.status).toBe(200);
    expect(found.body.items[0]).toMatchObject({ id: player.userId, login: Number(player.login) });
    const page = await op('GET', `/players/${player.userId}`);
    expect(page.status).toBe(200);
    expect(page.body.accounts[0]).toMatchObject({ id: player.accountId, money: '1000.00' });
    const moves = await op(
      'GET',
      `/players/${player.userId}/accounts/${player.accountId}/movements`,
    );
    expect(moves.body.items[0]).toMatchObject({ kind: 'adjustment', amount: '1000.00' });

    const blocked = await op('POST', `/players/${player.userId}/block`, { reason: 'fraud check' });
    expect(blocked.status).toBe(200);
    expect(blocked.body.block).toMatchObject({ reason: 'fraud check' });
    const [line] = await auditOf('player.block');
    expect(line).toMatchObject({
      before: { block: null },
      after: { block: { reason: 'fraud check' } },
    });
    // The session is over: bets and deposits are refused.
    const bet = await request('POST', '/web-api/betting/place', player.cookie, {
      typeId: 0,
      accountId: player.accountId,
      amount: '100.00',
      systemValue: 2,
      changeCoefAction: 2,
      bets: [{ outcomeId: 11, coef: 2.5 }],
    });
    expect(bet.status).toBe(401);
    const deposit = await request('POST', '/web-api/wallet/deposits', player.cookie, {
      accountId: player.accountId,
      amount: '100.00',
      method: 'card',
    });
    expect(deposit.status).toBe(401);
    expect((await op('GET', `/players/${player.userId}/sessions`)).body.items).toEqual([]);
    // No way back in.
    const login = await request('POST', '/web-api/auth/login', '', {
      login: String(player.login),
      password: player.password,
      save: false,
    });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ code: 'account_blocked' });

    const unblocked = await op('POST', `/players/${player.userId}/unblock`, { reason: 'cleared' });
    expect(unblocked.body.block).toBeNull();
    const again = await request('POST', '/web-api/auth/login', '', {
      login: String(player.login),
      password: player.password,
      save: false,
    });
    expect(again.status).toBe(200);
  });

  it('adds and lists notes, audited', async () => {
    const player = await fundedPlayer();
    const added = await op('POST', `/players/${player.userId}/notes`, {
      text: 'called about bonus',
    });
    expect(added.status).toBe(201);
    const notes = await op('GET', `/players/${player.userId}/notes`);
    expect(notes.body).toMatchObject({ total: 1, items: [{ text: 'called about bonus' }] });
    const [line] = await auditOf('player.note.add');
    expect(line?.after).toMatchObject({ text: 'called about bonus' });
    expect((await op('GET', '/players/999999')).status).toBe(404);
  });
});

describe('withdrawal review', () => {
  async function waitingWithdrawal() {
    const player = await fundedPlayer();
    const flag = await op('POST', `/players/${player.userId}/review-flag`, {
      reason: 'new player',
    });
    expect(flag.status).toBe(200);
    const made = await request('POST', '/web-api/wallet/withdrawals', player.cookie, {
      accountId: player.accountId,
      amount: '300.00',
      method: 'card',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);

    const paymentId = made.body.paymentId as string;
    const history = await request('GET', '/web-api/wallet/payments', player.cookie);
    expect(history.body.items[0]).toMatchObject({
      id: paymentId,
      status: 'pending',
      review: 'waiting',
    });
    return { player, paymentId };
  }

  it('of racing approvals and rejections, exactly one applies', async () => {
    const { player, paymentId } = await waitingWithdrawal();
    const waiting = await op('GET', '/payments/withdrawals/review');
    expect(waiting.body.items.map((p: { id: string }) => p.id)).toContain(paymentId);
    const answers = await Promise.all([
      op('POST', `/payments/withdrawals/${paymentId}/approve`),
      op('POST', `/payments/withdrawals/${paymentId}/reject`, { reason: 'duplicate account' }),
      op('POST', `/payments/withdrawals/${paymentId}/approve`),
      op('POST', `/payments/withdrawals/${paymentId}/reject`, { reason: 'duplicate account' }),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const decided = await Promise.all([
      auditOf('withdrawal.approve'),
      auditOf('withdrawal.reject'),
    ]);
    expect(decided.flat().filter((l) => l.object.id === paymentId)).toHaveLength(1);
    const balance = await site.contexts.wallet.wallet.balance(player.accountId);
    expect([70_000n, 100_000n]).toContain(balance);
    expect(await runWalletCheck(site.database)).toEqual([]);
  });

  it('a rejection gives the held funds back as its own movement; the same key answers the same', async () => {
    const { player, paymentId } = await waitingWithdrawal();
    expect(await site.contexts.wallet.wallet.balance(player.accountId)).toBe(70_000n);
    const key = `reject-${paymentId}`;
    const first = await op(
      'POST',
      `/payments/withdrawals/${paymentId}/reject`,
      { reason: 'kyc missing' },
      key,
    );
    expect(first.body).toMatchObject({ status: 'failed', review: 'rejected' });
    const again = await op(
      'POST',
      `/payments/withdrawals/${paymentId}/reject`,
      { reason: 'kyc missing' },
      key,
    );
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await site.contexts.wallet.wallet.balance(player.accountId)).toBe(100_000n);
    const moves = await op(
      'GET',
      `/players/${player.userId}/accounts/${player.accountId}/movements`,
    );
    expect(moves.body.items.map((m: { kind: string }) => m.kind)).toEqual([
      'withdrawal_release',
      'withdrawal_hold',
      'adjustment',
    ]);
    expect(await runWalletCheck(site.database)).toEqual([]);
    const history = await request('GET', '/web-api/wallet/payments', player.cookie);
    expect(history.body.items[0]).toMatchObject({
      status: 'failed',
      failureCode: 'rejected',
      review: 'rejected',
    });
  });

  it('requires an Idempotency-Key to decide', async () => {
    const response = await site.app.request(
      'http://localhost/console-api/payments/withdrawals/00000000-0000-4000-8000-000000000000/approve',
      { method: 'POST', headers: { cookie: admin.cookie } },
    );
    expect(response.status).toBe(400);
  });
});

describe('site configuration', () => {
  it('lists keys with their schema; sets one (400 when invalid); console and CLI share the history', async () => {
    const list = await op('GET', '/config');
    const key = list.body.items.find((i: { key: string }) => i.key === 'withdrawalReviewThreshold');
    expect(key).toMatchObject({ value: 1e12 });
    expect(key.schema).toMatchObject({ type: 'number' });
    const bad = await op('POST', '/config/withdrawalReviewThreshold', { value: -5 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'invalid_value' });
    expect((await op('POST', '/config/noSuchKey', { value: 1 })).status).toBe(404);
    const set = await op('POST', '/config/withdrawalReviewThreshold', { value: 5000 });
    expect(set.body).toEqual({ key: 'withdrawalReviewThreshold', value: 5000 });
    const [line] = await auditOf('config.set');
    expect(line).toMatchObject({ before: 1e12, after: 5000 });
    const output: string[] = [];
    const code = await runConfigCommand(
      ['set', 'withdrawalReviewThreshold', '7000'],
      site.siteConfig,
      {
        out: (l) => output.push(l),
        err: (l) => output.push(l),
      },
    );
    expect(code, output.join('\n')).toBe(0);
    const history = await op('GET', '/config/withdrawalReviewThreshold/history');
    expect(history.body.items.slice(0, 2)).toMatchObject([
      { before: 5000, after: 7000, changedBy: 'cli' },
      { after: 5000, changedBy: `operator:${admin.id}` },
    ]);
    await site.siteConfig.setKey('withdrawalReviewThreshold', 1e12);
  });
});
