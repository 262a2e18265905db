// The identity context's public endpoints (spec §3 registration and the office's security, §4
// sessions, §7 identity and captcha calls, §8 refusals; decision 031): `/web-api/auth/*`,
// `/web-api/user/*`, `/web-api/session` and `/web-api/captcha/*`. Refusals carry spec §8's
// shape; an invalid body or query is `invalid_input` with the `fields` it names, a captcha
// demand is a 400 with code 100, 111, 112 or 113 and the `captcha` to run. The development
// outbox (`/web-api/dev/outbox`) is not among them.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  accountViewSchema,
  activateRequestSchema,
  addAccountRequestSchema,
  authProvidersResponseSchema,
  bearerTokenResponseSchema,
  bonusChoiceRequestSchema,
  bonusChoiceSchema,
  captchaChallengeSchema,
  captchaUpdateQuerySchema,
  captchaValidateRequestSchema,
  captchaValidateResponseSchema,
  changePasswordRequestSchema,
  credentialsEmailRequestSchema,
  emailSetRequestSchema,
  forgotPasswordRequestSchema,
  identityCountrySchema,
  identityCurrencySchema,
  loginRequestSchema,
  loginResponseSchema,
  phoneBindRequestSchema,
  phoneCountriesResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
  securityQuestionRequestSchema,
  sessionViewSchema,
  smsLoginRequestSchema,
  smsSendRequestSchema,
  tokenBodySchema,
  twoFactorCodeRequestSchema,
  twoFactorEnabledResponseSchema,
  twoFactorSetupResponseSchema,
  twoStepRequestSchema,
} from '../identity.ts';
import { userConfigSchema } from '../identity-user-config.ts';

/** Where the context's router is mounted (its paths start with it). */
export const IDENTITY_API_PREFIX = '/web-api';

const auth = (path: string) => `${IDENTITY_API_PREFIX}/auth${path}`;
const user = (path: string) => `${IDENTITY_API_PREFIX}/user${path}`;
const captcha = (path: string) => `${IDENTITY_API_PREFIX}/captcha${path}`;

const INVALID = 'invalid_input';
/** Spec §8: the captcha demands (a body with `captcha: { type, kinds }`). */
const CAPTCHA = ['100', '111', '112', '113'] as const;
const SIGNED_IN = { 401: ['unauthorized'] } as const;
const RATE_LIMITED = { 429: ['rate_limited', 'locked'] } as const;
const PASSWORD_POLICY = [
  'password_too_short',
  'password_too_long',
  'password_common',
  'password_same_as_login',
] as const;

/** The answer of a write that says nothing more than its success. */
export const successSchema = z.object({ success: z.literal(true) });
/** Success with a message in the caller's language. */
export const successMessageSchema = successSchema.extend({ message: z.string() });
/** A positive id in a path (anything else is not found). */
const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number)
    .refine((n) => Number.isSafeInteger(n) && n > 0),
});
const providerParams = z.object({ provider: z.string() });
/** 0 none, 1 e-mail only, 2 both, 3 phone only. */
const activationTypeSchema = z.number().int();

// ---------------------------------------------------------------- /auth

export const registerEndpoint = defineEndpoint({
  id: 'identity.register',
  method: 'POST',
  path: auth('/register'),
  summary:
    'Registers a player: 201 with the session cookie (one-click, phone; a generated password is shown once), 202 "check your e-mail" without a session (e-mail: the same answer whether the address was free or taken).',
  access: 'anyone',
  body: registerRequestSchema,
  response: registerResponseSchema,
  status: 201,
  errors: {
    400: [
      INVALID,
      ...CAPTCHA,
      ...PASSWORD_POLICY,
      'unknown_country',
      'unknown_currency',
      'too_young',
      'sms_code_invalid',
    ],
    403: ['registration_closed'],
    409: ['phone_taken'],
  },
});

export const loginEndpoint = defineEndpoint({
  id: 'identity.login',
  method: 'POST',
  path: auth('/login'),
  summary:
    'Signs in with a login and password: the session cookie, or a two-step ticket when two-factor is on.',
  access: 'anyone',
  body: loginRequestSchema,
  response: loginResponseSchema,
  errors: { 400: [INVALID, ...CAPTCHA], 401: ['bad_credentials'], ...RATE_LIMITED },
});

export const twoStepEndpoint = defineEndpoint({
  id: 'identity.twoStep',
  method: 'POST',
  path: auth('/two-step'),
  summary: 'Completes a two-step sign-in with the ticket and a TOTP or recovery code.',
  access: 'anyone',
  body: twoStepRequestSchema,
  response: z.object({ success: z.literal(true), userId: z.number().int() }),
  errors: {
    400: [INVALID, 'two_step_invalid'],
    401: ['two_step_expired'],
    ...RATE_LIMITED,
  },
});

