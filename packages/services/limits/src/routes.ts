import { Hono } from 'hono';
import type { HttpEnv } from '@playfield/protocol/http-context';
import {
  blockUserRequestSchema,
  limitActionRequestSchema,
  limitDeleteQuerySchema,
  realityCheckRequestSchema,
  setLimitsRequestSchema,
  testAnswersRequestSchema,
} from '@playfield/protocol/limits';
import { z } from 'zod';
import { languageOf, limitsErrorHandler, parseBody, parseQuery, requireCaller } from './http.ts';
import type { LimitsService } from './service.ts';

export interface LimitRoutesOptions {
  /** Language of messages when the request names none (default `en`). */
  defaultLanguage?: string;
  /** Told about unexpected failures (answered 500); default `console.error`. */
  onError?: (error: unknown) => void;
}

function base(service: LimitsService, options: LimitRoutesOptions): Hono<HttpEnv> {
  const app = new Hono<HttpEnv>();
  app.onError(
    limitsErrorHandler(options.defaultLanguage ?? 'en', options.onError ?? console.error),
  );
  app.use('*', async (c, next) => {
    await next();
    // Personal data: never cached by browsers or proxies.
    c.header('Cache-Control', 'no-store');
    // The instant the answer's times (startedAt, endsAt, until) were read against, so a client
    // counts down to a deadline on the limits' clock rather than its own.
    c.header('Date', service.now().toUTCString());
  });
  return app;
}

const historyQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .optional(),
});

/**
 * The limit-service API of spec §7, to mount at `LIMIT_API_PREFIX`
 * (`/limit-service-api/api/external/web/v3`). Every endpoint needs a signed-in caller
 * (`c.var.auth`; visitors get 401) and only ever reads or changes the caller's own limits.
 */
export function limitRoutes(
  service: LimitsService,
  options: LimitRoutesOptions = {},
): Hono<HttpEnv> {
  const app = base(service, options);
  const fallback = options.defaultLanguage ?? 'en';
  const lang = (c: Parameters<typeof languageOf>[0]) => languageOf(c, fallback);

  app.post('/ping', async (c) => {
    const { userId } = requireCaller(c);
    return c.json(await service.ping(userId));
  });

  app.get('/limits', async (c) => {
    const { userId } = requireCaller(c);
    return c.json(await service.listLimits(userId));
  });

  app.post('/limits', async (c) => {
    const { userId } = requireCaller(c);
    const body = await parseBody(c, setLimitsRequestSchema);
    return c.json(await service.setLimits(userId, body.limits, lang(c)));
  });

  app.get('/availablelimits', async (c) => {
    const { userId } = requireCaller(c);
    return c.json(await service.availableLimits(userId));
  });

  app.get('/reasons/selfexclude', (c) => {
    requireCaller(c);
    return c.json(service.reasons(lang(c)));
  });

  app.post('/testanswers', async (c) => {
    const { userId } = requireCaller(c);
    const body = await parseBody(c, testAnswersRequestSchema);
    return c.json(await service.answerTest(userId, body.tokenGuid, body.answers, lang(c)));
  });

  app.post('/limitaction', async (c) => {
    const { userId } = requireCaller(c);
    const body = await parseBody(c, limitActionRequestSchema);
    return c.json(await service.limitAction(userId, body.limitType, body.action, lang(c)));
  });

  // Spec §7: the alternative to limitaction when the configured method is not 1.
  app.delete('/limit', async (c) => {
    const { userId } = requireCaller(c);
    const query = parseQuery(c, limitDeleteQuerySchema);
    return c.json(await service.limitAction(userId, query.limitType, query.action, lang(c)));
  });

  // Not in the spec's list: the caller's standing, for the ban-mode guard (issue 7).
  app.get('/status', async (c) => {
    const { userId } = requireCaller(c);
    const status = await service.playerStatus(userId, lang(c));
    return c.json({
      ban: status.ban,
      restriction: status.restriction && {
        kind: status.restriction.kind,
        until: Math.floor(status.restriction.until / 1000),
      },
      depositsBlocked: status.depositsBlocked,
      playBlocked: status.playBlocked,
      message: status.message,
    });
  });

  // Not in the spec's list: the office's history of changes (issue 7).
  app.get('/history', async (c) => {
    const { userId } = requireCaller(c);
    const query = parseQuery(c, historyQuerySchema);
    const entries = await service.history(userId, query.limit);
    return c.json(
      entries.map((e) => ({
        limitType: e.limitType,
        action: e.action,
        previousValue: e.previousValue,
        value: e.value,
        at: Math.floor(e.at.getTime() / 1000),
      })),
    );
  });

  return app;
}

/**
 * `POST /BlockUser`, to mount at `LIMIT_API_V1_BASE`
 * (`/limit-service-api/limit/external/web/api/v1`): self-block → `{success}` (spec §7; a
 * failure answers `{success: false}`, spec §8).
 */
export function blockUserRoutes(
  service: LimitsService,
  options: LimitRoutesOptions = {},
): Hono<HttpEnv> {
  const app = base(service, options);
  app.post('/BlockUser', async (c) => {
    const { userId } = requireCaller(c);
    const parsed = blockUserRequestSchema.safeParse(
      await c.req.text().then((t) => (t.trim() === '' ? undefined : safeJson(t))),
    );
    if (!parsed.success) return c.json({ success: false }, 400);
    const { period, selfExcludeReason } = parsed.data;
    return c.json(await service.blockUser(userId, period, selfExcludeReason));
  });
  return app;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The reality-check call of spec §7, to mount at `REALITY_CHECK_PATH`
 * (`/web-api/api/web/user/v1/reality-check`): GET the state, POST an answer.
 */
export function realityCheckRoutes(
  service: LimitsService,
  options: LimitRoutesOptions = {},
): Hono<HttpEnv> {
  const app = base(service, options);
  app.get('/', async (c) => {
    const { userId, sessionId } = requireCaller(c);
    return c.json(await service.realityCheck(userId, sessionId));
  });
  app.post('/', async (c) => {
    const { userId, sessionId } = requireCaller(c);
    const body = await parseBody(c, realityCheckRequestSchema);
    const a = body.data.attributes;
    return c.json(
      await service.answerRealityCheck(userId, sessionId, {
        action: a.action,
        doNotShowAgain: a.do_not_show_again,
        popupShowAt: a.popup_show_at ?? null,
      }),
    );
  });
  return app;
}
