// The sportsbook's public contract (issue 5): the line APIs under /web-api/line, results,
// search, the sports-names map, and the live-topic bodies carried by the WebSocket hub.
//
// HTTP answers carry names in the requested language (`lng`). Live-topic bodies are numbers
// only (ids, coefs, blocked flags, score, clock): they are the same for every language, so one
// bus message serves every socket; a client merges them into what it loaded over HTTP and
// reloads over HTTP when a topic says a game or a market was added.
import { z } from 'zod';

/** Sections of the sportsbook: pre-match (line) and in-play (live). */
export const BETTING_SECTIONS = ['line', 'live'] as const;
export const bettingSectionSchema = z.enum(BETTING_SECTIONS);
export type BettingSection = z.infer<typeof bettingSectionSchema>;

/** Main-page time filter (spec §3): 0 all, 1 upcoming, 2 first period, 3 second period, 6 recommended. */
export const TIME_FILTERS = [0, 1, 2, 3, 6] as const;
export const timeFilterSchema = z.coerce
  .number()
  .int()
  .refine(
    (v): v is (typeof TIME_FILTERS)[number] => (TIME_FILTERS as readonly number[]).includes(v),
    {
      message: 'timeFilter is one of 0, 1, 2, 3, 6',
    },
  );

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);
const lngSchema = z.string().regex(/^[a-z]{2}$/, 'lng is a two-letter language code');

/** Game statuses (spec §3): 1 not started, 2 live, 3 live break, 4 finished. */
export const gameStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

// ---------------------------------------------------------------- queries

export const lineSportsQuerySchema = z.object({
  section: bettingSectionSchema.default('line'),
  lng: lngSchema.optional(),
});
export const lineChampsQuerySchema = z.object({
  sportId: positiveId,
  section: bettingSectionSchema.default('line'),
  lng: lngSchema.optional(),
});
/** `line/games` answers at most this many games per page unless `limit` says otherwise. */
export const LINE_GAMES_DEFAULT_LIMIT = 50;
/** The largest page `line/games` answers (`limit` above it is refused). */
export const LINE_GAMES_MAX_LIMIT = 200;

export const lineGamesQuerySchema = z.object({
  sportId: positiveId.optional(),
  champId: positiveId.optional(),
  section: bettingSectionSchema.default('line'),
  timeFilter: timeFilterSchema.default(0),
  lng: lngSchema.optional(),
  /** Games per page, 1 to {@link LINE_GAMES_MAX_LIMIT}. */
  limit: z.coerce.number().int().min(1).max(LINE_GAMES_MAX_LIMIT).default(LINE_GAMES_DEFAULT_LIMIT),
  /** The previous page's `nextCursor`: the page after it. Opaque to clients. */
  cursor: z
    .string()
    .regex(/^[a-z0-9.]{1,40}$/, 'cursor is a nextCursor of an earlier answer')
    .optional(),
});
export const lineSearchQuerySchema = z.object({
  q: z.string().trim().min(2, 'Type at least two letters').max(60),
  lng: lngSchema.optional(),
});
export const resultsQuerySchema = z.object({
  type: z.enum(['live', 'zone']).default('live'),
  /** A day, YYYY-MM-DD (UTC); today when missing. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date is YYYY-MM-DD')
    .optional(),
  sportId: positiveId.optional(),
  /** One championship's results (the champion results page `champs/{champId}`). */
  champId: positiveId.optional(),
  lng: lngSchema.optional(),
});

// ---------------------------------------------------------------- bodies

/** A game's score: totals, one [home, away] per started period, the running unit's points. */
export const gameScoreSchema = z.object({
  home: z.number().int().nonnegative(),
  away: z.number().int().nonnegative(),
  periods: z.array(z.tuple([z.number().int(), z.number().int()])),
  current: z.string().nullable(),
  server: z.enum(['home', 'away']).nullable(),
});
export type GameScoreView = z.infer<typeof gameScoreSchema>;

/** A game's clock; seconds are game seconds. */
export const gameTimeSchema = z.object({
  period: z.number().int().nonnegative(),
  periodSec: z.number().int().nonnegative(),
  elapsedSec: z.number().int().nonnegative(),
  periodLengthSec: z.number().int().positive().nullable(),
  running: z.boolean(),
});
export type GameTimeView = z.infer<typeof gameTimeSchema>;

/** One price. `coef` is the decimal coef (2.35), `param` the line as it applies to it. */
export const outcomeViewSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** Short label for list columns: "1", "X", "2", "Over", "-1.5". */
  short: z.string(),
  param: z.number().nullable(),
  coef: z.number().positive(),
  blocked: z.boolean(),
});
export type OutcomeView = z.infer<typeof outcomeViewSchema>;

