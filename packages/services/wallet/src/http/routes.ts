import { Hono } from 'hono';
import type { Context } from 'hono';
import { CATALOGS, translate } from '@playfield/i18n';
import { apiError } from '@playfield/protocol/errors';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  paymentTypeSchema,
  paymentsQuerySchema,
} from '@playfield/protocol/wallet';
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

type Ctx = Context<HttpEnv>;

function errorResponse(c: Ctx, error: WalletError) {
  const lang = c.get('lang');
  const messages = CATALOGS[lang] ?? CATALOGS.en ?? {};
  const message = error.text ?? translate(messages, error.key, error.params);
  return c.json(apiError(error.status, message, error.code ?? error.key), error.status);
}

/** The signed-in user's numeric id; throws 401 for visitors. */
function userOf(c: Ctx): number {
  const auth = c.get('auth');
  const id = auth ? Number(auth.userId) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new WalletError(401, 'wallet_sign_in_required');
  return id;
}

function idempotencyKeyOf(c: Ctx): string {
  const key = idempotencyKeySchema.safeParse(c.req.header(IDEMPOTENCY_KEY_HEADER));
  if (!key.success) throw new WalletError(400, 'wallet_idempotency_key_required');
  return key.data;
}

async function jsonBody(c: Ctx): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new WalletError(400, 'wallet_invalid_request');
  }
}

/**
 * The wallet API, mounted by the server at `/web-api/wallet`. Every route but the provider
 * webhook needs a signed-in user (`c.var.auth`); ids of other players' accounts and payments
 * answer 404, exactly like ids that do not exist.
 */
export function walletRoutes(deps: WalletRoutesDeps): Hono<HttpEnv> {
  const app = new Hono<HttpEnv>();
  const providers = deps.providers ?? ['sandbox'];

  app.use(async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });
  app.onError((error, c) => {
    if (error instanceof WalletError) return errorResponse(c, error);
    throw error;
  });

  app.post('/webhooks/:provider', async (c) => {
    if (!providers.includes(c.req.param('provider'))) {
      return c.json(apiError(404, 'Not found', 'not_found'), 404);
    }
    const raw = await c.req.text();
    const result = await deps.payments.handleWebhook(raw, c.req.header(SIGNATURE_HEADER));
    return c.json(result.body, result.status);
  });

  app.get('/accounts', async (c) => c.json(await deps.payments.accounts(userOf(c))));

  app.get('/methods', async (c) => {
    const userId = userOf(c);
    const accountId = Number(c.req.query('accountId'));
    const direction = paymentTypeSchema.safeParse(c.req.query('direction') ?? 'deposit');
    if (!Number.isSafeInteger(accountId) || accountId <= 0 || !direction.success) {
      throw new WalletError(400, 'wallet_invalid_request');
    }
    return c.json(await deps.payments.methods(userId, accountId, direction.data));
  });

  app.post('/deposits', async (c) => {
    const userId = userOf(c);
    const idempotencyKey = idempotencyKeyOf(c);
    const body = await jsonBody(c);
    const answer = await deps.payments.createDeposit({
      userId,
      lang: c.get('lang'),
      idempotencyKey,
      body,
    });
    return c.json(answer, 201);
  });

  app.post('/withdrawals', async (c) => {
    const userId = userOf(c);
    const idempotencyKey = idempotencyKeyOf(c);
    const body = await jsonBody(c);
    const answer = await deps.payments.createWithdrawal({
      userId,
      lang: c.get('lang'),
      idempotencyKey,
      body,
    });
    return c.json(answer, 201);
  });

  app.post('/withdrawals/:paymentId/cancel', async (c) =>
    c.json(await deps.payments.cancelWithdrawal(userOf(c), c.req.param('paymentId'))),
  );

  app.get('/payments', async (c) => {
    const userId = userOf(c);
    const query = paymentsQuerySchema.safeParse(c.req.query());
    if (!query.success) throw new WalletError(400, 'wallet_invalid_request');
    return c.json(await deps.payments.listPayments(userId, query.data));
  });

  app.get('/payments/:paymentId', async (c) =>
    c.json(await deps.payments.getPayment(userOf(c), c.req.param('paymentId'))),
  );

  app.get('/payment-requests/topics', (c) => {
    userOf(c);
    return c.json(deps.requests.topics(c.get('lang')));
  });

  app.get('/payment-requests', async (c) => {
    const userId = userOf(c);
    const page = Number(c.req.query('page') ?? '1');
    if (!Number.isSafeInteger(page) || page < 1 || page > 10_000) {
      throw new WalletError(400, 'wallet_invalid_request');
    }
    const pageSize = 20;
    const { items, total } = await deps.requests.list(userId, page, pageSize);
    return c.json({ items, page, pageSize, total });
  });

  app.post('/payment-requests', async (c) => {
    const userId = userOf(c);
    return c.json(await deps.requests.create(userId, await jsonBody(c)), 201);
  });

  app.get('/payment-requests/:id', async (c) =>
    c.json(await deps.requests.get(userOf(c), c.req.param('id'))),
  );

  return app;
}
