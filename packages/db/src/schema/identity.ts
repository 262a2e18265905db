import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { countries, currencies } from './reference.ts';

// Identity context (issue 3): users, sessions, sign-in defences, recovery, outbox, accounts.
// Every secret the user holds (session cookie, reset link, SMS code, recovery code) is stored
// only as a hash; the two-factor seed, which the server must read back, is stored encrypted.

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => instant('created_at').notNull().defaultNow();
const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const userRef = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Players. Field names follow the user config of spec §3 where one exists. */
export const users = pgTable(
  'users',
  {
    id: id(),
    /** The account number: the login of one-click players, shown in the office. */
    login: bigint('login', { mode: 'number' }).notNull().unique(),
    /** As typed (trimmed); uniqueness is case-insensitive. */
    email: text('email'),
    /** Dialling code with its `+` (spec §5), e.g. `+7`. */
    phoneCode: text('phone_code'),
    /** National number, digits only. */
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: instant('password_changed_at'),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    /** Currency of the main account. */
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    registrationType: text('registration_type').notNull(),
    /** 0 refuse, 1 sport bonus, 2 casino bonus. */
    bonusChoice: smallint('bonus_choice').notNull().default(0),
    referral: jsonb('referral').$type<Record<string, unknown>>().notNull().default({}),
    /** 0 none, 1 e-mail only, 2 both, 3 phone only (spec §4). */
    activationType: smallint('activation_type').notNull().default(0),
    banLevel: integer('ban_level').notNull().default(0),
    banVersion: integer('ban_version').notNull().default(0),
    userStatusId: integer('user_status_id').notNull().default(0),
    internalVerificationStatus: integer('internal_verification_status'),
    verificationStatus: integer('verification_status'),
    verificationStatusGroupCode: text('verification_status_group_code'),
    requestedAdditionalDocument: smallint('requested_additional_document').notNull().default(0),
    verificationTypes: jsonb('verification_types').$type<number[]>().notNull().default([]),
    isNeedIdentification: boolean('is_need_identification').notNull().default(false),
    // Personal data (spec §3 user_data); free text is stored as typed and never interpreted.
    name: text('name'),
    surname: text('surname'),
    middleName: text('middle_name'),
    birthDate: date('birth_date', { mode: 'string' }),
    documentTypeId: integer('document_type_id'),
    passport: text('passport'),
    passportDate: date('passport_date', { mode: 'string' }),
    passportEndDate: date('passport_end_date', { mode: 'string' }),
    inn: text('inn'),
    registrationAddress: text('registration_address'),
    // Protection methods.
    /** Sealed (AES-GCM) base32 TOTP seed once two-factor is on. */
    twoFactorSecret: text('two_factor_secret'),
    /** Sealed seed offered by setup, waiting for the first code. */
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    twoFactorEnabledAt: instant('two_factor_enabled_at'),
    /** Last TOTP step accepted, so a code works once. */
    totpLastStep: bigint('totp_last_step', { mode: 'bigint' }),
    phoneBindingEnabled: boolean('phone_binding_enabled').notNull().default(false),
    securityQuestion: text('security_question'),
    securityAnswerHash: text('security_answer_hash'),
    // Preferences.
    hideBalance: boolean('hide_balance').notNull().default(true),
    /** Hours from UTC (spec §3: time zone, default 3). */
    timeZone: smallint('time_zone').notNull().default(3),
    language: text('language'),
    mailNews: boolean('mail_news').notNull().default(true),
    mailDeposit: boolean('mail_deposit').notNull().default(true),
    mailBets: boolean('mail_bets').notNull().default(true),
    smsNews: boolean('sms_news').notNull().default(true),
    disallowLineSports: jsonb('disallow_line_sports').$type<number[]>().notNull().default([]),
    disallowLiveSports: jsonb('disallow_live_sports').$type<number[]>().notNull().default([]),
    hasDeposit: boolean('has_deposit').notNull().default(false),
    /** An operator's block (issue 15): no sign-in, no session, no play while set. */
    blockedAt: instant('blocked_at'),
    blockReason: text('block_reason'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The console's dashboard counts registrations by time (issue 15).
    index('users_created_idx').on(t.createdAt),
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    // One owner per full international number, however it splits into code and number.
    uniqueIndex('users_phone_unique').on(sql`(${t.phoneCode} || ${t.phoneNumber})`),
    check('users_login_range', sql`${t.login} between 100000000 and 999999999`),
    check('users_bonus_choice', sql`${t.bonusChoice} in (0, 1, 2)`),
    check('users_activation_type', sql`${t.activationType} in (0, 1, 2, 3)`),
    check(
      'users_registration_type',
      sql`${t.registrationType} in ('fast_reg', 'phone_reg', 'full_reg', 'soc_reg', 'one_click')`,
    ),
    check('users_phone_pair', sql`(${t.phoneCode} is null) = (${t.phoneNumber} is null)`),
    check('users_phone_code_format', sql`${t.phoneCode} ~ '^\\+[0-9]{1,4}$'`),
    check('users_phone_number_format', sql`${t.phoneNumber} ~ '^[0-9]{4,14}$'`),
    check('users_time_zone', sql`${t.timeZone} between -12 and 14`),
  ],
);

/** Signed-in sessions. The cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: userRef(),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    /** "Save" at login: a 30-day cookie instead of a browser-session one. */
    remember: boolean('remember').notNull().default(false),
    userAgent: text('user_agent'),
    ip: text('ip'),
    endedAt: instant('ended_at'),
    endReason: text('end_reason'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId, t.endedAt),
    // The console's dashboard counts players seen lately (issue 15).
    index('sessions_seen_idx')
      .on(t.lastSeenAt)
      .where(sql`${t.endedAt} is null`),
  ],
);

