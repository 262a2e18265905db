// The ledger's vocabulary. A movement moves money between ledger accounts as a balanced set of
// entries (each currency sums to zero); player accounts can never go below zero.

/** What a movement is for (mirrors the database check on wallet_movements.kind). */
export type MovementKind =
  | 'deposit'
  | 'withdrawal_hold'
  | 'withdrawal_release'
  | 'withdrawal_payout'
  | 'bet_stake'
  | 'bet_payout'
  | 'bet_refund'
  | 'casino_stake'
  | 'casino_win'
  | 'bonus_grant'
  | 'bonus_conversion'
  | 'adjustment';

/**
 * System accounts, one per currency. Their balances mirror the players': `cash_in` goes negative
 * by what providers owe the site for deposits, `withdrawals_held` holds what players asked to
 * withdraw until the payout, `payouts` counts what was paid out, and so on.
 */
export const SYSTEM_ACCOUNTS = [
  'cash_in',
  'withdrawals_held',
  'payouts',
  'bets_stakes',
  'bets_payouts',
  'casino',
  'bonus',
  'adjustments',
  // What players owe the site: a resettlement took back more than their balance (decision 037).
  'receivables',
] as const;
export type SystemAccountCode = (typeof SYSTEM_ACCOUNTS)[number];

/** A ledger account by what it belongs to: a player's account, or a system role. */
export type LedgerAccountRef =
  | { kind: 'player'; accountId: number; userId: number }
  | { kind: 'system'; code: SystemAccountCode };

/** One side of a movement: a signed amount in minor units on one ledger account. */
export interface Leg {
  account: LedgerAccountRef;
  currency: string;
  /** Positive credits the account, negative debits it; never zero. */
  amount: bigint;
}

export interface MovementInput {
  kind: MovementKind;
  /** Unique per movement: posting the same key again returns the first result. */
  idempotencyKey: string;
  legs: readonly Leg[];
  metadata?: Record<string, unknown>;
}

export interface PostedEntry {
  ledgerAccountId: number;
  account: LedgerAccountRef;
  currency: string;
  amount: bigint;
}

export interface PostedMovement {
  id: number;
  kind: MovementKind;
  idempotencyKey: string;
  createdAt: Date;
  metadata: Record<string, unknown>;
  entries: PostedEntry[];
  /** True when the key had been posted before and this is the first result read back. */
  replayed: boolean;
}

/** A player's balance after a committed movement (pushed to the player's screens). */
export interface BalanceChange {
  userId: number;
  accountId: number;
  currency: string;
  /** Minor units. */
  balance: bigint;
  movementId: number;
}

/** A movement would take a player account below zero; nothing was written. */
export class InsufficientFundsError extends Error {
  override readonly name = 'InsufficientFundsError';
  constructor(readonly accountId: number) {
    super(`insufficient funds on account ${accountId}`);
  }
}

/** The movement is malformed (unbalanced, zero amounts, unknown currency, ...). */
export class InvalidMovementError extends Error {
  override readonly name = 'InvalidMovementError';
}

/** The idempotency key was used before for a different movement. */
export class MovementConflictError extends Error {
  override readonly name = 'MovementConflictError';
  constructor(readonly idempotencyKey: string) {
    super(`idempotency key ${idempotencyKey} was used for a different movement`);
  }
}

/** Human-readable name of a ledger account reference (stable: used in comparisons). */
export function refKey(ref: LedgerAccountRef): string {
  return ref.kind === 'player' ? `player:${ref.accountId}` : `system:${ref.code}`;
}
