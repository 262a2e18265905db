// HTTP bodies of the identity API (issue 3; spec §3, §7, §8): registration, sign-in, recovery,
// office security, accounts and captcha. Requests are zod schemas (the server parses with
// them); responses are schemas too, so the web client and end-to-end tests can check what
// they receive.
import {
  normalizeCountryCode,
  normalizePhoneNumber,
  normalizeTelCode,
  SOCIAL_PROVIDERS,
} from '@playfield/domain/user';
import { z } from 'zod';

/** Country of residence: ISO 3166-1 alpha-2, lower-cased (spec §5). */
export const identityCountrySchema = z
  .string()
  .trim()
  .transform(normalizeCountryCode)
  .pipe(z.string().regex(/^[a-z]{2}$/, 'a two-letter country code'));

/** ISO 4217 currency, upper-cased. */
export const identityCurrencySchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/, 'a three-letter currency code'));

export const emailSchema = z.string().trim().max(254).pipe(z.email());

/** A password as typed; the policy (length, common list) is applied by the service. */
export const passwordInputSchema = z.string().min(1).max(256);

/** Dialling code with the `+` enforced (spec §5): `7` → `+7`. */
export const telCodeSchema = z
  .string()
  .trim()
  .max(8)
  .transform(normalizeTelCode)
  .pipe(z.string().regex(/^\+\d{1,4}$/, 'a dialling code such as +7'));

/** National number, digits only after removing spaces, dashes and brackets. */
export const phoneNumberSchema = z
  .string()
  .max(32)
  .transform(normalizePhoneNumber)
  .pipe(z.string().regex(/^\d{4,14}$/, 'a phone number of 4 to 14 digits'));

export const smsCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'a 6-digit code');

/** 0 refuse, 1 sport bonus, 2 casino bonus (spec §3). */
export const bonusChoiceSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

const optionalText = (max: number) => z.string().trim().max(max).optional();

const registrationCommon = {
  countryCode: identityCountrySchema,
  currency: identityCurrencySchema,
  bonusChoice: bonusChoiceSchema.default(0),
  /** `YYYY-MM-DD`; when given, the site's minimum age applies. */
  birthDate: z.iso.date().optional(),
  promoCode: optionalText(64),
};

export const oneClickRegistrationSchema = z.object({
  type: z.literal('one_click'),
  ...registrationCommon,
});

export const emailRegistrationSchema = z.object({
  type: z.literal('email'),
  email: emailSchema,
  password: passwordInputSchema,
  name: optionalText(100),
  surname: optionalText(100),
  ...registrationCommon,
});

/** Phone registration: the code comes from `POST /web-api/auth/sms/send` (purpose register). */
export const phoneRegistrationSchema = z.object({
  type: z.literal('phone'),
  phoneCode: telCodeSchema,
  phoneNumber: phoneNumberSchema,
  smsCode: smsCodeSchema,
  /** Optional: without one the site generates a password and shows it once. */
  password: passwordInputSchema.optional(),
  ...registrationCommon,
});

/** `POST /web-api/auth/register`. */
export const registerRequestSchema = z.discriminatedUnion('type', [
  oneClickRegistrationSchema,
  emailRegistrationSchema,
  phoneRegistrationSchema,
]);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/**
 * Answer of register: 201 with the new account for one-click and phone (`login` and
 * `password` only when the site generated them, shown once); 202 "check your e-mail" with no
 * session for e-mail — the same whether the address was free or taken (decision 022).
 */
export const registerResponseSchema = z.union([
  z.object({
    userId: z.number().int(),
    login: z.string().optional(),
    password: z.string().optional(),
  }),
  z.object({ success: z.literal(true), mailSent: z.literal(true), message: z.string() }),
]);
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/**
 * `POST /web-api/auth/login`. `login` is an e-mail, an international phone number (`+7…`), or
 * the account number. With `phoneCode`, `login` is the national number.
 */