export const smsSendEndpoint = defineEndpoint({
  id: 'identity.smsSend',
  method: 'POST',
  path: auth('/sms/send'),
  summary: 'Sends a 6-digit code by SMS (registration, sign-in, binding a phone, recovery).',
  access: 'anyone',
  body: smsSendRequestSchema,
  response: z.object({ success: z.literal(true), expiresIn: z.number().int() }),
  errors: { 400: [INVALID, ...CAPTCHA], 401: [], 409: ['phone_taken'], ...RATE_LIMITED },
});

export const smsLoginEndpoint = defineEndpoint({
  id: 'identity.smsLogin',
  method: 'POST',
  path: auth('/login/sms'),
  summary: 'Signs in with a phone and the SMS code sent to it.',
  access: 'anyone',
  body: smsLoginRequestSchema,
  response: loginResponseSchema,
  errors: { 400: [INVALID, ...CAPTCHA], 401: ['sms_code_invalid'], ...RATE_LIMITED },
});

export const logoutEndpoint = defineEndpoint({
  id: 'identity.logout',
  method: 'POST',
  path: auth('/logout'),
  summary: 'Ends the session and removes its cookies (a visitor gets the same answer).',
  access: 'anyone',
  response: successSchema,
  errors: {},
});

export const forgotPasswordEndpoint = defineEndpoint({
  id: 'identity.forgotPassword',
  method: 'POST',
  path: auth('/password/forgot'),
  summary:
    'Sends a reset link (e-mail) or code (SMS); the same answer whether the account exists or not.',
  access: 'anyone',
  body: forgotPasswordRequestSchema,
  response: successSchema,
  errors: { 400: [INVALID, ...CAPTCHA], ...RATE_LIMITED },
});

export const resetPasswordEndpoint = defineEndpoint({
  id: 'identity.resetPassword',
  method: 'POST',
  path: auth('/password/reset'),
  summary: "Sets a new password with the link's token or the SMS code; ends every session.",
  access: 'anyone',
  body: resetPasswordRequestSchema,
  response: successSchema,
  errors: {
    400: [INVALID, ...PASSWORD_POLICY, 'reset_link_invalid', 'sms_code_invalid'],
    ...RATE_LIMITED,
  },
});

export const authProvidersEndpoint = defineEndpoint({
  id: 'identity.providers',
  method: 'GET',
  path: auth('/providers'),
  summary: 'The social sign-in providers configured, with the URL that starts each.',
  access: 'anyone',
  response: authProvidersResponseSchema,
  errors: {},
});

export const phoneCountriesEndpoint = defineEndpoint({
  id: 'identity.phoneCountries',
  method: 'GET',
  path: auth('/phone-countries'),
  summary: "The phone countries in the caller's language and their number masks (cached 600 s).",
  access: 'anyone',
  response: phoneCountriesResponseSchema,
  errors: {},
});

/** `GET /web-api/auth/oauth/{provider}`: where to come back to, and a registration's choices. */
export const oauthStartQuerySchema = z.object({
  'return-url': z.string().max(2000).optional(),
  redirect_url: z.string().max(2000).optional(),
  from_url: z.string().max(2000).optional(),
  currency: identityCurrencySchema.optional(),
  countryCode: identityCountrySchema.optional(),
  bonusChoice: z.coerce.number().pipe(bonusChoiceSchema).optional(),
});

export const oauthStartEndpoint = defineEndpoint({
  id: 'identity.oauthStart',
  method: 'GET',
  path: auth('/oauth/:provider'),
  summary: 'Starts a social sign-in: 302 to the provider, with a short-lived state cookie.',
  access: 'anyone',
  params: providerParams,
  query: oauthStartQuerySchema,
  response: z.never(),
  status: 302,
  errors: { 400: [INVALID], 404: ['provider_unavailable'] },
});

export const oauthCallbackEndpoint = defineEndpoint({
  id: 'identity.oauthCallback',
  method: 'GET',
  path: auth('/oauth/:provider/callback'),
  summary:
    "The provider's return: 302 to the page asked for, signed in (or with `twoStepTicket`); a failure goes to the home page with `auth_error=social`.",
  access: 'anyone',
  params: providerParams,
  query: z.object({ code: z.string().optional(), state: z.string().optional() }),
  response: z.never(),
  status: 302,
  errors: {},
});

