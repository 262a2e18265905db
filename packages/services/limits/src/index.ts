// The public entry of @playfield/limits. Named exports only; one line per module.
export { createLimitsService } from './service.ts';
export type { LimitsService } from './service.ts';
export {
  blockUserEndpoints,
  blockUserRoutes,
  limitEndpoints,
  limitRoutes,
  realityCheckEndpoints,
  realityCheckRoutes,
} from './routes.ts';
export type { LimitRoutesOptions } from './routes.ts';
export { LEDGER_KINDS } from './ports.ts';
export type {
  LedgerKind,
  LedgerReader,
  LedgerSumsQuery,
  LimitsDeps,
  PlayerDirectory,
  StandingListener,
} from './ports.ts';
export type { DepositCheck, LimitVerdict, PlayerStatus, StakeCheck } from './enforcement.ts';
export type { LimitRequest } from './changes.ts';
export type { HistoryAction, HistoryEntry } from './repository.ts';
export { LimitsError } from './messages.ts';
export { limitsContext } from './context-module.ts';
export type { LimitsContextOptions, LimitsIdentityPort } from './context-module.ts';
export {
  PLAY_REVOKED_KEY,
  PLAY_TOPICS,
  isOffPlay,
  limitsLive,
  playGate,
  publishPlayRevocations,
} from './live.ts';
export type { PlayStanding, StandingSource } from './live.ts';
