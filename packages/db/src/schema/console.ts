import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Console context (issue 15, decision 035): the operators who run the site, their sessions and
// the audit trail of what they did. Operators are not players: nothing here references `users`.
// The session cookie is stored only as a hash; the audit table is append-only, enforced by a
// trigger in the migration (an UPDATE, DELETE or TRUNCATE raises), so no role can edit it.

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** The people who run the site from the console. */
export const operators = pgTable(
  'operators',
  {
    id: id(),
    /** Lower-cased at write; unique. */
    email: text('email').notNull(),
    /** One of the console roles of `@playfield/domain/console`. */
    role: text('role').notNull(),
    /** argon2id. */
    passwordHash: text('password_hash').notNull(),
    /** Base32 TOTP seed: read only by the login check, never answered by any API. */
    totpSecret: text('totp_secret').notNull(),
    /** The last TOTP step accepted (a code is accepted once, RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'bigint' }),
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    /** Failed sign-ins in the current window (the lockout rule of identity, decision 035). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    failuresSince: instant('failures_since'),
    lockouts: integer('lockouts').notNull().default(0),
    lockedUntil: instant('locked_until'),
    createdAt: instant('created_at').notNull().defaultNow(),
    disabledAt: instant('disabled_at'),
  },
  (t) => [
    uniqueIndex('operators_email_unique').on(t.email),
    check('operators_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/** Console sign-ins: 15 minutes idle, 8 hours at most. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: id(),
    /** SHA-256 hex of the cookie's token. */
    tokenHash: text('token_hash').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    createdAt: instant('created_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    /** The sliding idle expiry, never past the absolute one. */
    expiresAt: instant('expires_at').notNull(),
    clientIp: text('client_ip'),
    userAgent: text('user_agent'),
    endedAt: instant('ended_at'),
    endReason: text('end_reason'),
  },
  (t) => [
    uniqueIndex('operator_sessions_token_hash_unique').on(t.tokenHash),
    index('operator_sessions_operator_idx').on(t.operatorId),
  ],
);

/** What every console write did, append-only. */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: id(),
    at: instant('at').notNull(),
    /** Null only for a refused sign-in of no known operator (never recorded today). */
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    clientAddress: text('client_address'),
  },
  (t) => [
    index('operator_audit_at_idx').on(t.at),
    index('operator_audit_operator_idx').on(t.operatorId, t.at),
    index('operator_audit_object_idx').on(t.objectType, t.objectId),
  ],
);

/**
 * Operators' notes on a player (issue 15). The player is identity's: referred to by id, no
 * foreign key (contexts share no tables).
 */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    text: text('text').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('player_notes_user_idx').on(t.userId, t.id)],
);