// ---------------------------------------------------------------- /captcha

export const captchaUpdateEndpoint = defineEndpoint({
  id: 'identity.captchaUpdate',
  method: 'GET',
  path: captcha('/update'),
  summary: 'A new captcha: an image with a sum to solve, or a proof of work.',
  access: 'anyone',
  query: captchaUpdateQuerySchema,
  response: captchaChallengeSchema,
  errors: { 400: [INVALID] },
});

export const captchaTimeEndpoint = defineEndpoint({
  id: 'identity.captchaTime',
  method: 'GET',
  path: captcha('/gettime'),
  summary: "The server's time in seconds since the epoch.",
  access: 'anyone',
  response: z.object({ time: z.number().int() }),
  errors: {},
});

export const captchaValidateEndpoint = defineEndpoint({
  id: 'identity.captchaValidate',
  method: 'POST',
  path: captcha('/validate'),
  summary:
    'Checks an answer: a token for `X-Captcha-Token`, or a 400 `{ success: false, isLogoutUser }` (failing a type-2 captcha signs the player out).',
  access: 'anyone',
  body: captchaValidateRequestSchema,
  response: captchaValidateResponseSchema,
  errors: { 400: [INVALID] },
});

// ---------------------------------------------------------------- /session, /user

export const sessionEndpoint = defineEndpoint({
  id: 'identity.session',
  method: 'GET',
  path: `${IDENTITY_API_PREFIX}/session`,
  summary: "The session check: the player's id or null; keeps the session alive.",
  access: 'anyone',
  response: z.object({ user_id: z.number().int().nullable() }),
  errors: {},
});

export const userConfigEndpoint = defineEndpoint({
  id: 'identity.userConfig',
  method: 'GET',
  path: user('/config'),
  summary: 'The signed-in player\'s configuration (spec §3 "User config").',
  access: 'player',
  response: userConfigSchema,
  errors: SIGNED_IN,
});

export const getTokenEndpoint = defineEndpoint({
  id: 'identity.getToken',
  method: 'GET',
  path: user('/gettoken'),
  summary: 'A short-lived bearer token of the session, for `Authorization: Bearer`.',
  access: 'player',
  response: bearerTokenResponseSchema,
  errors: SIGNED_IN,
});

export const updateTokenEndpoint = defineEndpoint({
  id: 'identity.updateToken',
  method: 'POST',
  path: user('/updatetoken'),
  summary: 'A fresh bearer token for one still valid whose session is open.',
  access: 'anyone',
  body: tokenBodySchema,
  response: bearerTokenResponseSchema,
  errors: { 400: [INVALID], ...SIGNED_IN },
});

export const sessionsEndpoint = defineEndpoint({
  id: 'identity.sessions',
  method: 'GET',
  path: user('/sessions'),
  summary: "The player's open sessions, the current one marked.",
  access: 'player',
  response: z.object({ sessions: z.array(sessionViewSchema) }),
  errors: SIGNED_IN,
});

export const endOtherSessionsEndpoint = defineEndpoint({
  id: 'identity.endOtherSessions',
  method: 'POST',
  path: user('/sessions/end-others'),
  summary: 'Ends every session of the player but this one.',
  access: 'player',
  response: z.object({ success: z.literal(true), ended: z.number().int() }),
  errors: SIGNED_IN,
});

export const endSessionEndpoint = defineEndpoint({
  id: 'identity.endSession',
  method: 'DELETE',
  path: user('/sessions/:id'),
  summary: "Ends one of the player's sessions (this one's cookies are removed with it).",
  access: 'player',
  params: idParams,
  response: successSchema,
  errors: { ...SIGNED_IN, 404: ['not_found'] },
});

export const changePasswordEndpoint = defineEndpoint({
  id: 'identity.changePassword',
  method: 'POST',
  path: user('/password'),
  summary: 'Changes the password (the current one confirms it); other sessions end.',
  access: 'player',
  body: changePasswordRequestSchema,
  response: successMessageSchema,
  errors: {
    400: [INVALID, ...CAPTCHA, ...PASSWORD_POLICY, 'wrong_password'],
    ...SIGNED_IN,
    ...RATE_LIMITED,
  },
});

export const twoFactorSetupEndpoint = defineEndpoint({
  id: 'identity.twoFactorSetup',
  method: 'POST',
  path: user('/two-factor/setup'),
  summary: 'A new TOTP secret with its QR code, to confirm with a code.',
  access: 'player',
  response: twoFactorSetupResponseSchema,
  errors: { ...SIGNED_IN, 409: ['two_factor_on'] },
});

