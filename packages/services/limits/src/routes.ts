// The limits context's HTTP endpoints (definitions in @playfield/protocol/endpoints/limits),
// mounted by the one endpoint helper: the caller, the language and the parsed inputs come
// from it; refusals are LimitsError in the limit service's shape (http.ts).
import type { Context, Hono } from 'hono';
import { endpointRouter } from '@playfield/module';
import type { EndpointRouter } from '@playfield/module';
import type { HttpEnv } from '@playfield/protocol/http-context';
import {
  answerRealityCheckEndpoint,
  availableLimitsEndpoint,
  blockUserEndpoint,
  limitActionEndpoint,
  limitDeleteEndpoint,
  limitHistoryEndpoint,
  limitPingEndpoint,
  limitsListEndpoint,
  playerStandingEndpoint,
  realityCheckEndpoint,
  selfExcludeReasonsEndpoint,
  setLimitsEndpoint,
  testAnswersEndpoint,
} from '@playfield/protocol/endpoints/limits';
import {
  LIMIT_API_PREFIX,
  LIMIT_API_V1_BASE,
  REALITY_CHECK_PATH,
} from '@playfield/protocol/limits';
import { LIMITS_HOOKS, limitsErrorHandler } from './http.ts';
import type { LimitsService } from './service.ts';

export interface LimitRoutesOptions {
  /** Told about unexpected failures (answered 500); default `console.error`. */
  onError?: (error: unknown) => void;
}

function base(service: LimitsService, prefix: string, options: LimitRoutesOptions) {
  const router = endpointRouter(prefix, LIMITS_HOOKS);
  router.routes.onError(limitsErrorHandler(options.onError ?? console.error));
  router.routes.use('*', async (c, next) => {
    await next();
    // Personal data: never cached by browsers or proxies.
    c.header('Cache-Control', 'no-store');
    // The instant the answer's times (startedAt, endsAt, until) were read against, so a client
    // counts down to a deadline on the limits' clock rather than its own.
    c.header('Date', service.now().toUTCString());
  });
  return router;
}

/** The session the caller signed in with (the reality check is per session). */
function sessionOf(c: Context<HttpEnv>): string {
  return c.get('auth')?.sessionId ?? '';
}

/**
 * The limit-service API of spec §7, mounted at `LIMIT_API_PREFIX`
 * (`/limit-service-api/api/external/web/v3`). Every endpoint needs a signed-in caller
 * (visitors get 401) and only ever reads or changes the caller's own limits.
 */
export function limitEndpoints(
  service: LimitsService,
  options: LimitRoutesOptions = {},
): EndpointRouter {
  return (
    base(service, LIMIT_API_PREFIX, options)
      .mount(limitPingEndpoint, ({ userId }) => service.ping(userId))
      .mount(limitsListEndpoint, ({ userId }) => service.listLimits(userId))
      .mount(setLimitsEndpoint, ({ userId, body, lang }) =>
        service.setLimits(userId, body.limits, lang),
      )
      .mount(availableLimitsEndpoint, ({ userId }) => service.availableLimits(userId))
      .mount(selfExcludeReasonsEndpoint, ({ lang }) => service.reasons(lang))
      .mount(testAnswersEndpoint, ({ userId, body, lang }) =>
        service.answerTest(userId, body.tokenGuid, body.answers, lang),
      )
      .mount(limitActionEndpoint, ({ userId, body, lang }) =>
        service.limitAction(userId, body.limitType, body.action, lang),
      )
      // Spec §7: the alternative to limitaction when the configured method is not 1.
      .mount(limitDeleteEndpoint, ({ userId, query, lang }) =>
        service.limitAction(userId, query.limitType, query.action, lang),
      )
      // Not in the spec's list: the caller's standing, for the ban-mode guard (issue 7).
      .mount(playerStandingEndpoint, async ({ userId, lang }) => {
        const status = await service.playerStatus(userId, lang);
        return {
          ban: status.ban,
          restriction: status.restriction && {
            kind: status.restriction.kind,
            until: Math.floor(status.restriction.until / 1000),
          },
          depositsBlocked: status.depositsBlocked,
          playBlocked: status.playBlocked,
          message: status.message,
        };
      })
      // Not in the spec's list: the office's history of changes (issue 7).
      .mount(limitHistoryEndpoint, async ({ userId, query }) => {
        const entries = await service.history(userId, query.limit);
        return entries.map((e) => ({
          limitType: e.limitType,
          action: e.action,
          previousValue: e.previousValue,
          value: e.value,
          at: Math.floor(e.at.getTime() / 1000),
        }));
      })
  );
}

/** The limit-service API's router (see {@link limitEndpoints}). */
export function limitRoutes(
  service: LimitsService,
  options: LimitRoutesOptions = {},
): Hono<HttpEnv> {
  return limitEndpoints(service, options).routes;
}

/** A refused self-block: spec §8 answers `{ success: false }`. */
class BlockRefused extends Error {
  getResponse(): Response {
    return Response.json({ success: false }, { status: 400 });
  }
}

/**
 * `POST /BlockUser`, mounted at `LIMIT_API_V1_BASE`
 * (`/limit-service-api/limit/external/web/api/v1`): self-block → `{success}` (spec §7; a
 * failure answers `{success: false}`, spec §8).
 */
export function blockUserEndpoints(
  service: LimitsService,
  options: LimitRoutesOptions = {},
): EndpointRouter {
  return base(service, LIMIT_API_V1_BASE, options).mount(
    blockUserEndpoint,
    ({ userId, body }) => service.blockUser(userId, body.period, body.selfExcludeReason),
    {
      // An empty body is a one-day block; text that is not JSON fails the schema.
      readBody: async (c) => {
        const text = await c.req.text();
        return text.trim() === '' ? undefined : safeJson(text);
      },
      invalid: () => new BlockRefused(),
    },
  );
}

/** The self-block's router (see {@link blockUserEndpoints}). */
export function blockUserRoutes(
  service: LimitsService,
  options: LimitRoutesOptions = {},
): Hono<HttpEnv> {
  return blockUserEndpoints(service, options).routes;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The reality-check call of spec §7, mounted at `REALITY_CHECK_PATH`
 * (`/web-api/api/web/user/v1/reality-check`): GET the state, POST an answer.
 */
export function realityCheckEndpoints(
  service: LimitsService,
  options: LimitRoutesOptions = {},
): EndpointRouter {
  return base(service, REALITY_CHECK_PATH, options)
    .mount(realityCheckEndpoint, ({ userId, context }) =>
      service.realityCheck(userId, sessionOf(context)),
    )
    .mount(answerRealityCheckEndpoint, ({ userId, body, context }) => {
      const a = body.data.attributes;
      return service.answerRealityCheck(userId, sessionOf(context), {
        action: a.action,
        doNotShowAgain: a.do_not_show_again,
        popupShowAt: a.popup_show_at ?? null,
      });
    });
}

/** The reality check's router (see {@link realityCheckEndpoints}). */
export function realityCheckRoutes(
  service: LimitsService,
  options: LimitRoutesOptions = {},
): Hono<HttpEnv> {
  return realityCheckEndpoints(service, options).routes;
}
