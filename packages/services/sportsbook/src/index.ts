// The public entry of @playfield/sportsbook. Named exports only; one line per module.
export { createSportsbook } from './sportsbook.ts';
export type { Sportsbook, SportsbookDeps } from './sportsbook.ts';
export { lineRoutes, resultsRoutes } from './http/routes.ts';
export { createBook, sectionOf } from './book.ts';
export type { Book, BookChange, BookGame, BookResult } from './book.ts';
export { MARKET_GROUPS, marketGroupOf } from './markets.ts';
export type { MarketGroup } from './markets.ts';
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
export { TEST_START, createTestWorld } from './testing/world.ts';
export type { TestWorld } from './testing/world.ts';
