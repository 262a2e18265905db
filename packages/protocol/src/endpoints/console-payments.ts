// The console's payment endpoints (issue 15): withdrawals waiting for review (approve, reject
// with a reason — money moves: an Idempotency-Key is required), the review flag of a player,
// the players' payment requests (answer, close) and the deposits.
import { z } from 'zod';
import { paymentViewSchema } from '../wallet.ts';
import { defineConsoleEndpoint } from './console.ts';

const positiveId = z
  .string()
  .regex(/^[1-9]\d{0,15}$/)
  .transform(Number);
const pageQuery = z.object({
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/)
    .transform(Number)
    .default(1),
});
const reason = z.string().trim().min(3).max(500);

export const consolePaymentSchema = paymentViewSchema.extend({ userId: z.number().int() });
const paymentPage = z.object({ items: z.array(consolePaymentSchema), total: z.number().int() });

export const reviewOutcomeSchema = z.object({
  paymentId: z.string(),
  status: z.string(),
  review: z.enum(['waiting', 'approved', 'rejected']).nullable(),
});

export const consolePaymentRequestSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  topicId: z.number().int(),
  paymentId: z.string().nullable(),
  message: z.string(),
  status: z.enum(['open', 'answered', 'closed']),
  answer: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});

const PERMITTED = {
  400: ['invalid_request'],
  401: ['unauthorized'],
  403: ['forbidden', 'password_change_required'],
} as const;
const DECISION = { ...PERMITTED, 404: ['payment_not_found'], 409: ['withdrawal_decided'] } as const;
const paymentParams = z.object({ paymentId: z.uuid() });

export const consoleWithdrawalsWaitingEndpoint = defineConsoleEndpoint({
  id: 'console.payments.withdrawals.waiting',
  method: 'GET',
  path: '/console-api/payments/withdrawals/review',
  summary: 'Withdrawals waiting for an operator, oldest first, 50 a page.',
  access: 'anyone',
  permission: 'payments.read',
  query: pageQuery,
  response: paymentPage,
  errors: PERMITTED,
});

export const consoleWithdrawalsEndpoint = defineConsoleEndpoint({
  id: 'console.payments.withdrawals',
  method: 'GET',
  path: '/console-api/payments/withdrawals',
  summary: 'Every withdrawal, newest first, 50 a page.',
  access: 'anyone',
  permission: 'payments.read',
  query: pageQuery,
  response: paymentPage,
  errors: PERMITTED,
});

export const consoleDepositsEndpoint = defineConsoleEndpoint({
  id: 'console.payments.deposits',
  method: 'GET',
  path: '/console-api/payments/deposits',
  summary: 'Every deposit, newest first, 50 a page.',
  access: 'anyone',
  permission: 'payments.read',
  query: pageQuery,
  response: paymentPage,
  errors: PERMITTED,
});

export const consoleWithdrawalApproveEndpoint = defineConsoleEndpoint({
  id: 'console.payments.withdrawals.approve',
  method: 'POST',
  path: '/console-api/payments/withdrawals/:paymentId/approve',
  summary: 'Approves a waiting withdrawal: it goes to the provider.',
  access: 'anyone',
  permission: 'payments.withdrawals',
  idempotencyKey: true,
  params: paymentParams,
  response: reviewOutcomeSchema,
  errors: DECISION,
});

export const consoleWithdrawalRejectEndpoint = defineConsoleEndpoint({
  id: 'console.payments.withdrawals.reject',
  method: 'POST',
  path: '/console-api/payments/withdrawals/:paymentId/reject',
  summary: 'Rejects a waiting withdrawal with a reason: the held funds go back to the player.',
  access: 'anyone',
  permission: 'payments.withdrawals',
  idempotencyKey: true,
  params: paymentParams,
  body: z.object({ reason }),
  response: reviewOutcomeSchema,
  errors: DECISION,
});

export const consoleReviewFlagEndpoint = defineConsoleEndpoint({
  id: 'console.payments.review-flag',
  method: 'POST',
  path: '/console-api/players/:userId/review-flag',
  summary: 'Flags a player (every withdrawal waits for review) or lifts the flag (reason null).',
  access: 'anyone',
  permission: 'payments.withdrawals',
  params: z.object({ userId: positiveId }),
  body: z.object({ reason: reason.nullable() }),
  response: z.object({
    userId: z.number().int(),
    flag: z.object({ reason: z.string(), flaggedAt: z.string() }).nullable(),
  }),
  errors: { ...PERMITTED, 404: ['player_not_found'] },
});

export const consolePaymentRequestsEndpoint = defineConsoleEndpoint({
  id: 'console.payments.requests',
  method: 'GET',
  path: '/console-api/payments/requests',
  summary: "Players' payment requests, newest first, 50 a page, by status.",
  access: 'anyone',
  permission: 'payments.read',
  query: pageQuery.extend({ status: z.enum(['open', 'answered', 'closed']).optional() }),
  response: z.object({ items: z.array(consolePaymentRequestSchema), total: z.number().int() }),
  errors: PERMITTED,
});

export const consolePaymentRequestAnswerEndpoint = defineConsoleEndpoint({
  id: 'console.payments.requests.answer',
  method: 'POST',
  path: '/console-api/payments/requests/:requestId/answer',
  summary: 'Answers a payment request (answered), or closes it (close: true).',
  access: 'anyone',
  permission: 'payments.withdrawals',
  params: z.object({ requestId: positiveId }),
  body: z.object({ answer: z.string().trim().min(1).max(4000), close: z.boolean().default(false) }),
  response: consolePaymentRequestSchema,
  errors: { ...PERMITTED, 404: ['request_not_found'] },
});
