// The public entry of @playfield/betting. Named exports only; one line per module.
export { createBettingService } from './service.ts';
export type { BettingDeps, BettingService, HistoryQuery } from './service.ts';
export {
  bettingEndpoints,
  bettingRoutes,
  calculatorEndpoints,
  calculatorRoutes,
} from './http/routes.ts';
export { BettingError } from './errors.ts';
export type { BettingMessageKey } from './errors.ts';
export { ALLOW_ALL_STAKES } from './ports.ts';
export type {
  BettingAccount,
  BettingAccounts,
  GameOutcome,
  OutcomeQuote,
  SportsbookPort,
  StakeGuard,
  StakeVerdict,
} from './ports.ts';
export { DEFAULT_SITE_RULES, DEFAULT_STAKE_LIMITS } from './rules.ts';
export type { SiteBettingRules, StakeLimits } from './rules.ts';
export type { PlaceInput, PlaceResult } from './placement/place.ts';
export type { Settlement } from './settlement/settle.ts';
export type { CouponLegView, CouponView } from './views.ts';
export { runCalculator } from './calculator.ts';
export { VIP_TIMEOUT_MS, VipDecisionError, createVipDesk } from './vip.ts';
export { runBettingCli } from './cli/betting.ts';
export type { VipDecision, VipDecisionKind, VipDesk, WaitingVipBet } from './vip.ts';
export { bettingContext } from './context-module.ts';
export type { BettingContextOptions, BettingNeeds } from './context-module.ts';
export { betsKey, bettingLive, resolveBetsTopic } from './live.ts';
export type { BettingDashboard, BettingOperator } from './operator.ts';
export type { ResettleInput, ResettleReport } from './settlement/resettle.ts';
