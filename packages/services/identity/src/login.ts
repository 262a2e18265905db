import type { LoginRequest } from '@playfield/protocol/identity';
import {
  clearAttempts,
  failReservedAttempt,
  nextLockMs,
  releaseAttempt,
  reserveAttempt,
} from './attempts.ts';
import type { AttemptState } from './attempts.ts';
import { requireCaptchaWhen } from './captcha/service.ts';
import type { IdentityContext } from './context.ts';
import { IdentityError, lockedError } from './errors.ts';
import type { RequestInfo } from './request-info.ts';
import { signPayload, verifyPayload } from './secrets.ts';
import { createSession } from './sessions.ts';
import type { NewSession } from './sessions.ts';
import { verifySmsCode } from './sms.ts';
import { verifySecondFactorCounted } from './two-factor.ts';
import { findSignInUser, findUserById, findUserByPhone, parseLoginIdentifier } from './users.ts';
import type { SignInUser } from './users.ts';

/** A two-step ticket must be completed within five minutes. */
export const TWO_STEP_TTL_MS = 5 * 60_000;

export type LoginOutcome =
  { kind: 'session'; userId: number; session: NewSession } | { kind: 'two-step'; ticket: string };

function badCredentials(): IdentityError {
  return new IdentityError(401, 'auth_bad_credentials', { code: 'bad_credentials' });
}

/**
 * Runs one counted sign-in check for the key (password or SMS code). The attempt is reserved
 * before anything else ({@link reserveAttempt}), so a burst of parallel requests gets at most
 * `loginCaptchaAfter` checks without captchas and `loginLockAfter` in all. `check` returns the
 * signed-in user or null for a failure; `failure` is what a failure throws.
 */
async function countedCheck<U>(
  ctx: IdentityContext,
  key: string,
  captchaToken: string | null,
  check: () => Promise<U | null>,
  failure: () => IdentityError,
): Promise<U> {
  const reservation = await reserveAttempt(ctx, key);
  if (reservation.kind === 'locked') throw lockedError(reservation.retryAfterMs);
  const refuse = async (error: unknown, state: AttemptState): Promise<never> => {
    await releaseAttempt(ctx, key);
    if (error === 'locked') throw lockedError(nextLockMs(state, ctx.now(), ctx.limits));
    throw error;
  };
  try {
    await requireCaptchaWhen(
      ctx,
      reservation.number > ctx.limits.loginCaptchaAfter,
      captchaToken,
      111,
    );
  } catch (error) {
    await refuse(error, reservation.state);
  }
  // Past the lock threshold while the attempt that reaches it is still being checked.
  if (reservation.number > ctx.limits.loginLockAfter) await refuse('locked', reservation.state);
  let user: U | null;
  try {
    user = await check();
  } catch (error) {
    // Not a verdict (e.g. the database failed): the attempt does not count.
    await refuse(error, reservation.state);
    throw error;
  }
  if (user === null) {
    const lockedUntil = await failReservedAttempt(ctx, key, reservation);
    if (lockedUntil !== null) throw lockedError(lockedUntil - ctx.now());
    throw failure();
  }
  await clearAttempts(ctx, key);
  return user;
}

/**
 * The key failures are counted under: the user when the login names one, otherwise the
 * login as typed, so unknown logins are throttled exactly like known ones.
 */
export function attemptKey(user: Pick<SignInUser, 'id'> | null, login: string): string {
  return user ? `user:${user.id}` : `login:${login.trim().toLowerCase().slice(0, 254)}`;
}