/**
 * Failed sign-ins per key (a user id when the login names one, else the normalised login), so
 * unknown and known logins are throttled alike: captcha after 3 failures in 15 minutes,
 * lockout with doubling back-off after more.
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: instant('window_started_at').notNull(),
  lastFailureAt: instant('last_failure_at').notNull(),
  lockedUntil: instant('locked_until'),
  /** Lockouts so far; each one doubles the next lock's length. */
  lockouts: integer('lockouts').notNull().default(0),
});

/** Time-stamped events counted in sliding windows (registrations per IP, SMS per phone, …). */
export const identityRateEvents = pgTable(
  'identity_rate_events',
  {
    id: id(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('identity_rate_events_lookup_idx').on(t.kind, t.key, t.createdAt)],
);

/** Password-reset links: valid one hour, once. */
export const passwordResets = pgTable('password_resets', {
  id: id(),
  userId: userRef(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});

/** E-mail confirmation links (they confirm the address they were sent to, once). */
export const emailVerifications = pgTable('email_verifications', {
  id: id(),
  userId: userRef(),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});

/** SMS codes for phone registration, SMS login, phone binding and recovery. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: id(),
    /** International number `+<code><number>`. */
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    /** HMAC of the code bound to the phone and purpose. */
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: instant('consumed_at'),
  },
  (t) => [
    index('sms_codes_lookup_idx').on(t.phone, t.purpose, t.createdAt),
    check('sms_codes_purpose', sql`${t.purpose} in ('register', 'login', 'bind', 'recovery')`),
  ],
);

/** Captcha challenges: single use, short-lived, answers kept as hashes. */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: text('id').primaryKey(),
    /** `image` (distorted arithmetic) or `pow` (proof of work). */
    kind: text('kind').notNull(),
    /** 1 ordinary; 2 the user is logged out when it fails (spec §8). */
    type: smallint('type').notNull().default(1),
    /** Image: HMAC of the answer. Proof of work: the prefix to extend. */
    answer: text('answer').notNull(),
    difficulty: smallint('difficulty').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    solvedAt: instant('solved_at'),
    failedAt: instant('failed_at'),
    usedAt: instant('used_at'),
  },
  (t) => [
    check('captcha_challenges_kind', sql`${t.kind} in ('image', 'pow')`),
    check('captcha_challenges_type', sql`${t.type} in (1, 2)`),
    index('captcha_challenges_expires_idx').on(t.expiresAt),
  ],
);

/** Every e-mail and SMS the site sends; a dispatcher delivers e-mail when SMTP is set. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    check('outbox_channel', sql`${t.channel} in ('email', 'sms')`),
    index('outbox_pending_idx').on(t.sentAt, t.id),
    index('outbox_recipient_idx').on(t.recipient, t.id),
  ],
);

/** Single-use two-factor recovery codes (hashed). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: userRef(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: instant('used_at'),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** Links between users and their social sign-in subjects (OAuth 2.0 / OpenID Connect). */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: id(),
    provider: text('provider').notNull(),
    /** The provider's stable user id (`sub`). */
    subject: text('subject').notNull(),
    userId: userRef(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('social_identities_subject_unique').on(t.provider, t.subject)],
);

/**
 * Money accounts (spec §3): 0 main, 4 bonus, 9 currency account. Balances arrive with the
 * wallet; these rows are what it attaches them to.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    userId: userRef(),
    type: smallint('type').notNull(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    isActive: boolean('is_active').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('accounts_type', sql`${t.type} in (0, 4, 9)`),
    index('accounts_user_idx').on(t.userId),
    uniqueIndex('accounts_one_main')
      .on(t.userId)
      .where(sql`${t.type} = 0`),
    uniqueIndex('accounts_one_per_currency')
      .on(t.userId, t.type, t.currency)
      .where(sql`${t.type} in (4, 9)`),
    uniqueIndex('accounts_one_active')
      .on(t.userId)
      .where(sql`${t.isActive}`),
  ],
);
