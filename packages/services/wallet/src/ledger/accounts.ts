import { sql } from 'drizzle-orm';
import type { Db } from '@playfield/db';
import { InvalidMovementError, refKey } from './types.ts';
import type { LedgerAccountRef } from './types.ts';

interface KnownAccount {
  id: number;
  currency: string;
  userId: number | null;
}

interface AccountRow extends Record<string, unknown> {
  id: string | number;
  currency: string;
  user_id: string | number | null;
}

// Ids of ledger accounts never change and rows are never deleted, so resolved ids are cached
// for the life of the process. Only rows known to be committed are cached (see `resolve`).
const CACHE_LIMIT = 100_000;

function cacheKey(ref: LedgerAccountRef, currency: string): string {
  return ref.kind === 'player' ? refKey(ref) : `${refKey(ref)}:${currency}`;
}

function toKnown(row: AccountRow): KnownAccount {
  return {
    id: Number(row.id),
    currency: row.currency,
    userId: row.user_id === null ? null : Number(row.user_id),
  };
}

async function find(db: Db, ref: LedgerAccountRef, currency: string): Promise<AccountRow | null> {
  const result =
    ref.kind === 'player'
      ? await db.execute<AccountRow>(
          sql`select id, currency, user_id from wallet_ledger_accounts
              where kind = 'player' and account_id = ${ref.accountId}`,
        )
      : await db.execute<AccountRow>(
          sql`select id, currency, user_id from wallet_ledger_accounts
              where kind = 'system' and system_code = ${ref.code} and currency = ${currency}`,
        );
  return result.rows[0] ?? null;
}

async function insert(db: Db, ref: LedgerAccountRef, currency: string): Promise<void> {
  if (ref.kind === 'player') {
    await db.execute(
      sql`insert into wallet_ledger_accounts (kind, account_id, user_id, currency)
          values ('player', ${ref.accountId}, ${ref.userId}, ${currency})
          on conflict (account_id) where kind = 'player' do nothing`,
    );
  } else {
    await db.execute(
      sql`insert into wallet_ledger_accounts (kind, system_code, currency)
          values ('system', ${ref.code}, ${currency})
          on conflict (system_code, currency) where kind = 'system' do nothing`,
    );
  }
}

/** Finds (creating on first use) the ledger accounts movements post to. */
export interface AccountResolver {
  /**
   * The ledger account id of `ref` in `currency`. `committed` says whether `db` runs outside a
   * transaction (autocommit): only then may a newly created row be cached, because a rolled-back
   * transaction would leave a cached id that does not exist.
   */
  resolve(db: Db, ref: LedgerAccountRef, currency: string, committed: boolean): Promise<number>;
  /** The cached ledger account of a player account, if any. */
  cachedPlayer(accountId: number): KnownAccount | undefined;
}

export function createAccountResolver(): AccountResolver {
  const cache = new Map<string, KnownAccount>();

  function check(ref: LedgerAccountRef, currency: string, known: KnownAccount): number {
    if (known.currency !== currency) {
      throw new InvalidMovementError(`${refKey(ref)} holds ${known.currency}, not ${currency}`);
    }
    if (ref.kind === 'player' && known.userId !== ref.userId) {
      throw new InvalidMovementError(`${refKey(ref)} does not belong to user ${ref.userId}`);
    }
    return known.id;
  }

  return {
    async resolve(db, ref, currency, committed) {
      const key = cacheKey(ref, currency);
      const hit = cache.get(key);
      if (hit) return check(ref, currency, hit);
      let row = await find(db, ref, currency);
      if (!row) {
        await insert(db, ref, currency);
        row = await find(db, ref, currency);
      }
      if (!row) throw new Error(`ledger account ${key} could not be created`);
      const known = toKnown(row);
      // Inside a transaction even a row found by the lookup may be one this same transaction
      // inserted: only autocommit reads are known to be committed.
      if (committed) {
        if (cache.size >= CACHE_LIMIT) cache.clear();
        cache.set(key, known);
      }
      return check(ref, currency, known);
    },
    cachedPlayer(accountId) {
      return cache.get(`player:${accountId}`);
    },
  };
}
