import type { Hono } from 'hono';
import { answerErrors, endpointRouter, noStore } from '@playfield/module';
import type { EndpointHooks, EndpointRouter, MountOptions } from '@playfield/module';
import { CATALOGS, translate } from '@playfield/i18n';
import { apiError } from '@playfield/protocol/errors';
import {
  cancelWithdrawalEndpoint,
  createPaymentRequestEndpoint,
  depositEndpoint,
  paymentEndpoint,
  paymentMethodsEndpoint,
  paymentRequestEndpoint,
  paymentRequestTopicsEndpoint,
  paymentRequestsEndpoint,
  paymentsEndpoint,
  walletAccountsEndpoint,
  withdrawalEndpoint,
} from '@playfield/protocol/endpoints/wallet';
import { WALLET_API_PREFIX } from '@playfield/protocol/wallet';
import type { HttpEnv } from '@playfield/protocol/http-context';
import { SIGNATURE_HEADER } from '../payments/signature.ts';
import { WalletError } from '../payments/errors.ts';
import type { PaymentsService } from '../payments/service.ts';
import type { PaymentRequestsService } from '../payments/support-requests.ts';

export interface WalletRoutesDeps {
  payments: PaymentsService;
  requests: PaymentRequestsService;
  /** Providers whose webhooks are accepted at /webhooks/{name}. */
  providers?: readonly string[];
}

/** The wallet's answers to the refusals the endpoint helper makes. */
const HOOKS: EndpointHooks = {
  invalid: () => new WalletError(400, 'wallet_invalid_request'),
  unauthorized: () => new WalletError(401, 'wallet_sign_in_required'),
  idempotencyKeyMissing: () => new WalletError(400, 'wallet_idempotency_key_required'),
};

/** The service checks a payment's body itself: which field, which amount, in the player's words. */
const SERVICE_CHECKS_BODY: MountOptions = { validateBody: false };

/** Another player's payment or request reads as absent, as an unknown id does. */
const NOT_FOUND: MountOptions = { invalid: () => new WalletError(404, 'wallet_payment_not_found') };

/**
 * The wallet API (endpoint definitions in @playfield/protocol/endpoints/wallet), mounted by the
 * server at `/web-api/wallet`. Every route but the provider webhook needs a signed-in user;
 * ids of other players' accounts and payments answer 404, exactly like ids that do not exist.
 */
export function walletEndpoints(deps: WalletRoutesDeps): EndpointRouter {
  const router = endpointRouter(WALLET_API_PREFIX, HOOKS);
  const app = router.routes;
  const providers = deps.providers ?? ['sandbox'];

  noStore(app);
  answerErrors(
    app,
    (error): error is WalletError => error instanceof WalletError,
    (c, error, lang) => {
      const messages = CATALOGS[lang] ?? CATALOGS.en ?? {};
      const message = error.text ?? translate(messages, error.key, error.params);
      return c.json(apiError(error.status, message, error.code ?? error.key), error.status);
    },
  );

  // Server to server, checked by the provider's signature: not a player endpoint.
  app.post('/webhooks/:provider', async (c) => {
    if (!providers.includes(c.req.param('provider'))) {
      return c.json(apiError(404, 'Not found', 'not_found'), 404);
    }
    const raw = await c.req.text();
    const result = await deps.payments.handleWebhook(raw, c.req.header(SIGNATURE_HEADER));
    return c.json(result.body, result.status);
  });

  return router
    .mount(walletAccountsEndpoint, ({ userId }) => deps.payments.accounts(userId))
    .mount(paymentMethodsEndpoint, ({ userId, query }) =>
      deps.payments.methods(userId, query.accountId, query.direction),
    )
    .mount(
      depositEndpoint,
      ({ userId, idempotencyKey, rawBody, context }) =>
        deps.payments.createDeposit({
          userId,
          lang: context.get('lang'),
          idempotencyKey,
          body: rawBody,
        }),
      SERVICE_CHECKS_BODY,
    )
    .mount(
      withdrawalEndpoint,
      ({ userId, idempotencyKey, rawBody, context }) =>
        deps.payments.createWithdrawal({
          userId,
          lang: context.get('lang'),
          idempotencyKey,
          body: rawBody,
        }),
      SERVICE_CHECKS_BODY,
    )
    .mount(
      cancelWithdrawalEndpoint,
      ({ userId, params }) => deps.payments.cancelWithdrawal(userId, params.paymentId),
      NOT_FOUND,
    )
    .mount(paymentsEndpoint, ({ userId, query }) => deps.payments.listPayments(userId, query))
    .mount(
      paymentEndpoint,
      ({ userId, params }) => deps.payments.getPayment(userId, params.paymentId),
      NOT_FOUND,
    )
    .mount(paymentRequestTopicsEndpoint, ({ context }) => deps.requests.topics(context.get('lang')))
    .mount(paymentRequestsEndpoint, async ({ userId, query }) => {
      const page = query.page ?? 1;
      const pageSize = 20;
      const { items, total } = await deps.requests.list(userId, page, pageSize);
      return { items, page, pageSize, total };
    })
    .mount(
      createPaymentRequestEndpoint,
      ({ userId, rawBody }) => deps.requests.create(userId, rawBody),
      SERVICE_CHECKS_BODY,
    )
    .mount(paymentRequestEndpoint, ({ userId, params }) => deps.requests.get(userId, params.id), {
      invalid: () => new WalletError(404, 'wallet_request_not_found'),
    });
}

/** The wallet API's router (see {@link walletEndpoints}). */
export function walletRoutes(deps: WalletRoutesDeps): Hono<HttpEnv> {
  return walletEndpoints(deps).routes;
}
