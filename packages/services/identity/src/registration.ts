import { referralDataFromCookies, isOldEnough } from '@playfield/domain/user';
import type { RegisterRequest } from '@playfield/protocol/identity';
import { recordEvent, reserveEvent } from './attempts.ts';
import { requireCaptchaWhen } from './captcha/service.ts';
import type { IdentityContext } from './context.ts';
import { sendEmailVerification } from './email-verification.ts';
import { IdentityError } from './errors.ts';
import { message } from './messages.ts';
import { enqueue } from './outbox.ts';
import { generatePassword } from './generated-password.ts';
import { checkPassword, MAX_PASSWORD_LENGTH } from './passwords.ts';
import type { PasswordProblem } from './passwords.ts';
import type { RequestInfo } from './request-info.ts';
import { createSession } from './sessions.ts';
import type { NewSession } from './sessions.ts';
import { verifySmsCode } from './sms.ts';
import {
  countryExists,
  createUserWithMainAccount,
  currencyExists,
  findUserByEmail,
  findUserByPhone,
  violates,
} from './users.ts';
import type { NewUser, UserRow } from './users.ts';
import { MIN_PASSWORD_LENGTH } from '@playfield/domain/user';

const HOUR = 60 * 60_000;

/** The 400 for a password that breaks the policy. */
export function passwordError(problem: PasswordProblem): IdentityError {
  switch (problem) {
    case 'too_short':
      return new IdentityError(400, 'auth_password_too_short', {
        params: { min: MIN_PASSWORD_LENGTH },
        code: 'password_too_short',
      });
    case 'too_long':
      return new IdentityError(400, 'auth_password_too_long', {
        params: { max: MAX_PASSWORD_LENGTH },
        code: 'password_too_long',
      });
    case 'common':
      return new IdentityError(400, 'auth_password_common', { code: 'password_common' });
    default:
      return new IdentityError(400, 'auth_password_same_as_login', {
        code: 'password_same_as_login',
      });
  }
}

/** Registration is open unless the site closes it or this is a VIP domain (spec §2, §5). */
export async function assertRegistrationOpen(ctx: IdentityContext): Promise<void> {
  const config = await ctx.siteConfig();
  if (!config.isRegistrationAllowed || config.isVipDomain) {
    throw new IdentityError(403, 'auth_registration_closed', { code: 'registration_closed' });
  }
}

/**
 * Checks country, currency and age, and asks for a captcha past the per-IP rate. The
 * registration is counted for the address BEFORE anything is checked (a burst gets at most
 * `registrationsPerIpPerHour` through without captchas); the caller releases the count when
 * the registration is refused.
 */
export async function checkRegistrationBasics(
  ctx: IdentityContext,
  input: { countryCode: string; currency: string; birthDate?: string },
  req: RequestInfo,
): Promise<{ release(): Promise<void> }> {
  await assertRegistrationOpen(ctx);
  const reserved = await reserveEvent(ctx, 'register-ip', req.ip, HOUR);
  try {
    await requireCaptchaWhen(
      ctx,
      reserved.count > ctx.limits.registrationsPerIpPerHour,
      req.captchaToken,
      112,
    );
    if (!(await countryExists(ctx.db, input.countryCode))) {
      throw new IdentityError(400, 'auth_unknown_country', { code: 'unknown_country' });
    }
    if (!(await currencyExists(ctx.db, input.currency))) {
      throw new IdentityError(400, 'auth_unknown_currency', { code: 'unknown_currency' });
    }
    if (input.birthDate !== undefined) {
      const { minAge } = await ctx.siteConfig();
      if (!isOldEnough(input.birthDate, minAge, ctx.now())) {
        throw new IdentityError(400, 'auth_too_young', {
          params: { age: minAge },
          code: 'too_young',
        });
      }
    }
  } catch (error) {
    await reserved.release();
    throw error;
  }
  return reserved;
}

/**
 * What a registration gives: a signed-in account (one-click and phone; the generated password
 * shown once), or for e-mail only "a letter is on its way" — the same whether the address was
 * free or already had an account, so the answer never tells which (issue 13 item 18).
 */
export type RegistrationResult =
  | {
      kind: 'session';
      user: UserRow;
      /** Set when the site generated the password (one-click, phone without one): shown once. */
      generatedPassword?: string;
      session: NewSession;
    }
  | { kind: 'mail-sent' };

/** Inserts the user (turning unique violations into the matching 409) and signs them in. */
export async function createRegisteredUser(
  ctx: IdentityContext,
  values: NewUser,
  req: RequestInfo,
  /** False when the caller already counted the registration for the address. */
  countForIp = true,
): Promise<{ user: UserRow; session: NewSession }> {
  let user: UserRow;
  try {
    user = await createUserWithMainAccount(ctx.db, ctx.random, values);
  } catch (error) {
    if (violates(error, 'users_email_lower_unique')) {
      throw new IdentityError(409, 'auth_email_taken', { code: 'email_taken' });
    }
    if (violates(error, 'users_phone_unique')) {
      throw new IdentityError(409, 'auth_phone_taken', { code: 'phone_taken' });
    }
    throw error;
  }
  if (countForIp) await recordEvent(ctx, 'register-ip', req.ip);
  const session = await createSession(ctx, {
    userId: user.id,
    remember: false,
    userAgent: req.userAgent,
    ip: req.ip,
  });
  return { user, session };
}

