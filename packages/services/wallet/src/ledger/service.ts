import { sql } from 'drizzle-orm';
import { withRetry } from '@playfield/db';
import type { Database, Db } from '@playfield/db';
import { createAccountResolver } from './accounts.ts';
import { checkLedger } from './invariants.ts';
import type { Violation } from './invariants.ts';
import { insertMovement, readMovement, sameMovement } from './post.ts';
import { insertMovements } from './post-many.ts';
import { InvalidMovementError, MovementConflictError } from './types.ts';
import type { BalanceChange, Leg, MovementInput, MovementKind, PostedMovement } from './types.ts';
import { movementProblem } from './validate.ts';

export interface WalletDeps {
  database: Pick<Database, 'db'>;
  /** The clock that stamps movements (tests pass a fixed one). */
  now?: () => Date;
  /** Told about every committed balance change of a player account (e.g. the WebSocket hub). */
  publish?: (change: BalanceChange) => void;
}

export interface PlayerBalance {
  accountId: number;
  currency: string;
  /** Minor units. */
  balance: bigint;
}

export interface HistoryEntry {
  entryId: number;
  movementId: number;
  kind: MovementKind;
  currency: string;
  amount: bigint;
  createdAt: Date;
  metadata: Record<string, unknown>;
}

export interface WalletService {
  /**
   * Posts a movement in its own transaction and returns it; posting the same idempotency key
   * again returns the first result (`replayed: true`), even when both race. Throws
   * InsufficientFundsError (nothing written), InvalidMovementError or MovementConflictError.
   */
  post(input: MovementInput): Promise<PostedMovement>;
  /**
   * Posts inside a transaction the caller owns (e.g. with a payment's state change). The caller
   * commits, then hands `changes` to {@link WalletService.publish}. Call {@link prepare} with the
   * same legs before opening the transaction so new ledger accounts are created outside it.
   */
  postWithin(
    tx: Db,
    input: MovementInput,
  ): Promise<{ movement: PostedMovement; changes: BalanceChange[] }>;
  /**
   * Posts many movements inside the caller's transaction in a fixed number of statements (bulk
   * work: the payouts of a finished game). A key posted before is checked like a replay (the
   * same movement, else MovementConflictError) and not posted again. The caller commits, then
   * publishes `changes`. Call {@link prepare} with the legs first.
   */
  postManyWithin(
    tx: Db,
    inputs: readonly MovementInput[],
  ): Promise<{ posted: string[]; replayed: string[]; changes: BalanceChange[] }>;
  /** Creates (outside any transaction) the ledger accounts these legs need. */
  prepare(legs: readonly Leg[]): Promise<void>;
  /** Tells listeners about committed balance changes. */
  publish(changes: readonly BalanceChange[]): void;
  /** A player account's balance in minor units (0 before its first movement). */
  balance(accountId: number): Promise<bigint>;
  /**
   * The same inside the caller's transaction, the ledger row locked until it commits (a take-back
   * that must not exceed the balance; decision 037).
   */
  balanceWithin(tx: Db, accountId: number): Promise<bigint>;
  /** Balances of every player account of a user that has had a movement. */
  balances(userId: number): Promise<PlayerBalance[]>;
  /** A player account's entries, newest first; pass the last `entryId` seen as `before`. */
  history(query: { accountId: number; limit?: number; before?: number }): Promise<HistoryEntry[]>;
  /** Ledger invariants on committed data; empty when everything holds. */
  checkInvariants(): Promise<Violation[]>;
  /** Subscribes to committed balance changes; returns the unsubscribe function. */
  onBalanceChanged(listener: (change: BalanceChange) => void): () => void;
}

function validate(input: MovementInput): void {
  const problem = movementProblem(input);
  if (problem) throw new InvalidMovementError(problem);
}

function replayOf(input: MovementInput, posted: PostedMovement): PostedMovement {
  if (!sameMovement(input, posted)) throw new MovementConflictError(input.idempotencyKey);
  return posted;
}

