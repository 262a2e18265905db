// The console's player endpoints (issue 15): search, a player's page (profile, accounts and
// ledger, coupons, payments, limits, sessions, notes) and the operator's actions on a player
// (block, unblock, end a session, reset two-factor, add a note). Each declares its permission.
import { z } from 'zod';
import { limitStateSchema, limitTypeSchema } from '../limits.ts';
import { paymentTypeSchema, paymentStatusSchema, paymentViewSchema } from '../wallet.ts';
import { walletAccountSchema } from '../wallet.ts';
import { defineConsoleEndpoint } from './console.ts';

const positiveId = z
  .string()
  .regex(/^[1-9]\d{0,15}$/)
  .transform(Number);
const pageQuery = z
  .string()
  .regex(/^[1-9]\d{0,5}$/)
  .transform(Number)
  .default(1);
const playerParams = z.object({ userId: positiveId });
const reason = z.string().trim().min(3).max(500);

export const playerSummarySchema = z.object({
  id: z.number().int(),
  login: z.number().int(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  countryCode: z.string(),
  currency: z.string(),
  createdAt: z.string(),
  blocked: z.boolean(),
});

export const playerProfileSchema = playerSummarySchema.extend({
  registrationType: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  twoFactor: z.boolean(),
  banLevel: z.number().int(),
  block: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type PlayerProfileView = z.infer<typeof playerProfileSchema>;

/** The player's page: profile, accounts with balances, and the limits' standing. */
export const playerPageSchema = z.object({
  profile: playerProfileSchema,
  accounts: z.array(walletAccountSchema),
  standing: z.object({
    restriction: z.object({ kind: z.string(), until: z.string() }).nullable(),
    depositsBlocked: z.boolean(),
    playBlocked: z.boolean(),
  }),
  reviewFlag: z.object({ reason: z.string(), flaggedAt: z.string() }).nullable(),
});
export type PlayerPage = z.infer<typeof playerPageSchema>;

export const ledgerMovementSchema = z.object({
  entryId: z.number().int(),
  movementId: z.number().int(),
  kind: z.string(),
  currency: z.string(),
  /** Signed, in the currency's units (`-12.50`). */
  amount: z.string(),
  createdAt: z.string(),
  metadata: z.record(z.string(), z.unknown()),
});

export const playerSessionSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  endedAt: z.string().nullable(),
  endReason: z.string().nullable(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
});

export const playerNoteSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  operatorId: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
});
export type PlayerNote = z.infer<typeof playerNoteSchema>;

export const PLAYER_NOTES_PAGE_SIZE = 50;
export const PLAYER_MOVEMENTS_PAGE_SIZE = 50;
export const PLAYER_PAGE_SIZE = 20;

const PERMITTED = {
  400: ['invalid_request'],
  401: ['unauthorized'],
  403: ['forbidden', 'password_change_required'],
} as const;
const ON_PLAYER = { ...PERMITTED, 404: ['player_not_found'] } as const;

export const consolePlayerSearchEndpoint = defineConsoleEndpoint({
  id: 'console.players.search',
  method: 'GET',
  path: '/console-api/players',
  summary: 'Players by id, login, e-mail or phone (exact, then prefix), 20 a page.',
  access: 'anyone',
  permission: 'players.read',
  query: z.object({ q: z.string().trim().min(1).max(254), page: pageQuery }),
  response: z.object({ items: z.array(playerSummarySchema), total: z.number().int() }),
  errors: PERMITTED,
});

export const consolePlayerEndpoint = defineConsoleEndpoint({
  id: 'console.players.get',
  method: 'GET',
  path: '/console-api/players/:userId',
  summary: "A player's page: profile, blocks, accounts with balances, standing.",
  access: 'anyone',
  permission: 'players.read',
  params: playerParams,
  response: playerPageSchema,
  errors: ON_PLAYER,
});

export const consolePlayerMovementsEndpoint = defineConsoleEndpoint({
  id: 'console.players.movements',
  method: 'GET',
  path: '/console-api/players/:userId/accounts/:accountId/movements',
  summary: "The ledger entries of a player's account, newest first, 50 a page (before=entryId).",
  access: 'anyone',
  permission: 'players.read',
  params: z.object({ userId: positiveId, accountId: positiveId }),
  query: z.object({ before: positiveId.optional() }),
  response: z.object({ items: z.array(ledgerMovementSchema) }),
  errors: { ...PERMITTED, 404: ['player_not_found', 'account_not_found'] },
});

/** One of a player's coupons as the console lists it. */
export const consolePlayerCouponSchema = z.object({
  id: z.string(),
  placedAt: z.string(),
  /** The coupon type id (0 single, 1 accumulator, 2 system …). */
  type: z.number().int(),
  stake: z.string(),
  currency: z.string(),
  /** The total coef (decimal); null for a system before settlement. */
  coef: z.string().nullable(),
  status: z.string(),
  payout: z.string().nullable(),
  legs: z.number().int(),
});
export type ConsolePlayerCoupon = z.infer<typeof consolePlayerCouponSchema>;

/** A limit's window: money limits count over 24 hours, 7 or 30 days; the others have none. */
export const limitPeriodSchema = z.enum(['24h', '7d', '30d']).nullable();

/** One of a player's limits now (a type may show an ACTIVE and a PENDING one). */
export const consolePlayerLimitSchema = z.object({
  type: limitTypeSchema,
  /** In `measure` units (a currency code, days, hours, minutes or flag); for PENDING, the asked value. */
  value: z.number().int(),
  measure: z.string(),
  period: limitPeriodSchema,
  state: limitStateSchema,
  /** When it was set or asked for (ISO); null when unknown. */
  updated: z.string().nullable(),
});
export type ConsolePlayerLimit = z.infer<typeof consolePlayerLimitSchema>;

