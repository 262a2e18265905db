import { describe, expect, it } from 'vitest';
import { lockAfterFailure, OPERATOR_LOCKOUT, reserveAttempt } from './lockout.ts';
import type { Reservation } from './lockout.ts';

type Reserved = Extract<Reservation, { kind: 'reserved' }>;
const MIN = 60_000;

function reserved(value: Reservation): Reserved {
  if (value.kind !== 'reserved') throw new Error('expected a reservation');
  return value;
}

/** Fails `n` attempts from `state` at `now`; returns the state after the last one. */
function failTimes(n: number, now: number, start: Reserved['state'] | null = null) {
  let state = start;
  for (let i = 0; i < n; i++) {
    const attempt = reserved(reserveAttempt(state, now));
    state = lockAfterFailure(attempt, now) ?? attempt.state;
  }
  return state;
}

describe('operator lockout', () => {
  it('locks the account for 15 minutes at the fifth failure in the window', () => {
    const four = failTimes(4, 0);
    expect(four?.lockedUntil).toBeNull();
    expect(reserveAttempt(four, 0).kind).toBe('reserved');
    const five = failTimes(1, 0, four);
    expect(five?.lockedUntil).toBe(15 * MIN);
    expect(reserveAttempt(five, 14 * MIN).kind).toBe('locked');
    expect(reserveAttempt(five, 15 * MIN).kind).toBe('reserved');
  });

  it('doubles the next lock', () => {
    const first = failTimes(5, 0);
    const second = failTimes(5, 16 * MIN, first);
    expect(second?.lockedUntil).toBe(16 * MIN + 30 * MIN);
    expect(second?.lockouts).toBe(2);
  });

  it('starts the count over once the window has passed', () => {
    const four = failTimes(4, 0);
    const later = reserved(reserveAttempt(four, OPERATOR_LOCKOUT.loginWindowMs));
    expect(later.number).toBe(1);
    expect(lockAfterFailure(later, OPERATOR_LOCKOUT.loginWindowMs)).toBeNull();
  });

  it('refuses more parallel attempts than the threshold before any of them is checked', () => {
    let state = null as Reserved['state'] | null;
    const outcomes = [];
    for (let i = 0; i < 7; i++) {
      const attempt = reserveAttempt(state, 0);
      outcomes.push(attempt.kind);
      if (attempt.kind === 'reserved') state = attempt.state;
    }
    expect(outcomes).toEqual([
      'reserved',
      'reserved',
      'reserved',
      'reserved',
      'reserved',
      'locked',
      'locked',
    ]);
  });
});
