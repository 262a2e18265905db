import { eq } from 'drizzle-orm';
import { users } from '@playfield/db/identity';
import {
  activationAfterEmailChanged,
  activationAfterPhoneAdded,
  hasConfirmedEmail,
  toActivationType,
} from '@playfield/domain/user';
import type { ActivationType } from '@playfield/domain/user';
import { reserveEvent } from './attempts.ts';
import { requireCaptchaWhen } from './captcha/service.ts';
import type { IdentityContext } from './context.ts';
import { confirmEmail, sendEmailVerification } from './email-verification.ts';
import { IdentityError } from './errors.ts';
import { finishSignIn } from './login.ts';
import type { LoginOutcome } from './login.ts';
import { message } from './messages.ts';
import { enqueue } from './outbox.ts';
import { checkPassword } from './passwords.ts';
import { passwordError } from './registration.ts';
import type { RequestInfo } from './request-info.ts';
import { signPayload, verifyPayload } from './secrets.ts';
import { revokeRecovery } from './recovery.ts';
import { endUserSessions } from './sessions.ts';
import { verifySmsCode } from './sms.ts';
import { findUserByEmail, findUserById, findUserByPhone, updateUser, violates } from './users.ts';
import type { UserRow } from './users.ts';

async function requireUser(ctx: IdentityContext, userId: number): Promise<UserRow> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new IdentityError(401, 'auth_unauthorized', { code: 'unauthorized' });
  return user;
}

/**
 * Checks the password for a sensitive change. After 3 wrong passwords in 15 minutes on a
 * signed-in session a captcha of type 2 is demanded (code 113): failing it logs the user out,
 * so a stolen session cannot be used to guess the password.
 */
async function confirmPassword(
  ctx: IdentityContext,
  user: UserRow,
  password: string,
  req: RequestInfo,
): Promise<void> {
  // The try is counted before the check (a burst checks at most loginCaptchaAfter); a right
  // password and a refused captcha give it back.
  const reserved = await reserveEvent(
    ctx,
    'sensitive-fail',
    String(user.id),
    ctx.limits.loginWindowMs,
  );
  let ok: boolean;
  try {
    await requireCaptchaWhen(
      ctx,
      reserved.count > ctx.limits.loginCaptchaAfter,
      req.captchaToken,
      113,
    );
    ok = await ctx.hasher.verify(user.passwordHash, password);
  } catch (error) {
    await reserved.release();
    throw error;
  }
  if (!ok) throw new IdentityError(400, 'user_wrong_password', { code: 'wrong_password' });
  await reserved.release();
}

/** Changes the password and ends every other session. */
export async function changePassword(
  ctx: IdentityContext,
  auth: { userId: number; sessionId: number },
  input: { currentPassword: string; newPassword: string },
  req: RequestInfo,
): Promise<void> {
  const user = await requireUser(ctx, auth.userId);
  await confirmPassword(ctx, user, input.currentPassword, req);
  const problem = checkPassword(input.newPassword, [user.email ?? '', String(user.login)]);
  if (problem) throw passwordError(problem);
  const now = ctx.now();
  await updateUser(
    ctx.db,
    user.id,
    { passwordHash: await ctx.hasher.hash(input.newPassword), passwordChangedAt: new Date(now) },
    now,
  );
  await endUserSessions(ctx, user.id, 'password_changed', auth.sessionId);
  // Whoever asked for a reset link (or a recovery SMS code) before the change is out too.
  await revokeRecovery(ctx, user);
}

/** Sets the security question; the answer is kept only as an argon2 hash. */
export async function setSecurityQuestion(
  ctx: IdentityContext,
  userId: number,
  input: { question: string; answer: string; password: string },
  req: RequestInfo,
): Promise<void> {
  const user = await requireUser(ctx, userId);
  await confirmPassword(ctx, user, input.password, req);
  const answerHash = await ctx.hasher.hash(input.answer.trim().toLowerCase());
  await updateUser(
    ctx.db,
    user.id,
    { securityQuestion: input.question, securityAnswerHash: answerHash },
    ctx.now(),
  );
}

/** Stores the bonus the player picked after registration: 0 refuse, 1 sport, 2 casino. */
export async function setBonusChoice(
  ctx: IdentityContext,
  userId: number,
  bonusChoice: 0 | 1 | 2,
): Promise<void> {
  const user = await requireUser(ctx, userId);
  await updateUser(ctx.db, user.id, { bonusChoice }, ctx.now());
}

/** Binds a phone proved by an SMS code (purpose `bind`): 0 → 3, 1 → 2, phone binding on. */
export async function bindPhone(
  ctx: IdentityContext,
  userId: number,
  input: { phoneCode: string; phoneNumber: string; code: string },
): Promise<ActivationType> {
  const user = await requireUser(ctx, userId);
  const phone = `${input.phoneCode}${input.phoneNumber}`;
  if (!(await verifySmsCode(ctx, { phone, purpose: 'bind', code: input.code }))) {
    throw new IdentityError(400, 'auth_sms_code_invalid', { code: 'sms_code_invalid' });
  }
  const owner = await findUserByPhone(ctx.db, phone);
  if (owner && owner.id !== user.id) {
    throw new IdentityError(409, 'auth_phone_taken', { code: 'phone_taken' });
  }
  const next = activationAfterPhoneAdded(toActivationType(user.activationType));
  try {
    await updateUser(
      ctx.db,
      user.id,
      {
        phoneCode: input.phoneCode,
        phoneNumber: input.phoneNumber,
        activationType: next.activationType,
        phoneBindingEnabled: next.enablePhoneBinding,
      },
      ctx.now(),
    );
  } catch (error) {
    if (violates(error, 'users_phone_unique')) {
      throw new IdentityError(409, 'auth_phone_taken', { code: 'phone_taken' });
    }
    throw error;
  }
  return next.activationType;
}

