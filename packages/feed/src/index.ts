// The public entry of @playfield/feed. Named exports only; one line per module.
export { intervalScheduler, systemClock } from './clock.ts';
export type { Clock, TickScheduler } from './clock.ts';
export { SPORT_DEFS, sportDefById } from './catalog/sports.ts';
export type { PeriodNoun, SportDef, UnitNoun } from './catalog/sports.ts';
export type {
  FeedEvent,
  FeedIncident,
  FeedSnapshot,
  FinishedGame,
  GameCreatedEvent,
  GameFinishedEvent,
  GameUpdatedEvent,
  GameWithMarkets,
  HeartbeatEvent,
  MarketChangeReason,
  MarketUpdatedEvent,
} from './events.ts';
export {
  initialFeedHealth,
  liveMarketsOpen,
  needsSnapshot,
  nextFeedHealth,
  staleAfterMs,
} from './health.ts';
export type { FeedHealth, FeedHealthInput, FeedHealthPhase } from './health.ts';
export {
  FEED_LANGUAGES,
  formatHandicap,
  formatLine,
  localize,
  sportNamesToIds,
} from './localize.ts';
export type { FeedLocale, NamingContext } from './localize.ts';
export {
  CHAMPIONSHIP_NAME_KEYS,
  GAME_STATUS,
  MARKET_TYPES,
  OUTCOME_KEYS,
  OUTRIGHT_SPORT_ID,
} from './model.ts';
export type {
  Championship,
  ChampionshipNameKey,
  CombatMethod,
  Competitor,
  Country,
  Game,
  GameClock,
  GameResult,
  GameScore,
  GameStatus,
  Market,
  MarketType,
  MatchGame,
  Outcome,
  OutcomeKey,
  OutrightGame,
  ResultDetail,
  Sport,
  SportFamily,
} from './model.ts';
export { DEFAULT_MARGIN, MAX_COEF, MIN_COEF, coefsFor } from './pricing/margin.ts';
export type { FeedListener, FeedProvider, FeedResume, ResumedGame } from './provider.ts';
export { createSeededRandom } from './random.ts';
export type { RandomSource } from './random.ts';
export { SETTLEMENT, settleAsian, settleOnScore, settleOutcome } from './settle.ts';
export type { SettleableMarket, SettleableOutcome, SettlementStatus } from './settle.ts';
export { createFeedSimulator } from './simulator.ts';
export type { FeedSimulator, FeedSimulatorOptions } from './simulator.ts';
export type { FeedStatistics, FormEntry, PastResult } from './world/history.ts';
