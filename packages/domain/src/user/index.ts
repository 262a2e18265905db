// `@playfield/domain/user`: user status, activation, phone, age, referral, redirects and reminders. Named exports only;
// one line per module.
export { ageInYears, isOldEnough } from './age.ts';
export {
  ACTIVATION_TYPE,
  activationAfterEmailChanged,
  activationAfterEmailVerified,
  activationAfterPhoneAdded,
  activationAfterPhoneRemoved,
  hasConfirmedEmail,
  hasConfirmedPhone,
  toActivationType,
} from './activation.ts';
export type { ActivationType, PhoneAddedResult } from './activation.ts';
export {
  ACCOUNT_TYPE,
  AUTH_FORM_STATES,
  BONUS_CHOICE,
  CAPTCHA_ERROR_CODES,
  CAPTCHA_HEADER,
  LOGOUT_CAPTCHA_TYPE,
  MIN_PASSWORD_LENGTH,
  REGISTRATION_TYPES,
  SAVE_CREDENTIALS_OPTION,
  SOCIAL_PROVIDERS,
  UA_COOKIE,
  USER_TOKEN_COOKIE,
  isCaptchaErrorCode,
} from './constants.ts';
export type {
  AccountType,
  AuthFormState,
  BonusChoice,
  CaptchaErrorCode,
  RegistrationType,
  SaveCredentialsOption,
  SocialProvider,
} from './constants.ts';
export {
  applyPhoneMask,
  fitsPhoneMask,
  internationalPhone,
  normalizeCountryCode,
  normalizePhoneCountry,
  normalizePhoneNumber,
  normalizeTelCode,
  splitInternationalPhone,
} from './phone.ts';
export type { PhoneCountry, PhoneMask } from './phone.ts';
export { RETURN_URL_KEYS, resolvePostAuthRedirect, safeRelativePath } from './redirect.ts';
export type {
  AfterAuthRedirectRoute,
  PostAuthRedirect,
  PostAuthRedirectInput,
  ReturnUrlKey,
} from './redirect.ts';
export {
  DEFAULT_REFERRAL_COOKIE_MAX_AGE,
  REFERRAL_COOKIE,
  REFERRAL_QUERY_KEYS,
  partnerIdFromTag,
  referralCookiesFromQuery,
  referralDataFromCookies,
} from './referral.ts';
export type { ReferralCookie, ReferralData } from './referral.ts';
export {
  mayShowRegistrationReminder,
  nextRegistrationReminderAt,
  registrationReminderDelayMs,
} from './reminder.ts';
export type { RegistrationReminderConfig, RegistrationReminderInput } from './reminder.ts';
export {
  PENDING_USER_STATUS_ID,
  PROTECTION_WEIGHTS,
  VERIFICATION_SUCCESSFUL,
  areContactsFilled,
  isBanned,
  isNotVerified,
  isPending,
  isProfileComplete,
  isVerificationAvailable,
  isVerified,
  protectionBand,
  protectionLevel,
} from './status.ts';
export type {
  ProtectionBand,
  ProtectionMethods,
  UserPersonalData,
  UserStatusFacts,
} from './status.ts';
