import { referralDataFromCookies, isOldEnough } from '@playfield/domain';
import type { RegisterRequest } from '@playfield/protocol';
import { countEvents, recordEvent } from './attempts.ts';
import { requireCaptchaWhen } from './captcha/service.ts';
import type { IdentityContext } from './context.ts';
import { sendEmailVerification } from './email-verification.ts';
import { IdentityError } from './errors.ts';
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
import { MIN_PASSWORD_LENGTH } from '@playfield/domain';

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

/** Checks country, currency and age, and asks for a captcha past the per-IP rate. */
export async function checkRegistrationBasics(
  ctx: IdentityContext,
  input: { countryCode: string; currency: string; birthDate?: string },
  req: RequestInfo,
): Promise<void> {
  await assertRegistrationOpen(ctx);
  const recent = await countEvents(ctx, 'register-ip', req.ip, HOUR);
  await requireCaptchaWhen(
    ctx,
    recent >= ctx.limits.registrationsPerIpPerHour,
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
}

export interface RegistrationResult {
  user: UserRow;
  /** Set when the site generated the password (one-click, phone without one): shown once. */
  generatedPassword?: string;
  session: NewSession;
}

/** Inserts the user (turning unique violations into the matching 409) and signs them in. */
export async function createRegisteredUser(
  ctx: IdentityContext,
  values: NewUser,
  req: RequestInfo,
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
  await recordEvent(ctx, 'register-ip', req.ip);
  const session = await createSession(ctx, {
    userId: user.id,
    remember: false,
    userAgent: req.userAgent,
    ip: req.ip,
  });
  return { user, session };
}

/** `POST /web-api/auth/register` for the one-click, e-mail and phone types. */
export async function register(
  ctx: IdentityContext,
  input: RegisterRequest,
  req: RequestInfo,
): Promise<RegistrationResult> {
  await checkRegistrationBasics(ctx, input, req);
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
    );
    return { user, generatedPassword: password, session };
  }

  if (input.type === 'email') {
    const problem = checkPassword(input.password, [input.email]);
    if (problem) throw passwordError(problem);
    if (await findUserByEmail(ctx.db, input.email)) {
      throw new IdentityError(409, 'auth_email_taken', { code: 'email_taken' });
    }
    const { user, session } = await createRegisteredUser(
      ctx,
      {
        ...common,
        registrationType: 'full_reg',
        email: input.email,
        name: input.name || null,
        surname: input.surname || null,
        passwordHash: await ctx.hasher.hash(input.password),
      },
      req,
    );
    await sendEmailVerification(ctx, { userId: user.id, email: input.email, lang: req.lang });
    return { user, session };
  }

  const phone = `${input.phoneCode}${input.phoneNumber}`;
  if (input.password !== undefined) {
    const problem = checkPassword(input.password, [phone, input.phoneNumber]);
    if (problem) throw passwordError(problem);
  }
  if (await findUserByPhone(ctx.db, phone)) {
    throw new IdentityError(409, 'auth_phone_taken', { code: 'phone_taken' });
  }
  if (!(await verifySmsCode(ctx, { phone, purpose: 'register', code: input.smsCode }))) {
    throw new IdentityError(400, 'auth_sms_code_invalid', { code: 'sms_code_invalid' });
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
  );
  return input.password === undefined
    ? { user, generatedPassword: password, session }
    : { user, session };
}
