import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Wallet context (issue 4): a double-entry ledger, payments through providers, and the sandbox
// provider's own bookkeeping. Player accounts belong to identity: they are referred to here by
// their ids as plain columns, never by foreign keys, so the contexts share no tables.

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const money = (name: string) => bigint(name, { mode: 'bigint' });

/** Movement kinds of the ledger; each is a balanced set of entries. */
export const MOVEMENT_KINDS = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_payout',
  'bet_stake',
  'bet_payout',
  'bet_refund',
  'casino_stake',
  'casino_win',
  'bonus_grant',
  'bonus_conversion',
  'adjustment',
] as const;

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Ledger accounts: one per player account (its currency is the account's), and one per system
 * role and currency (provider clearing, held withdrawals, bet stakes, ...). `balance` caches the
 * sum of the account's entries and changes in the same transaction as they do; a player's can
 * never go below zero.
 */
export const walletLedgerAccounts = pgTable(
  'wallet_ledger_accounts',
  {
    id: id(),
    kind: text('kind').$type<'player' | 'system'>().notNull(),
    /** System role (`cash_in`, `withdrawals_held`, ...); null for player accounts. */
    systemCode: text('system_code'),
    /** Identity's account id; null for system accounts. */
    accountId: bigint('account_id', { mode: 'number' }),
    /** Identity's user id of the account's owner; null for system accounts. */
    userId: bigint('user_id', { mode: 'number' }),
    currency: text('currency').notNull(),
    balance: money('balance')
      .notNull()
      .default(sql`0`),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('wallet_ledger_accounts_kind', sql`${t.kind} in ('player', 'system')`),
    check(
      'wallet_ledger_accounts_owner',
      sql`(${t.kind} = 'player' and ${t.accountId} is not null and ${t.userId} is not null and ${t.systemCode} is null)
        or (${t.kind} = 'system' and ${t.systemCode} is not null and ${t.accountId} is null and ${t.userId} is null)`,
    ),
    check('wallet_ledger_accounts_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('wallet_ledger_accounts_player_balance', sql`${t.kind} <> 'player' or ${t.balance} >= 0`),
    uniqueIndex('wallet_ledger_accounts_player_unique')
      .on(t.accountId)
      .where(sql`${t.kind} = 'player'`),
    uniqueIndex('wallet_ledger_accounts_system_unique')
      .on(t.systemCode, t.currency)
      .where(sql`${t.kind} = 'system'`),
    index('wallet_ledger_accounts_user_idx').on(t.userId),
  ],
);

/** A movement: the unit of money moving. Its key makes every post idempotent. */
export const walletMovements = pgTable(
  'wallet_movements',
  {
    id: id(),
    kind: text('kind').$type<(typeof MOVEMENT_KINDS)[number]>().notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: instant('created_at').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    check('wallet_movements_kind', sql`${t.kind} in (${quoted(MOVEMENT_KINDS)})`),
    index('wallet_movements_created_idx').on(t.createdAt),
    // The console's dashboard sums deposits by time (issue 15).
    index('wallet_movements_deposit_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'deposit'`),
  ],
);

/** Entries: signed amounts on ledger accounts; a movement's entries sum to zero per currency. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: id(),
    movementId: bigint('movement_id', { mode: 'number' })
      .notNull()
      .references(() => walletMovements.id),
    ledgerAccountId: bigint('ledger_account_id', { mode: 'number' })
      .notNull()
      .references(() => walletLedgerAccounts.id),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [
    check('wallet_entries_amount_nonzero', sql`${t.amount} <> 0`),
    index('wallet_entries_movement_idx').on(t.movementId),
    index('wallet_entries_account_idx').on(t.ledgerAccountId, t.id),
  ],
);

/** Deposits and withdrawals through a payment provider, with their state machine. */
export const walletPayments = pgTable(
  'wallet_payments',
  {
    id: uuid('id').primaryKey(),
    type: text('type').$type<'deposit' | 'withdrawal'>().notNull(),
    status: text('status')
      .$type<'created' | 'pending' | 'succeeded' | 'failed' | 'cancelled'>()
      .notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    method: text('method').notNull(),
    provider: text('provider').notNull(),
    /** The player's Idempotency-Key; unique per player. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** Hash of the request that created the payment: a reused key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** Language of the player's return pages (onpay/...). */
    language: text('language').notNull(),
    failureCode: text('failure_code'),
    /** Non-secret details (last four digits of a payout card, provider references). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    /** When the provider acknowledged the payout (withdrawals); null until then. */
    submittedAt: instant('submitted_at'),
    /**
     * The operator review of a withdrawal (issue 15): `waiting` holds the payout until an
     * operator approves (`approved`, then it goes to the provider) or rejects (`rejected`, the
     * held funds go back); null when no review was needed.
     */
    review: text('review').$type<'waiting' | 'approved' | 'rejected'>(),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: instant('reviewed_at'),
    reviewReason: text('review_reason'),
    /** The Idempotency-Key of the decision: the same key answers the same outcome. */
    reviewKey: text('review_key'),
  },
  (t) => [
    check('wallet_payments_review', sql`${t.review} in ('waiting', 'approved', 'rejected')`),
    index('wallet_payments_review_idx')
      .on(t.createdAt)
      .where(sql`${t.review} = 'waiting'`),
    check('wallet_payments_type', sql`${t.type} in ('deposit', 'withdrawal')`),
    check(
      'wallet_payments_status',
      sql`${t.status} in ('created', 'pending', 'succeeded', 'failed', 'cancelled')`,
    ),
    check('wallet_payments_amount_positive', sql`${t.amount} > 0`),
    uniqueIndex('wallet_payments_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('wallet_payments_user_idx').on(t.userId, t.createdAt),
    index('wallet_payments_open_idx')
      .on(t.status, t.type)
      .where(sql`${t.status} in ('created', 'pending')`),
  ],
);

/** Provider events already applied: a webhook delivered again is recognised by its id. */
export const walletProviderEvents = pgTable(
  'wallet_provider_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => walletPayments.id),
    type: text('type').notNull(),
    /** What the event did: `applied`, or why it changed nothing (`terminal`, `same`, ...). */
    outcome: text('outcome').notNull(),
    receivedAt: instant('received_at').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.eventId] }),
    index('wallet_provider_events_payment_idx').on(t.paymentId),
  ],
);

