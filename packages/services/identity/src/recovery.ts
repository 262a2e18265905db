import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResets, smsCodes, users } from '@playfield/db/identity';
import type { SmsPurpose } from '@playfield/protocol/identity';
import { countEvents, reserveEvent } from './attempts.ts';
import { requireCaptchaWhen } from './captcha/service.ts';
import type { IdentityContext } from './context.ts';
import { IdentityError } from './errors.ts';
import { message } from './messages.ts';
import { enqueue } from './outbox.ts';
import { checkPassword } from './passwords.ts';
import { passwordError } from './registration.ts';
import type { RequestInfo } from './request-info.ts';
import { randomToken, sha256Hex } from './secrets.ts';
import { endUserSessions } from './sessions.ts';
import { sendSmsCode, verifySmsCode } from './sms.ts';
import { findUserByEmail, findUserById, findUserByPhone } from './users.ts';
import type { UserRow } from './users.ts';

/** A reset link works for one hour, once. */
export const RESET_TTL_MS = 60 * 60_000;
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/**
 * `POST /web-api/auth/sms/send`. Past the per-IP or per-phone hourly rate a captcha is asked
 * for (code 112); past the daily cap per phone the answer is 429. The sending is counted
 * BEFORE the checks (a burst gets at most the limits through) and given back when refused.
 * The answer never says whether the number has an account: codes for sign-in and recovery go
 * only to numbers with an account, and a registration code for a taken number is replaced by
 * a notice to its owner (issue 13 item 18).
 */
export async function requestSmsCode(
  ctx: IdentityContext,
  input: { phoneCode: string; phoneNumber: string; purpose: SmsPurpose },
  req: RequestInfo,
  signedInUserId: number | null,
): Promise<void> {
  const phone = `${input.phoneCode}${input.phoneNumber}`;
  const perDay = await reserveEvent(ctx, 'sms-phone', phone, DAY);
  const perIp = await reserveEvent(ctx, 'sms-ip', req.ip, HOUR);
  let owner: UserRow | null;
  try {
    if (perDay.count > ctx.limits.smsPerPhonePerDay) {
      throw new IdentityError(429, 'auth_too_many_requests', {
        code: 'rate_limited',
        retryAfter: 3600,
      });
    }
    const perPhone = await countEvents(ctx, 'sms-phone', phone, HOUR);
    await requireCaptchaWhen(
      ctx,
      perIp.count > ctx.limits.smsPerIpPerHour || perPhone > ctx.limits.smsPerPhonePerHour,
      req.captchaToken,
      112,
    );
    owner = await findUserByPhone(ctx.db, phone);
    if (input.purpose === 'bind') {
      if (signedInUserId === null) throw new IdentityError(401, 'auth_unauthorized');
      if (owner && owner.id !== signedInUserId) {
        throw new IdentityError(409, 'auth_phone_taken', { code: 'phone_taken' });
      }
    }
  } catch (error) {
    await perDay.release();
    await perIp.release();
    throw error;
  }
  const { companyName } = await ctx.siteConfig();
  if (input.purpose === 'register' && owner) {
    await enqueue(ctx.db, ctx.now(), {
      channel: 'sms',
      to: phone,
      body: message(req.lang, 'auth_sms_taken', { company: companyName }),
    });
    return;
  }
  const send = input.purpose === 'register' || input.purpose === 'bind' || owner !== null;
  if (!send) return;
  await sendSmsCode(ctx, { phone, purpose: input.purpose, lang: req.lang, company: companyName });
}

/**
 * `POST /web-api/auth/password/forgot`: a reset link by e-mail, or an SMS code by phone. The
 * answer never says whether an account exists.
 */
