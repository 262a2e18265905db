import type { Hono } from 'hono';
import { answerErrors, endpointRouter, noStore } from '@playfield/module';
import type { EndpointHooks, EndpointRouter } from '@playfield/module';
import { placeBodyProblem } from '@playfield/protocol/betting';
import {
  betCalculatorEndpoint,
  betHistoryEndpoint,
  betHistoryPageEndpoint,
  couponEndpoint,
  placeCouponEndpoint,
} from '@playfield/protocol/endpoints/betting';
import { apiError } from '@playfield/protocol/errors';
import type { HttpEnv } from '@playfield/protocol/http-context';
import { runCalculator } from '../calculator.ts';
import { BettingError } from '../errors.ts';
import { bodyRefusal } from '../placement/refusals.ts';
import type { BettingService } from '../service.ts';

/** Spec §8's shape; refusals about particular legs name them by outcome id (the bet slip marks them). */
function handleErrors(routes: Hono<HttpEnv>): void {
  noStore(routes);
  answerErrors(
    routes,
    (error): error is BettingError => error instanceof BettingError,
    (c, error, lang) => {
      const body = apiError(error.status, error.translated(lang), error.code ?? error.key);
      const outcomeIds = error.outcomeIds ? { outcomeIds: [...error.outcomeIds] } : {};
      return c.json({ ...body, ...outcomeIds }, error.status);
    },
  );
}

const DAY_MS = 86_400_000;

/** Coupons a history page holds when the query names no size. */
const DEFAULT_PAGE_SIZE = 20;

/** The history's filters as the service takes them (`to` is a whole day, included). */
function historyFilters(query: {
  status?: string | undefined;
  typeId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}) {
  const { status, typeId, from, to } = query;
  return {
    ...(status ? { status } : {}),
    ...(typeId === undefined ? {} : { typeId }),
    ...(from ? { from: new Date(`${from}T00:00:00Z`) } : {}),
    ...(to ? { to: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS) } : {}),
  };
}

/** Betting's answers to the refusals the endpoint helper makes. */
const HOOKS: EndpointHooks = {
  invalid: (part) =>
    part === 'query'
      ? new BettingError(400, 'betting_error_query', {}, 'invalid_query')
      : new BettingError(400, 'betting_error_invalid', {}, 'body_invalid'),
  unauthorized: () => new BettingError(401, 'betting_login_to_bet', {}, 'unauthorized'),
  idempotencyKeyMissing: () =>
    new BettingError(400, 'betting_error_idempotency_key', {}, 'idempotency_key_required'),
};

/**
 * The betting API (endpoint definitions in @playfield/protocol, mounted at `/web-api/betting`):
 * placement (with an `Idempotency-Key`), the signed-in player's history and one coupon (404
 * for another player's).
 */
export function bettingEndpoints(service: BettingService): EndpointRouter {
  const router = endpointRouter('/web-api/betting', HOOKS);
  handleErrors(router.routes);
  return router
    .mount(
      placeCouponEndpoint,
      // The service checks the coupon again as sent (its in-process callers pass it raw too).
      async ({ userId, lang, idempotencyKey, rawBody }) =>
        (await service.place({ userId, lang, idempotencyKey, body: rawBody })).answer,
      {
        // The coupon's own refusals: which field, which leg (spec §3 outgoing coupon).
        invalid: (_part, error, raw) => {
          if (!error) return HOOKS.invalid('body', null, raw);
          const bets = (raw as { bets?: unknown } | null)?.bets;
          return bodyRefusal(placeBodyProblem(error), Array.isArray(bets) ? bets.length : null);
        },
      },
    )
    .mount(betHistoryEndpoint, ({ userId, query }) =>
      service.history({ userId, ...historyFilters(query) }),
    )
    .mount(betHistoryPageEndpoint, ({ userId, query }) =>
      service.historyPage({
        userId,
        ...historyFilters(query),
        page: query.page ?? 1,
        size: query.size ?? DEFAULT_PAGE_SIZE,
      }),
    )
    .mount(
      couponEndpoint,
      async ({ userId, params }) => {
        const coupon = await service.coupon(userId, params.couponId);
        if (!coupon) throw new BettingError(404, 'betting_error_not_found', {}, 'not_found');
        return coupon;
      },
      // A malformed id names no coupon of the player's.
      { invalid: () => new BettingError(404, 'betting_error_not_found', {}, 'not_found') },
    );
}

/** The betting API's router (see {@link bettingEndpoints}). */
export function bettingRoutes(service: BettingService): Hono<HttpEnv> {
  return bettingEndpoints(service).routes;
}

/** `POST /web-api/betting-calculator`: open to visitors, no money involved. */
export function calculatorEndpoints(): EndpointRouter {
  const router = endpointRouter('/web-api/betting-calculator', HOOKS);
  handleErrors(router.routes);
  return router.mount(betCalculatorEndpoint, ({ rawBody, lang }) => runCalculator(rawBody, lang));
}

/** The calculator's router (see {@link calculatorEndpoints}). */
export function calculatorRoutes(): Hono<HttpEnv> {
  return calculatorEndpoints().routes;
}
