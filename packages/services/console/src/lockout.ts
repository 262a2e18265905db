// The operators' sign-in lockout (issue 15): identity's rule (decision 022: failures counted in
// a window, a lock that doubles with each lockout) with the console's stricter numbers. Each
// attempt is reserved BEFORE its check, so parallel guesses each get their own number and at
// most `loginLockAfter` of them are checked before the lock.
import { afterFailure, loginGate } from '@playfield/identity';
import type { AttemptState } from '@playfield/identity';

export const OPERATOR_LOCKOUT = {
  /** Failures in the window that lock the account. */
  loginLockAfter: 5,
  loginWindowMs: 15 * 60_000,
  /** First lock 15 minutes, doubling up to a day. */
  lockBaseMs: 15 * 60_000,
  lockMaxMs: 24 * 60 * 60_000,
  /** No captcha step for operators: the TOTP code is the second factor. */
  loginCaptchaAfter: Number.MAX_SAFE_INTEGER,
} as const;

export type LockoutPolicy = typeof OPERATOR_LOCKOUT;

export type Reservation =
  { kind: 'locked' } | { kind: 'reserved'; number: number; state: AttemptState };

/** Reserves one attempt: refused while locked or once the window's attempts are all taken. */
export function reserveAttempt(
  state: AttemptState | null,
  now: number,
  policy: LockoutPolicy = OPERATOR_LOCKOUT,
): Reservation {
  if (loginGate(state, now, policy).kind === 'locked') return { kind: 'locked' };
  const fresh = !state || now - state.windowStartedAt >= policy.loginWindowMs;
  const number = fresh ? 1 : state.failures + 1;
  if (number > policy.loginLockAfter) return { kind: 'locked' };
  return {
    kind: 'reserved',
    number,
    state: {
      failures: number,
      windowStartedAt: fresh ? now : state.windowStartedAt,
      lockedUntil: state?.lockedUntil ?? null,
      lockouts: state?.lockouts ?? 0,
    },
  };
}

/** The state after the reserved attempt failed: locked when it reached the threshold, else null. */
export function lockAfterFailure(
  reservation: { number: number; state: AttemptState },
  now: number,
  policy: LockoutPolicy = OPERATOR_LOCKOUT,
): AttemptState | null {
  if (reservation.number < policy.loginLockAfter) return null;
  return afterFailure({ ...reservation.state, failures: reservation.number - 1 }, now, policy);
}
