import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@playfield/db/testing';
import type { Database } from '@playfield/db';
import { createWalletService } from './service.ts';
import type { WalletService } from './service.ts';
import { InsufficientFundsError, InvalidMovementError, MovementConflictError } from './types.ts';
import type { BalanceChange, LedgerAccountRef, MovementInput } from './types.ts';

let database: Database;
let wallet: WalletService;
const changes: BalanceChange[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  wallet = createWalletService({ database, now: () => new Date('2026-11-22T10:00:00Z') });
  wallet.onBalanceChanged((change) => changes.push(change));
});

afterAll(async () => {
  await database?.close();
});

function player(accountId: number, userId = 1): LedgerAccountRef {
  return { kind: 'player', accountId, userId };
}

function deposit(key: string, accountId: number, amount: bigint, userId = 1): MovementInput {
  return {
    kind: 'deposit',
    idempotencyKey: key,
    legs: [
      { account: player(accountId, userId), currency: 'RUB', amount },
      { account: { kind: 'system', code: 'cash_in' }, currency: 'RUB', amount: -amount },
    ],
  };
}

function stake(key: string, accountId: number, amount: bigint): MovementInput {
  return {
    kind: 'bet_stake',
    idempotencyKey: key,
    legs: [
      { account: player(accountId), currency: 'RUB', amount: -amount },
      { account: { kind: 'system', code: 'bets_stakes' }, currency: 'RUB', amount },
    ],
  };
}

describe('ledger', () => {
  it('posts a balanced movement, changes the balance and tells listeners', async () => {
    const posted = await wallet.post(deposit('dep-1', 101, 10_000n));
    expect(posted.replayed).toBe(false);
    expect(posted.entries.map((e) => e.amount).sort()).toEqual([-10_000n, 10_000n]);
    expect(await wallet.balance(101)).toBe(10_000n);
    expect(changes.at(-1)).toMatchObject({ accountId: 101, userId: 1, balance: 10_000n });
    expect(await wallet.checkInvariants()).toEqual([]);
  });

  it('returns the first result for a replayed key and changes nothing', async () => {
    const first = await wallet.post(deposit('dep-2', 102, 5_000n));
    const again = await wallet.post(deposit('dep-2', 102, 5_000n));
    expect(again.replayed).toBe(true);
    expect(again.id).toBe(first.id);
    expect(await wallet.balance(102)).toBe(5_000n);
  });

  it('refuses a different movement under a used key', async () => {
    await expect(wallet.post(deposit('dep-2', 102, 6_000n))).rejects.toBeInstanceOf(
      MovementConflictError,
    );
    expect(await wallet.balance(102)).toBe(5_000n);
  });

  it('posts a key exactly once when 50 posts of it race', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () => wallet.post(deposit('dep-race', 103, 700n))),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await wallet.balance(103)).toBe(700n);
    expect(await wallet.checkInvariants()).toEqual([]);
  });

  it('never takes a player below zero, even with 100 concurrent stakes', async () => {
    await wallet.post(deposit('dep-3', 104, 1_000n));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) => wallet.post(stake(`stake-${i}`, 104, 100n))),
    );
    const accepted = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter(
      (o) => o.status === 'rejected' && o.reason instanceof InsufficientFundsError,
    );
    expect(accepted).toHaveLength(10);
    expect(refused).toHaveLength(90);
    expect(await wallet.balance(104)).toBe(0n);
    expect(await wallet.checkInvariants()).toEqual([]);
  });

  it('refuses unbalanced movements and a currency the account does not hold', async () => {
    await expect(
      wallet.post({
        kind: 'adjustment',
        idempotencyKey: 'bad-1',
        legs: [
          { account: player(105), currency: 'RUB', amount: 100n },
          { account: { kind: 'system', code: 'adjustments' }, currency: 'RUB', amount: -99n },
        ],
      }),
    ).rejects.toBeInstanceOf(InvalidMovementError);
    await wallet.post(deposit('dep-4', 105, 100n));
    await expect(
      wallet.post({
        kind: 'adjustment',
        idempotencyKey: 'bad-2',
        legs: [
          { account: player(105), currency: 'USD', amount: 100n },
          { account: { kind: 'system', code: 'adjustments' }, currency: 'USD', amount: -100n },
        ],
      }),
    ).rejects.toBeInstanceOf(InvalidMovementError);
    await expect(wallet.post(deposit('dep-5', 105, 100n, 2))).rejects.toBeInstanceOf(
      InvalidMovementError,
    );
    expect(await wallet.balance(105)).toBe(100n);
  });

  it('lists balances by user and history newest first', async () => {
    await wallet.post(deposit('dep-6', 201, 300n, 9));
    await wallet.post(deposit('dep-7', 202, 400n, 9));
    await wallet.post({
      kind: 'bet_stake',
      idempotencyKey: 'stake-h',
      legs: [
        { account: player(201, 9), currency: 'RUB', amount: -50n },
        { account: { kind: 'system', code: 'bets_stakes' }, currency: 'RUB', amount: 50n },
      ],
      metadata: { betId: 'b-1' },
    });
    expect(await wallet.balances(9)).toEqual([
      { accountId: 201, currency: 'RUB', balance: 250n },
      { accountId: 202, currency: 'RUB', balance: 400n },
    ]);
    const history = await wallet.history({ accountId: 201 });
    expect(history.map((h) => [h.kind, h.amount])).toEqual([
      ['bet_stake', -50n],
      ['deposit', 300n],
    ]);
    expect(history[0]?.metadata).toEqual({ betId: 'b-1' });
    const older = await wallet.history({ accountId: 201, before: history[0]?.entryId });
    expect(older.map((h) => h.kind)).toEqual(['deposit']);
    expect(await wallet.balance(999)).toBe(0n);
  });

  it('finds tampering with a cached balance or an entry', async () => {
    await database.db.execute(
      sql`update wallet_ledger_accounts set balance = balance + 1 where account_id = 101`,
    );
    const violations = await wallet.checkInvariants();
    expect(violations.map((v) => v.code)).toEqual(['balance_mismatch']);
    await database.db.execute(
      sql`update wallet_ledger_accounts set balance = balance - 1 where account_id = 101`,
    );
    expect(await wallet.checkInvariants()).toEqual([]);
  });
});