/** Adds or changes the e-mail (unconfirmed until its link is opened) and sends the link. */
export async function setEmail(
  ctx: IdentityContext,
  userId: number,
  input: { email: string; password: string },
  req: RequestInfo,
): Promise<void> {
  const user = await requireUser(ctx, userId);
  await confirmPassword(ctx, user, input.password, req);
  const same = user.email?.toLowerCase() === input.email.toLowerCase();
  if (same && hasConfirmedEmail(toActivationType(user.activationType))) {
    throw new IdentityError(409, 'user_email_already_verified', { code: 'email_verified' });
  }
  const other = await findUserByEmail(ctx.db, input.email);
  if (other && other.id !== user.id) {
    throw new IdentityError(409, 'auth_email_taken', { code: 'email_taken' });
  }
  const activationType = same
    ? toActivationType(user.activationType)
    : activationAfterEmailChanged(toActivationType(user.activationType));
  try {
    await updateUser(ctx.db, user.id, { email: input.email, activationType }, ctx.now());
  } catch (error) {
    if (violates(error, 'users_email_lower_unique')) {
      throw new IdentityError(409, 'auth_email_taken', { code: 'email_taken' });
    }
    throw error;
  }
  await sendEmailVerification(ctx, { userId: user.id, email: input.email, lang: req.lang });
}

/** Sends the confirmation link again for the current address. */
export async function resendEmailVerification(
  ctx: IdentityContext,
  userId: number,
  lang: string,
): Promise<void> {
  const user = await requireUser(ctx, userId);
  if (!user.email) throw new IdentityError(400, 'user_email_missing', { code: 'email_missing' });
  if (hasConfirmedEmail(toActivationType(user.activationType))) {
    throw new IdentityError(409, 'user_email_already_verified', { code: 'email_verified' });
  }
  await sendEmailVerification(ctx, { userId: user.id, email: user.email, lang });
}

/**
 * One-click "save by e-mail": mails the account number and the password the player was just
 * shown. The password must be the right one, and at most 3 such mails go out per hour.
 */
export async function emailCredentials(
  ctx: IdentityContext,
  userId: number,
  input: { email: string; password: string },
  req: RequestInfo,
): Promise<void> {
  const user = await requireUser(ctx, userId);
  await confirmPassword(ctx, user, input.password, req);
  const mails = await reserveEvent(ctx, 'credentials-mail', String(user.id), 60 * 60_000);
  if (mails.count > 3) {
    await mails.release();
    throw new IdentityError(429, 'auth_too_many_requests', {
      code: 'rate_limited',
      retryAfter: 3600,
    });
  }
  const { companyName } = await ctx.siteConfig();
  await enqueue(ctx.db, ctx.now(), {
    channel: 'email',
    to: input.email,
    subject: message(req.lang, 'auth_mail_credentials_subject', { company: companyName }),
    body: message(req.lang, 'auth_mail_credentials_body', {
      login: String(user.login),
      password: input.password,
    }),
  });
}

function invalidLink(): IdentityError {
  return new IdentityError(400, 'auth_reset_link_invalid', { code: 'link_invalid' });
}

/** `user/accountverify`: spends an e-mail confirmation link. */
export async function accountVerify(
  ctx: IdentityContext,
  token: string,
): Promise<{ userId: number; activationType: ActivationType }> {
  const result = await confirmEmail(ctx, token);
  if (!result) throw invalidLink();
  return result;
}

/**
 * `user/activatefast`: confirms the e-mail and signs the player in straight away (or asks for
 * the second factor when two-factor is on), so the link from the welcome mail lands them in.
 */
export async function activateFast(
  ctx: IdentityContext,
  token: string,
  req: RequestInfo,
): Promise<{ activationType: ActivationType; outcome: LoginOutcome }> {
  const result = await accountVerify(ctx, token);
  const user = await requireUser(ctx, result.userId);
  return {
    activationType: result.activationType,
    outcome: await finishSignIn(ctx, user, false, req),
  };
}

/** The token of a newsletter unsubscribe link for the user (never expires). */
export function newsletterToken(ctx: IdentityContext, userId: number): string {
  return signPayload(ctx.keys.key('newsletter'), { uid: userId });
}

/** `user/stopnewsletter`: turns the news mailing off for the user the token names. */
export async function stopNewsletter(ctx: IdentityContext, token: string): Promise<void> {
  const payload = verifyPayload(ctx.keys.key('newsletter'), token) as { uid?: unknown } | null;
  if (!payload || typeof payload.uid !== 'number') throw invalidLink();
  const user = await findUserById(ctx.db, payload.uid);
  if (!user) throw invalidLink();
  await ctx.db
    .update(users)
    .set({ mailNews: false, updatedAt: new Date(ctx.now()) })
    .where(eq(users.id, user.id));
}
