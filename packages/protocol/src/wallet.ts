import { z } from 'zod';

// HTTP bodies of the wallet and payments API (issue 4). Money travels as decimal strings
// ("123.45") in the account's currency; the server holds integer minor units.

/** Every wallet endpoint lives under this prefix. */
export const WALLET_API_PREFIX = '/web-api/wallet';

/** Header every money-moving request must carry; a replay with the same key gets the first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A valid idempotency key: 8–128 visible ASCII characters (UUIDs fit). */
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{8,128}$/);

/** A player account id as identity issues it: a positive integer (a digit string is accepted). */
export const accountIdSchema = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/)
    .transform(Number),
]);

/** Account types of spec §3 / §9: 0 main, 4 bonus, 9 currency account. */
export const accountTypeSchema = z.union([z.literal(0), z.literal(4), z.literal(9)]);

/** One of the signed-in player's accounts (spec §3 Accounts, the fields the wallet owns). */
export const walletAccountSchema = z.object({
  id: z.number().int(),
  type: accountTypeSchema,
  iso: z.string(),
  /** Balance as a decimal string with the currency's minor units. */
  money: z.string(),
  isActive: z.boolean(),
});
export type WalletAccount = z.infer<typeof walletAccountSchema>;

export const paymentTypeSchema = z.enum(['deposit', 'withdrawal']);
export const paymentStatusSchema = z.enum([
  'created',
  'pending',
  'succeeded',
  'failed',
  'cancelled',
]);
export type PaymentTypeName = z.infer<typeof paymentTypeSchema>;
export type PaymentStatusName = z.infer<typeof paymentStatusSchema>;

/**
 * `POST /web-api/wallet/deposits`. `amount` must be a decimal string; `currency`, when given,
 * must be the account's own (a guard against a stale form).
 */
export const depositRequestSchema = z.object({
  accountId: accountIdSchema,
  amount: z.string(),
  method: z.string().min(1).max(64),
  currency: z.string().optional(),
});
export type DepositRequest = z.infer<typeof depositRequestSchema>;

/** 201 answer of a deposit: where to send the player to pay. */
export const depositResponseSchema = z.object({
  paymentId: z.string(),
  redirectUrl: z.string(),
});
export type DepositResponse = z.infer<typeof depositResponseSchema>;

/**
 * `POST /web-api/wallet/withdrawals`. `card` is the payout destination; the sandbox provider
 * pays out to 4242424242424242 when it is absent and fails the payout for 4000000000000002.
 */
export const withdrawalRequestSchema = z.object({
  accountId: accountIdSchema,
  amount: z.string(),
  method: z.string().min(1).max(64),
  currency: z.string().optional(),
  card: z
    .string()
    .regex(/^[0-9]{12,19}$/)
    .optional(),
});
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

/** 201 answer of a withdrawal (funds are held; the payout follows). */
export const withdrawalResponseSchema = z.object({
  paymentId: z.string(),
  status: paymentStatusSchema,
});
export type WithdrawalResponse = z.infer<typeof withdrawalResponseSchema>;

/** One payment as the history shows it. Times are ISO 8601 strings. */
export const paymentViewSchema = z.object({
  id: z.string(),
  type: paymentTypeSchema,
  status: paymentStatusSchema,
  method: z.string(),
  accountId: z.number().int(),
  amount: z.string(),
  currency: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Why a payment failed (provider code, e.g. `card_declined`), null otherwise. */
  failureCode: z.string().nullable(),
  /**
   * A withdrawal's operator review (issue 15): `waiting` (label `wallet_status_review`) until
   * approved or rejected (then `failed` with `failureCode` `rejected`); absent when none applies.
   */
  review: z.enum(['waiting', 'approved', 'rejected']).optional(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

const isoDateOrDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:\d{2})?)?$/)
  .refine((s) => !Number.isNaN(Date.parse(s)), 'not a date');

/**
 * Query of `GET /web-api/wallet/payments`. `from` and `to` are dates (`2026-11-01`, read as
 * UTC days, both inclusive) or ISO date-times; `page` starts at 1.
 */
export const paymentsQuerySchema = z.object({
  type: paymentTypeSchema.optional(),
  status: paymentStatusSchema.optional(),
  from: isoDateOrDateTime.optional(),
  to: isoDateOrDateTime.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PaymentsQuery = z.infer<typeof paymentsQuerySchema>;

export const paymentListSchema = z.object({
  items: z.array(paymentViewSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type PaymentList = z.infer<typeof paymentListSchema>;

/** A payment method offered for an account (per country and currency, with its limits). */
export const paymentMethodViewSchema = z.object({
  id: z.string(),
  direction: paymentTypeSchema,
  currency: z.string(),
  min: z.string(),
  max: z.string(),
});
export type PaymentMethodView = z.infer<typeof paymentMethodViewSchema>;

/** Topic of a payment request (spec §2 payment/create-request/{topicId}/...). */
export const paymentRequestTopicSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The kind of payment the player picks on `{topicId}/transactions`, null when none. */
  transactionType: paymentTypeSchema.nullable(),
  subTopics: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type PaymentRequestTopic = z.infer<typeof paymentRequestTopicSchema>;

/** `POST /web-api/wallet/payment-requests`: a player's support request about a payment. */
export const createPaymentRequestSchema = z.object({
  topicId: z.number().int().positive(),
  subTopicId: z.number().int().positive().optional(),
  paymentId: z.uuid().optional(),
  message: z.string().trim().min(10).max(2000),
});
export type CreatePaymentRequest = z.infer<typeof createPaymentRequestSchema>;

export const paymentRequestViewSchema = z.object({
  id: z.string(),
  topicId: z.number().int(),
  subTopicId: z.number().int().nullable(),
  paymentId: z.string().nullable(),
  message: z.string(),
  status: z.enum(['open', 'answered', 'closed']),
  createdAt: z.string(),
});
export type PaymentRequestView = z.infer<typeof paymentRequestViewSchema>;

/** Pushed to the player (WebSocket topic of their balance) after every committed change. */
export const balanceUpdateSchema = z.object({
  accountId: z.number().int(),
  iso: z.string(),
  money: z.string(),
});
export type BalanceUpdate = z.infer<typeof balanceUpdateSchema>;