/**
 * The display groups of a game page's markets, in page order (decision 015): `main` (1X2,
 * winner, double chance, outright winner), `totals`, `handicaps`, `periods` (any market of one
 * half, period, set or map; set and game winners), `correct_score`, `specials` (both teams to
 * score, method of victory, goes the distance). The sportsbook puts every market in one of them
 * (`MarketView.group`); a page shows them in this order.
 */
export const MARKET_GROUPS = [
  'main',
  'totals',
  'handicaps',
  'periods',
  'correct_score',
  'specials',
] as const;
/** One of {@link MARKET_GROUPS}. */
export type MarketGroup = (typeof MARKET_GROUPS)[number];

/** A market: mutually exclusive and together exhaustive outcomes. */
export const marketViewSchema = z.object({
  marketId: z.number().int().positive(),
  /** The feed's market type ("match_result", "total", "asian_handicap", ...). */
  type: z.string(),
  /**
   * Display group, one of {@link MARKET_GROUPS}; read as a plain string so a client older than
   * a new group still parses the answer (it shows an unknown group apart).
   */
  group: z.string(),
  period: z.number().int().nonnegative(),
  param: z.number().nullable(),
  name: z.string(),
  suspended: z.boolean(),
  outcomes: z.array(outcomeViewSchema),
});
export type MarketView = z.infer<typeof marketViewSchema>;

export const competitorViewSchema = z.object({ id: z.number().int(), name: z.string() });

/** A game in a list (and the head of a game page). */
export const gameSummarySchema = z.object({
  gameId: z.number().int().positive(),
  sportId: z.number().int().positive(),
  /** The real sport of an outright (sportId is then 2999). */
  realSportId: z.number().int().positive(),
  champId: z.number().int().positive(),
  sportName: z.string(),
  champName: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  /** URL slugs: /{lang}/{section}/{sportSlug}/{champSlug}/{gameSlug}. */
  sportSlug: z.string(),
  champSlug: z.string(),
  slug: z.string(),
  isCyber: z.boolean(),
  /** Home and away; null for an outright. */
  home: competitorViewSchema.nullable(),
  away: competitorViewSchema.nullable(),
  /** "Lions — Tigers", or the outright's title. */
  name: z.string(),
  /** Epoch ms of the (scheduled) start. */
  startsAt: z.number().int(),
  status: gameStatusSchema,
  score: gameScoreSchema.nullable(),
  time: gameTimeSchema.nullable(),
  /** The list row's main market (1X2 or winner), when open. */
  main: marketViewSchema.nullable(),
  marketsCount: z.number().int().nonnegative(),
  /** Live markets are held because the feed went silent (they reopen after a snapshot). */
  feedSuspended: z.boolean(),
});
export type GameSummary = z.infer<typeof gameSummarySchema>;

export const lineSportSchema = z.object({
  sportId: z.number().int().positive(),
  slug: z.string(),
  name: z.string(),
  isCyber: z.boolean(),
  sortOrder: z.number().int(),
  /** Games in the requested section. */
  count: z.number().int().nonnegative(),
});
export const lineSportsResponseSchema = z.object({
  section: bettingSectionSchema,
  sports: z.array(lineSportSchema),
});
export type LineSport = z.infer<typeof lineSportSchema>;
export type LineSportsResponse = z.infer<typeof lineSportsResponseSchema>;

export const lineChampSchema = z.object({
  champId: z.number().int().positive(),
  sportId: z.number().int().positive(),
  slug: z.string(),
  name: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  count: z.number().int().nonnegative(),
});
export const lineChampsResponseSchema = z.object({
  section: bettingSectionSchema,
  sportId: z.number().int(),
  champs: z.array(lineChampSchema),
});
export type LineChamp = z.infer<typeof lineChampSchema>;
export type LineChampsResponse = z.infer<typeof lineChampsResponseSchema>;

