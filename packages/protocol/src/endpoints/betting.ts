// The betting context's public endpoints (spec §7 coupon calls; decision 031).
import { z } from 'zod';
import { historyCouponListSchema, historyCouponSchema } from '../bet-history.ts';
import {
  calculatorRequestSchema,
  calculatorResponseSchema,
  placeCouponBodySchema,
  placeCouponResponseSchema,
} from '../betting.ts';
import { defineEndpoint } from '../endpoint.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateSchema = z
  .string()
  .regex(DATE)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)));

/** The bet history's filters: a coupon status, a coupon type, a range of whole days (UTC). */
export const betHistoryQuerySchema = z.object({
  status: z
    .enum(['pending', 'waiting', 'win', 'lose', 'return', 'partial', 'rejected'])
    .optional()
    .catch(undefined),
  typeId: z
    .string()
    .regex(/^[0-9]$/)
    .transform(Number)
    .optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
});

/** Coupons a page of the office history holds at most. */
export const BET_HISTORY_PAGE_MAX = 100;

/** The history's filters and a page: `page` from 1, `size` coupons a page (default 20). */
export const betHistoryPageQuerySchema = betHistoryQuerySchema.extend({
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,4}$/)
    .transform(Number)
    .optional(),
  size: z
    .string()
    .regex(/^[1-9][0-9]{0,2}$/)
    .transform(Number)
    .refine((n) => n <= BET_HISTORY_PAGE_MAX)
    .optional(),
});

/** One page of the history and where it stands. */
export const historyCouponPageSchema = z.object({
  coupons: historyCouponListSchema,
  /** Coupons the filters match (every page). */
  total: z.number().int().nonnegative(),
  /** The page answered (the last one when a later page was asked for). */
  page: z.number().int().positive(),
  pages: z.number().int().positive(),
});
export type HistoryCouponPage = z.infer<typeof historyCouponPageSchema>;

/** A coupon id in a path: a positive integer of at most 16 digits. */
export const couponIdParamsSchema = z.object({
  couponId: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/)
    .transform(Number)
    .refine((n) => Number.isSafeInteger(n)),
});

const PLACE_REFUSALS = [
  'body_invalid',
  'field_unknown',
  'account_invalid',
  'amount_below_min',
  'amount_above_max',
  'insufficient_funds',
  'coef_changed',
  'bet_blocked',
  'express_banned',
  'max_payout_exceeded',
  'idempotency_key_required',
];

export const placeCouponEndpoint = defineEndpoint({
  id: 'betting.place',
  method: 'POST',
  path: '/web-api/betting/place',
  summary: 'Places a coupon of any type (spec §3 outgoing coupon) with the signed-in account.',
  access: 'player',
  body: placeCouponBodySchema,
  response: placeCouponResponseSchema,
  status: 201,
  idempotencyKey: true,
  errors: {
    400: PLACE_REFUSALS,
    401: ['unauthorized'],
    403: ['wager_limit', 'loss_limit', 'session_limit', 'self_excluded', 'timed_out', 'locked'],
    409: ['idempotency_key_reused'],
    503: ['sportsbook_unavailable'],
  },
});

export const betHistoryEndpoint = defineEndpoint({
  id: 'betting.history',
  method: 'GET',
  path: '/web-api/betting/history',
  summary: "The signed-in player's coupons, newest first, with optional filters.",
  access: 'player',
  query: betHistoryQuerySchema,
  response: historyCouponListSchema,
  errors: { 400: ['invalid_query'], 401: ['unauthorized'] },
});

export const betHistoryPageEndpoint = defineEndpoint({
  id: 'betting.historyPage',
  method: 'GET',
  path: '/web-api/betting/history/page',
  summary: "One page of the signed-in player's coupons, newest first, paged in the database.",
  access: 'player',
  query: betHistoryPageQuerySchema,
  response: historyCouponPageSchema,
  errors: { 400: ['invalid_query'], 401: ['unauthorized'] },
});

export const couponEndpoint = defineEndpoint({
  id: 'betting.coupon',
  method: 'GET',
  path: '/web-api/betting/coupon/:couponId',
  summary: "One of the signed-in player's coupons (404 for any other).",
  access: 'player',
  params: couponIdParamsSchema,
  response: historyCouponSchema,
  errors: { 401: ['unauthorized'], 404: ['not_found'] },
});

export const betCalculatorEndpoint = defineEndpoint({
  id: 'betting.calculator',
  method: 'POST',
  path: '/web-api/betting-calculator',
  summary: 'Stakes and returns of a coupon for given coefs (no money involved).',
  access: 'anyone',
  body: calculatorRequestSchema,
  response: calculatorResponseSchema,
  errors: { 400: ['body_invalid'] },
});

/** Every endpoint of the betting context. */
export const BETTING_ENDPOINTS = [
  placeCouponEndpoint,
  betHistoryEndpoint,
  betHistoryPageEndpoint,
  couponEndpoint,
  betCalculatorEndpoint,
] as const;