/** Signs the user in, or hands out a two-step ticket when two-factor is on. */
export async function finishSignIn(
  ctx: IdentityContext,
  user: Pick<SignInUser, 'id' | 'twoFactorSecret'>,
  save: boolean,
  req: RequestInfo,
): Promise<LoginOutcome> {
  if (user.twoFactorSecret) {
    const ticket = signPayload(ctx.keys.key('login-ticket'), {
      uid: user.id,
      save,
      exp: ctx.now() + TWO_STEP_TTL_MS,
      n: Buffer.from(ctx.random(8)).toString('hex'),
    });
    return { kind: 'two-step', ticket };
  }
  const session = await createSession(ctx, {
    userId: user.id,
    remember: save,
    userAgent: req.userAgent,
    ip: req.ip,
  });
  return { kind: 'session', userId: user.id, session };
}

/**
 * `POST /web-api/auth/login`. Order: lockout, captcha (after 3 failures in 15 minutes), then
 * the password. An unknown login costs the same argon2 work and gets the same 401.
 */
export async function login(
  ctx: IdentityContext,
  input: LoginRequest,
  req: RequestInfo,
): Promise<LoginOutcome> {
  const identifier = parseLoginIdentifier(input.login, input.phoneCode);
  const user = await findSignInUser(ctx.db, identifier);
  const key = attemptKey(user, input.phoneCode ? `${input.phoneCode}${input.login}` : input.login);
  const signedIn = await countedCheck(
    ctx,
    key,
    req.captchaToken,
    async () => {
      const ok = user
        ? await ctx.hasher.verify(user.passwordHash, input.password)
        : await ctx.hasher.verifyDummy(input.password);
      return ok && user ? user : null;
    },
    badCredentials,
  );
  return finishSignIn(ctx, signedIn, input.save, req);
}

interface TicketPayload {
  uid: number;
  save: boolean;
  exp: number;
}

function readTicket(ctx: IdentityContext, ticket: string): TicketPayload | null {
  const payload = verifyPayload(
    ctx.keys.key('login-ticket'),
    ticket,
  ) as Partial<TicketPayload> | null;
  if (!payload || typeof payload.uid !== 'number' || typeof payload.exp !== 'number') return null;
  return { uid: payload.uid, save: payload.save === true, exp: payload.exp };
}

/** `POST /web-api/auth/two-step`: the ticket from login plus a TOTP or recovery code. */
export async function completeTwoStep(
  ctx: IdentityContext,
  input: { ticket: string; code: string; save?: boolean },
  req: RequestInfo,
): Promise<{ userId: number; session: NewSession }> {
  const ticket = readTicket(ctx, input.ticket);
  if (!ticket || ticket.exp <= ctx.now()) {
    throw new IdentityError(401, 'auth_two_step_expired', { code: 'two_step_expired' });
  }
  const user = await findUserById(ctx.db, ticket.uid);
  if (!user) throw new IdentityError(400, 'auth_two_step_invalid', { code: 'two_step_invalid' });
  if (!(await verifySecondFactorCounted(ctx, user, input.code))) {
    throw new IdentityError(400, 'auth_two_step_invalid', { code: 'two_step_invalid' });
  }
  const session = await createSession(ctx, {
    userId: user.id,
    remember: input.save ?? ticket.save,
    userAgent: req.userAgent,
    ip: req.ip,
  });
  return { userId: user.id, session };
}

/** `POST /web-api/auth/login/sms`: a code sent with purpose `login` replaces the password. */
export async function smsLogin(
  ctx: IdentityContext,
  input: { phoneCode: string; phoneNumber: string; code: string; save: boolean },
  req: RequestInfo,
): Promise<LoginOutcome> {
  const phone = `${input.phoneCode}${input.phoneNumber}`;
  const key = `sms:${phone}`;
  const user = await countedCheck(
    ctx,
    key,
    req.captchaToken,
    async () => {
      const valid = await verifySmsCode(ctx, { phone, purpose: 'login', code: input.code });
      return valid ? await findUserByPhone(ctx.db, phone) : null;
    },
    () => new IdentityError(401, 'auth_sms_code_invalid', { code: 'sms_code_invalid' }),
  );
  return finishSignIn(ctx, user, input.save, req);
}