export const loginRequestSchema = z.object({
  login: z.string().trim().min(1).max(254),
  password: passwordInputSchema,
  save: z.boolean().default(false),
  phoneCode: telCodeSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** 200 of a login: signed in, or a two-step code is needed (complete with `ticket`). */
export const loginResponseSchema = z.union([
  z.object({ success: z.literal(true), userId: z.number().int() }),
  z.object({ twoStep: z.literal(true), ticket: z.string() }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `POST /web-api/auth/two-step`: a TOTP code or a one-time recovery code. */
export const twoStepRequestSchema = z.object({
  ticket: z.string().min(1).max(2048),
  code: z.string().trim().min(6).max(32),
  save: z.boolean().optional(),
});

export const SMS_PURPOSES = ['register', 'login', 'bind', 'recovery'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** `POST /web-api/auth/sms/send`. */
export const smsSendRequestSchema = z.object({
  phoneCode: telCodeSchema,
  phoneNumber: phoneNumberSchema,
  purpose: z.enum(SMS_PURPOSES),
});

/** `POST /web-api/auth/login/sms`. */
export const smsLoginRequestSchema = z.object({
  phoneCode: telCodeSchema,
  phoneNumber: phoneNumberSchema,
  code: smsCodeSchema,
  save: z.boolean().default(false),
});

/** `POST /web-api/auth/password/forgot`: by e-mail (link) or phone (SMS code). */
export const forgotPasswordRequestSchema = z.union([
  z.object({ email: emailSchema }),
  z.object({ phoneCode: telCodeSchema, phoneNumber: phoneNumberSchema }),
]);

/** `POST /web-api/auth/password/reset`: the link's token, or the SMS code with its phone. */
export const resetPasswordRequestSchema = z.union([
  z.object({ token: z.string().min(10).max(200), password: passwordInputSchema }),
  z.object({
    phoneCode: telCodeSchema,
    phoneNumber: phoneNumberSchema,
    code: smsCodeSchema,
    password: passwordInputSchema,
  }),
]);

export const changePasswordRequestSchema = z.object({
  currentPassword: passwordInputSchema,
  newPassword: passwordInputSchema,
});

export const twoFactorCodeRequestSchema = z.object({ code: z.string().trim().min(6).max(32) });

/** Two-factor setup: scan the QR (or type the secret), then confirm with a code. */
export const twoFactorSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** `data:image/svg+xml;base64,…` */
  qrCode: z.string(),
});

/** Two-factor confirmed: ten single-use recovery codes, shown once. */
export const twoFactorEnabledResponseSchema = z.object({
  success: z.literal(true),
  recoveryCodes: z.array(z.string()).length(10),
});

export const securityQuestionRequestSchema = z.object({
  question: z.string().trim().min(3).max(200),
  answer: z.string().trim().min(1).max(200),
  password: passwordInputSchema,
});

/** `PUT /web-api/user/bonus-choice`: the bonus picked after registration (spec §3). */
export const bonusChoiceRequestSchema = z.strictObject({ bonusChoice: bonusChoiceSchema });

export const phoneBindRequestSchema = z.object({
  phoneCode: telCodeSchema,
  phoneNumber: phoneNumberSchema,
  code: smsCodeSchema,
});

/** Adding or changing the e-mail needs the password: the address can reset it. */
export const emailSetRequestSchema = z.object({
  email: emailSchema,
  password: passwordInputSchema,
});

/** One-click "save by e-mail" (spec §3 option 2): the password the player was just shown. */
export const credentialsEmailRequestSchema = z.object({
  email: emailSchema,
  password: passwordInputSchema,
});

export const tokenBodySchema = z.object({ token: z.string().min(10).max(4096) });

/** `POST /web-api/user/activate` (also what `user/activate?type=` pages call). */
export const activateRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('email'), token: z.string().min(10).max(200) }),
  z.object({
    type: z.literal('phone'),
    phoneCode: telCodeSchema,
    phoneNumber: phoneNumberSchema,
    code: smsCodeSchema,
  }),
]);

