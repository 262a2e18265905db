import { z } from 'zod';
import { isLimitType } from '@playfield/domain/limits';
import type { LimitType } from '@playfield/domain/limits';

// HTTP bodies of the limit service (spec §3 Limits, §7 limit-service calls and the reality-check
// call, issue 7). Instants are Unix seconds; money limit values are whole units of the player's
// currency (`limitValue: 1000` is 1000 RUB for a RUB player).

/** The limit-service API of spec §7; the server mounts the limit routes here. */
export const LIMIT_API_PREFIX = '/limit-service-api/api/external/web/v3';

/** Spec §9 limit API base; `POST {base}/BlockUser` is the self-block of spec §7. */
export const LIMIT_API_V1_BASE = '/limit-service-api/limit/external/web/api/v1';

/** Spec §7 reality-check call. */
export const REALITY_CHECK_PATH = '/web-api/api/web/user/v1/reality-check';

/** A limit type id of spec §3 (1–3, 10–12, 20–22, 30–33, 37). */
export const limitTypeSchema = z
  .number()
  .int()
  .refine(isLimitType, { message: 'unknown limit type' })
  .transform((value) => value as LimitType);

/** A limit type given in a query string (`?limitType=20`). */
export const limitTypeQuerySchema = z
  .string()
  .regex(/^\d{1,3}$/)
  .transform(Number)
  .pipe(limitTypeSchema);

export const limitStateSchema = z.enum(['PENDING', 'ACTIVE', 'INACTIVE']);

/** One entry of `GET limits` (spec §3 client limit). A type may show an ACTIVE and a PENDING entry. */
export const clientLimitSchema = z.object({
  limitType: limitTypeSchema,
  /** For PENDING, the requested value (999999999 / -1 when it asks to remove the limit). */
  limitValue: z.number().int(),
  /**
   * What is left: money limits in whole units of `measure` (with the currency's decimals),
   * session limit in hours (decimals allowed); null for the other types.
   */
  limitBalance: z.number().nullable(),
  limitState: limitStateSchema,
  /** True once the change asks for the player's confirmation: from `endsAt` on, never before. */
  needApprove: z.boolean(),
  /** Seconds; for PENDING, when the change was requested. */
  startedAt: z.number().int().nullable(),
  /** Seconds; for PENDING, from when it may be confirmed; for 30 and 33, when they end. */
  endsAt: z.number().int().nullable(),
  /** Unit: a currency code (money limits), `days`, `hours`, `minutes` or `flag`. */
  measure: z.string(),
  /** Self-exclusion reason id, when one was given. */
  selfExcludeReason: z.number().int().nullable(),
});
export type ClientLimit = z.infer<typeof clientLimitSchema>;

/** `GET availablelimits`: one entry per type (spec §7: type, availableValues, measure). */
export const availableLimitSchema = z.object({
  type: limitTypeSchema,
  /** The values to choose from; empty for money limits (any whole amount in range). */
  availableValues: z.array(z.number().int()),
  measure: z.string(),
  /** Money limits: the smallest and largest amount. */
  minValue: z.number().int().optional(),
  maxValue: z.number().int().optional(),
  /** The value that removes the limit (999999999 or -1); absent when it cannot be removed. */
  noLimitValue: z.number().int().optional(),
});
export type AvailableLimit = z.infer<typeof availableLimitSchema>;

/** `GET reasons/selfexclude` entries (spec §3). */
export const selfExcludeReasonSchema = z.object({
  id: z.number().int(),
  selfExcludeReason: z.string(),
});
export type SelfExcludeReasonView = z.infer<typeof selfExcludeReasonSchema>;

/** One limit asked for in `POST limits`. */
export const limitRequestItemSchema = z.object({
  limitType: limitTypeSchema,
  limitValue: z.number().int().min(-1).max(999_999_999),
  /** Self-exclusion (30) only: a reason id from `reasons/selfexclude`. */
  selfExcludeReason: z.number().int().positive().optional(),
});

/** `POST limits` body: `{"limits":[{"limitType":20,"limitValue":1000}]}`. */
export const setLimitsRequestSchema = z.object({
  limits: z
    .array(limitRequestItemSchema)
    .min(1)
    .max(14)
    .refine((items) => new Set(items.map((i) => i.limitType)).size === items.length, {
      message: 'each limit type at most once',
    }),
});
export type SetLimitsRequest = z.infer<typeof setLimitsRequestSchema>;

/** A test question with its translated answers. */
export const limitQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answers: z.array(z.object({ id: z.number().int(), answer: z.string() })),
});
export type LimitQuestion = z.infer<typeof limitQuestionSchema>;

/** What happened to each asked limit. */
export const limitResultSchema = z.object({
  limitType: limitTypeSchema,
  /** applied: in force now; pending: waits 24 h and confirmation; test: answer the questions. */
  result: z.enum(['applied', 'pending', 'unchanged', 'test']),
});

/**
 * `POST limits` answer (spec §7: status, questions, tokenGuid, limitsData). `status` 200 means
 * saved; 202 means a self-exclusion waits for `testanswers` with `tokenGuid`.
 */
export const setLimitsResponseSchema = z.object({
  status: z.union([z.literal(200), z.literal(202)]),
  title: z.string(),
  questions: z.array(limitQuestionSchema).nullable(),
  tokenGuid: z.string().nullable(),
  results: z.array(limitResultSchema),
  limitsData: z.array(clientLimitSchema),
});
export type SetLimitsResponse = z.infer<typeof setLimitsResponseSchema>;

/** `POST testanswers` body. */
export const testAnswersRequestSchema = z.object({
  tokenGuid: z.uuid(),
  answers: z.array(z.object({ questionId: z.number().int(), answerId: z.number().int() })).max(20),
});
export type TestAnswersRequest = z.infer<typeof testAnswersRequestSchema>;

