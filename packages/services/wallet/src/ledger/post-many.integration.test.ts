import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@playfield/db/testing';
import type { Database } from '@playfield/db';
import { createWalletService } from './service.ts';
import type { WalletService } from './service.ts';
import { InsufficientFundsError, MovementConflictError } from './types.ts';
import type { MovementInput } from './types.ts';

let database: Database;
let wallet: WalletService;

beforeAll(async () => {
  database = await createTestDatabase();
  wallet = createWalletService({ database, now: () => new Date('2026-11-22T10:00:00Z') });
});
afterAll(async () => {
  await database?.close();
});

function payout(key: string, accountId: number, amount: bigint, userId = 1): MovementInput {
  return {
    kind: 'bet_payout',
    idempotencyKey: key,
    legs: [
      { account: { kind: 'player', accountId, userId }, currency: 'RUB', amount },
      { account: { kind: 'system', code: 'bets_payouts' }, currency: 'RUB', amount: -amount },
    ],
  };
}

async function within(inputs: MovementInput[]) {
  for (const input of inputs) await wallet.prepare(input.legs);
  return database.db.transaction((tx) => wallet.postManyWithin(tx, inputs));
}

describe('postManyWithin', () => {
  it('posts every movement of a batch: balances by account total, one change per account', async () => {
    const result = await within([
      payout('many-1', 501, 100n),
      payout('many-2', 502, 250n),
      payout('many-3', 501, 50n),
    ]);
    expect(result.posted.sort()).toEqual(['many-1', 'many-2', 'many-3']);
    expect(result.replayed).toEqual([]);
    expect(result.changes.map((c) => [c.accountId, c.balance])).toEqual([
      [501, 150n],
      [502, 250n],
    ]);
    expect(await wallet.balance(501)).toBe(150n);
    expect((await wallet.history({ accountId: 501 })).map((h) => h.amount)).toEqual([50n, 100n]);
    expect(await wallet.checkInvariants()).toEqual([]);
  });

  it('skips keys posted before, and refuses a different movement under one', async () => {
    const result = await within([payout('many-1', 501, 100n), payout('many-4', 501, 10n)]);
    expect(result).toMatchObject({ posted: ['many-4'], replayed: ['many-1'] });
    expect(await wallet.balance(501)).toBe(160n);
    await expect(within([payout('many-2', 502, 999n)])).rejects.toBeInstanceOf(
      MovementConflictError,
    );
    expect(await wallet.balance(502)).toBe(250n);
  });

  it('refuses a batch that would take an account below zero, writing nothing', async () => {
    const stake: MovementInput = {
      kind: 'bet_stake',
      idempotencyKey: 'many-stake',
      legs: [
        { account: { kind: 'player', accountId: 502, userId: 1 }, currency: 'RUB', amount: -300n },
        { account: { kind: 'system', code: 'bets_stakes' }, currency: 'RUB', amount: 300n },
      ],
    };
    await expect(within([payout('many-5', 501, 1n), stake])).rejects.toBeInstanceOf(
      InsufficientFundsError,
    );
    expect(await wallet.balance(501)).toBe(160n);
    expect(await wallet.balance(502)).toBe(250n);
    expect(await wallet.checkInvariants()).toEqual([]);
  });
});
