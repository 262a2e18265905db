// `@playfield/domain/betting`: coupon types, amounts, coefficients, legs, the calculator and the checks of a coupon. Named exports only;
// one line per module.
export {
  DEFAULT_BET_CURRENCY,
  betAmountDefaults,
  defaultLeastStake,
  stepAmount,
} from './amount-defaults.ts';
export {
  MARKET_KIND_CORRECT_SCORE,
  MARKET_KIND_OUTRIGHT,
  OUTRIGHT_SPORT_ID,
  isBannedInExpress,
  marketKindOf,
} from './market-kinds.ts';
export type { BetAmountDefaults } from './amount-defaults.ts';
export {
  MAX_AMOUNT_MINOR,
  MAX_COEF,
  MIN_COEF,
  formatAmount,
  isValidCoef,
  parseAmount,
  parseCoef,
} from './amounts.ts';
export type { AmountErrorCode, CoefErrorCode, CoefThousandths, ParseResult } from './amounts.ts';
export { calculate, calculatorProblems, couponTotalStake } from './calculator.ts';
export type {
  CalculateOptions,
  CalculateResult,
  CalculatorBet,
  CalculatorInput,
  CouponCalculation,
  CouponStatus,
} from './calculator.ts';
export {
  COEF_CHANGE_ACTION,
  DEFAULT_COEF_CHANGE_ACTION,
  applyCoefChange,
  applyCoefChanges,
  isCoefChangeAction,
} from './coef-change.ts';
export type { CoefChangeAction, CoefChangeDecision, CouponCoefDecision } from './coef-change.ts';
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
} from './coupon-types.ts';
export type { BetsCountRange, CouponTypeId, StakeSource } from './coupon-types.ts';
export {
  EXPRESS_BONUS_EXCLUDED_MARKET_KIND,
  EXPRESS_BONUS_MIN_BETS,
  EXPRESS_BONUS_MIN_COEF,
  EXPRESS_BONUS_MIN_TOTAL_COEF,
  expressBonus,
  expressBonusPercent,
} from './express-bonus.ts';
export type { ExpressBonus, ExpressBonusBet, ExpressBonusInput } from './express-bonus.ts';
export {
  BET_STATUS,
  BET_STATUS_IDS,
  isBetStatusId,
  isHalfStatus,
  isReturnStatus,
  isUnsettledStatus,
  legFactor,
} from './legs.ts';
export type { BetStatusId } from './legs.ts';
export { amountLimitProblems } from './limits.ts';
export type { AmountLimitRules } from './limits.ts';
export type { CouponProblem, CouponProblemCode } from './problems.ts';
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
} from './rational.ts';
export type { Rational } from './rational.ts';
export { MIN_SYSTEM_VALUE, couponShapeProblems } from './shape.ts';
export type { CouponShape, CouponShapeBet } from './shape.ts';
export { normalizeSystemValue, systemOptions } from './system-options.ts';
export type { SystemOption } from './system-options.ts';
export type { CouponLine, LineStatus } from './types/line.ts';
export {
  availableTypes,
  dependentBets,
  promoCodeAllowed,
  validateCoupon,
  vipBetAvailable,
} from './validation.ts';
export type {
  AvailabilityBet,
  CouponDraft,
  CouponRules,
  SelectionBet,
  VipBetInput,
} from './validation.ts';
