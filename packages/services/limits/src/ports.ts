// What the limits context needs from outside: the ledger's sums (wallet), the player's main
// currency (identity), and hooks the server wires to sessions and live connections.
import type { Database, Db } from '@playfield/db';
import type { PlayerStatus } from './enforcement.ts';

/** Ledger movement kinds that limits count (the wallet's MovementKind values). */
export type LedgerKind =
  'deposit' | 'bet_stake' | 'bet_payout' | 'bet_refund' | 'casino_stake' | 'casino_win';

/** The kinds every window needs. */
export const LEDGER_KINDS: readonly LedgerKind[] = [
  'deposit',
  'bet_stake',
  'bet_payout',
  'bet_refund',
  'casino_stake',
  'casino_win',
];

export interface LedgerSumsQuery {
  userId: number;
  /** Only entries in this currency. */
  currency: string;
  kinds: readonly LedgerKind[];
  /** Movements created at or after this instant. */
  since: Date;
}

/**
 * The wallet's answer to "how much moved on this player's accounts since ...". Asked for by the
 * limits context (issue 7) and implemented by the wallet over its own tables.
 */
export interface LedgerReader {
  /**
   * Per kind, the sum of the user's player-account entries (signed as posted: deposits and
   * wins positive, stakes negative) in minor units; kinds without entries may be left out.
   * With `executor` it must read through that transaction: stake checks run inside the
   * transaction that holds the player's lock (and, on PGlite, the only connection).
   */
  sumsByKind(query: LedgerSumsQuery, executor?: Db): Promise<Partial<Record<LedgerKind, bigint>>>;
}

/** Identity's answer to "which currency does this player play in?". */
export interface PlayerDirectory {
  /** ISO code of the player's main account; null for an unknown user. */
  mainCurrency(userId: number): Promise<string | null>;
}

/**
 * Told after commit when a player's standing may have changed (self-exclusion, time-out), with
 * the player's status read after that commit.
 */
export type StandingListener = (userId: number, standing: PlayerStatus) => void;

export interface LimitsDeps {
  database: Pick<Database, 'db'>;
  ledger: LedgerReader;
  players: PlayerDirectory;
  /** The clock (tests pass a controllable one). */
  now?: () => Date;
  /** Self-exclusion test tokens (UUIDs). */
  newToken?: () => string;
  /**
   * The site's time zone in hours from UTC (spec §3 default 3): days of the session limit start
   * at its midnight, and dates in messages are shown in it.
   */
  timeZoneHours?: number;
  /** Language of messages when a caller gives none. */
  defaultLanguage?: string;
  /** How long self-exclusion questions stay answerable (ms, default 15 minutes). */
  testTtlMs?: number;
  /** Ends an identity session (the reality check's "log out"); the page logs out without it. */
  endSession?: (session: { userId: number; sessionId: string }) => Promise<void>;
  /** Told about standing changes (the server pushes the ban and drops betting topics). */
  onStandingChange?: StandingListener;
  /** Told about failures that must not fail the request (a listener that threw). */
  onError?: (error: unknown, context: string) => void;
}