/** `POST testanswers` answer (spec §7: questionsResult, success, limitsData). */
export const testAnswersResponseSchema = z.object({
  questionsResult: z.array(z.object({ questionId: z.number().int(), correct: z.boolean() })),
  success: z.boolean(),
  title: z.string(),
  limitsData: z.array(clientLimitSchema),
});
export type TestAnswersResponse = z.infer<typeof testAnswersResponseSchema>;

/** Spec §4 actions: 1 confirm (approve), 0 cancel or dismiss (reject). */
export const limitActionSchema = z.union([z.literal(0), z.literal(1)]);

/** `POST limitaction` body. */
export const limitActionRequestSchema = z.object({
  action: limitActionSchema,
  limitType: limitTypeSchema,
});
export type LimitActionRequest = z.infer<typeof limitActionRequestSchema>;

/** `DELETE limit?limitType=20[&action=1]`: the configured alternative; action defaults to 0. */
export const limitDeleteQuerySchema = z.object({
  limitType: limitTypeQuerySchema,
  action: z
    .enum(['0', '1'])
    .optional()
    .transform((a) => (a === '1' ? 1 : 0)),
});

/** `limitaction` / `DELETE limit` answer: the title to show and the new list. */
export const limitActionResponseSchema = z.object({
  success: z.literal(true),
  title: z.string(),
  limitsData: z.array(clientLimitSchema),
});
export type LimitActionResponse = z.infer<typeof limitActionResponseSchema>;

/**
 * Refusal body of the limit service (spec §8: "save failure returns server status and title,
 * default forbidden"): `title` is the text to show, `message` the same for generic clients.
 */
export const limitErrorSchema = z.object({
  status: z.number().int(),
  title: z.string(),
  message: z.string(),
  code: z.string(),
  /** Seconds: when the refusal stops applying (end of a self-exclusion, approval time, ...). */
  until: z.number().int().optional(),
});
export type LimitError = z.infer<typeof limitErrorSchema>;

/** `POST ping` answer: the session limit's remaining time (spec §4, §7). */
export const pingResponseSchema = z.object({
  success: z.literal(true),
  /** Seconds now, so the page can correct its clock. */
  serverTime: z.number().int(),
  /** Null without a session limit. */
  sessionLimit: z
    .object({
      remainingSeconds: z.number().int(),
      /** Seconds: when today's allowance runs out if play goes on. */
      endsAt: z.number().int(),
      /** Seconds: when play may start again once it ran out ("visit tomorrow"). */
      renewsAt: z.number().int(),
    })
    .nullable(),
  /** True once the session limit has run out: show the notice, then log out. */
  sessionOver: z.boolean(),
});
export type PingResponse = z.infer<typeof pingResponseSchema>;

/** `POST {base}/BlockUser` body: the self-block period in days (default 1) and a reason. */
export const blockUserRequestSchema = z
  .object({
    period: z.number().int().positive().optional(),
    selfExcludeReason: z.number().int().positive().optional(),
  })
  .default({});
export type BlockUserRequest = z.infer<typeof blockUserRequestSchema>;

/** `POST {base}/BlockUser` answer (spec §7). */
export const blockUserResponseSchema = z.object({ success: z.boolean() });

const REALITY_ACTIONS = {
  confirm: 'confirm',
  continue: 'confirm',
  reject: 'reject',
  log_out: 'reject',
  cancel: 'cancel',
  nothing: 'cancel',
} as const;

/**
 * `POST /web-api/api/web/user/v1/reality-check` (spec §7): `action` continue (`confirm`),
 * log out (`reject`, `log_out`) or nothing (`cancel`); `popup_show_at` in Unix seconds.
 */
export const realityCheckRequestSchema = z.object({
  data: z.object({
    attributes: z.object({
      action: z
        .enum(Object.keys(REALITY_ACTIONS) as [keyof typeof REALITY_ACTIONS])
        .transform((a) => REALITY_ACTIONS[a]),
      do_not_show_again: z.boolean().default(false),
      popup_show_at: z.number().int().nonnegative().nullable().optional(),
    }),
  }),
});
export type RealityCheckRequest = z.infer<typeof realityCheckRequestSchema>;

/** The reality-check state (answer of GET and POST). */
export const realityCheckStateSchema = z.object({
  data: z.object({
    type: z.literal('reality-check'),
    attributes: z.object({
      /** Minutes between reminders; null without a reality-check limit (32). */
      interval_minutes: z.number().int().nullable(),
      /** Seconds: when the next reminder is due; null for none. */
      popup_show_at: z.number().int().nullable(),
      do_not_show_again: z.boolean(),
      /** Seconds: when this session's play started. */
      session_started_at: z.number().int(),
      time_played_seconds: z.number().int(),
      /** Payouts minus stakes since the session started, decimal string in `currency`. */
      net_result: z.string(),
      currency: z.string().nullable(),
      /** True after `log_out`: the page logs out. */
      logout: z.boolean(),
    }),
  }),
});
export type RealityCheckState = z.infer<typeof realityCheckStateSchema>;

/**
 * `GET status` (not in the spec's list; issue 7): the caller's standing under their limits, for
 * the ban-mode guard and the messages of refused deposits, bets and play. Times in seconds.
 */
export const playerStandingViewSchema = z.object({
  ban: z.object({ level: z.number().int(), version: z.number().int() }).nullable(),
  restriction: z
    .object({
      kind: z.enum(['self_excluded', 'timed_out', 'session_limit']),
      until: z.number().int(),
    })
    .nullable(),
  depositsBlocked: z.boolean(),
  playBlocked: z.boolean(),
  message: z.string().nullable(),
});
export type PlayerStandingView = z.infer<typeof playerStandingViewSchema>;
