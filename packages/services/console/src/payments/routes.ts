// Mounts the console's payment endpoints (issue 15) on the console router.
import {
  consoleDepositsEndpoint,
  consolePaymentRequestAnswerEndpoint,
  consolePaymentRequestsEndpoint,
  consoleReviewFlagEndpoint,
  consoleWithdrawalApproveEndpoint,
  consoleWithdrawalRejectEndpoint,
  consoleWithdrawalsEndpoint,
  consoleWithdrawalsWaitingEndpoint,
} from '@playfield/protocol/endpoints/console-payments';
import type { ConsoleRouter } from '../console-router.ts';
import type { PaymentConsole } from './service.ts';

export function mountPaymentRoutes(router: ConsoleRouter, payments: PaymentConsole): ConsoleRouter {
  return router
    .mount(consoleWithdrawalsWaitingEndpoint, ({ query }) => payments.waiting(query.page))
    .mount(consoleWithdrawalsEndpoint, ({ query }) => payments.withdrawals(query.page))
    .mount(consoleDepositsEndpoint, ({ query }) => payments.deposits(query.page))
    .mount(consoleWithdrawalApproveEndpoint, ({ actor, params, idempotencyKey }) =>
      payments.decide(actor, params.paymentId, 'approve', idempotencyKey, null),
    )
    .mount(consoleWithdrawalRejectEndpoint, ({ actor, params, body, idempotencyKey }) =>
      payments.decide(actor, params.paymentId, 'reject', idempotencyKey, body.reason),
    )
    .mount(consoleReviewFlagEndpoint, ({ actor, params, body }) =>
      payments.setFlag(actor, params.userId, body.reason),
    )
    .mount(consolePaymentRequestsEndpoint, ({ query }) =>
      payments.requests(query.page, query.status),
    )
    .mount(consolePaymentRequestAnswerEndpoint, ({ actor, params, body }) =>
      payments.answerRequest(actor, params.requestId, body),
    );
}
