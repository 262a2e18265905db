import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { identityRateEvents, loginAttempts } from '@playfield/db/identity';
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

/** What reserving a sign-in attempt found. */
export type Reservation =
  | { kind: 'locked'; retryAfterMs: number }
  | { kind: 'reserved'; number: number; state: AttemptState };

type ReservePolicy = Pick<
  IdentityLimits,
  'loginWindowMs' | 'loginLockAfter' | 'lockBaseMs' | 'lockMaxMs'
>;

/** The lock the next lockout of this key would get. */
export function nextLockMs(state: AttemptState, now: number, policy: ReservePolicy): number {
  const lockouts =
    state.lockedUntil !== null && now - state.lockedUntil > 24 * 60 * 60_000 ? 0 : state.lockouts;
  return Math.min(policy.lockMaxMs, policy.lockBaseMs * 2 ** lockouts);
}

/**
 * Reserves one attempt for the key BEFORE its check, in one atomic statement: the counter goes
 * up first (a new window starts when the last one is over; nothing moves while locked), so
 * however many requests arrive at once, each gets its own number. The caller checks only a
 * number within the limit and gives it back ({@link releaseAttempt}) when it refuses without
 * checking; a failed check keeps it (it is the failure), a success clears the key.
 */
export async function reserveAttempt(
  ctx: IdentityContext,
  key: string,
  policy: ReservePolicy = ctx.limits,
): Promise<Reservation> {
  const now = ctx.now();
  const at = new Date(now);
  const windowStart = new Date(now - policy.loginWindowMs);
  const locked = sql`${loginAttempts.lockedUntil} is not null and ${loginAttempts.lockedUntil} > ${at}`;
  const stale = sql`${loginAttempts.windowStartedAt} <= ${windowStart}`;
  const [row] = await ctx.db
    .insert(loginAttempts)
    .values({ key, failures: 1, windowStartedAt: at, lastFailureAt: at, lockouts: 0 })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${locked} then ${loginAttempts.failures} when ${stale} then 1 else ${loginAttempts.failures} + 1 end`,
        windowStartedAt: sql`case when ${locked} then ${loginAttempts.windowStartedAt} when ${stale} then ${at} else ${loginAttempts.windowStartedAt} end`,
        lastFailureAt: sql`case when ${locked} then ${loginAttempts.lastFailureAt} else ${at} end`,
      },
    })
    .returning();
  if (!row) throw new Error('attempt reservation returned no row');
  const state: AttemptState = {
    failures: row.failures,
    windowStartedAt: row.windowStartedAt.getTime(),
    lockedUntil: row.lockedUntil?.getTime() ?? null,
    lockouts: row.lockouts,
  };
  if (state.lockedUntil !== null && state.lockedUntil > now) {
    return { kind: 'locked', retryAfterMs: state.lockedUntil - now };
  }
  return { kind: 'reserved', number: state.failures, state };
}

/** Gives back a reserved attempt that was refused without being checked. */
export async function releaseAttempt(ctx: IdentityContext, key: string): Promise<void> {
  await ctx.db
    .update(loginAttempts)
    .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
    .where(eq(loginAttempts.key, key));
}

/**
 * A reserved attempt failed its check. The attempt that reaches the lock threshold locks the
 * key for lockBase × 2^(earlier lockouts), capped at lockMax, and the count starts over.
 * Returns the lock's end when this failure locked the key.
 */
export async function failReservedAttempt(
  ctx: IdentityContext,
  key: string,
  reservation: { number: number; state: AttemptState },
  policy: ReservePolicy = ctx.limits,
): Promise<number | null> {
  if (reservation.number < policy.loginLockAfter) return null;
  const now = ctx.now();
  const lockMs = nextLockMs(reservation.state, now, policy);
  const lockouts =
    reservation.state.lockedUntil !== null && now - reservation.state.lockedUntil > 24 * 60 * 60_000
      ? 0
      : reservation.state.lockouts;
  const lockedUntil = now + lockMs;
  await ctx.db
    .update(loginAttempts)
    .set({
      failures: 0,
      windowStartedAt: new Date(now),
      lockedUntil: new Date(lockedUntil),
      lockouts: lockouts + 1,
    })
    .where(eq(loginAttempts.key, key));
  return lockedUntil;
}

/** A successful sign-in clears the key's failures (and its lockout history). */
export async function clearAttempts(ctx: IdentityContext, key: string): Promise<void> {
  await ctx.db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}

/** Kinds of counted events. */
export type RateKind =
  'register-ip' | 'sms-ip' | 'sms-phone' | 'reset-mail' | 'sensitive-fail' | 'credentials-mail';

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

/** An event counted before the work it limits; `release` takes it back. */
export interface ReservedEvent {
  /** Events of this kind and key in the window, this one included. */
  count: number;
  release(): Promise<void>;
}

/**
 * Counts an event BEFORE the work it limits: the event is written first (committed on its
 * own), then the window is counted. Of any requests racing, the k-th to commit counts at
 * least k, so at most `limit` of them see a count within the limit, however many arrive at
 * once. A request refused (or one that should not count, e.g. a success) releases its event.
 */
export async function reserveEvent(
  ctx: IdentityContext,
  kind: RateKind,
  key: string,
  windowMs: number,
): Promise<ReservedEvent> {
  const [row] = await ctx.db
    .insert(identityRateEvents)
    .values({ kind, key, createdAt: new Date(ctx.now()) })
    .returning({ id: identityRateEvents.id });
  if (!row) throw new Error('event reservation returned no row');
  const count = await countEvents(ctx, kind, key, windowMs);
  let released = false;
  return {
    count,
    async release() {
      if (released) return;
      released = true;
      await ctx.db.delete(identityRateEvents).where(eq(identityRateEvents.id, row.id));
    },
  };
}

/** Drops counted events older than two days (none of the windows is longer). */
export async function pruneEvents(ctx: IdentityContext): Promise<void> {
  await ctx.db
    .delete(identityRateEvents)
    .where(lt(identityRateEvents.createdAt, new Date(ctx.now() - 2 * 24 * 60 * 60_000)));
}
