/**
 * Responsible-gaming limit types of spec §3 and their values of spec §9: what a player may set,
 * in which unit, and which value means "no limit".
 */

/** The limit types by name (spec §3). */
export const LIMIT_TYPE = {
  WAGER_24H: 1,
  WAGER_7D: 2,
  WAGER_30D: 3,
  LOSS_24H: 10,
  LOSS_7D: 11,
  LOSS_30D: 12,
  DEPOSIT_24H: 20,
  DEPOSIT_7D: 21,
  DEPOSIT_30D: 22,
  SELF_EXCLUSION: 30,
  SESSION: 31,
  REALITY_CHECK: 32,
  TIME_OUT: 33,
  EXTRA_LOCK: 37,
} as const;

/** A limit type id of spec §3. */
export type LimitType = (typeof LIMIT_TYPE)[keyof typeof LIMIT_TYPE];

/** Every limit type, in the order the office lists them. */
export const LIMIT_TYPES: readonly LimitType[] = [
  20, 21, 22, 1, 2, 3, 10, 11, 12, 31, 32, 33, 30, 37,
];

/** Spec §3: PENDING (waiting), ACTIVE (enforced), INACTIVE (ended or removed). */
export type LimitState = 'PENDING' | 'ACTIVE' | 'INACTIVE';

/** What a limit restricts. */
export type LimitFamily =
  | 'deposit'
  | 'wager'
  | 'loss'
  | 'self_exclusion'
  | 'session'
  | 'reality_check'
  | 'time_out'
  | 'extra_lock';

/** Unit of a limit's value: money limits use the player's currency (whole units). */
export type LimitMeasure = 'currency' | 'days' | 'hours' | 'minutes' | 'flag';

/** Money limit types: deposit, wagering and loss over a rolling window. */
export type MoneyLimitType = 1 | 2 | 3 | 10 | 11 | 12 | 20 | 21 | 22;

/** Limits with an end date that cannot be lifted early (self-exclusion, time-out). */
export type TimedLimitType = 30 | 33;

/** Spec §9: the value meaning "no deposit limit" (also used for wagering and loss limits). */
export const NO_MONEY_LIMIT = 999_999_999;

/** Spec §9: session limit (31) "-1 not set"; also "off" for reality check and the lock. */
export const NOT_SET = -1;

/** Spec §9: an increase or removal waits this long before the player may confirm it. */
export const PENDING_APPROVAL_SECONDS = 86_400;

/** Spec §9 self-exclusion periods in days (the canonical of each "360/365" pair). */
export const SELF_EXCLUSION_DAYS = [1, 7, 30, 90, 180, 365, 730, 1095, 1825] as const;

/** The older spellings of spec §9 ("360/365", ...) mapped to the canonical number of days. */
const SELF_EXCLUSION_ALIASES: Readonly<Record<number, number>> = {
  360: 365,
  720: 730,
  1080: 1095,
  1800: 1825,
};

/** Spec §9: session limit (31) in hours, 1 to 24. */
export const SESSION_LIMIT_HOURS = Array.from({ length: 24 }, (_, i) => i + 1);

/** Spec §9: reality-check (32) intervals in minutes. */
export const REALITY_CHECK_MINUTES = [5, 10, 15, 30, 45, 60] as const;

/** Spec §9: time-out (33) periods in days. */
export const TIME_OUT_DAYS = [1, 7, 30] as const;

/** Extra-limits lock (37): 1 turns it on. */
export const EXTRA_LOCK_VALUES = [1] as const;

/** The largest money limit a player can set (whole currency units). */
export const MAX_MONEY_LIMIT = NO_MONEY_LIMIT - 1;

const DAY_SECONDS = 86_400;