/**
 * Tells the owner of an address that someone tried to register with it, instead of telling
 * the one who tried (issue 13 item 18).
 */
async function warnOwnerOfEmail(ctx: IdentityContext, email: string, lang: string): Promise<void> {
  const { companyName } = await ctx.siteConfig();
  await enqueue(ctx.db, ctx.now(), {
    channel: 'email',
    to: email,
    subject: message(lang, 'auth_mail_taken_subject', { company: companyName }),
    body: message(lang, 'auth_mail_taken_body', {
      company: companyName,
      link: `${ctx.publicUrl}/${lang}`,
    }),
  });
}

/** `POST /web-api/auth/register` for the one-click, e-mail and phone types. */
export async function register(
  ctx: IdentityContext,
  input: RegisterRequest,
  req: RequestInfo,
): Promise<RegistrationResult> {
  const reserved = await checkRegistrationBasics(ctx, input, req);
  try {
    return await registerChecked(ctx, input, req);
  } catch (error) {
    await reserved.release();
    throw error;
  }
}

async function registerChecked(
  ctx: IdentityContext,
  input: RegisterRequest,
  req: RequestInfo,
): Promise<RegistrationResult> {
  const now = ctx.now();
  const common = {
    countryCode: input.countryCode,
    currency: input.currency,
    bonusChoice: input.bonusChoice,
    birthDate: input.birthDate ?? null,
    referral: {
      ...referralDataFromCookies(req.cookies),
      ...(input.promoCode ? { registrationPromoCode: input.promoCode } : {}),
    },
    language: req.lang,
    createdAt: new Date(now),
    updatedAt: new Date(now),
  };

  if (input.type === 'one_click') {
    const password = generatePassword(ctx.random);
    const { user, session } = await createRegisteredUser(
      ctx,
      { ...common, registrationType: 'one_click', passwordHash: await ctx.hasher.hash(password) },
      req,
      false,
    );
    return { kind: 'session', user, generatedPassword: password, session };
  }

  if (input.type === 'email') {
    const problem = checkPassword(input.password, [input.email]);
    if (problem) throw passwordError(problem);
    // Hash whether or not the address is free: the answer and its cost are the same.
    const passwordHash = await ctx.hasher.hash(input.password);
    if (await findUserByEmail(ctx.db, input.email)) {
      await warnOwnerOfEmail(ctx, input.email, req.lang);
      return { kind: 'mail-sent' };
    }
    let user: UserRow;
    try {
      user = await createUserWithMainAccount(ctx.db, ctx.random, {
        ...common,
        registrationType: 'full_reg',
        email: input.email,
        name: input.name || null,
        surname: input.surname || null,
        passwordHash,
      });
    } catch (error) {
      // Taken between the look-up and the insert: answered like any taken address.
      if (!violates(error, 'users_email_lower_unique')) throw error;
      await warnOwnerOfEmail(ctx, input.email, req.lang);
      return { kind: 'mail-sent' };
    }
    // No session: the letter (confirmation link) is the next step, as for a taken address.
    await sendEmailVerification(ctx, { userId: user.id, email: input.email, lang: req.lang });
    return { kind: 'mail-sent' };
  }

  const phone = `${input.phoneCode}${input.phoneNumber}`;
  if (input.password !== undefined) {
    const problem = checkPassword(input.password, [phone, input.phoneNumber]);
    if (problem) throw passwordError(problem);
  }
  // The code first: a taken number never gets a registration code (its owner gets a notice
  // instead), so a taken number answers "wrong code" like any wrong code.
  if (!(await verifySmsCode(ctx, { phone, purpose: 'register', code: input.smsCode }))) {
    throw new IdentityError(400, 'auth_sms_code_invalid', { code: 'sms_code_invalid' });
  }
  if (await findUserByPhone(ctx.db, phone)) {
    throw new IdentityError(409, 'auth_phone_taken', { code: 'phone_taken' });
  }
  const password = input.password ?? generatePassword(ctx.random);
  const { user, session } = await createRegisteredUser(
    ctx,
    {
      ...common,
      registrationType: 'phone_reg',
      phoneCode: input.phoneCode,
      phoneNumber: input.phoneNumber,
      // The SMS code just proved the phone: phone-only activation, phone binding on.
      activationType: 3,
      phoneBindingEnabled: true,
      passwordHash: await ctx.hasher.hash(password),
    },
    req,
    false,
  );
  return input.password === undefined
    ? { kind: 'session', user, generatedPassword: password, session }
    : { kind: 'session', user, session };
}