export async function forgotPassword(
  ctx: IdentityContext,
  input: { email: string } | { phoneCode: string; phoneNumber: string },
  req: RequestInfo,
): Promise<void> {
  if ('phoneCode' in input) {
    await requestSmsCode(ctx, { ...input, purpose: 'recovery' }, req, null);
    return;
  }
  const perIp = await reserveEvent(ctx, 'reset-mail', `ip:${req.ip}`, HOUR);
  try {
    await requireCaptchaWhen(ctx, perIp.count > 5, req.captchaToken, 112);
  } catch (error) {
    await perIp.release();
    throw error;
  }
  const perAddress = await reserveEvent(ctx, 'reset-mail', input.email.toLowerCase(), HOUR);
  if (perAddress.count > ctx.limits.resetMailsPerHour) {
    await perAddress.release();
    return;
  }
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user?.email) return;
  const token = randomToken(ctx.random);
  const now = ctx.now();
  await ctx.db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: sha256Hex(token),
    createdAt: new Date(now),
    expiresAt: new Date(now + RESET_TTL_MS),
  });
  const { companyName } = await ctx.siteConfig();
  const link = `${ctx.publicUrl}/${req.lang}/user/passwordreset?token=${encodeURIComponent(token)}`;
  await enqueue(ctx.db, now, {
    channel: 'email',
    to: user.email,
    subject: message(req.lang, 'auth_mail_reset_subject'),
    body: message(req.lang, 'auth_mail_reset_body', { company: companyName, link }),
  });
}

function invalidLink(): IdentityError {
  return new IdentityError(400, 'auth_reset_link_invalid', { code: 'reset_link_invalid' });
}

/** Spends every outstanding reset link and recovery SMS code of the user (password changed). */
export async function revokeRecovery(
  ctx: IdentityContext,
  user: Pick<UserRow, 'id' | 'phoneCode' | 'phoneNumber'>,
): Promise<void> {
  const now = new Date(ctx.now());
  await ctx.db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
  if (user.phoneCode && user.phoneNumber) {
    await ctx.db
      .update(smsCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(smsCodes.phone, `${user.phoneCode}${user.phoneNumber}`),
          eq(smsCodes.purpose, 'recovery'),
          isNull(smsCodes.consumedAt),
        ),
      );
  }
}

async function setNewPassword(
  ctx: IdentityContext,
  user: UserRow,
  password: string,
): Promise<void> {
  const hash = await ctx.hasher.hash(password);
  const now = new Date(ctx.now());
  await ctx.db
    .update(users)
    .set({ passwordHash: hash, passwordChangedAt: now, updatedAt: now })
    .where(eq(users.id, user.id));
  // Every open session ends: whoever knew the old password is out.
  await endUserSessions(ctx, user.id, 'password_reset');
  await revokeRecovery(ctx, user);
}

/** `POST /web-api/auth/password/reset`: by link token, or by SMS code with the phone. */
export async function resetPassword(
  ctx: IdentityContext,
  input:
    | { token: string; password: string }
    | { phoneCode: string; phoneNumber: string; code: string; password: string },
): Promise<void> {
  if ('token' in input) {
    const now = new Date(ctx.now());
    const hash = sha256Hex(input.token);
    const valid = and(
      eq(passwordResets.tokenHash, hash),
      isNull(passwordResets.usedAt),
      gt(passwordResets.expiresAt, now),
    );
    const [link] = await ctx.db.select().from(passwordResets).where(valid).limit(1);
    const user = link ? await findUserById(ctx.db, link.userId) : null;
    if (!link || !user) throw invalidLink();
    // Check the password before spending the link, so a refused password does not burn it.
    const problem = checkPassword(input.password, [user.email ?? '', String(user.login)]);
    if (problem) throw passwordError(problem);
    const claimed = await ctx.db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(valid)
      .returning({ id: passwordResets.id });
    if (claimed.length === 0) throw invalidLink();
    await setNewPassword(ctx, user, input.password);
    return;
  }
  const phone = `${input.phoneCode}${input.phoneNumber}`;
  const user = await findUserByPhone(ctx.db, phone);
  const problem = checkPassword(input.password, [phone, user ? String(user.login) : '']);
  if (problem) throw passwordError(problem);
  if (!(await verifySmsCode(ctx, { phone, purpose: 'recovery', code: input.code })) || !user) {
    throw new IdentityError(400, 'auth_sms_code_invalid', { code: 'sms_code_invalid' });
  }
  await setNewPassword(ctx, user, input.password);
}
