// Changing limits: POST limits, the self-exclusion test, limitaction / DELETE limit, BlockUser.
// Every change runs in one transaction holding the player's lock row, the same lock stake
// checks take, so a lowered limit is in force for every stake checked after it commits.
import {
  NOT_SET,
  NO_MONEY_LIMIT,
  checkLimitValue,
  confirmLimitChange,
  emptyLimit,
  enforcedValue,
  gradeSelfExclusionTest,
  isMoneyLimit,
  isSelfExclusionReason,
  isTimedLimit,
  rejectLimitChange,
  requestLimitChange,
} from '@playfield/domain/limits';
import type {
  LimitOutcome,
  LimitRefusal,
  LimitType,
  SubmittedAnswer,
} from '@playfield/domain/limits';
import type { Db } from '@playfield/db';
import type { LimitsContext } from './context.ts';
import { LimitsError, formatInstant } from './messages.ts';
import type { LimitsMessageKey } from './messages.ts';
import {
  addHistory,
  insertTest,
  lockPlayer,
  peekTest,
  readLimits,
  readPlayer,
  saveLimit,
  takeTest,
  updatePlayer,
} from './repository.ts';
import type { HistoryAction, StoredLimit } from './repository.ts';

/** One requested limit (already shape-checked by the protocol schema). */
export interface LimitRequest {
  limitType: LimitType;
  limitValue: number;
  selfExcludeReason?: number;
}

export type ChangeResult = 'applied' | 'pending' | 'unchanged' | 'test';

export interface SetLimitsResult {
  results: { limitType: LimitType; result: ChangeResult }[];
  /** Set when a self-exclusion waits for the test answers. */
  tokenGuid: string | null;
  /** True when a self-exclusion or time-out changed (the player's standing). */
  standingChanged: boolean;
}

/** A refusal of the state machine as an error the player sees. */
export function refusalError(
  ctx: LimitsContext,
  lang: string | undefined,
  refusal: LimitRefusal,
  titleKey?: LimitsMessageKey,
): LimitsError {
  const format = ctx.format(lang);
  switch (refusal.code) {
    case 'cannot_lift':
      return new LimitsError(
        403,
        'cannot_lift',
        'responsible_limit_cannot_lift',
        { date: formatInstant(format, refusal.until) },
        new Date(refusal.until),
        titleKey,
      );
    case 'too_early':
      return new LimitsError(
        403,
        'too_early',
        'responsible_limit_too_early',
        { date: formatInstant(format, refusal.until) },
        new Date(refusal.until),
        titleKey,
      );
    case 'locked':
      return new LimitsError(403, 'locked', 'responsible_limit_locked', {}, undefined, titleKey);
    case 'not_pending':
      // 409, not 403: spec §4 clients drop their local pending entry after such an answer.
      return new LimitsError(
        409,
        'not_pending',
        'responsible_limit_not_pending',
        {},
        undefined,
        titleKey,
      );
  }
}

function invalidValue(): LimitsError {
  return new LimitsError(400, 'invalid_value', 'responsible_limit_invalid_value');
}

/** The value to feed the state machine: a number, null for removal; throws when not offered. */
function requestedValue(item: LimitRequest): number | null {
  const { limitType: type, limitValue: value } = item;
  // Asking to remove a self-exclusion or time-out is not a malformed request: it is refused
  // by the state machine with the end date (they cannot be lifted early).
  if (isTimedLimit(type) && (value === NOT_SET || value === NO_MONEY_LIMIT)) return null;
  const checked = checkLimitValue(type, value);
  if (!checked.ok) throw invalidValue();
  return checked.value;
}

function historyAction(
  type: LimitType,
  outcome: LimitOutcome,
  before: number | null,
  after: number | null,
): HistoryAction {
  if (outcome.kind === 'pending') return 'request';
  if (before === null) return 'set';
  // A timed limit only ever applies a later end; other limits only apply a stricter value.
  if (isTimedLimit(type)) return 'extend';
  return after === before ? 'withdraw' : 'decrease';
}

function storedOf(limits: readonly StoredLimit[], type: LimitType): StoredLimit {
  return limits.find((l) => l.record.type === type) ?? { record: emptyLimit(type), reasonId: null };
}

function isLocked(limits: readonly StoredLimit[], now: number): boolean {
  const lock = limits.find((l) => l.record.type === 37);
  return lock !== undefined && enforcedValue(lock.record, now) !== null;
}

/** Applies one outcome: saves the record and its history line. */
async function apply(
  tx: Db,
  userId: number,
  stored: StoredLimit,
  outcome: LimitOutcome,
  action: HistoryAction,
  at: Date,
  reasonId: number | null = stored.reasonId,
): Promise<void> {
  if (outcome.kind === 'refused' || outcome.kind === 'unchanged') return;
  const after = outcome.record;
  await saveLimit(tx, userId, { record: after, reasonId }, at);
  await addHistory(tx, userId, {
    limitType: after.type,
    action,
    previousValue: enforcedValue(stored.record, at.getTime()),
    value: outcome.kind === 'pending' ? (after.pending?.value ?? null) : after.value,
    at,
  });
}

