import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Limits context (issue 7): responsible-gaming limits, their history, self-exclusion tests, and
// the per-player row every stake check and limit change locks. Users belong to identity: they
// are referred to by id as plain columns, never by foreign keys, so the contexts share no tables.

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const userId = () => bigint('user_id', { mode: 'number' }).notNull();
const LIMIT_TYPE_IDS = sql.raw('1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33, 37');

/**
 * One row per player who has limits or plays: the lock row (`SELECT ... FOR UPDATE` serialises
 * stake checks with limit changes), the currency money limits are held in, today's counted
 * play for the session limit, and the reality-check timer of the current session.
 */
export const limitPlayers = pgTable(
  'limit_players',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey(),
    /** ISO code of money limit values; set with the first money limit. */
    currency: text('currency'),
    /** Start of the day `activitySeconds` counts (the site's day boundary). */
    activityDay: instant('activity_day'),
    activitySeconds: integer('activity_seconds').notNull().default(0),
    lastPingAt: instant('last_ping_at'),
    /** The identity session the reality-check timer belongs to. */
    realitySessionId: text('reality_session_id'),
    realitySessionStartedAt: instant('reality_session_started_at'),
    realityNextAt: instant('reality_next_at'),
    realityDoNotShowAgain: boolean('reality_do_not_show_again').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('limit_players_currency', sql`${t.currency} is null or ${t.currency} ~ '^[A-Z]{3}$'`),
    check('limit_players_activity', sql`${t.activitySeconds} >= 0`),
  ],
);

/**
 * A player's limit of one type: the enforced value (null when none) and a waiting change
 * (`pendingSince` set; `pendingValue` null asks for removal).
 */
export const limitLimits = pgTable(
  'limit_limits',
  {
    userId: userId(),
    limitType: smallint('limit_type').notNull(),
    value: integer('value'),
    startedAt: instant('started_at'),
    endsAt: instant('ends_at'),
    pendingValue: integer('pending_value'),
    pendingSince: instant('pending_since'),
    /** Self-exclusion reason id (domain SELF_EXCLUSION_REASONS). */
    reasonId: smallint('reason_id'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.limitType] }),
    check('limit_limits_type', sql`${t.limitType} in (${LIMIT_TYPE_IDS})`),
    check('limit_limits_pending', sql`${t.pendingValue} is null or ${t.pendingSince} is not null`),
  ],
);

/** Every change of a player's limits, for the office history and for audit. */
export const limitHistory = pgTable(
  'limit_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userId(),
    limitType: smallint('limit_type').notNull(),
    /** set, decrease, request, confirm, reject, withdraw, extend, expire, self_block. */
    action: text('action').notNull(),
    previousValue: integer('previous_value'),
    value: integer('value'),
    at: instant('at').notNull(),
  },
  (t) => [
    check('limit_history_type', sql`${t.limitType} in (${LIMIT_TYPE_IDS})`),
    index('limit_history_user_idx').on(t.userId, t.at),
  ],
);

/** A self-exclusion waiting for its test answers (spec §7 `tokenGuid`). */
export const limitExclusionTests = pgTable(
  'limit_exclusion_tests',
  {
    token: uuid('token').primaryKey(),
    userId: userId(),
    limitType: smallint('limit_type').notNull(),
    value: integer('value').notNull(),
    reasonId: smallint('reason_id'),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('limit_exclusion_tests_user_idx').on(t.userId)],
);