/** Short-lived bearer token for `Authorization: Bearer` (`GET /web-api/user/gettoken`). */
export const bearerTokenResponseSchema = z.object({
  token: z.string(),
  /** Seconds since the epoch. */
  expiresAt: z.number().int(),
});
export type BearerTokenResponse = z.infer<typeof bearerTokenResponseSchema>;

export const sessionViewSchema = z.object({
  id: z.number().int(),
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  remember: z.boolean(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

/** An account row (spec §3 "Accounts"); `money` arrives with the wallet. */
export const accountViewSchema = z.object({
  id: z.number().int(),
  /** 0 main, 4 bonus, 9 currency account. */
  type: z.union([z.literal(0), z.literal(4), z.literal(9)]),
  iso: z.string(),
  symbol: z.string(),
  currencyId: z.number().int(),
  label: z.string(),
  labelWithSymbol: z.string(),
  isActive: z.boolean(),
});
export type AccountView = z.infer<typeof accountViewSchema>;

export const addAccountRequestSchema = z.object({ currency: identityCurrencySchema });

/** `GET /web-api/captcha/update` query. */
export const captchaUpdateQuerySchema = z.object({
  kind: z.enum(['image', 'pow']).default('image'),
  type: z.enum(['1', '2']).default('1'),
});

export const captchaChallengeSchema = z.object({
  /** HMAC-signed challenge id, sent back to `/validate`. */
  captchaId: z.string(),
  /** 1 ordinary; 2 failing it logs the user out (spec §8). */
  type: z.union([z.literal(1), z.literal(2)]),
  kind: z.enum(['image', 'pow']),
  /** Image challenges: an SVG data URL showing a sum to solve. */
  image: z.string().optional(),
  /** Proof of work: find `nonce` with SHA-256(`prefix:nonce`) having `difficulty` zero bits. */
  pow: z.object({ prefix: z.string(), difficulty: z.number().int() }).optional(),
  /** Seconds since the epoch. */
  expiresAt: z.number().int(),
  time: z.number().int(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** `POST /web-api/captcha/validate`: `answer` is the sum, or the nonce for proof of work. */
export const captchaValidateRequestSchema = z.object({
  captchaId: z.string().min(10).max(1024),
  answer: z.string().trim().min(1).max(64),
});

export const captchaValidateResponseSchema = z.union([
  /** Put `token` in the `X-Captcha-Token` header of the retried request. */
  z.object({ success: z.literal(true), token: z.string(), expiresAt: z.number().int() }),
  z.object({
    success: z.literal(false),
    isLogoutUser: z.boolean(),
    time: z.number().int(),
    error_message: z.string(),
  }),
]);

/**
 * The 400 that asks for a captcha (spec §8). Codes: 100 general, 111 sign-in after failures,
 * 112 registration or SMS rate, 113 a sensitive action on a signed-in session (captcha type 2:
 * failing it logs the user out).
 */
export const captchaRequiredErrorSchema = z.object({
  message: z.string(),
  status: z.literal(400),
  code: z.union([z.literal(100), z.literal(111), z.literal(112), z.literal(113)]),
  captcha: z.object({
    type: z.union([z.literal(1), z.literal(2)]),
    kinds: z.array(z.enum(['image', 'pow'])),
  }),
});
export type CaptchaRequiredError = z.infer<typeof captchaRequiredErrorSchema>;

export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);

/** `GET /web-api/auth/providers`: only the configured providers. */
export const authProvidersResponseSchema = z.object({
  providers: z.array(z.object({ id: socialProviderSchema, startUrl: z.string() })),
});

/** `GET /web-api/auth/phone-countries` (spec §3 "Phone country", "Phone mask"). */
export const phoneCountriesResponseSchema = z.object({
  countries: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      country_code: z.string(),
      tel_code: z.string(),
    }),
  ),
  masks: z.array(
    z.object({
      CountryId: z.number().int(),
      Mask: z.string(),
      Min: z.number().int(),
      Max: z.number().int(),
    }),
  ),
});

/** One message in the development outbox (`GET /web-api/dev/outbox?to=`). */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
