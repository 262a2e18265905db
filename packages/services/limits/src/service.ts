import type { Db } from '@playfield/db';
import type { LimitType, RealityCheckAction } from '@playfield/domain/limits';
import type {
  AvailableLimit,
  ClientLimit,
  LimitActionResponse,
  PingResponse,
  RealityCheckState,
  SelfExcludeReasonView,
  SetLimitsResponse,
  TestAnswersResponse,
} from '@playfield/protocol/limits';
import { answerRealityCheck, ping, realityCheckState } from './activity.ts';
import { answerTest, blockUser, limitAction, setLimits } from './changes.ts';
import type { LimitRequest } from './changes.ts';
import { createContext } from './context.ts';
import {
  checkDeposit,
  checkStake,
  checkStakeWithin,
  playerStatus,
  withStake,
  withStakeLock,
} from './enforcement.ts';
import type { DepositCheck, LimitVerdict, PlayerStatus, StakeCheck } from './enforcement.ts';
import { message } from './messages.ts';
import { readHistory, readLimits, readPlayer } from './repository.ts';
import type { HistoryEntry } from './repository.ts';
import type { LimitsDeps, StandingListener } from './ports.ts';
import {
  availableLimits,
  clientLimits,
  limitCurrency,
  selfExcludeReasons,
  testQuestions,
} from './views.ts';

/** The limits context: the limit-service API's operations and enforcement for other contexts. */
export interface LimitsService {
  /** `GET limits`: the player's own limits (ACTIVE and PENDING entries). */
  listLimits(userId: number): Promise<ClientLimit[]>;
  /** `GET availablelimits`. */
  availableLimits(userId: number): Promise<AvailableLimit[]>;
  /** `GET reasons/selfexclude` in `lang`. */
  reasons(lang?: string): SelfExcludeReasonView[];
  /** `POST limits`; throws LimitsError (nothing saved) when any item is refused. */
  setLimits(
    userId: number,
    items: readonly LimitRequest[],
    lang?: string,
  ): Promise<SetLimitsResponse>;
  /** `POST testanswers`. */
  answerTest(
    userId: number,
    tokenGuid: string,
    answers: readonly { questionId: number; answerId: number }[],
    lang?: string,
  ): Promise<TestAnswersResponse>;
  /** `POST limitaction` / `DELETE limit`: 1 confirms, 0 rejects; throws LimitsError. */
  limitAction(
    userId: number,
    limitType: LimitType,
    action: 0 | 1,
    lang?: string,
  ): Promise<LimitActionResponse>;
  /** `POST BlockUser`: immediate self-exclusion for `days` (default 1). */
  blockUser(userId: number, days?: number, reasonId?: number): Promise<{ success: boolean }>;
  /** History of changes, newest first. */
  history(userId: number, limit?: number): Promise<HistoryEntry[]>;
  /** `POST ping`. */
  ping(userId: number): Promise<PingResponse>;
  /** `GET reality-check` for the caller's session. */
  realityCheck(userId: number, sessionId: string): Promise<RealityCheckState>;
  /** `POST reality-check`. */
  answerRealityCheck(
    userId: number,
    sessionId: string,
    answer: { action: RealityCheckAction; doNotShowAgain: boolean; popupShowAt: number | null },
  ): Promise<RealityCheckState>;