/** `POST limits`: applies what can apply, queues what must wait, issues the test for 30. */
export async function setLimits(
  ctx: LimitsContext,
  userId: number,
  lang: string | undefined,
  items: readonly LimitRequest[],
): Promise<SetLimitsResult> {
  const values = items.map((item) => {
    if (
      item.selfExcludeReason !== undefined &&
      (item.limitType !== 30 || !isSelfExclusionReason(item.selfExcludeReason))
    ) {
      throw new LimitsError(400, 'invalid_reason', 'responsible_limit_reason_unknown');
    }
    return { item, value: requestedValue(item) };
  });
  // Resolved before the transaction: identity reads through its own connection.
  let currency: string | null = null;
  if (items.some((i) => isMoneyLimit(i.limitType))) {
    currency =
      (await readPlayer(ctx.db, userId))?.currency ?? (await ctx.deps.players.mainCurrency(userId));
    if (currency === null) throw new LimitsError(403, 'forbidden', 'responsible_limit_forbidden');
  }

  return ctx.db.transaction(async (tx) => {
    const player = await lockPlayer(tx, userId);
    const now = ctx.now();
    const at = now.getTime();
    const limits = await readLimits(tx, userId);
    const locked = isLocked(limits, at);
    const results: SetLimitsResult['results'] = [];
    let tokenGuid: string | null = null;
    let standingChanged = false;
    for (const { item, value } of values) {
      const stored = storedOf(limits, item.limitType);
      const outcome = requestLimitChange(stored.record, value, at, { locked });
      if (outcome.kind === 'refused') throw refusalError(ctx, lang, outcome.refusal);
      if (item.limitType === 30 && outcome.kind === 'applied') {
        // Self-exclusion starts only after the test (POST testanswers with this token).
        tokenGuid = ctx.newToken();
        await insertTest(
          tx,
          {
            token: tokenGuid,
            userId,
            limitType: 30,
            value: outcome.record.value ?? 0,
            reasonId: item.selfExcludeReason ?? null,
            expiresAt: new Date(at + ctx.testTtlMs),
          },
          now,
        );
        results.push({ limitType: 30, result: 'test' });
        continue;
      }
      const before = enforcedValue(stored.record, at);
      const action = historyAction(item.limitType, outcome, before, outcome.record.value);
      await apply(tx, userId, stored, outcome, action, now);
      if (isTimedLimit(item.limitType) && outcome.kind === 'applied') standingChanged = true;
      results.push({ limitType: item.limitType, result: outcome.kind });
    }
    if (currency !== null && player.currency === null) {
      await updatePlayer(tx, userId, { currency }, now);
    }
    return { results, tokenGuid, standingChanged };
  });
}

export interface TestResult {
  questionsResult: { questionId: number; correct: boolean }[];
  success: boolean;
}

/** `POST testanswers`: all right → the self-exclusion starts; the token answers once. */
export async function answerTest(
  ctx: LimitsContext,
  userId: number,
  lang: string | undefined,
  token: string,
  answers: readonly SubmittedAnswer[],
): Promise<TestResult> {
  const grade = gradeSelfExclusionTest(answers);
  const expired = () => new LimitsError(404, 'test_expired', 'responsible_test_expired');
  if (!grade.success) {
    // Wrong answers keep the token, so the player can read the questions again and retry.
    if (!(await peekTest(ctx.db, userId, token, ctx.now()))) throw expired();
    return { questionsResult: grade.results, success: false };
  }
  await ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const now = ctx.now();
    const test = await takeTest(tx, userId, token, now);
    if (!test) throw expired();
    const stored = storedOf(await readLimits(tx, userId), 30);
    const outcome = requestLimitChange(stored.record, test.value, now.getTime());
    if (outcome.kind === 'refused') throw refusalError(ctx, lang, outcome.refusal);
    const before = enforcedValue(stored.record, now.getTime());
    const action = historyAction(30, outcome, before, outcome.record.value);
    await apply(tx, userId, stored, outcome, action, now, test.reasonId ?? stored.reasonId);
  });
  return { questionsResult: grade.results, success: true };
}

/** `POST limitaction` / `DELETE limit`: 1 confirms the pending change, 0 rejects it. */
export async function limitAction(
  ctx: LimitsContext,
  userId: number,
  lang: string | undefined,
  type: LimitType,
  action: 0 | 1,
): Promise<void> {
  const titleKey: LimitsMessageKey =
    action === 1
      ? 'responsible_gaming_confirm_limit_error'
      : 'responsible_gaming_cancel_limit_error';
  await ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const now = ctx.now();
    const at = now.getTime();
    const limits = await readLimits(tx, userId);
    const stored = storedOf(limits, type);
    const activeUntil = stored.record.endsAt;
    if (isTimedLimit(type) && enforcedValue(stored.record, at) !== null && activeUntil !== null) {
      throw refusalError(ctx, lang, { code: 'cannot_lift', until: activeUntil }, titleKey);
    }
    const outcome =
      action === 1
        ? confirmLimitChange(stored.record, at, { locked: isLocked(limits, at) })
        : rejectLimitChange(stored.record);
    if (outcome.kind === 'refused') throw refusalError(ctx, lang, outcome.refusal, titleKey);
    await apply(tx, userId, stored, outcome, action === 1 ? 'confirm' : 'reject', now);
  });
}

/**
 * `POST BlockUser`: self-block at once for `days` (default 1), without the test — a player
 * reaching for the emergency stop must not be slowed down. True when blocked (also when an
 * existing self-exclusion already runs longer); false for a period that is not offered.
 */
export async function blockUser(
  ctx: LimitsContext,
  userId: number,
  days: number,
  reasonId: number | null,
): Promise<boolean> {
  const checked = checkLimitValue(30, days);
  if (!checked.ok || checked.value === null) return false;
  if (reasonId !== null && !isSelfExclusionReason(reasonId)) return false;
  const value = checked.value;
  await ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const now = ctx.now();
    const stored = storedOf(await readLimits(tx, userId), 30);
    const outcome = requestLimitChange(stored.record, value, now.getTime());
    await apply(tx, userId, stored, outcome, 'self_block', now, reasonId ?? stored.reasonId);
  });
  return true;
}
