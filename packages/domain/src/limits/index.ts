// `@playfield/domain/limits`: responsible gaming: limits, sessions, self-exclusion, the age gate and ban mode. Named exports only;
// one line per module.
export {
  NO_USAGE,
  checkMoneyLimits,
  limitRoom,
  toMinorUnits,
  usedAmount,
  windowRenewsBy,
  windowStart,
} from './money.ts';
export type { MoneyLimit, MoneyVerdict, WindowUsage } from './money.ts';
export {
  SELF_EXCLUSION_QUESTIONS,
  SELF_EXCLUSION_REASONS,
  gradeSelfExclusionTest,
  isSelfExclusionReason,
} from './self-exclusion.ts';
export type {
  SelfExclusionQuestion,
  SelfExclusionReason,
  SubmittedAnswer,
  TestAnswerChoice,
  TestGrade,
} from './self-exclusion.ts';
export {
  MAX_COUNTED_PING_GAP_SECONDS,
  PING_INTERVAL_SECONDS,
  REALITY_CHECK_TIMER_CHUNK_MS,
  dayStart,
  nextDayStart,
  realityCheckAfter,
  realityCheckTimerDelay,
  recordPing,
  sessionRemainingSeconds,
} from './session.ts';
export type { ActivityDay, RealityCheckAction, RealityCheckNext } from './session.ts';
export {
  ACTIVITY_THROTTLE_MS,
  DEFAULT_IDLE_MS,
  IDLE_LOGOFF_FLAG_KEY,
  IDLE_PAUSE_AFTER_LEAVE_MS,
  LAST_ACTIVE_STORAGE_KEY,
  REALITY_CHECK_STORAGE_KEY,
  idleLimitMs,
  idleVerdict,
  isBotUserAgent,
  playedDuration,
  realityCheckDueAt,
  realityCheckStep,
  shouldRecordActivity,
} from './browser-timers.ts';
export type { AutoLogoffConfig, IdleVerdict } from './browser-timers.ts';
export {
  AGE_CONFIRMATION_STORAGE_KEY,
  AGE_CONFIRMATION_TTL_MS,
  ageConfirmationValue,
  ageGateShown,
  isAgeConfirmed,
} from './age-gate.ts';
export type { AgeGateConfig, AgeGateStorage } from './age-gate.ts';
export { INTERNATIONAL_HELP, NATIONAL_HELP, helpOrganisations } from './help-organisations.ts';
export type { HelpOrganisation } from './help-organisations.ts';
export { BAN_PAGE_PATH, banModeRedirect, banPermitsWithdrawal } from './ban-mode.ts';
export type { BanMark } from './ban-mode.ts';
export {
  approvalTime,
  confirmLimitChange,
  emptyLimit,
  enforcedValue,
  expireLimit,
  limitEntries,
  rejectLimitChange,
  requestLimitChange,
} from './state-machine.ts';
export type {
  LimitEntry,
  LimitOutcome,
  LimitRecord,
  LimitRefusal,
  PendingChange,
} from './state-machine.ts';
export { SELF_EXCLUSION_BAN, playerStanding } from './status.ts';
export type { PlayRestriction, PlayerStanding } from './status.ts';
export {
  LIMIT_TYPE,
  LIMIT_TYPES,
  MAX_MONEY_LIMIT,
  NOT_SET,
  NO_MONEY_LIMIT,
  PENDING_APPROVAL_SECONDS,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_DAYS,
  SESSION_LIMIT_HOURS,
  TIME_OUT_DAYS,
  WINDOW_SECONDS,
  availableValues,
  checkLimitValue,
  isLimitType,
  isMoneyLimit,
  isStricter,
  isTimedLimit,
  limitFamily,
  limitMeasure,
  removalValue,
} from './types.ts';
export type {
  LimitFamily,
  LimitMeasure,
  LimitState,
  LimitType,
  LimitValueCheck,
  MoneyLimitType,
  TimedLimitType,
} from './types.ts';
