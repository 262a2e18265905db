// The limits context's public endpoints (spec §7 limit-service calls, the self-block and the
// reality check; issue 7's standing and history; decision 031). Refusals carry the limit
// service's shape (`limitErrorSchema`: status, title, message, code, until).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  LIMIT_API_PREFIX,
  LIMIT_API_V1_BASE,
  REALITY_CHECK_PATH,
  availableLimitSchema,
  blockUserRequestSchema,
  blockUserResponseSchema,
  clientLimitSchema,
  limitActionRequestSchema,
  limitActionResponseSchema,
  limitDeleteQuerySchema,
  pingResponseSchema,
  playerStandingViewSchema,
  realityCheckRequestSchema,
  realityCheckStateSchema,
  selfExcludeReasonSchema,
  setLimitsRequestSchema,
  setLimitsResponseSchema,
  testAnswersRequestSchema,
  testAnswersResponseSchema,
} from '../limits.ts';

/** `GET history?limit=`: how many changes at most (up to three digits). */
export const limitHistoryQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .optional(),
});

/** One change of the office's history (times in seconds). */
export const limitHistoryEntrySchema = z.object({
  limitType: z.number().int(),
  action: z.string(),
  previousValue: z.number().nullable(),
  value: z.number().nullable(),
  at: z.number().int(),
});

const UNAUTHORIZED = { 401: ['unauthorized'] } as const;
const CHANGE_REFUSALS = {
  400: ['invalid_input', 'invalid_value', 'invalid_reason'],
  401: ['unauthorized'],
  403: ['forbidden', 'locked', 'cannot_lift', 'too_early'],
  409: ['not_pending'],
} as const;

const v3 = (path: string) => `${LIMIT_API_PREFIX}${path}`;

export const limitPingEndpoint = defineEndpoint({
  id: 'limits.ping',
  method: 'POST',
  path: v3('/ping'),
  summary: "The session limit's remaining time; keeps the page's clock right.",
  access: 'player',
  response: pingResponseSchema,
  errors: UNAUTHORIZED,
});

export const limitsListEndpoint = defineEndpoint({
  id: 'limits.list',
  method: 'GET',
  path: v3('/limits'),
  summary: "The caller's limits (an ACTIVE and a PENDING entry may share a type).",
  access: 'player',
  response: z.array(clientLimitSchema),
  errors: UNAUTHORIZED,
});

export const setLimitsEndpoint = defineEndpoint({
  id: 'limits.set',
  method: 'POST',
  path: v3('/limits'),
  summary: 'Sets limits; a self-exclusion answers 202 in `status` and asks the test first.',
  access: 'player',
  body: setLimitsRequestSchema,
  response: setLimitsResponseSchema,
  errors: CHANGE_REFUSALS,
});

export const availableLimitsEndpoint = defineEndpoint({
  id: 'limits.available',
  method: 'GET',
  path: v3('/availablelimits'),
  summary: 'The values each limit type may take for the caller.',
  access: 'player',
  response: z.array(availableLimitSchema),
  errors: UNAUTHORIZED,
});

export const selfExcludeReasonsEndpoint = defineEndpoint({
  id: 'limits.selfExcludeReasons',
  method: 'GET',
  path: v3('/reasons/selfexclude'),
  summary: "The self-exclusion reasons in the caller's language.",
  access: 'player',
  response: z.array(selfExcludeReasonSchema),
  errors: UNAUTHORIZED,
});

export const testAnswersEndpoint = defineEndpoint({
  id: 'limits.testAnswers',
  method: 'POST',
  path: v3('/testanswers'),
  summary: "The self-exclusion test's answers.",
  access: 'player',
  body: testAnswersRequestSchema,
  response: testAnswersResponseSchema,
  errors: { ...CHANGE_REFUSALS, 404: ['test_expired'] },
});

export const limitActionEndpoint = defineEndpoint({
  id: 'limits.action',
  method: 'POST',
  path: v3('/limitaction'),
  summary: 'Confirms (1) or cancels (0) a pending change.',
  access: 'player',
  body: limitActionRequestSchema,
  response: limitActionResponseSchema,
  errors: CHANGE_REFUSALS,
});

export const limitDeleteEndpoint = defineEndpoint({
  id: 'limits.delete',
  method: 'DELETE',
  path: v3('/limit'),
  summary: 'The alternative to `limitaction` when the configured method is not 1.',
  access: 'player',
  query: limitDeleteQuerySchema,
  response: limitActionResponseSchema,
  errors: CHANGE_REFUSALS,
});

export const playerStandingEndpoint = defineEndpoint({
  id: 'limits.status',
  method: 'GET',
  path: v3('/status'),
  summary: "The caller's standing under their limits (the ban-mode guard, refusal messages).",
  access: 'player',
  response: playerStandingViewSchema,
  errors: UNAUTHORIZED,
});

export const limitHistoryEndpoint = defineEndpoint({
  id: 'limits.history',
  method: 'GET',
  path: v3('/history'),
  summary: "The office's history of the caller's limit changes, newest first.",
  access: 'player',
  query: limitHistoryQuerySchema,
  response: z.array(limitHistoryEntrySchema),
  errors: { 400: ['invalid_input'], 401: ['unauthorized'] },
});

export const blockUserEndpoint = defineEndpoint({
  id: 'limits.blockUser',
  method: 'POST',
  path: `${LIMIT_API_V1_BASE}/BlockUser`,
  summary:
    'Self-block for `period` days (default 1; an empty body is allowed). A bad body answers 400 `{ success: false }`.',
  access: 'player',
  body: blockUserRequestSchema,
  response: blockUserResponseSchema,
  errors: UNAUTHORIZED,
});

export const realityCheckEndpoint = defineEndpoint({
  id: 'limits.realityCheck',
  method: 'GET',
  path: REALITY_CHECK_PATH,
  summary: "The reality check's state for the caller's session.",
  access: 'player',
  response: realityCheckStateSchema,
  errors: UNAUTHORIZED,
});

export const answerRealityCheckEndpoint = defineEndpoint({
  id: 'limits.answerRealityCheck',
  method: 'POST',
  path: REALITY_CHECK_PATH,
  summary: 'Continue, log out or nothing, to the reality check.',
  access: 'player',
  body: realityCheckRequestSchema,
  response: realityCheckStateSchema,
  errors: { 400: ['invalid_input'], 401: ['unauthorized'] },
});

/** Every endpoint of the limits context. */
export const LIMITS_ENDPOINTS = [
  limitPingEndpoint,
  limitsListEndpoint,
  setLimitsEndpoint,
  availableLimitsEndpoint,
  selfExcludeReasonsEndpoint,
  testAnswersEndpoint,
  limitActionEndpoint,
  limitDeleteEndpoint,
  playerStandingEndpoint,
  limitHistoryEndpoint,
  blockUserEndpoint,
  realityCheckEndpoint,
  answerRealityCheckEndpoint,
] as const;
