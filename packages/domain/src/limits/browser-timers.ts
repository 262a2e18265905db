/**
 * Browser timer rules of spec §4 and §9 for a signed-in page: idle auto-logoff, the pause after
 * the player leaves the page, the reality-check time kept in local storage across reloads, and
 * the bot exception. Pure functions on an injected clock so the page's timers stay thin and the
 * rules are unit-tested without fake timers.
 */
import { REALITY_CHECK_TIMER_CHUNK_MS } from './session.ts';

/** Spec §4 (idle auto-logoff), §9: activity events reset the idle timer at most once per 100 ms. */
export const ACTIVITY_THROTTLE_MS = 100;

/** Spec §4 (idle auto-logoff), §9: the idle timer pauses 30 s after the player leaves the page. */
export const IDLE_PAUSE_AFTER_LEAVE_MS = 30_000;

/** Spec §9: the idle default (18e6 ms) used when no minutes are configured. */
export const DEFAULT_IDLE_MS = 18_000_000;

/** Local-storage key holding the next reality-check time (ms since epoch). */
export const REALITY_CHECK_STORAGE_KEY = 'pf.realityCheckAt';

/** Local-storage key of the flag set when the player was logged out for inactivity. */
export const IDLE_LOGOFF_FLAG_KEY = 'pf.idleLogoff';

/** Local-storage key of the last activity time, shared by the tabs of one browser. */
export const LAST_ACTIVE_STORAGE_KEY = 'pf.lastActiveAt';

/** Site configuration of spec §3 that drives idle auto-logoff. */
export interface AutoLogoffConfig {
  isAutoLogoffEnable: boolean;
  /** Minutes; 0 or absent keeps the 18e6 ms default. */
  autoLogoffInactiveMinutes: number | null;
}

/** Idle time (ms) after which the player is logged off; null when auto-logoff is off. */
export function idleLimitMs(config: AutoLogoffConfig): number | null {
  if (!config.isAutoLogoffEnable) return null;
  const minutes = config.autoLogoffInactiveMinutes;
  return minutes !== null && Number.isFinite(minutes) && minutes > 0
    ? Math.round(minutes * 60_000)
    : DEFAULT_IDLE_MS;
}

/** Whether an activity event at `now` is recorded (throttled to one per 100 ms). */
export function shouldRecordActivity(lastRecordedAt: number | null, now: number): boolean {
  return lastRecordedAt === null || now - lastRecordedAt >= ACTIVITY_THROTTLE_MS;
}

/**
 * Search-engine and headless crawlers skip every timer (spec §4): they never sign in, and a
 * timer would only keep a prerender busy.
 */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  return /bot\b|crawler|spider|slurp|bingpreview|yandex|baiduspider|duckduckgo|facebookexternalhit|lighthouse/i.test(
    userAgent,
  );
}

/** What the idle check decides at one moment. */
export type IdleVerdict =
  /** Keep waiting; check again after `delayMs`. */
  | { kind: 'wait'; delayMs: number }
  /** The timer is paused (page left for over 30 s); check again when the page is back. */
  | { kind: 'paused' }
  /** Idle past the limit: set the flag and log out. */
  | { kind: 'logout' };

/**
 * The idle decision. Time with media playing counts as activity (a player watching a stream is
 * not idle). The stored last-active time is the reference, so a page coming back from a sleeping
 * tab logs out at once when the limit passed meanwhile.
 */
export function idleVerdict(input: {
  limitMs: number | null;
  lastActiveAt: number;
  now: number;
  mediaPlaying: boolean;
  /** When the page became hidden (ms); null while visible. */
  hiddenSince: number | null;
}): IdleVerdict {
  if (input.limitMs === null) return { kind: 'paused' };
  const idleFor = input.now - input.lastActiveAt;
  if (input.mediaPlaying) return { kind: 'wait', delayMs: Math.min(input.limitMs, 60_000) };
  if (idleFor >= input.limitMs) return { kind: 'logout' };
  if (input.hiddenSince !== null && input.now - input.hiddenSince >= IDLE_PAUSE_AFTER_LEAVE_MS) {
    return { kind: 'paused' };
  }
  return { kind: 'wait', delayMs: Math.max(ACTIVITY_THROTTLE_MS, input.limitMs - idleFor) };
}

/**
 * The next reality-check time after a (re)load, from the value stored in local storage. A stored
 * time within one interval from now is kept, so a reload neither postpones nor brings forward the
 * reminder; a missing, unreadable or out-of-range value starts a fresh interval. A stored time in
 * the past means the reminder fell due while the page was closed: show it now.
 */
export function realityCheckDueAt(input: {
  stored: string | null;
  intervalMinutes: number | null;
  now: number;
}): number | null {
  const minutes = input.intervalMinutes;
  if (minutes === null || !Number.isFinite(minutes) || minutes <= 0) return null;
  const latest = input.now + minutes * 60_000;
  const parsed = input.stored === null ? Number.NaN : Number(input.stored);
  if (!Number.isSafeInteger(parsed) || parsed > latest) return latest;
  return Math.max(parsed, input.now);
}

/** The next step of the reality-check timer: show the modal now, or wait ≤ 300000 ms. */
export function realityCheckStep(
  dueAt: number,
  now: number,
): { kind: 'show' } | { kind: 'wait'; delayMs: number } {
  if (now >= dueAt) return { kind: 'show' };
  return { kind: 'wait', delayMs: Math.min(REALITY_CHECK_TIMER_CHUNK_MS, dueAt - now) };
}

/** Time played since the session began, as whole hours and minutes for the modal. */
export function playedDuration(
  sessionStartedAt: number,
  now: number,
): { hours: number; minutes: number } {
  const totalMinutes = Math.max(0, Math.floor((now - sessionStartedAt) / 60_000));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
