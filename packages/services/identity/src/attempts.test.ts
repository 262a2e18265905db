import { describe, expect, it } from 'vitest';
import { afterFailure, loginGate } from './attempts.ts';
import type { AttemptState } from './attempts.ts';
import { DEFAULT_LIMITS } from './context.ts';

const MIN = 60_000;

function fail(times: number, start: AttemptState | null, at: number): AttemptState | null {
  let state = start;
  for (let i = 0; i < times; i++) state = afterFailure(state, at, DEFAULT_LIMITS);
  return state;
}

describe('loginGate', () => {
  it('is open with no history or fewer than 3 failures', () => {
    expect(loginGate(null, 0, DEFAULT_LIMITS)).toEqual({ kind: 'open' });
    expect(loginGate(fail(2, null, 0), 1000, DEFAULT_LIMITS)).toEqual({ kind: 'open' });
  });
  it('asks for a captcha after 3 failures within 15 minutes', () => {
    const state = fail(3, null, 0);
    expect(loginGate(state, 14 * MIN, DEFAULT_LIMITS)).toEqual({ kind: 'captcha' });
    expect(loginGate(state, 15 * MIN, DEFAULT_LIMITS)).toEqual({ kind: 'open' });
  });
});

describe('afterFailure (lockout back-off)', () => {
  it('locks for 15 minutes at the 10th failure in the window', () => {
    const nine = fail(9, null, 0);
    expect(nine?.lockedUntil).toBe(null);
    const ten = afterFailure(nine, 1000, DEFAULT_LIMITS);
    expect(ten.lockedUntil).toBe(1000 + 15 * MIN);
    expect(ten.lockouts).toBe(1);
    expect(loginGate(ten, 2000, DEFAULT_LIMITS)).toEqual({
      kind: 'locked',
      retryAfterMs: 15 * MIN - 1000,
    });
  });
  it('doubles each further lock and caps at a day', () => {
    let state: AttemptState | null = null;
    let at = 0;
    const locks: number[] = [];
    for (let round = 0; round < 9; round++) {
      state = fail(10, state, at);
      const until = state?.lockedUntil ?? 0;
      locks.push((until - at) / MIN);
      at = until + 1;
    }
    expect(locks).toEqual([15, 30, 60, 120, 240, 480, 960, 1440, 1440]);
  });
  it('starts a new window after 15 minutes', () => {
    const state = fail(5, null, 0);
    expect(afterFailure(state, 15 * MIN, DEFAULT_LIMITS).failures).toBe(1);
    expect(afterFailure(state, 14 * MIN, DEFAULT_LIMITS).failures).toBe(6);
  });
  it('forgets lockouts after a day without failures', () => {
    const locked = fail(10, null, 0);
    const later = (locked?.lockedUntil ?? 0) + 25 * 60 * MIN;
    expect(afterFailure(locked, later, DEFAULT_LIMITS).lockouts).toBe(0);
  });
});
