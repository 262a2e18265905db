// The console's sportsbook, results and dashboard API (issue 15, decisions 035 and 037): typed
// definitions like the rest of the console, each declaring its permission. Money is in minor
// units of the currency named beside it.
import { z } from 'zod';
import { defineConsoleEndpoint } from './console.ts';

const PERMITTED = {
  400: ['invalid_request'],
  401: ['unauthorized'],
  403: ['forbidden', 'password_change_required'],
} as const;
const GAME_ERRORS = { ...PERMITTED, 404: ['game_not_found'] } as const;
const MARKET_ERRORS = { ...PERMITTED, 404: ['market_not_found'] } as const;

const id = z
  .string()
  .regex(/^[1-9]\d{0,15}$/)
  .transform(Number);
const gameParams = z.object({ gameId: id });
const marketParams = z.object({ marketId: id });

export const CONSOLE_GAMES_PAGE_SIZE = 50;

export const consoleGamesQuerySchema = z.object({
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/)
    .transform(Number)
    .default(1),
  sport: id.optional(),
  section: z.enum(['live', 'line']).optional(),
  /** 1 line, 2 live, 3 live break (open games only). */
  status: z.enum(['1', '2', '3']).transform(Number).optional(),
});
export type ConsoleGamesQuery = z.output<typeof consoleGamesQuerySchema>;

/** A game as the console lists it. */
export const consoleGameSchema = z.object({
  id: z.number().int(),
  sportId: z.number().int(),
  sportName: z.string(),
  champId: z.number().int(),
  champName: z.string(),
  name: z.string(),
  status: z.number().int(),
  live: z.boolean(),
  startsAt: z.string(),
  score: z.tuple([z.number(), z.number()]).nullable(),
  markets: z.number().int(),
  /** Suspended by an operator (the whole game). */
  operatorSuspended: z.boolean(),
  /** Live markets held by the feed watchdog. */
  feedSuspended: z.boolean(),
});
export type ConsoleGame = z.infer<typeof consoleGameSchema>;

export const consoleOutcomeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** As offered (× 1000), after an operator's margin. */
  coef: z.number().int(),
  /** As the feed priced it (× 1000). */
  feedCoef: z.number().int(),
  blocked: z.boolean(),
});

export const consoleMarketSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  period: z.number().int(),
  param: z.number().nullable(),
  /** Suspended for bets, whoever said so. */
  suspended: z.boolean(),
  feedSuspended: z.boolean(),
  operatorSuspended: z.boolean(),
  /** The operator's margin, basis points; null: the feed's. */
  marginBp: z.number().int().nullable(),
  /** Σ 1/coef − 1 of the offered prices, basis points. */
  offeredMarginBp: z.number().int(),
  outcomes: z.array(consoleOutcomeSchema),
});
export type ConsoleMarket = z.infer<typeof consoleMarketSchema>;

export const consoleGameMarketsSchema = z.object({
  game: consoleGameSchema,
  markets: z.array(consoleMarketSchema),
});
export type ConsoleGameMarkets = z.infer<typeof consoleGameMarketsSchema>;

/** An override as stored after a change. */
export const consoleOverrideSchema = z.object({
  scope: z.enum(['game', 'market']),
  targetId: z.number().int(),
  gameId: z.number().int(),
  suspended: z.boolean(),
  marginBp: z.number().int().nullable(),
});

export const MARGIN_BP_BOUNDS = { min: 0, max: 3000 } as const;

/** Open stakes and potential payouts on one outcome, per currency. */
export const consoleLiabilitySchema = z.object({
  gameId: z.number().int(),
  outcomes: z.array(
    z.object({
      outcomeId: z.number().int(),
      marketId: z.number().int(),
      marketName: z.string(),
      outcomeName: z.string(),
      currency: z.string(),
      coupons: z.number().int(),
      stakes: z.number().int(),
      potentialPayout: z.number().int(),
    }),
  ),
});
export type ConsoleLiability = z.infer<typeof consoleLiabilitySchema>;

/** What the sportsbook's leadership and watchdog know of the feed. */
export const consoleFeedStatusSchema = z.object({
  role: z.enum(['leader', 'follower', 'none']),
  phase: z.string(),
  lastSeenAt: z.string().nullable(),
  lagMs: z.number().int().nullable(),
  heartbeatMs: z.number().int(),
  liveHeld: z.boolean(),
  seq: z.number().int(),
  games: z.object({ line: z.number().int(), live: z.number().int() }),
  overrides: z.number().int(),
});
export type ConsoleFeedStatus = z.infer<typeof consoleFeedStatusSchema>;

/** An operator's result: a score (and periods), or the game cancelled. */
export const consoleResultBodySchema = z.union([
  z.object({ cancelled: z.literal(true) }).strict(),
  z
    .object({
      score: z.tuple([z.number().int().min(0).max(999), z.number().int().min(0).max(999)]),
      periods: z
        .array(z.tuple([z.number().int().min(0).max(999), z.number().int().min(0).max(999)]))
        .max(20)
        .default([]),
      /** Outrights: the winning competitor. */
      winnerId: z.number().int().positive().optional(),
    })
    .strict(),
]);
export type ConsoleResultBody = z.output<typeof consoleResultBodySchema>;

/** What a settlement or resettlement did. */
export const consoleResettlementSchema = z.object({
  gameId: z.number().int(),
  /** Coupons whose status or payout changed. */
  coupons: z.number().int(),
  /** Coupons settled for the first time. */
  settled: z.number().int(),
  /** Net money moved to players per currency (negative: taken back), minor units. */
  moved: z.record(z.string(), z.number().int()),
  /** What players still owe after take-backs their balance could not cover, per currency. */
  receivable: z.record(z.string(), z.number().int()),
});
export type ConsoleResettlement = z.infer<typeof consoleResettlementSchema>;