/** The double-entry ledger of player and system accounts. */
export function createWalletService(deps: WalletDeps): WalletService {
  const db = deps.database.db;
  const now = deps.now ?? (() => new Date());
  const resolver = createAccountResolver();
  const listeners = new Set<(change: BalanceChange) => void>();
  if (deps.publish) listeners.add(deps.publish);

  function publish(changes: readonly BalanceChange[]): void {
    for (const change of changes) {
      for (const listener of listeners) {
        try {
          listener(change);
        } catch {
          // A failing listener must not undo or block a committed movement; listeners that
          // care about their own failures catch them themselves.
        }
      }
    }
  }

  async function resolveLegs(executor: Db, legs: readonly Leg[], committed: boolean) {
    const resolved = [];
    for (const leg of legs) {
      const ledgerAccountId = await resolver.resolve(
        executor,
        leg.account,
        leg.currency,
        committed,
      );
      resolved.push({ ...leg, ledgerAccountId });
    }
    return resolved;
  }

  return {
    async post(input) {
      validate(input);
      // No read before writing: the insert's ON CONFLICT recognises a replay in the same round
      // trip that writes a new movement, so the common case pays for nothing extra.
      const legs = await resolveLegs(db, input.legs, true);
      const result = await withRetry(() =>
        db.transaction((tx) => insertMovement(tx, input, legs, now())),
      );
      if (!result) {
        // Another transaction committed the same key while this one waited on it.
        const first = await readMovement(db, input.idempotencyKey);
        if (!first) throw new Error(`movement ${input.idempotencyKey} vanished`);
        return replayOf(input, first);
      }
      publish(result.changes);
      return result.movement;
    },

    async postWithin(tx, input) {
      validate(input);
      const legs = await resolveLegs(tx, input.legs, false);
      const result = await insertMovement(tx, input, legs, now());
      if (result) return result;
      const first = await readMovement(tx, input.idempotencyKey);
      if (!first) throw new Error(`movement ${input.idempotencyKey} vanished`);
      return { movement: replayOf(input, first), changes: [] };
    },

    async postManyWithin(tx, inputs) {
      const keys = new Set<string>();
      for (const input of inputs) {
        validate(input);
        if (keys.has(input.idempotencyKey)) {
          throw new InvalidMovementError(`key ${input.idempotencyKey} appears twice in a batch`);
        }
        keys.add(input.idempotencyKey);
      }
      const movements = [];
      for (const input of inputs) {
        movements.push({ input, legs: await resolveLegs(tx, input.legs, false) });
      }
      const { inserted, skipped, changes } = await insertMovements(tx, movements, now());
      for (const key of skipped) {
        const input = inputs.find((i) => i.idempotencyKey === key);
        const first = await readMovement(tx, key);
        if (!input || !first) throw new Error(`movement ${key} vanished`);
        replayOf(input, first);
      }
      return { posted: [...inserted.keys()], replayed: skipped, changes };
    },

    async prepare(legs) {
      await resolveLegs(db, legs, true);
    },

    publish,

    async balance(accountId) {
      const result = await db.execute<{ balance: string }>(
        sql`select balance from wallet_ledger_accounts
            where kind = 'player' and account_id = ${accountId}`,
      );
      const balance = result.rows[0]?.balance;
      return balance === undefined ? 0n : BigInt(balance);
    },

    async balanceWithin(tx, accountId) {
      const result = await tx.execute<{ balance: string }>(
        sql`select balance from wallet_ledger_accounts
            where kind = 'player' and account_id = ${accountId} for update`,
      );
      const balance = result.rows[0]?.balance;
      return balance === undefined ? 0n : BigInt(balance);
    },

    async balances(userId) {
      const result = await db.execute<{ account_id: string; currency: string; balance: string }>(
        sql`select account_id, currency, balance from wallet_ledger_accounts
            where kind = 'player' and user_id = ${userId}
            order by account_id`,
      );
      return result.rows.map((r) => ({
        accountId: Number(r.account_id),
        currency: r.currency,
        balance: BigInt(r.balance),
      }));
    },

    async history({ accountId, limit = 50, before }) {
      const capped = Math.max(1, Math.min(200, Math.floor(limit)));
      const result = await db.execute<{
        entry_id: string;
        movement_id: string;
        kind: MovementKind;
        currency: string;
        amount: string;
        created_at: string | Date;
        metadata: Record<string, unknown> | string;
      }>(
        sql`select e.id as entry_id, m.id as movement_id, m.kind, e.currency, e.amount,
                   m.created_at, m.metadata
            from wallet_ledger_accounts a
            join wallet_entries e on e.ledger_account_id = a.id
            join wallet_movements m on m.id = e.movement_id
            where a.kind = 'player' and a.account_id = ${accountId}
              ${before === undefined ? sql`` : sql`and e.id < ${before}`}
            order by e.id desc
            limit ${capped}`,
      );
      return result.rows.map((r) => ({
        entryId: Number(r.entry_id),
        movementId: Number(r.movement_id),
        kind: r.kind,
        currency: r.currency,
        amount: BigInt(r.amount),
        createdAt: new Date(r.created_at),
        metadata: typeof r.metadata === 'string' ? JSON.parse(r.metadata) : r.metadata,
      }));
    },

    checkInvariants: () => checkLedger(db),

    onBalanceChanged(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