export const twoFactorEnableEndpoint = defineEndpoint({
  id: 'identity.twoFactorEnable',
  method: 'POST',
  path: user('/two-factor/enable'),
  summary: 'Turns two-factor on with a code of the new secret; answers the recovery codes once.',
  access: 'player',
  body: twoFactorCodeRequestSchema,
  response: twoFactorEnabledResponseSchema,
  errors: {
    400: [INVALID, 'two_step_invalid'],
    ...SIGNED_IN,
    409: ['two_factor_on', 'two_factor_not_set_up'],
    ...RATE_LIMITED,
  },
});

export const twoFactorDisableEndpoint = defineEndpoint({
  id: 'identity.twoFactorDisable',
  method: 'POST',
  path: user('/two-factor/disable'),
  summary: 'Turns two-factor off with a current code.',
  access: 'player',
  body: twoFactorCodeRequestSchema,
  response: successSchema,
  errors: {
    400: [INVALID, 'two_step_invalid'],
    ...SIGNED_IN,
    409: ['two_factor_off'],
    ...RATE_LIMITED,
  },
});

export const bindPhoneEndpoint = defineEndpoint({
  id: 'identity.bindPhone',
  method: 'POST',
  path: user('/phone'),
  summary: 'Binds a phone with the SMS code sent to it.',
  access: 'player',
  body: phoneBindRequestSchema,
  response: z.object({ success: z.literal(true), activationType: activationTypeSchema }),
  errors: { 400: [INVALID, 'sms_code_invalid'], ...SIGNED_IN, 409: ['phone_taken'] },
});

export const bonusChoiceEndpoint = defineEndpoint({
  id: 'identity.bonusChoice',
  method: 'PUT',
  path: user('/bonus-choice'),
  summary: 'The bonus picked after registration (spec §3).',
  access: 'player',
  body: bonusChoiceRequestSchema,
  response: z.object({ success: z.literal(true), bonusChoice: bonusChoiceSchema }),
  errors: { 400: [INVALID], ...SIGNED_IN },
});

export const securityQuestionEndpoint = defineEndpoint({
  id: 'identity.securityQuestion',
  method: 'PUT',
  path: user('/security-question'),
  summary: 'Sets the security question and its answer (the password confirms it).',
  access: 'player',
  body: securityQuestionRequestSchema,
  response: successSchema,
  errors: { 400: [INVALID, ...CAPTCHA, 'wrong_password'], ...SIGNED_IN, ...RATE_LIMITED },
});

export const setEmailEndpoint = defineEndpoint({
  id: 'identity.setEmail',
  method: 'POST',
  path: user('/email'),
  summary: 'Adds or changes the e-mail (the password confirms it) and sends its confirmation link.',
  access: 'player',
  body: emailSetRequestSchema,
  response: successMessageSchema,
  errors: {
    400: [INVALID, ...CAPTCHA, 'wrong_password'],
    ...SIGNED_IN,
    409: ['email_taken', 'email_verified'],
    ...RATE_LIMITED,
  },
});

export const resendEmailVerificationEndpoint = defineEndpoint({
  id: 'identity.resendEmailVerification',
  method: 'POST',
  path: user('/email/verify'),
  summary: "Sends the e-mail's confirmation link again.",
  access: 'player',
  response: successMessageSchema,
  errors: {
    400: ['email_missing'],
    ...SIGNED_IN,
    409: ['email_verified'],
    ...RATE_LIMITED,
  },
});

export const emailCredentialsEndpoint = defineEndpoint({
  id: 'identity.emailCredentials',
  method: 'POST',
  path: user('/credentials/email'),
  summary: 'Mails a one-click player their login and the password they were shown (spec §3).',
  access: 'player',
  body: credentialsEmailRequestSchema,
  response: successSchema,
  errors: { 400: [INVALID, ...CAPTCHA, 'wrong_password'], ...SIGNED_IN, ...RATE_LIMITED },
});

export const accountVerifyEndpoint = defineEndpoint({
  id: 'identity.accountVerify',
  method: 'POST',
  path: user('/accountverify'),
  summary: "Confirms an e-mail with the link's token.",
  access: 'anyone',
  body: tokenBodySchema,
  response: successMessageSchema.extend({ activationType: activationTypeSchema }),
  errors: { 400: [INVALID, 'link_invalid'], 409: ['email_taken'] },
});