export const consoleGamesEndpoint = defineConsoleEndpoint({
  id: 'console.sportsbook.games',
  method: 'GET',
  path: '/console-api/sportsbook/games',
  summary: 'Open games, 50 a page, by sport, section (live or line) and status.',
  access: 'anyone',
  permission: 'sportsbook.read',
  query: consoleGamesQuerySchema,
  response: z.object({
    items: z.array(consoleGameSchema),
    total: z.number().int(),
    page: z.number().int(),
  }),
  errors: PERMITTED,
});

export const consoleGameMarketsEndpoint = defineConsoleEndpoint({
  id: 'console.sportsbook.game',
  method: 'GET',
  path: '/console-api/sportsbook/games/:gameId',
  summary: "A game's markets with their outcomes and prices (offered and the feed's).",
  access: 'anyone',
  permission: 'sportsbook.read',
  params: gameParams,
  response: consoleGameMarketsSchema,
  errors: GAME_ERRORS,
});

const overrideEndpoint = <
  const Id extends string,
  const Path extends string,
  const P extends typeof gameParams | typeof marketParams,
>(
  idName: Id,
  path: Path,
  summary: string,
  params: P,
) =>
  defineConsoleEndpoint({
    id: idName,
    method: 'POST',
    path,
    summary,
    access: 'anyone',
    permission: 'sportsbook.markets',
    params,
    response: consoleOverrideSchema,
    errors: params === gameParams ? GAME_ERRORS : MARKET_ERRORS,
  });

export const consoleGameSuspendEndpoint = overrideEndpoint(
  'console.sportsbook.game.suspend',
  '/console-api/sportsbook/games/:gameId/suspend',
  'Suspends every market of a game until an operator reopens it.',
  gameParams,
);
export const consoleGameReopenEndpoint = overrideEndpoint(
  'console.sportsbook.game.reopen',
  '/console-api/sportsbook/games/:gameId/reopen',
  "Lifts an operator's suspension of a game (the feed's own suspensions stay).",
  gameParams,
);
export const consoleMarketSuspendEndpoint = overrideEndpoint(
  'console.sportsbook.market.suspend',
  '/console-api/sportsbook/markets/:marketId/suspend',
  'Suspends a market until an operator reopens it.',
  marketParams,
);
export const consoleMarketReopenEndpoint = overrideEndpoint(
  'console.sportsbook.market.reopen',
  '/console-api/sportsbook/markets/:marketId/reopen',
  "Lifts an operator's suspension of a market.",
  marketParams,
);

export const consoleMarketMarginEndpoint = defineConsoleEndpoint({
  id: 'console.sportsbook.market.margin',
  method: 'POST',
  path: '/console-api/sportsbook/markets/:marketId/margin',
  summary: "Sets a market's margin (basis points, 0–3000) or gives it back to the feed (null).",
  access: 'anyone',
  permission: 'sportsbook.markets',
  params: marketParams,
  body: z
    .object({
      marginBp: z.number().int().min(MARGIN_BP_BOUNDS.min).max(MARGIN_BP_BOUNDS.max).nullable(),
    })
    .strict(),
  response: consoleOverrideSchema,
  errors: MARKET_ERRORS,
});

export const consoleLiabilityEndpoint = defineConsoleEndpoint({
  id: 'console.sportsbook.liability',
  method: 'GET',
  path: '/console-api/sportsbook/games/:gameId/liability',
  summary: 'Open stakes and potential payouts of open coupons, per outcome and currency.',
  access: 'anyone',
  permission: 'sportsbook.read',
  params: gameParams,
  response: consoleLiabilitySchema,
  errors: PERMITTED,
});

export const consoleFeedStatusEndpoint = defineConsoleEndpoint({
  id: 'console.sportsbook.feed',
  method: 'GET',
  path: '/console-api/sportsbook/feed',
  summary: "The feed: this instance's role, the watchdog's phase, the last tick, the lag.",
  access: 'anyone',
  permission: 'sportsbook.read',
  response: consoleFeedStatusSchema,
  errors: PERMITTED,
});

export const consoleResultEndpoint = defineConsoleEndpoint({
  id: 'console.results.enter',
  method: 'POST',
  path: '/console-api/sportsbook/games/:gameId/result',
  summary:
    "Enters or corrects a game's result; settles its open coupons and resettles settled ones.",
  access: 'anyone',
  permission: 'sportsbook.results',
  params: gameParams,
  body: consoleResultBodySchema,
  response: consoleResettlementSchema,
  errors: { ...GAME_ERRORS, 409: ['result_not_applicable'] },
});

export const consoleResettleEndpoint = defineConsoleEndpoint({
  id: 'console.results.resettle',
  method: 'POST',
  path: '/console-api/sportsbook/games/:gameId/resettle',
  summary: "Resettles a game's coupons from its stored result (moves nothing when all agree).",
  access: 'anyone',
  permission: 'sportsbook.results',
  params: gameParams,
  response: consoleResettlementSchema,
  errors: { ...PERMITTED, 404: ['result_not_found'] },
});

export const consoleMarketVoidEndpoint = defineConsoleEndpoint({
  id: 'console.results.void-market',
  method: 'POST',
  path: '/console-api/sportsbook/markets/:marketId/void',
  summary: 'Voids a market: every leg on it is returned (coef 1) and its coupons resettled.',
  access: 'anyone',
  permission: 'sportsbook.results',
  params: marketParams,
  response: consoleResettlementSchema,
  errors: PERMITTED,
});
