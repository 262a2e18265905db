import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '@playfield/db';
import { walletEntries, walletLedgerAccounts, walletMovements } from '@playfield/db/wallet';
import type { MovementKind } from './types.ts';

export interface LedgerSumsQuery {
  userId: number;
  currency: string;
  kinds: readonly MovementKind[];
  since: Date;
}

/**
 * Sums of a player's entries per movement kind since an instant (signed as posted: deposits
 * and wins positive, stakes negative). The limits context computes its rolling windows from
 * this. With `executor` it reads through the caller's transaction (which holds the player's
 * lock, and on PGlite the only connection).
 */
export function createLedgerSums(database: Pick<Database, 'db'>) {
  return {
    async sumsByKind(
      query: LedgerSumsQuery,
      executor?: Db,
    ): Promise<Partial<Record<MovementKind, bigint>>> {
      const db = executor ?? database.db;
      if (query.kinds.length === 0) return {};
      const rows = await db
        .select({
          kind: walletMovements.kind,
          total: sql<string>`coalesce(sum(${walletEntries.amount}), 0)::text`,
        })
        .from(walletEntries)
        .innerJoin(walletMovements, eq(walletMovements.id, walletEntries.movementId))
        .innerJoin(walletLedgerAccounts, eq(walletLedgerAccounts.id, walletEntries.ledgerAccountId))
        .where(
          and(
            eq(walletLedgerAccounts.kind, 'player'),
            eq(walletLedgerAccounts.userId, query.userId),
            eq(walletEntries.currency, query.currency),
            inArray(walletMovements.kind, [...query.kinds]),
            gte(walletMovements.createdAt, query.since),
          ),
        )
        .groupBy(walletMovements.kind);
      const out: Partial<Record<MovementKind, bigint>> = {};
      for (const row of rows) out[row.kind] = BigInt(row.total);
      return out;
    },
  };
}
