import { describe, expect, it } from 'vitest';
import {
  dayStart,
  nextDayStart,
  realityCheckAfter,
  realityCheckTimerDelay,
  recordPing,
  sessionRemainingSeconds,
} from './session.ts';

const MIN = 60_000;
const MIDNIGHT_UTC = Date.UTC(2026, 4, 5);

describe('session limit accounting', () => {
  it('cuts days at midnight in the site time zone', () => {
    const t = MIDNIGHT_UTC + 22 * 60 * MIN; // 22:00 UTC = 01:00 at UTC+3
    expect(dayStart(t, 0)).toBe(MIDNIGHT_UTC);
    expect(dayStart(t, 180)).toBe(MIDNIGHT_UTC + 21 * 60 * MIN);
    expect(nextDayStart(t, 0)).toBe(MIDNIGHT_UTC + 24 * 60 * MIN);
  });

  it('counts the time between pings as play', () => {
    let day = recordPing(null, MIDNIGHT_UTC + 10 * MIN, 0);
    expect(day.activeSeconds).toBe(0);
    day = recordPing(day, MIDNIGHT_UTC + 10 * MIN + 30_000, 0);
    day = recordPing(day, MIDNIGHT_UTC + 11 * MIN, 0);
    expect(day.activeSeconds).toBe(60);
  });

  it('does not count a long gap (the player was away)', () => {
    let day = recordPing(null, MIDNIGHT_UTC + 10 * MIN, 0);
    day = recordPing(day, MIDNIGHT_UTC + 40 * MIN, 0);
    expect(day.activeSeconds).toBe(0);
    expect(day.lastPingAt).toBe(MIDNIGHT_UTC + 40 * MIN);
  });

  it('starts a new day from zero, counting only the part after midnight', () => {
    let day = recordPing(null, MIDNIGHT_UTC - 2 * MIN, 0);
    day = recordPing(day, MIDNIGHT_UTC - 30_000, 0);
    expect(day.activeSeconds).toBe(90);
    day = recordPing(day, MIDNIGHT_UTC + 20_000, 0);
    expect(day.day).toBe(MIDNIGHT_UTC);
    expect(day.activeSeconds).toBe(20);
  });

  it('gives the remaining seconds, never below zero, and null without a limit', () => {
    const now = MIDNIGHT_UTC + 5 * 60 * MIN;
    const used = { day: MIDNIGHT_UTC, activeSeconds: 3000, lastPingAt: now };
    expect(sessionRemainingSeconds(1, used, now, 0)).toBe(600);
    expect(sessionRemainingSeconds(1, { ...used, activeSeconds: 4000 }, now, 0)).toBe(0);
    expect(sessionRemainingSeconds(null, used, now, 0)).toBeNull();
    // Yesterday's play does not count today.
    expect(sessionRemainingSeconds(2, used, now + 24 * 60 * MIN, 0)).toBe(7200);
  });
});

describe('reality check', () => {
  const now = MIDNIGHT_UTC + 60 * MIN;

  it('re-arms the timer after continue', () => {
    expect(
      realityCheckAfter({
        action: 'confirm',
        doNotShowAgain: false,
        intervalMinutes: 15,
        proposedAt: null,
        now,
      }),
    ).toEqual({ nextAt: now + 15 * MIN, doNotShowAgain: false, logout: false });
  });

  it('keeps a proposed time within one interval and ignores one beyond it', () => {
    const base = { action: 'cancel' as const, doNotShowAgain: false, intervalMinutes: 10, now };
    expect(realityCheckAfter({ ...base, proposedAt: now + 5 * MIN }).nextAt).toBe(now + 5 * MIN);
    expect(realityCheckAfter({ ...base, proposedAt: now + 60 * MIN }).nextAt).toBe(now + 10 * MIN);
    expect(realityCheckAfter({ ...base, proposedAt: now - MIN }).nextAt).toBe(now + 10 * MIN);
  });

  it('stops after do-not-show-again and logs out on log_out', () => {
    const base = { intervalMinutes: 5, proposedAt: null, now };
    expect(realityCheckAfter({ ...base, action: 'confirm', doNotShowAgain: true })).toEqual({
      nextAt: null,
      doNotShowAgain: true,
      logout: false,
    });
    expect(realityCheckAfter({ ...base, action: 'reject', doNotShowAgain: false })).toEqual({
      nextAt: null,
      doNotShowAgain: false,
      logout: true,
    });
  });

  it('waits in chunks of at most 300000 ms', () => {
    expect(realityCheckTimerDelay(now + 45 * MIN, now)).toBe(300_000);
    expect(realityCheckTimerDelay(now + 2 * MIN, now)).toBe(2 * MIN);
    expect(realityCheckTimerDelay(now - MIN, now)).toBe(0);
  });
});