export const activateEndpoint = defineEndpoint({
  id: 'identity.activate',
  method: 'POST',
  path: user('/activate'),
  summary:
    "Activates an e-mail (the link's token) or, signed in, a phone (the SMS code sent to it).",
  access: 'anyone',
  body: activateRequestSchema,
  response: z.object({ success: z.literal(true), activationType: activationTypeSchema }),
  errors: {
    400: [INVALID, 'link_invalid', 'sms_code_invalid'],
    ...SIGNED_IN,
    409: ['email_taken', 'phone_taken'],
  },
});

export const activateFastEndpoint = defineEndpoint({
  id: 'identity.activateFast',
  method: 'POST',
  path: user('/activatefast'),
  summary: "Confirms an e-mail with the link's token and signs in (or answers a two-step ticket).",
  access: 'anyone',
  body: tokenBodySchema,
  response: z.union([
    z.object({
      success: z.literal(true),
      activationType: activationTypeSchema,
      userId: z.number().int(),
    }),
    z.object({
      success: z.literal(true),
      activationType: activationTypeSchema,
      twoStep: z.literal(true),
      ticket: z.string(),
    }),
  ]),
  errors: { 400: [INVALID, 'link_invalid'], 409: ['email_taken'] },
});

export const stopNewsletterEndpoint = defineEndpoint({
  id: 'identity.stopNewsletter',
  method: 'POST',
  path: user('/stopnewsletter'),
  summary: "Stops the newsletter with the mail's token.",
  access: 'anyone',
  body: tokenBodySchema,
  response: successMessageSchema,
  errors: { 400: [INVALID, 'link_invalid'] },
});

export const accountsEndpoint = defineEndpoint({
  id: 'identity.accounts',
  method: 'GET',
  path: user('/accounts'),
  summary: "The player's currency accounts.",
  access: 'player',
  response: z.object({ accounts: z.array(accountViewSchema) }),
  errors: SIGNED_IN,
});

export const addAccountEndpoint = defineEndpoint({
  id: 'identity.addAccount',
  method: 'POST',
  path: user('/accounts'),
  summary: 'Adds a currency account; 202: the list shows it when it is open (spec §4).',
  access: 'player',
  body: addAccountRequestSchema,
  response: z.object({
    success: z.literal(true),
    accountId: z.number().int(),
    data: z.object({ message: z.string() }),
  }),
  status: 202,
  errors: { 400: [INVALID, 'unknown_currency'], ...SIGNED_IN, 409: ['account_exists'] },
});

export const removeAccountEndpoint = defineEndpoint({
  id: 'identity.removeAccount',
  method: 'DELETE',
  path: user('/accounts/:id'),
  summary: 'Removes a currency account (not the main one; the wallet and betting have a say).',
  access: 'player',
  params: idParams,
  response: z.object({ success: z.literal(true), data: z.object({ message: z.string() }) }),
  errors: { ...SIGNED_IN, 404: ['not_found'], 409: ['account_not_removable'] },
});

export const activateAccountEndpoint = defineEndpoint({
  id: 'identity.activateAccount',
  method: 'POST',
  path: user('/accounts/:id/activate'),
  summary: 'Makes a currency account the active one.',
  access: 'player',
  params: idParams,
  response: successSchema,
  errors: { ...SIGNED_IN, 404: ['not_found'] },
});

/** Every endpoint of the identity context. */
export const IDENTITY_ENDPOINTS = [
  registerEndpoint,
  loginEndpoint,
  twoStepEndpoint,
  smsSendEndpoint,
  smsLoginEndpoint,
  logoutEndpoint,
  forgotPasswordEndpoint,
  resetPasswordEndpoint,
  authProvidersEndpoint,
  phoneCountriesEndpoint,
  oauthStartEndpoint,
  oauthCallbackEndpoint,
  captchaUpdateEndpoint,
  captchaTimeEndpoint,
  captchaValidateEndpoint,
  sessionEndpoint,
  userConfigEndpoint,
  getTokenEndpoint,
  updateTokenEndpoint,
  sessionsEndpoint,
  endOtherSessionsEndpoint,
  endSessionEndpoint,
  changePasswordEndpoint,
  twoFactorSetupEndpoint,
  twoFactorEnableEndpoint,
  twoFactorDisableEndpoint,
  bindPhoneEndpoint,
  bonusChoiceEndpoint,
  securityQuestionEndpoint,
  setEmailEndpoint,
  resendEmailVerificationEndpoint,
  emailCredentialsEndpoint,
  accountVerifyEndpoint,
  activateEndpoint,
  activateFastEndpoint,
  stopNewsletterEndpoint,
  accountsEndpoint,
  addAccountEndpoint,
  removeAccountEndpoint,
  activateAccountEndpoint,
] as const;
