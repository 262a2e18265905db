import { describe, expect, it } from 'vitest';
import {
  DEFAULT_IDLE_MS,
  idleLimitMs,
  idleVerdict,
  isBotUserAgent,
  playedDuration,
  realityCheckDueAt,
  realityCheckStep,
  shouldRecordActivity,
} from './browser-timers.ts';

const MIN = 60_000;
const NOW = Date.UTC(2026, 4, 5, 12);

describe('idle auto-logoff', () => {
  it('uses the configured minutes, the 18e6 ms default, or nothing when disabled', () => {
    expect(idleLimitMs({ isAutoLogoffEnable: true, autoLogoffInactiveMinutes: 15 })).toBe(15 * MIN);
    expect(idleLimitMs({ isAutoLogoffEnable: true, autoLogoffInactiveMinutes: null })).toBe(
      DEFAULT_IDLE_MS,
    );
    expect(idleLimitMs({ isAutoLogoffEnable: true, autoLogoffInactiveMinutes: 0 })).toBe(
      DEFAULT_IDLE_MS,
    );
    expect(idleLimitMs({ isAutoLogoffEnable: false, autoLogoffInactiveMinutes: 15 })).toBeNull();
  });

  it('throttles activity to one record per 100 ms', () => {
    expect(shouldRecordActivity(null, NOW)).toBe(true);
    expect(shouldRecordActivity(NOW, NOW + 99)).toBe(false);
    expect(shouldRecordActivity(NOW, NOW + 100)).toBe(true);
  });

  it('waits for the rest of the idle time, then logs out', () => {
    const base = { limitMs: 10 * MIN, lastActiveAt: NOW, mediaPlaying: false, hiddenSince: null };
    expect(idleVerdict({ ...base, now: NOW + 4 * MIN })).toEqual({
      kind: 'wait',
      delayMs: 6 * MIN,
    });
    expect(idleVerdict({ ...base, now: NOW + 10 * MIN })).toEqual({ kind: 'logout' });
  });

  it('never logs out while media plays', () => {
    const v = idleVerdict({
      limitMs: 10 * MIN,
      lastActiveAt: NOW,
      mediaPlaying: true,
      hiddenSince: null,
      now: NOW + 60 * MIN,
    });
    expect(v.kind).toBe('wait');
  });

  it('pauses 30 s after the page is left, but a page back from sleep past the limit logs out', () => {
    const base = { limitMs: 10 * MIN, lastActiveAt: NOW, mediaPlaying: false };
    expect(idleVerdict({ ...base, hiddenSince: NOW + MIN, now: NOW + MIN + 29_999 }).kind).toBe(
      'wait',
    );
    expect(idleVerdict({ ...base, hiddenSince: NOW + MIN, now: NOW + MIN + 30_000 })).toEqual({
      kind: 'paused',
    });
    expect(idleVerdict({ ...base, hiddenSince: NOW + MIN, now: NOW + 11 * MIN })).toEqual({
      kind: 'logout',
    });
  });

  it('is paused when auto-logoff is off', () => {
    expect(
      idleVerdict({
        limitMs: null,
        lastActiveAt: 0,
        now: NOW,
        mediaPlaying: false,
        hiddenSince: null,
      }),
    ).toEqual({ kind: 'paused' });
  });

  it('recognises search-engine bots, not browsers', () => {
    expect(
      isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
    ).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 (compatible; YandexBot/3.0)')).toBe(true);
    expect(
      isBotUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
      ),
    ).toBe(false);
    expect(isBotUserAgent(null)).toBe(false);
  });
});

describe('reality-check timing across reloads', () => {
  it('starts a full interval when nothing is stored', () => {
    expect(realityCheckDueAt({ stored: null, intervalMinutes: 15, now: NOW })).toBe(NOW + 15 * MIN);
  });

  it('keeps a stored time on reload, so a reload does not postpone the reminder', () => {
    const stored = String(NOW + 7 * MIN);
    expect(realityCheckDueAt({ stored, intervalMinutes: 15, now: NOW })).toBe(NOW + 7 * MIN);
  });

  it('shows at once a reminder that fell due while the page was closed', () => {
    const dueAt = realityCheckDueAt({ stored: String(NOW - MIN), intervalMinutes: 15, now: NOW });
    expect(dueAt).toBe(NOW);
    expect(realityCheckStep(dueAt!, NOW)).toEqual({ kind: 'show' });
  });

  it('ignores a tampered or too distant stored time', () => {
    expect(realityCheckDueAt({ stored: 'soon', intervalMinutes: 5, now: NOW })).toBe(NOW + 5 * MIN);
    expect(
      realityCheckDueAt({ stored: String(NOW + 60 * MIN), intervalMinutes: 5, now: NOW }),
    ).toBe(NOW + 5 * MIN);
  });

  it('has no timer without an interval', () => {
    expect(realityCheckDueAt({ stored: null, intervalMinutes: null, now: NOW })).toBeNull();
    expect(realityCheckDueAt({ stored: null, intervalMinutes: 0, now: NOW })).toBeNull();
  });

  it('waits in chunks of at most 300000 ms', () => {
    expect(realityCheckStep(NOW + 60 * MIN, NOW)).toEqual({ kind: 'wait', delayMs: 300_000 });
    expect(realityCheckStep(NOW + 2 * MIN, NOW)).toEqual({ kind: 'wait', delayMs: 2 * MIN });
  });

  it('reports time played in hours and minutes', () => {
    expect(playedDuration(NOW, NOW + 95 * MIN + 59_000)).toEqual({ hours: 1, minutes: 35 });
    expect(playedDuration(NOW, NOW - MIN)).toEqual({ hours: 0, minutes: 0 });
  });
});
