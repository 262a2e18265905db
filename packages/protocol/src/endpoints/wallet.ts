// The wallet context's public endpoints (spec §7 office payment calls; decision 031). The
// provider's webhook is not among them: it is a server-to-server call checked by signature.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  createPaymentRequestSchema,
  depositRequestSchema,
  depositResponseSchema,
  paymentListSchema,
  paymentMethodViewSchema,
  paymentRequestTopicSchema,
  paymentRequestViewSchema,
  paymentTypeSchema,
  paymentViewSchema,
  paymentsQuerySchema,
  walletAccountSchema,
  withdrawalRequestSchema,
  withdrawalResponseSchema,
} from '../wallet.ts';

const PREFIX = '/web-api/wallet';
const SIGNED_IN = { 401: ['wallet_sign_in_required'] } as const;
/** A payment's id in a path (the service answers 404 for anything not the player's). */
const paymentIdParams = z.object({ paymentId: z.string().max(64) });
/** A payment request's id in a path. */
const requestIdParams = z.object({ id: z.string().max(64) });

export const walletAccountsEndpoint = defineEndpoint({
  id: 'wallet.accounts',
  method: 'GET',
  path: `${PREFIX}/accounts`,
  summary: "The signed-in player's accounts with their balances.",
  access: 'player',
  response: z.array(walletAccountSchema),
  errors: SIGNED_IN,
});

export const paymentMethodsEndpoint = defineEndpoint({
  id: 'wallet.methods',
  method: 'GET',
  path: `${PREFIX}/methods`,
  summary: "The payment methods offered for an account of the player's, with their limits.",
  access: 'player',
  query: z.object({
    accountId: z
      .string()
      .transform(Number)
      .refine((n) => Number.isSafeInteger(n) && n > 0),
    direction: paymentTypeSchema.default('deposit'),
  }),
  response: z.array(paymentMethodViewSchema),
  errors: { 400: ['wallet_invalid_request'], ...SIGNED_IN },
});

export const depositEndpoint = defineEndpoint({
  id: 'wallet.deposit',
  method: 'POST',
  path: `${PREFIX}/deposits`,
  summary: 'Starts a deposit: answers the provider checkout to send the player to.',
  access: 'player',
  idempotencyKey: true,
  body: depositRequestSchema,
  response: depositResponseSchema,
  status: 201,
  errors: {
    400: ['wallet_invalid_request', 'wallet_amount_format', 'wallet_amount_below_min'],
    ...SIGNED_IN,
    403: ['wallet_deposit_not_allowed'],
    404: ['wallet_account_not_found'],
    409: ['wallet_idempotency_key_reused'],
  },
});

export const withdrawalEndpoint = defineEndpoint({
  id: 'wallet.withdrawal',
  method: 'POST',
  path: `${PREFIX}/withdrawals`,
  summary: 'Requests a withdrawal: the amount is held until the provider pays it out.',
  access: 'player',
  idempotencyKey: true,
  body: withdrawalRequestSchema,
  response: withdrawalResponseSchema,
  status: 201,
  errors: {
    400: ['wallet_invalid_request', 'wallet_insufficient_funds'],
    ...SIGNED_IN,
    403: ['self_excluded', 'timed_out'],
    404: ['wallet_account_not_found'],
    409: ['wallet_idempotency_key_reused'],
  },
});

export const cancelWithdrawalEndpoint = defineEndpoint({
  id: 'wallet.cancelWithdrawal',
  method: 'POST',
  path: `${PREFIX}/withdrawals/:paymentId/cancel`,
  summary: 'Cancels a withdrawal that is not paid out yet; the held amount returns.',
  access: 'player',
  params: paymentIdParams,
  response: withdrawalResponseSchema,
  errors: {
    ...SIGNED_IN,
    404: ['wallet_payment_not_found'],
    409: ['wallet_withdrawal_not_cancellable'],
    502: ['wallet_provider_unavailable'],
  },
});

export const paymentsEndpoint = defineEndpoint({
  id: 'wallet.payments',
  method: 'GET',
  path: `${PREFIX}/payments`,
  summary: "The player's payments, newest first, a page at a time.",
  access: 'player',
  query: paymentsQuerySchema,
  response: paymentListSchema,
  errors: { 400: ['wallet_invalid_request'], ...SIGNED_IN },
});

export const paymentEndpoint = defineEndpoint({
  id: 'wallet.payment',
  method: 'GET',
  path: `${PREFIX}/payments/:paymentId`,
  summary: "One of the player's payments (404 for anyone else's).",
  access: 'player',
  params: paymentIdParams,
  response: paymentViewSchema,
  errors: { ...SIGNED_IN, 404: ['wallet_payment_not_found'] },
});

export const paymentRequestTopicsEndpoint = defineEndpoint({
  id: 'wallet.paymentRequestTopics',
  method: 'GET',
  path: `${PREFIX}/payment-requests/topics`,
  summary: 'The topics of a payment request, in the caller’s language.',
  access: 'player',
  response: z.array(paymentRequestTopicSchema),
  errors: SIGNED_IN,
});

export const paymentRequestsEndpoint = defineEndpoint({
  id: 'wallet.paymentRequests',
  method: 'GET',
  path: `${PREFIX}/payment-requests`,
  summary: "The player's payment requests, 20 a page.",
  access: 'player',
  query: z.object({
    page: z
      .string()
      .transform(Number)
      .refine((n) => Number.isSafeInteger(n) && n >= 1 && n <= 10_000)
      .optional(),
  }),
  response: z.object({
    items: z.array(paymentRequestViewSchema),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  }),
  errors: { 400: ['wallet_invalid_request'], ...SIGNED_IN },
});

export const createPaymentRequestEndpoint = defineEndpoint({
  id: 'wallet.createPaymentRequest',
  method: 'POST',
  path: `${PREFIX}/payment-requests`,
  summary: 'Asks support about a payment (a topic, a message, optionally the payment).',
  access: 'player',
  body: createPaymentRequestSchema,
  response: paymentRequestViewSchema,
  status: 201,
  errors: {
    400: [
      'wallet_invalid_request',
      'wallet_request_message_length',
      'wallet_request_topic_unknown',
    ],
    ...SIGNED_IN,
  },
});

export const paymentRequestEndpoint = defineEndpoint({
  id: 'wallet.paymentRequest',
  method: 'GET',
  path: `${PREFIX}/payment-requests/:id`,
  summary: "One of the player's payment requests (404 for anyone else's).",
  access: 'player',
  params: requestIdParams,
  response: paymentRequestViewSchema,
  errors: { ...SIGNED_IN, 404: ['wallet_request_not_found'] },
});

/** Every public endpoint of the wallet context. */
export const WALLET_ENDPOINTS = [
  walletAccountsEndpoint,
  paymentMethodsEndpoint,
  depositEndpoint,
  withdrawalEndpoint,
  cancelWithdrawalEndpoint,
  paymentsEndpoint,
  paymentEndpoint,
  paymentRequestTopicsEndpoint,
  paymentRequestsEndpoint,
  createPaymentRequestEndpoint,
  paymentRequestEndpoint,
] as const;