/** One change in a player's limits history. */
export const consolePlayerLimitChangeSchema = z.object({
  type: limitTypeSchema,
  action: z.string(),
  previousValue: z.number().int().nullable(),
  value: z.number().int().nullable(),
  period: limitPeriodSchema,
  at: z.string(),
});
export type ConsolePlayerLimitChange = z.infer<typeof consolePlayerLimitChangeSchema>;

export const consolePlayerCouponsEndpoint = defineConsoleEndpoint({
  id: 'console.players.coupons',
  method: 'GET',
  path: '/console-api/players/:userId/coupons',
  summary: "A player's coupons, newest first, 20 a page, by status.",
  access: 'anyone',
  permission: 'players.read',
  params: playerParams,
  query: z.object({ status: z.string().max(32).optional(), page: pageQuery }),
  response: z.object({
    items: z.array(consolePlayerCouponSchema),
    total: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
  }),
  errors: ON_PLAYER,
});

export const consolePlayerPaymentsEndpoint = defineConsoleEndpoint({
  id: 'console.players.payments',
  method: 'GET',
  path: '/console-api/players/:userId/payments',
  summary: "A player's deposits and withdrawals, newest first, 20 a page.",
  access: 'anyone',
  permission: 'players.read',
  params: playerParams,
  query: z.object({
    type: paymentTypeSchema.optional(),
    status: paymentStatusSchema.optional(),
    page: pageQuery,
  }),
  response: z.object({ items: z.array(paymentViewSchema), total: z.number().int() }),
  errors: ON_PLAYER,
});

export const consolePlayerLimitsEndpoint = defineConsoleEndpoint({
  id: 'console.players.limits',
  method: 'GET',
  path: '/console-api/players/:userId/limits',
  summary: "A player's responsible-gaming limits and their history (newest first).",
  access: 'anyone',
  permission: 'players.read',
  params: playerParams,
  response: z.object({
    limits: z.array(consolePlayerLimitSchema),
    history: z.array(consolePlayerLimitChangeSchema),
  }),
  errors: ON_PLAYER,
});

export const consolePlayerSessionsEndpoint = defineConsoleEndpoint({
  id: 'console.players.sessions',
  method: 'GET',
  path: '/console-api/players/:userId/sessions',
  summary: "A player's open sessions.",
  access: 'anyone',
  permission: 'players.read',
  params: playerParams,
  response: z.object({ items: z.array(playerSessionSchema) }),
  errors: ON_PLAYER,
});

export const consolePlayerEndSessionEndpoint = defineConsoleEndpoint({
  id: 'console.players.sessions.end',
  method: 'POST',
  path: '/console-api/players/:userId/sessions/:sessionId/end',
  summary: "Ends one of a player's sessions.",
  access: 'anyone',
  permission: 'players.sessions',
  params: z.object({ userId: positiveId, sessionId: positiveId }),
  response: z.object({ ok: z.literal(true) }),
  errors: { ...PERMITTED, 404: ['player_not_found', 'session_not_found'] },
});

export const consolePlayerBlockEndpoint = defineConsoleEndpoint({
  id: 'console.players.block',
  method: 'POST',
  path: '/console-api/players/:userId/block',
  summary: 'Blocks a player (no sign-in, no play) with a reason and ends their sessions.',
  access: 'anyone',
  permission: 'players.block',
  params: playerParams,
  body: z.object({ reason }),
  response: playerProfileSchema,
  errors: ON_PLAYER,
});

export const consolePlayerUnblockEndpoint = defineConsoleEndpoint({
  id: 'console.players.unblock',
  method: 'POST',
  path: '/console-api/players/:userId/unblock',
  summary: 'Lifts a block, with a reason.',
  access: 'anyone',
  permission: 'players.block',
  params: playerParams,
  body: z.object({ reason }),
  response: playerProfileSchema,
  errors: ON_PLAYER,
});

export const consolePlayerResetTwoFactorEndpoint = defineConsoleEndpoint({
  id: 'console.players.reset-2fa',
  method: 'POST',
  path: '/console-api/players/:userId/reset-2fa',
  summary: "Turns a player's two-factor off (seed and recovery codes) and ends their sessions.",
  access: 'anyone',
  permission: 'players.2fa-reset',
  params: playerParams,
  response: playerProfileSchema,
  errors: ON_PLAYER,
});

export const consolePlayerNotesEndpoint = defineConsoleEndpoint({
  id: 'console.players.notes',
  method: 'GET',
  path: '/console-api/players/:userId/notes',
  summary: "Operators' notes on a player, newest first, 50 a page.",
  access: 'anyone',
  permission: 'players.notes',
  params: playerParams,
  query: z.object({ page: pageQuery }),
  response: z.object({ items: z.array(playerNoteSchema), total: z.number().int() }),
  errors: ON_PLAYER,
});

export const consolePlayerAddNoteEndpoint = defineConsoleEndpoint({
  id: 'console.players.notes.add',
  method: 'POST',
  path: '/console-api/players/:userId/notes',
  summary: 'Adds a note on a player.',
  access: 'anyone',
  permission: 'players.notes',
  params: playerParams,
  body: z.object({ text: z.string().trim().min(1).max(4000) }),
  response: playerNoteSchema,
  status: 201,
  errors: ON_PLAYER,
});
