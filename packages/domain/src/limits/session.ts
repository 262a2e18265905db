/**
 * Time limits of spec §4 and §9: the session limit (31, hours of play per day, counted from the
 * pings a signed-in page sends every 30 s) and the reality check (32, a reminder every N minutes
 * with continue / log out / nothing and do-not-show-again).
 */

/** Spec §9: a signed-in page pings the limit service every 30 s while it is active. */
export const PING_INTERVAL_SECONDS = 30;

/**
 * A gap between pings longer than this means the player was away (tab closed, device asleep):
 * the gap is not counted as play. Three ping intervals leave room for a late timer.
 */
export const MAX_COUNTED_PING_GAP_SECONDS = 3 * PING_INTERVAL_SECONDS;

/** Spec §9: reality-check timers run in chunks of at most 300000 ms. */
export const REALITY_CHECK_TIMER_CHUNK_MS = 300_000;

const DAY_MS = 86_400_000;

/** Play counted for one player on one day. */
export interface ActivityDay {
  /** Start of the day (ms) in the site's day boundary (see {@link dayStart}). */
  day: number;
  activeSeconds: number;
  /** The last ping (ms); null before the first. */
  lastPingAt: number | null;
}

/**
 * Start (ms) of the day containing `now`, where days begin at midnight at `offsetMinutes` from
 * UTC (the site's time zone; spec §3 default time zone is UTC+3).
 */
export function dayStart(now: number, offsetMinutes: number): number {
  const offset = offsetMinutes * 60_000;
  return Math.floor((now + offset) / DAY_MS) * DAY_MS - offset;
}

/** Start of the next day after `now` ("visit tomorrow"). */
export function nextDayStart(now: number, offsetMinutes: number): number {
  return dayStart(now, offsetMinutes) + DAY_MS;
}

/**
 * Counts a ping at `now`: the time since the previous ping is play when it is at most
 * {@link MAX_COUNTED_PING_GAP_SECONDS}. A new day starts from zero; a gap spanning midnight
 * counts only its part after midnight.
 */
export function recordPing(
  previous: ActivityDay | null,
  now: number,
  offsetMinutes: number,
): ActivityDay {
  const today = dayStart(now, offsetMinutes);
  const last = previous?.lastPingAt ?? null;
  let gapMs = last === null ? 0 : now - last;
  if (gapMs < 0 || gapMs > MAX_COUNTED_PING_GAP_SECONDS * 1000) gapMs = 0;
  if (previous === null || previous.day !== today) {
    const sinceMidnight = last === null ? 0 : Math.min(gapMs, now - today);
    return { day: today, activeSeconds: Math.floor(sinceMidnight / 1000), lastPingAt: now };
  }
  return {
    day: today,
    activeSeconds: previous.activeSeconds + Math.floor(gapMs / 1000),
    lastPingAt: now,
  };
}

/**
 * Seconds of play left today under a session limit of `limitHours` (null = none → null). Spec §4:
 * "remaining is the balance when above zero, else 0".
 */
export function sessionRemainingSeconds(
  limitHours: number | null,
  activity: ActivityDay | null,
  now: number,
  offsetMinutes: number,
): number | null {
  if (limitHours === null) return null;
  const used =
    activity && activity.day === dayStart(now, offsetMinutes) ? activity.activeSeconds : 0;
  return Math.max(0, limitHours * 3600 - used);
}

/** The player's choice in the reality-check modal (spec §4). */
export type RealityCheckAction =
  /** Continue playing. */
  | 'confirm'
  /** Log out. */
  | 'reject'
  /** Closed without choosing. */
  | 'cancel';

/** What happens after a reality-check answer: the next popup (ms; null = none) and logout. */
export interface RealityCheckNext {
  nextAt: number | null;
  doNotShowAgain: boolean;
  logout: boolean;
}

/**
 * The next reality check after an answer. Continue (and closing it) re-arm the timer unless
 * do-not-show-again is ticked; log out ends the session. A time the page proposes is kept when
 * it falls within one interval from now, so a page can neither postpone the reminder nor make
 * it nag more than the interval.
 */
export function realityCheckAfter(input: {
  action: RealityCheckAction;
  doNotShowAgain: boolean;
  intervalMinutes: number;
  proposedAt: number | null;
  now: number;
}): RealityCheckNext {
  if (input.action === 'reject') return { nextAt: null, doNotShowAgain: false, logout: true };
  if (input.doNotShowAgain) return { nextAt: null, doNotShowAgain: true, logout: false };
  const latest = input.now + input.intervalMinutes * 60_000;
  const proposed = input.proposedAt;
  const nextAt =
    proposed !== null && proposed >= input.now && proposed <= latest ? proposed : latest;
  return { nextAt, doNotShowAgain: false, logout: false };
}

/** How long the page waits before checking again: the time left, in chunks of ≤ 300000 ms. */
export function realityCheckTimerDelay(nextAt: number, now: number): number {
  return Math.min(REALITY_CHECK_TIMER_CHUNK_MS, Math.max(0, nextAt - now));
}
