// The public entry of @playfield/sportsbook. Named exports only; one line per module.
export { createSportsbook } from './sportsbook.ts';
export type { Sportsbook, SportsbookBus, SportsbookDeps } from './sportsbook.ts';
export { FEED_EVENTS_KEY, FEED_LEADER_LOCK } from './run-state.ts';
export type {
  FeedEventMessage,
  FirstWrite,
  SportsbookClusterDeps,
  SportsbookRole,
} from './run-state.ts';
export { createSportsbookStore } from './store.ts';
export type { SportsbookStore, StoredBook } from './store.ts';
export { lineEndpoints, lineRoutes, resultsEndpoints, resultsRoutes } from './http/routes.ts';
export { createBook, sectionOf } from './book.ts';
export type { Book, BookChange, BookGame, BookResult } from './book.ts';
export { marketGroupOf } from './markets.ts';
export { champSlugOf, gameSlugOf, idOfSlug, slugify, sportSlugOf } from './slug.ts';
export {
  LIVE_TOPIC,
  champTopic,
  gameSnapshot,
  gameTopic,
  listSnapshot,
  sportTopic,
} from './topics.ts';
export type { TopicMessage } from './topics.ts';
export type { SportsbookBettingPort, SportsbookGameOutcome, SportsbookQuote } from './port.ts';
export { openSimulatedSportsbook, sportsbookContext } from './context-module.ts';
export type { SimulatedFeedOptions, SportsbookSource } from './context-module.ts';
export { resolveSportsbookTopic, sportsbookLive } from './live.ts';
export { OVERRIDES_KEY } from './operator.ts';
export type { OverrideMessage, SportsbookOperator } from './operator.ts';
export { MARGIN_BP_MAX, MARGIN_BP_MIN, effectiveMarket, remargin } from './overrides.ts';
export type { Override, OverrideScope, StoredResult } from './overrides.ts';