export const lineGamesResponseSchema = z.object({
  section: bettingSectionSchema,
  /** One page of the list, in the list's order. */
  games: z.array(gameSummarySchema),
  /** Games the whole list holds now (every page). */
  total: z.number().int().nonnegative(),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type LineGamesResponse = z.infer<typeof lineGamesResponseSchema>;

/** `GET /web-api/line/game/{gameId}`. */
export const gameDetailResponseSchema = z.object({
  game: gameSummarySchema,
  markets: z.array(marketViewSchema),
});
export type GameDetailResponse = z.infer<typeof gameDetailResponseSchema>;

export const gameResultViewSchema = z.object({
  gameId: z.number().int().positive(),
  sportId: z.number().int().positive(),
  champId: z.number().int().positive(),
  sportName: z.string(),
  champName: z.string(),
  name: z.string(),
  home: competitorViewSchema.nullable(),
  away: competitorViewSchema.nullable(),
  startsAt: z.number().int(),
  finishedAt: z.number().int(),
  score: z.tuple([z.number().int(), z.number().int()]),
  periods: z.array(z.tuple([z.number().int(), z.number().int()])),
  winner: z.enum(['home', 'away', 'draw']).nullable(),
  /** Was played live on the site (type=live) or only listed (zone). */
  cancelled: z.boolean(),
});
export const resultsResponseSchema = z.object({
  date: z.string(),
  results: z.array(gameResultViewSchema),
});
export type GameResultView = z.infer<typeof gameResultViewSchema>;
export type ResultsResponse = z.infer<typeof resultsResponseSchema>;

/** `GET /web-api/line/statistic/{gameId}`: form and head-to-head. */
export const gameStatisticResponseSchema = z.object({
  gameId: z.number().int().positive(),
  home: competitorViewSchema.nullable(),
  away: competitorViewSchema.nullable(),
  headToHead: z.array(
    z.object({
      playedAt: z.number().int(),
      homeId: z.number().int(),
      awayId: z.number().int(),
      score: z.tuple([z.number().int(), z.number().int()]),
    }),
  ),
  form: z.object({
    home: z.array(z.enum(['W', 'D', 'L'])),
    away: z.array(z.enum(['W', 'D', 'L'])),
  }),
});
export type GameStatisticResponse = z.infer<typeof gameStatisticResponseSchema>;

/** `GET /web-api/line/search?q=`: sports, championships and games whose names match. */
export const lineSearchResponseSchema = z.object({
  sports: z.array(lineSportSchema),
  /** Counts are line and live together. */
  champs: z.array(lineChampSchema),
  /** Open games with a matching team or player, soonest first (at most 50). */
  games: z.array(gameSummarySchema),
});
export type LineSearchResponse = z.infer<typeof lineSearchResponseSchema>;

/** Spec §7 sports-names call: English name → sportId, with the extra 2999 entry. */
export const sportNamesResponseSchema = z.record(z.string(), z.number().int());

// ---------------------------------------------------------------- live topics

/** One price tick: the numbers of an outcome. */
export const outcomeTickSchema = z.object({
  id: z.number().int().positive(),
  coef: z.number().positive(),
  blocked: z.boolean(),
});
export const marketTickSchema = z.object({
  marketId: z.number().int().positive(),
  suspended: z.boolean(),
  outcomes: z.array(outcomeTickSchema),
});
export type OutcomeTick = z.infer<typeof outcomeTickSchema>;
export type MarketTick = z.infer<typeof marketTickSchema>;

/** A game's live state: status, score, clock and (for list topics) its main market's prices. */
export const gameTickSchema = z.object({
  gameId: z.number().int().positive(),
  status: gameStatusSchema,
  score: gameScoreSchema.nullable(),
  time: gameTimeSchema.nullable(),
  main: marketTickSchema.nullable(),
  feedSuspended: z.boolean(),
});
export type GameTick = z.infer<typeof gameTickSchema>;

/**
 * Snapshot of a list topic (`live`, `sport:{id}`, `champ:{id}`): every game in it, as ticks.
 * Snapshot of a game topic (`game:{id}`): the game's tick and every market's prices.
 */
export const listTopicSnapshotSchema = z.object({ games: z.array(gameTickSchema) });
export const gameTopicSnapshotSchema = z.object({
  game: gameTickSchema,
  markets: z.array(marketTickSchema),
});

/** Updates of sportsbook topics. */
export const sportsbookTopicUpdateSchema = z.discriminatedUnion('kind', [
  /** A game's state changed (score, clock, status, main prices). */
  z.object({ kind: z.literal('game'), game: gameTickSchema }),
  /** A game joined the topic: reload the list over HTTP to get its names. */
  z.object({ kind: z.literal('added'), gameId: z.number().int().positive() }),
  /** A game left the topic (finished, moved from line to live, withdrawn). */
  z.object({ kind: z.literal('removed'), gameId: z.number().int().positive() }),
  /** Game topic: markets re-priced, suspended or reopened; `added` ids are new (reload). */
  z.object({
    kind: z.literal('markets'),
    gameId: z.number().int().positive(),
    markets: z.array(marketTickSchema),
    removed: z.array(z.number().int()),
    added: z.array(z.number().int()),
  }),
  /** Game topic: the game finished with this result. */
  z.object({
    kind: z.literal('finished'),
    gameId: z.number().int().positive(),
    score: z.tuple([z.number().int(), z.number().int()]),
    winner: z.enum(['home', 'away', 'draw']).nullable(),
  }),
]);
export type SportsbookTopicUpdate = z.infer<typeof sportsbookTopicUpdateSchema>;

/** `bets` topic (the signed-in player's own coupons): a coupon was placed or settled. */
export const betsTopicUpdateSchema = z.object({
  couponId: z.string(),
  /** The engine's coupon status, as the history answers it: pending, win, lose, return, partial. */
  status: z.string(),
  payout: z.string().nullable(),
});
export type BetsTopicUpdate = z.infer<typeof betsTopicUpdateSchema>;
