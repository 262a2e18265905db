import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { identityRateEvents, loginAttempts } from '@playfield/db';
import type { IdentityContext, IdentityLimits } from './context.ts';

/** Failure bookkeeping of one login key. */
export interface AttemptState {
  failures: number;
  windowStartedAt: number;
  lockedUntil: number | null;
  lockouts: number;
}

export type LoginGate =
  { kind: 'open' } | { kind: 'captcha' } | { kind: 'locked'; retryAfterMs: number };

type GatePolicy = Pick<IdentityLimits, 'loginCaptchaAfter' | 'loginWindowMs'>;
type FailurePolicy = Pick<
  IdentityLimits,
  'loginLockAfter' | 'loginWindowMs' | 'lockBaseMs' | 'lockMaxMs'
>;

/** What the next sign-in for this key must pass: nothing, a captcha, or a wait. */
export function loginGate(state: AttemptState | null, now: number, policy: GatePolicy): LoginGate {
  if (!state) return { kind: 'open' };
  if (state.lockedUntil !== null && state.lockedUntil > now) {
    return { kind: 'locked', retryAfterMs: state.lockedUntil - now };
  }
  const inWindow = now - state.windowStartedAt < policy.loginWindowMs;
  return inWindow && state.failures >= policy.loginCaptchaAfter
    ? { kind: 'captcha' }
    : { kind: 'open' };
}

/**
 * The state after one more failure. Failures count within a window from the first one; at the
 * lock threshold the key is locked for lockBase × 2^(earlier lockouts), capped at lockMax, and
 * the count starts over. Lockouts are forgotten after a day without failures.
 */
export function afterFailure(
  state: AttemptState | null,
  now: number,
  policy: FailurePolicy,
): AttemptState {
  const fresh = !state || now - state.windowStartedAt >= policy.loginWindowMs;
  const lockouts =
    state && state.lockedUntil !== null && now - state.lockedUntil > 24 * 60 * 60_000
      ? 0
      : (state?.lockouts ?? 0);
  const failures = fresh ? 1 : (state?.failures ?? 0) + 1;
  const windowStartedAt = fresh ? now : (state?.windowStartedAt ?? now);
  if (failures >= policy.loginLockAfter) {
    const lockMs = Math.min(policy.lockMaxMs, policy.lockBaseMs * 2 ** lockouts);
    return { failures: 0, windowStartedAt: now, lockedUntil: now + lockMs, lockouts: lockouts + 1 };
  }
  return { failures, windowStartedAt, lockedUntil: state?.lockedUntil ?? null, lockouts };
}

export async function readAttempts(
  ctx: IdentityContext,
  key: string,
): Promise<AttemptState | null> {
  const [row] = await ctx.db
    .select()
    .from(loginAttempts)
    .where(eq(loginAttempts.key, key))
    .limit(1);
  if (!row) return null;
  return {
    failures: row.failures,
    windowStartedAt: row.windowStartedAt.getTime(),
    lockedUntil: row.lockedUntil?.getTime() ?? null,
    lockouts: row.lockouts,
  };
}

/** Records a failure and returns the new state. */
export async function recordFailure(
  ctx: IdentityContext,
  key: string,
  previous: AttemptState | null,
): Promise<AttemptState> {
  const now = ctx.now();
  const next = afterFailure(previous, now, ctx.limits);
  const values = {
    failures: next.failures,
    windowStartedAt: new Date(next.windowStartedAt),
    lastFailureAt: new Date(now),
    lockedUntil: next.lockedUntil === null ? null : new Date(next.lockedUntil),
    lockouts: next.lockouts,
  };
  await ctx.db
    .insert(loginAttempts)
    .values({ key, ...values })
    .onConflictDoUpdate({ target: loginAttempts.key, set: values });
  return next;
}

/** A successful sign-in clears the key's failures (and its lockout history). */
export async function clearAttempts(ctx: IdentityContext, key: string): Promise<void> {
  await ctx.db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}

/** Kinds of counted events. */
export type RateKind =
  | 'register-ip'
  | 'sms-ip'
  | 'sms-phone'
  | 'reset-mail'
  | 'two-step-fail'
  | 'sensitive-fail'
  | 'credentials-mail';

export async function countEvents(
  ctx: IdentityContext,
  kind: RateKind,
  key: string,
  windowMs: number,
): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(identityRateEvents)
    .where(
      and(
        eq(identityRateEvents.kind, kind),
        eq(identityRateEvents.key, key),
        gt(identityRateEvents.createdAt, new Date(ctx.now() - windowMs)),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function recordEvent(
  ctx: IdentityContext,
  kind: RateKind,
  key: string,
): Promise<void> {
  await ctx.db.insert(identityRateEvents).values({ kind, key, createdAt: new Date(ctx.now()) });
}

/** Drops counted events older than two days (none of the windows is longer). */
export async function pruneEvents(ctx: IdentityContext): Promise<void> {
  await ctx.db
    .delete(identityRateEvents)
    .where(lt(identityRateEvents.createdAt, new Date(ctx.now() - 2 * 24 * 60 * 60_000)));
}
