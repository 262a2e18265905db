// The public entry of @playfield/domain. Named exports only (no `export *`): add a line per
// module, keeping this list sorted by module.
export {
  DEFAULT_BET_CURRENCY,
  betAmountDefaults,
  defaultLeastStake,
  stepAmount,
} from './betting/amount-defaults.ts';
export {
  MARKET_KIND_CORRECT_SCORE,
  MARKET_KIND_OUTRIGHT,
  OUTRIGHT_SPORT_ID,
  isBannedInExpress,
  marketKindOf,
} from './betting/market-kinds.ts';
export type { BetAmountDefaults } from './betting/amount-defaults.ts';
export {
  MAX_AMOUNT_MINOR,
  MAX_COEF,
  MIN_COEF,
  formatAmount,
  isValidCoef,
  parseAmount,
  parseCoef,
} from './betting/amounts.ts';
export type {
  AmountErrorCode,
  CoefErrorCode,
  CoefThousandths,
  ParseResult,
} from './betting/amounts.ts';
export { calculate, calculatorProblems, couponTotalStake } from './betting/calculator.ts';
export type {
  CalculateOptions,
  CalculateResult,
  CalculatorBet,
  CalculatorInput,
  CouponCalculation,
  CouponStatus,
} from './betting/calculator.ts';
export {
  COEF_CHANGE_ACTION,
  DEFAULT_COEF_CHANGE_ACTION,
  applyCoefChange,
  applyCoefChanges,
  isCoefChangeAction,
} from './betting/coef-change.ts';
export type {
  CoefChangeAction,
  CoefChangeDecision,
  CouponCoefDecision,
} from './betting/coef-change.ts';
export {
  BETS_COUNT_BY_TYPE,
  COUPON_TYPE,
  COUPON_TYPE_IDS,
  MAX_COUPON_BETS,
  MAX_SYSTEM_BETS,
  binomial,
  combinesLegs,
  isCouponTypeId,
  stakeSource,
} from './betting/coupon-types.ts';
export type { BetsCountRange, CouponTypeId, StakeSource } from './betting/coupon-types.ts';
export {
  EXPRESS_BONUS_EXCLUDED_MARKET_KIND,
  EXPRESS_BONUS_MIN_BETS,
  EXPRESS_BONUS_MIN_COEF,
  EXPRESS_BONUS_MIN_TOTAL_COEF,
  expressBonus,
  expressBonusPercent,
} from './betting/express-bonus.ts';
export type { ExpressBonus, ExpressBonusBet, ExpressBonusInput } from './betting/express-bonus.ts';
export {
  BET_STATUS,
  BET_STATUS_IDS,
  isBetStatusId,
  isHalfStatus,
  isReturnStatus,
  isUnsettledStatus,
  legFactor,
} from './betting/legs.ts';
export type { BetStatusId } from './betting/legs.ts';
export { amountLimitProblems } from './betting/limits.ts';
export type { AmountLimitRules } from './betting/limits.ts';
export type { CouponProblem, CouponProblemCode } from './betting/problems.ts';
export {
  RATIONAL_ONE,
  RATIONAL_ZERO,
  addRational,
  compareRational,
  divideRational,
  floorRational,
  isZeroRational,
  multiplyRational,
  rational,
  rationalToFixed,
  subtractRational,
} from './betting/rational.ts';
export type { Rational } from './betting/rational.ts';
export { MIN_SYSTEM_VALUE, couponShapeProblems } from './betting/shape.ts';
export type { CouponShape, CouponShapeBet } from './betting/shape.ts';
export { normalizeSystemValue, systemOptions } from './betting/system-options.ts';
export type { SystemOption } from './betting/system-options.ts';
export type { CouponLine, LineStatus } from './betting/types/line.ts';
export {
  availableTypes,
  dependentBets,
  promoCodeAllowed,
  validateCoupon,
  vipBetAvailable,
} from './betting/validation.ts';
export type {
  AvailabilityBet,
  CouponDraft,
  CouponRules,
  SelectionBet,
  VipBetInput,
} from './betting/validation.ts';
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
export {
  NO_USAGE,
  checkMoneyLimits,
  limitRoom,
  toMinorUnits,
  usedAmount,
  windowRenewsBy,
  windowStart,
} from './limits/money.ts';
export type { MoneyLimit, MoneyVerdict, WindowUsage } from './limits/money.ts';
export {
  SELF_EXCLUSION_QUESTIONS,
  SELF_EXCLUSION_REASONS,
  gradeSelfExclusionTest,
  isSelfExclusionReason,
} from './limits/self-exclusion.ts';
export type {
  SelfExclusionQuestion,
  SelfExclusionReason,
  SubmittedAnswer,
  TestAnswerChoice,
  TestGrade,
} from './limits/self-exclusion.ts';
export {
  MAX_COUNTED_PING_GAP_SECONDS,
  PING_INTERVAL_SECONDS,
  REALITY_CHECK_TIMER_CHUNK_MS,
  dayStart,
  nextDayStart,
  realityCheckAfter,
  realityCheckTimerDelay,
  recordPing,
  sessionRemainingSeconds,
} from './limits/session.ts';
export type { ActivityDay, RealityCheckAction, RealityCheckNext } from './limits/session.ts';
export {
  ACTIVITY_THROTTLE_MS,
  DEFAULT_IDLE_MS,
  IDLE_LOGOFF_FLAG_KEY,
  IDLE_PAUSE_AFTER_LEAVE_MS,
  LAST_ACTIVE_STORAGE_KEY,
  REALITY_CHECK_STORAGE_KEY,
  idleLimitMs,
  idleVerdict,
  isBotUserAgent,
  playedDuration,
  realityCheckDueAt,
  realityCheckStep,
  shouldRecordActivity,
} from './limits/browser-timers.ts';
export type { AutoLogoffConfig, IdleVerdict } from './limits/browser-timers.ts';
export {
  AGE_CONFIRMATION_STORAGE_KEY,
  AGE_CONFIRMATION_TTL_MS,
  ageConfirmationValue,
  ageGateShown,
  isAgeConfirmed,
} from './limits/age-gate.ts';
export type { AgeGateConfig, AgeGateStorage } from './limits/age-gate.ts';
export {
  INTERNATIONAL_HELP,
  NATIONAL_HELP,
  helpOrganisations,
} from './limits/help-organisations.ts';
export type { HelpOrganisation } from './limits/help-organisations.ts';
export { BAN_PAGE_PATH, banModeRedirect, banPermitsWithdrawal } from './limits/ban-mode.ts';
export type { BanMark } from './limits/ban-mode.ts';
export {
  approvalTime,
  confirmLimitChange,
  emptyLimit,
  enforcedValue,
  expireLimit,
  limitEntries,
  rejectLimitChange,
  requestLimitChange,
} from './limits/state-machine.ts';
export type {
  LimitEntry,
  LimitOutcome,
  LimitRecord,
  LimitRefusal,
  PendingChange,
} from './limits/state-machine.ts';
export { SELF_EXCLUSION_BAN, playerStanding } from './limits/status.ts';
export type { PlayRestriction, PlayerStanding } from './limits/status.ts';
export {
  LIMIT_TYPE,
  LIMIT_TYPES,
  MAX_MONEY_LIMIT,
  NOT_SET,
  NO_MONEY_LIMIT,
  PENDING_APPROVAL_SECONDS,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_DAYS,
  SESSION_LIMIT_HOURS,
  TIME_OUT_DAYS,
  WINDOW_SECONDS,
  availableValues,
  checkLimitValue,
  isLimitType,
  isMoneyLimit,
  isStricter,
  isTimedLimit,
  limitFamily,
  limitMeasure,
  removalValue,
} from './limits/types.ts';
export type {
  LimitFamily,
  LimitMeasure,
  LimitState,
  LimitType,
  LimitValueCheck,
  MoneyLimitType,
  TimedLimitType,
} from './limits/types.ts';
export {
  COEF_FORMAT,
  COEF_FORMAT_IDS,
  americanOdds,
  formatCoef,
  hongKongOdds,
  indonesianOdds,
  isCoefFormatId,
  malayOdds,
} from './odds/formats.ts';
export type { CoefFormatId } from './odds/formats.ts';
export { FRACTIONAL_LADDER, fractionalOdds } from './odds/ladder.ts';
export type { Fraction } from './odds/ladder.ts';
export {
  SPORTSBOOK_COOKIES,
  effectiveCoefFormat,
  flagCookieValue,
  parseCoefFormat,
  parseMarketsNameType,
  parseViewType,
  readSportsbookPreferences,
} from './sportsbook-preferences.ts';
export type {
  AppViewType,
  MarketsNameType,
  SportsbookPreferences,
} from './sportsbook-preferences.ts';
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
export { PAYMENT_PAGE_FEATURE, paymentPageAccess } from './payment-page.ts';
export type { PaymentPageAccess } from './payment-page.ts';
