import type { LedgerKind, LedgerReader } from '../ports.ts';

/** One entry on a player's account, signed as the wallet posts it (stakes negative). */
export interface MemoryLedgerEntry {
  userId: number;
  currency: string;
  kind: LedgerKind;
  amount: bigint;
  at: Date;
}

/** A {@link LedgerReader} over entries held in memory, plus a way to add them. */
export interface MemoryLedger extends LedgerReader {
  add(entry: MemoryLedgerEntry): void;
  readonly entries: readonly MemoryLedgerEntry[];
}

/**
 * An in-memory ledger for tests of the limits context (and of callers wiring it) until the
 * wallet answers {@link LedgerReader.sumsByKind} itself. It ignores the executor: entries are
 * visible as soon as they are added.
 */
export function createMemoryLedger(): MemoryLedger {
  const entries: MemoryLedgerEntry[] = [];
  return {
    entries,
    add(entry) {
      entries.push(entry);
    },
    sumsByKind(query) {
      const sums: Partial<Record<LedgerKind, bigint>> = {};
      for (const e of entries) {
        if (e.userId !== query.userId || e.currency !== query.currency) continue;
        if (!query.kinds.includes(e.kind) || e.at < query.since) continue;
        sums[e.kind] = (sums[e.kind] ?? 0n) + e.amount;
      }
      return Promise.resolve(sums);
    },
  };
}