  /** Deposit limits, self-exclusion, time-out. Wire as the wallet's DepositGuard (see README). */
  checkDeposit(input: DepositCheck): Promise<LimitVerdict>;
  /** The wallet's `DepositGuard` interface, backed by {@link LimitsService.checkDeposit}. */
  readonly depositGuard: {
    allowDeposit(
      input: DepositCheck,
    ): Promise<{ allowed: true } | { allowed: false; code: string; message: string; until?: Date }>;
  };
  /** Advisory stake check (no lock): for an early answer only, never the final word. */
  checkStake(input: StakeCheck): Promise<LimitVerdict>;
  /** The binding stake check inside the caller's transaction (takes the player's lock). */
  checkStakeWithin(tx: Db, input: StakeCheck): Promise<LimitVerdict>;
  /** Checks and, when allowed, runs `debit(tx)` in the same locked transaction. */
  withStake<T>(
    input: StakeCheck,
    debit: (tx: Db) => Promise<T>,
  ): Promise<{ allowed: true; value: T } | Extract<LimitVerdict, { allowed: false }>>;
  /** Runs `fn` in a transaction holding the player's limits lock. */
  withStakeLock<T>(userId: number, fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Self-excluded / timed out / session over, with the ban of spec §2 and a message. */
  playerStatus(userId: number, lang?: string): Promise<PlayerStatus>;
  /** The context's clock (`deps.now`): the instant its rules read as now. */
  now(): Date;
  /**
   * Listens for standing changes (a self-exclusion, time-out or self-block just committed) as
   * `deps.onStandingChange` does, for parts wired after the service (the live hub); returns
   * the function that stops listening.
   */
  onStandingChange(listener: StandingListener): () => void;
}

/** Builds the limits service. */
export function createLimitsService(deps: LimitsDeps): LimitsService {
  const ctx = createContext(deps);
  const lang = (l: string | undefined) => ctx.format(l).lang;

  async function list(userId: number): Promise<ClientLimit[]> {
    const [limits, player] = await Promise.all([
      readLimits(ctx.db, userId),
      readPlayer(ctx.db, userId),
    ]);
    return clientLimits(ctx, userId, limits, player);
  }

  const standingListeners = new Set<StandingListener>();
  if (deps.onStandingChange) standingListeners.add(deps.onStandingChange);

  async function announce(userId: number): Promise<void> {
    if (standingListeners.size === 0) return;
    let status: PlayerStatus;
    try {
      status = await playerStatus(ctx, userId);
    } catch (error) {
      ctx.report(error, 'standing listener');
      return;
    }
    for (const listener of [...standingListeners]) {
      try {
        listener(userId, status);
      } catch (error) {
        ctx.report(error, 'standing listener');
      }
    }
  }

  const service: LimitsService = {
    listLimits: list,

    async availableLimits(userId) {
      return availableLimits(await limitCurrency(ctx, userId, await readPlayer(ctx.db, userId)));
    },

    reasons: (l) => selfExcludeReasons(lang(l)),

    async setLimits(userId, items, l) {
      const result = await setLimits(ctx, userId, l, items);
      if (result.standingChanged) await announce(userId);
      const test = result.tokenGuid !== null;
      const pending = result.results.some((r) => r.result === 'pending');
      return {
        status: test ? 202 : 200,
        title: message(
          lang(l),
          test
            ? 'responsible_gaming_self_exclusion_warning'
            : pending
              ? 'responsible_limit_pending'
              : 'responsible_limit_saved',
        ),
        questions: test ? testQuestions(lang(l)) : null,
        tokenGuid: result.tokenGuid,
        results: result.results,
        limitsData: await list(userId),
      };
    },

    async answerTest(userId, tokenGuid, answers, l) {
      const result = await answerTest(ctx, userId, l, tokenGuid, answers);
      if (result.success) await announce(userId);
      return {
        questionsResult: result.questionsResult,
        success: result.success,
        title: message(
          lang(l),
          result.success ? 'responsible_test_passed' : 'responsible_test_failed',
        ),
        limitsData: await list(userId),
      };
    },

    async limitAction(userId, limitType, action, l) {
      await limitAction(ctx, userId, l, limitType, action);
      return {
        success: true as const,
        title: message(
          lang(l),
          action === 1
            ? 'responsible_gaming_confirm_limit_success'
            : 'responsible_gaming_cancel_limit_success',
        ),
        limitsData: await list(userId),
      };
    },

    async blockUser(userId, days = 1, reasonId) {
      const success = await blockUser(ctx, userId, days, reasonId ?? null);
      if (success) await announce(userId);
      return { success };
    },

    history: (userId, limit = 100) =>
      readHistory(ctx.db, userId, Math.max(1, Math.min(500, limit))),
    ping: (userId) => ping(ctx, userId),
    realityCheck: (userId, sessionId) => realityCheckState(ctx, userId, sessionId),
    answerRealityCheck: (userId, sessionId, answer) =>
      answerRealityCheck(ctx, userId, sessionId, answer),

    checkDeposit: (input) => checkDeposit(ctx, input),
    depositGuard: {
      async allowDeposit(input) {
        const verdict = await checkDeposit(ctx, input);
        if (verdict.allowed) return verdict;
        const { code, message: text, until } = verdict;
        return until
          ? { allowed: false, code, message: text, until }
          : { allowed: false, code, message: text };
      },
    },
    checkStake: (input) => checkStake(ctx, input),
    checkStakeWithin: (tx, input) => checkStakeWithin(ctx, tx, input),
    withStake: (input, debit) => withStake(ctx, input, debit),
    withStakeLock: (userId, fn) => withStakeLock(ctx, userId, fn),
    playerStatus: (userId, l) => playerStatus(ctx, userId, l),
    now: () => ctx.now(),
    onStandingChange(listener) {
      standingListeners.add(listener);
      return () => void standingListeners.delete(listener);
    },
  };
  return service;
}
