// The public entry of @playfield/domain. Named exports only (no `export *`): add a line per
// module, keeping this list sorted by module.
export {
  BLOCK_PAGES,
  blockPageForReason,
  blockRedirectTarget,
  isBlockPage,
} from './block-pages.ts';
export type { BlockPage } from './block-pages.ts';
export { readCookie, serializeCookie } from './cookie-header.ts';
export type { CookieWriteOptions } from './cookie-header.ts';
export {
  DEFAULT_TIME_ZONE_OFFSET,
  DISPLAY_COOKIES,
  formatUtcOffset,
  parseHour12,
  parseTheme,
  parseTimeZoneOffset,
  readDisplayPreferences,
  themeCookieValue,
} from './display-preferences.ts';
export type { DisplayPreferences, ThemeName } from './display-preferences.ts';
export {
  RTL_LANGUAGES,
  SITE_LANGUAGES,
  chooseLanguage,
  isLanguageCode,
  isSiteLanguage,
  parseAcceptLanguage,
  resolveLanguageRoute,
  textDirection,
} from './language.ts';
export type {
  LanguageChoiceInput,
  LanguageRouteDecision,
  LanguageRouteInput,
  SiteLanguage,
} from './language.ts';
export { pathWithoutLanguage, withLanguage } from './language-path.ts';
export { ageInYears, isOldEnough } from './user/age.ts';
export {
  ACTIVATION_TYPE,
  activationAfterEmailChanged,
  activationAfterEmailVerified,
  activationAfterPhoneAdded,
  activationAfterPhoneRemoved,
  hasConfirmedEmail,
  hasConfirmedPhone,
  toActivationType,
} from './user/activation.ts';
export type { ActivationType, PhoneAddedResult } from './user/activation.ts';
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
} from './user/constants.ts';
export type {
  AccountType,
  AuthFormState,
  BonusChoice,
  CaptchaErrorCode,
  RegistrationType,
  SaveCredentialsOption,
  SocialProvider,
} from './user/constants.ts';
export {
  applyPhoneMask,
  fitsPhoneMask,
  internationalPhone,
  normalizeCountryCode,
  normalizePhoneCountry,
  normalizePhoneNumber,
  normalizeTelCode,
  splitInternationalPhone,
} from './user/phone.ts';
export type { PhoneCountry, PhoneMask } from './user/phone.ts';
export { RETURN_URL_KEYS, resolvePostAuthRedirect, safeRelativePath } from './user/redirect.ts';
export type {
  AfterAuthRedirectRoute,
  PostAuthRedirect,
  PostAuthRedirectInput,
  ReturnUrlKey,
} from './user/redirect.ts';
export {
  DEFAULT_REFERRAL_COOKIE_MAX_AGE,
  REFERRAL_COOKIE,
  REFERRAL_QUERY_KEYS,
  partnerIdFromTag,
  referralCookiesFromQuery,
  referralDataFromCookies,
} from './user/referral.ts';
export type { ReferralCookie, ReferralData } from './user/referral.ts';
export {
  mayShowRegistrationReminder,
  nextRegistrationReminderAt,
  registrationReminderDelayMs,
} from './user/reminder.ts';
export type { RegistrationReminderConfig, RegistrationReminderInput } from './user/reminder.ts';
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
} from './user/status.ts';
export type {
  ProtectionBand,
  ProtectionMethods,
  UserPersonalData,
  UserStatusFacts,
} from './user/status.ts';