/** Rolling window of each money limit in seconds: 24 hours, 7 days, 30 days. */
export const WINDOW_SECONDS: Readonly<Record<MoneyLimitType, number>> = {
  1: DAY_SECONDS,
  2: 7 * DAY_SECONDS,
  3: 30 * DAY_SECONDS,
  10: DAY_SECONDS,
  11: 7 * DAY_SECONDS,
  12: 30 * DAY_SECONDS,
  20: DAY_SECONDS,
  21: 7 * DAY_SECONDS,
  22: 30 * DAY_SECONDS,
};

/** True for a known limit type id. */
export function isLimitType(value: unknown): value is LimitType {
  return typeof value === 'number' && (LIMIT_TYPES as readonly number[]).includes(value);
}

/** What the limit type restricts. */
export function limitFamily(type: LimitType): LimitFamily {
  switch (type) {
    case 1:
    case 2:
    case 3:
      return 'wager';
    case 10:
    case 11:
    case 12:
      return 'loss';
    case 20:
    case 21:
    case 22:
      return 'deposit';
    case 30:
      return 'self_exclusion';
    case 31:
      return 'session';
    case 32:
      return 'reality_check';
    case 33:
      return 'time_out';
    case 37:
      return 'extra_lock';
  }
}

/** True for deposit, wagering and loss limits. */
export function isMoneyLimit(type: LimitType): type is MoneyLimitType {
  const family = limitFamily(type);
  return family === 'deposit' || family === 'wager' || family === 'loss';
}

/** True for self-exclusion and time-out. */
export function isTimedLimit(type: LimitType): type is TimedLimitType {
  return type === 30 || type === 33;
}

/** The unit of a limit's value. */
export function limitMeasure(type: LimitType): LimitMeasure {
  if (isMoneyLimit(type)) return 'currency';
  switch (type) {
    case 30:
    case 33:
      return 'days';
    case 31:
      return 'hours';
    case 32:
      return 'minutes';
    default:
      return 'flag';
  }
}

/**
 * The values offered for a limit type (spec §9). Empty for money limits: any whole amount from
 * 1 to {@link MAX_MONEY_LIMIT} may be typed in.
 */
export function availableValues(type: LimitType): readonly number[] {
  switch (type) {
    case 30:
      return SELF_EXCLUSION_DAYS;
    case 31:
      return SESSION_LIMIT_HOURS;
    case 32:
      return REALITY_CHECK_MINUTES;
    case 33:
      return TIME_OUT_DAYS;
    case 37:
      return EXTRA_LOCK_VALUES;
    default:
      return [];
  }
}

/** The value that asks to remove the limit, or null when it cannot be removed (30, 33). */
export function removalValue(type: LimitType): number | null {
  if (isMoneyLimit(type)) return NO_MONEY_LIMIT;
  return isTimedLimit(type) ? null : NOT_SET;
}

/**
 * A requested value checked against the type's values: `value` is the canonical number (an
 * alias such as 360 days becomes 365), or null when it asks to remove the limit.
 */
export type LimitValueCheck = { ok: true; value: number | null } | { ok: false };

/** Checks and normalises a value a player asked for (see {@link LimitValueCheck}). */
export function checkLimitValue(type: LimitType, value: number): LimitValueCheck {
  if (!Number.isSafeInteger(value)) return { ok: false };
  const removal = removalValue(type);
  if (removal !== null && value === removal) return { ok: true, value: null };
  if (isMoneyLimit(type)) {
    return value >= 1 && value <= MAX_MONEY_LIMIT ? { ok: true, value } : { ok: false };
  }
  const canonical = type === 30 ? (SELF_EXCLUSION_ALIASES[value] ?? value) : value;
  return availableValues(type).includes(canonical) ? { ok: true, value: canonical } : { ok: false };
}

/**
 * True when `candidate` protects the player more than `current` (null = no limit): a lower
 * amount, fewer session hours, a shorter reality-check interval, the lock on. Equal values are
 * not stricter. Timed limits compare their end instants instead (see the state machine).
 */
export function isStricter(candidate: number | null, current: number | null): boolean {
  if (candidate === null) return false;
  if (current === null) return true;
  return candidate < current;
}
