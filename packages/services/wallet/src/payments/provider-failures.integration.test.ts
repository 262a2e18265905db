import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@playfield/db/testing';
import type { Database } from '@playfield/db';
import { createWalletService } from '../ledger/service.ts';
import type { WalletService } from '../ledger/service.ts';
import type { BalanceChange } from '../ledger/types.ts';
import { SANDBOX_CARDS } from '../sandbox/cards.ts';
import { createSandboxProvider } from '../sandbox/provider.ts';
import type { SandboxProvider } from '../sandbox/provider.ts';
import { createMemoryDirectory, WEBHOOK_SECRET } from '../testing/harness.ts';
import { WalletError } from './errors.ts';
import type { PaymentProviderClient } from './ports.ts';
import { createPaymentsService } from './service.ts';
import type { PaymentsService } from './service.ts';

// The provider is down (its merchant calls throw) for a while: nothing is lost, and the work
// resumes when it is back. The network boundary is the only thing replaced.

let database: Database;
let wallet: WalletService;
let sandbox: SandboxProvider;
let payments: PaymentsService;
let down = false;
let time = Date.parse('2026-11-22T10:00:00Z');
const now = () => new Date(time);
const changes: BalanceChange[] = [];
const providerErrors: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const directory = createMemoryDirectory();
  directory.add({ id: 7101, userId: 71, type: 0, currency: 'RUB' });
  wallet = createWalletService({ database, now, publish: (change) => changes.push(change) });
  sandbox = createSandboxProvider({
    database,
    secret: WEBHOOK_SECRET,
    now,
    deliver: async (body, signature) => (await payments.handleWebhook(body, signature)).status,
  });
  const flaky =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      down ? Promise.reject(new Error('provider unreachable')) : call(...args);
  const client: PaymentProviderClient = {
    name: 'sandbox',
    createCheckout: flaky(sandbox.client.createCheckout),
    createPayout: flaky(sandbox.client.createPayout),
    cancelPayout: flaky(sandbox.client.cancelPayout),
  };
  payments = createPaymentsService({
    database,
    wallet,
    accounts: directory,
    provider: client,
    webhookSecret: WEBHOOK_SECRET,
    now,
    onProviderError: (_error, context) => providerErrors.push(context.call),
  });
  await wallet.post({
    kind: 'adjustment',
    idempotencyKey: 'fund-7101',
    legs: [
      {
        account: { kind: 'player', accountId: 7101, userId: 71 },
        currency: 'RUB',
        amount: 100_000n,
      },
      { account: { kind: 'system', code: 'adjustments' }, currency: 'RUB', amount: -100_000n },
    ],
  });
});

afterAll(async () => {
  await database?.close();
});

const command = (key: string, body: unknown) => ({
  userId: 71,
  lang: 'en',
  idempotencyKey: key,
  body,
});

describe('when the provider is unreachable', () => {
  it('answers 502 for a deposit and completes it when the player retries with the same key', async () => {
    down = true;
    const body = { accountId: 7101, amount: '150.00', method: 'card' };
    const failed = await payments
      .createDeposit(command('flaky-deposit-1', body))
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(WalletError);
    expect((failed as WalletError).status).toBe(502);
    expect(providerErrors).toContain('createCheckout');
    down = false;
    const retried = await payments.createDeposit(command('flaky-deposit-1', body));
    expect(retried.redirectUrl).toBe(`/sandbox-pay/${retried.paymentId}`);
    const before = await wallet.balance(7101);
    await sandbox.complete(retried.paymentId, SANDBOX_CARDS.success);
    expect(await wallet.balance(7101)).toBe(before + 15_000n);
    expect(changes.at(-1)).toMatchObject({
      accountId: 7101,
      userId: 71,
      balance: before + 15_000n,
    });
  });

  it('keeps a withdrawal held while the payout cannot be sent, and sends it on reconcile', async () => {
    down = true;
    const before = await wallet.balance(7101);
    const answer = await payments.createWithdrawal(
      command('flaky-withdrawal-1', { accountId: 7101, amount: '200.00', method: 'card' }),
    );
    expect(answer.status).toBe('pending');
    expect(await wallet.balance(7101)).toBe(before - 20_000n);
    expect(await sandbox.session(answer.paymentId)).toBeNull();
    expect(await payments.reconcile()).toBe(0);
    down = false;
    expect(await payments.reconcile()).toBe(1);
    expect(await payments.reconcile()).toBe(0);
    time += 20_001;
    await sandbox.tick();
    expect(await payments.getPayment(71, answer.paymentId)).toMatchObject({ status: 'succeeded' });
    expect(await wallet.balance(7101)).toBe(before - 20_000n);
    expect(await wallet.checkInvariants()).toEqual([]);
  });

  it('keeps the funds held when a cancel cannot reach the provider', async () => {
    const answer = await payments.createWithdrawal(
      command('flaky-withdrawal-2', { accountId: 7101, amount: '100.00', method: 'card' }),
    );
    const held = await wallet.balance(7101);
    down = true;
    const failed = await payments.cancelWithdrawal(71, answer.paymentId).catch((e: unknown) => e);
    expect((failed as WalletError).status).toBe(502);
    expect(await payments.getPayment(71, answer.paymentId)).toMatchObject({ status: 'pending' });
    expect(await wallet.balance(7101)).toBe(held);
    down = false;
    expect(await payments.cancelWithdrawal(71, answer.paymentId)).toEqual({
      paymentId: answer.paymentId,
      status: 'cancelled',
    });
    expect(await wallet.balance(7101)).toBe(held + 10_000n);
  });
});