/** Players' support requests about payments (spec §2 payment/requests, create-request). */
export const walletPaymentRequests = pgTable(
  'wallet_payment_requests',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    topicId: smallint('topic_id').notNull(),
    subTopicId: smallint('sub_topic_id'),
    paymentId: uuid('payment_id').references(() => walletPayments.id),
    message: text('message').notNull(),
    status: text('status').$type<'open' | 'answered' | 'closed'>().notNull().default('open'),
    createdAt: instant('created_at').notNull(),
    /** The operator's answer (issue 15), and when and by whom it was given. */
    answer: text('answer'),
    answeredAt: instant('answered_at'),
    answeredBy: bigint('answered_by', { mode: 'number' }),
  },
  (t) => [
    check('wallet_payment_requests_status', sql`${t.status} in ('open', 'answered', 'closed')`),
    index('wallet_payment_requests_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Players whose every withdrawal waits for an operator's review (issue 15). */
export const walletReviewFlags = pgTable('wallet_review_flags', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  reason: text('reason').notNull(),
  flaggedAt: instant('flagged_at').notNull(),
});

/**
 * The sandbox provider's sessions (a checkout for a deposit, a payout for a withdrawal). This is
 * the provider's own state, kept in the site's database when it runs in-process so that any
 * instance can serve its hosted page; the stand-alone provider keeps it in its own database.
 */
export const sandboxSessions = pgTable(
  'sandbox_sessions',
  {
    /** The merchant's payment id: the hosted page is /sandbox-pay/{paymentId}. */
    paymentId: text('payment_id').primaryKey(),
    kind: text('kind').$type<'checkout' | 'payout'>().notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status')
      .$type<'open' | 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'cancelled'>()
      .notNull(),
    cardLast4: text('card_last4'),
    /** Outcome decided when the card was read, applied at `settleAt` (pending cards, payouts). */
    settleOutcome: text('settle_outcome').$type<'succeeded' | 'failed'>(),
    settleAt: instant('settle_at'),
    threeDsCode: text('three_ds_code'),
    threeDsAttempts: integer('three_ds_attempts').notNull().default(0),
    /** Where the player goes back to, by result. */
    returnUrls: jsonb('return_urls').$type<Record<string, string>>().notNull().default({}),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    check('sandbox_sessions_kind', sql`${t.kind} in ('checkout', 'payout')`),
    index('sandbox_sessions_settle_idx')
      .on(t.settleAt)
      .where(sql`${t.settleAt} is not null`),
  ],
);

/** Webhooks the sandbox provider still has to deliver (retried with back-off until accepted). */
export const sandboxOutbox = pgTable(
  'sandbox_outbox',
  {
    id: id(),
    eventId: text('event_id').notNull().unique(),
    paymentId: text('payment_id').notNull(),
    /** The exact JSON body that is signed and sent. */
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull(),
    deliveredAt: instant('delivered_at'),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('sandbox_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);
