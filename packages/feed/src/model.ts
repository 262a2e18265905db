/**
 * The feed's public data: what a provider publishes and consumers store. Everything here is
 * plain, readonly, JSON-friendly data (no classes, no Maps), so it crosses the bus as it is.
 */

/** Long-term bets (outrights) live under this sport id (spec §9). */
export const OUTRIGHT_SPORT_ID = 2999;

/**
 * How a sport is priced and simulated: goal sports from Poisson rates, point sports from a
 * normal model, tennis from point-win probabilities, set/map/leg/frame sports from unit-win
 * probabilities, combat from a finish-hazard model.
 */
export type SportFamily = 'goal' | 'point' | 'tennis' | 'sets' | 'combat';

/** A sport. Ids are stable across runs and seeds. */
export interface Sport {
  readonly id: number;
  readonly slug: string;
  readonly family: SportFamily | 'outright';
  readonly isCyber: boolean;
  /** Menu order (lower first). */
  readonly sortOrder: number;
}

/** A country or region a championship belongs to (`int` international, `eu`, `world`). */
export interface Country {
  readonly code: string;
}

/** A championship (league, tournament). Outright championships have sportId 2999. */
export interface Championship {
  readonly id: number;
  readonly sportId: number;
  /** The sport the championship is about (equals sportId except for outrights). */
  readonly realSportId: number;
  readonly countryCode: string;
  /** Localizable name key (see `localize`). */
  readonly nameKey: ChampionshipNameKey;
  /** Name in English, for logs and as a fallback. */
  readonly name: string;
  readonly slug: string;
  /** Competitor ids taking part. */
  readonly competitorIds: readonly number[];
}

/** A team or a player. Names are not translated. */
export interface Competitor {
  readonly id: number;
  readonly sportId: number;
  readonly kind: 'team' | 'player';
  readonly name: string;
  readonly countryCode: string;
  /** Strength on a common scale (about N(0, 1)); higher is stronger. */
  readonly rating: number;
}

/**
 * Game statuses. The spec fixes 4 finished and 2, 3 live; 1 is "not started" (line) and
 * 3 is a live break (half-time, between periods, sets or rounds).
 */
export const GAME_STATUS = { scheduled: 1, live: 2, liveBreak: 3, finished: 4 } as const;
export type GameStatus = (typeof GAME_STATUS)[keyof typeof GAME_STATUS];

/** Score of a game. Periods are halves, periods, quarters, innings, sets, maps, legs, rounds. */
export interface GameScore {
  readonly home: number;
  readonly away: number;
  /** One entry per started period, in order: [home, away]. */
  readonly periods: readonly (readonly [number, number])[];
  /** Score inside the running unit when there is one: tennis points ("30:15"), set points. */
  readonly current: string | null;
  /** Who serves, where it matters (tennis). */
  readonly server: 'home' | 'away' | null;
}

/** Game time. Seconds are game seconds (they run FEED_SPEED times faster than real ones). */
export interface GameClock {
  /** Current period (1-based), 0 before the start. */
  readonly period: number;
  /** Seconds played in the current period (may exceed the nominal length: added time). */
  readonly periodSec: number;
  /** Seconds since the start, breaks included; never decreases. */
  readonly elapsedSec: number;
  /** Nominal period length in seconds, or null where play is not timed (tennis, sets). */
  readonly periodLengthSec: number | null;
  readonly running: boolean;
}

interface GameBase {
  readonly id: number;
  readonly sportId: number;
  readonly champId: number;
  /** Scheduled start, epoch ms. */
  readonly startAt: number;
  readonly status: GameStatus;
}

/** A match between two competitors. */
export interface MatchGame extends GameBase {
  readonly kind: 'match';
  readonly homeId: number;
  readonly awayId: number;
  readonly home: string;
  readonly away: string;
  /** Best-of count for tennis and set/map sports, else null. */
  readonly bestOf: number | null;
  readonly score: GameScore;
  readonly clock: GameClock;
}

/** A long-term market holder (sport 2999): "who wins the championship". */
export interface OutrightGame extends GameBase {
  readonly kind: 'outright';
  /** The sport the outright is about. */
  readonly realSportId: number;
  /** When the outright is decided, epoch ms. */
  readonly endAt: number;
  readonly competitorIds: readonly number[];
}

export type Game = MatchGame | OutrightGame;

/**
 * Market types. A market is one line of one type for one period: "Total 2.25" and
 * "Total 2.5" are two markets, so every market's outcomes are mutually exclusive and
 * together exhaustive. Double chance is three two-way markets ("1X" against "2", ...).
 */
export const MARKET_TYPES = [
  '1x2',
  'match_winner',
  'dc_1x',
  'dc_12',
  'dc_x2',
  'total',
  'asian_handicap',
  'european_handicap',
  'handicap',
  'btts',
  'correct_score',
  'team_total_home',
  'team_total_away',
  'unit_winner',
  'unit_handicap',
  'unit_total',
  'game_winner',
  'total_games',
  'method',
  'total_rounds',
  'distance',
  'outright_winner',
] as const;
export type MarketType = (typeof MARKET_TYPES)[number];

/** Outcome name keys (see `localize`). */
export const OUTCOME_KEYS = [
  'home',
  'draw',
  'away',
  '1x',
  '12',
  'x2',
  'over',
  'under',
  'yes',
  'no',
  'score',
  'other',
  'home_ko',
  'home_sub',
  'home_dec',
  'away_ko',
  'away_sub',
  'away_dec',
  'competitor',
] as const;
export type OutcomeKey = (typeof OUTCOME_KEYS)[number];

/** One price. `coef` is the decimal coef × 1000 (an integer ≥ 1010). */
export interface Outcome {
  /** Stable for the life of the game. */
  readonly id: number;
  readonly key: OutcomeKey;
  /**
   * The line as it applies to this outcome: a total, this side's handicap, or null.
   * Quarter lines (x.25, x.75) are a stake split over the two neighbouring lines.
   */
  readonly param: number | null;
  /** Correct-score outcomes: the score [home, away]. */
  readonly score: readonly [number, number] | null;
  /** Outright outcomes: the competitor. */
  readonly competitorId: number | null;
  readonly coef: number;
  /** True while the outcome cannot be bet (its market is suspended). */
  readonly blocked: boolean;
}

/** One market of a game. */
export interface Market {
  /** Stable for the life of the game. */
  readonly id: number;
  readonly gameId: number;
  readonly type: MarketType;
  /** 0 the whole game; n the n-th period (half, period) where the type is per period. */
  readonly period: number;
  /**
   * The market's line: total line, home handicap, unit number (unit_winner), set × 100 + game
   * (game_winner), the highest listed goal count (correct_score), or null.
   */
  readonly param: number | null;
  readonly suspended: boolean;
  readonly outcomes: readonly Outcome[];
}

/** How a combat fight ended. */
export type CombatMethod = 'ko' | 'submission' | 'decision' | 'draw';

/** Sport-specific facts a market may need to settle. */
export type ResultDetail =
  | { readonly kind: 'tennis'; readonly games: readonly string[] }
  | {
      readonly kind: 'combat';
      readonly method: CombatMethod;
      /** Seconds of fighting (rounds only, breaks excluded) when the fight ended. */
      readonly fightSec: number;
      readonly roundSec: number;
    }
  | { readonly kind: 'outright'; readonly winnerId: number }
  | { readonly kind: 'none' };

/**
 * The final result a game publishes. `score` is what markets settle on (regular time for goal
 * sports, overtime included for point sports, sets/maps won for set sports).
 */
export interface GameResult {
  readonly gameId: number;
  readonly score: readonly [number, number];
  readonly periods: readonly (readonly [number, number])[];
  readonly winner: 'home' | 'away' | 'draw' | null;
  readonly detail: ResultDetail;
  /** When the game finished, epoch ms. */
  readonly finishedAt: number;
}

/** Championship name keys (see `localize`). */
export const CHAMPIONSHIP_NAME_KEYS = [
  'premier_league',
  'first_league',
  'second_league',
  'super_league',
  'cup',
  'championship',
  'pro_league',
  'open',
  'masters',
  'grand_prix',
  'challenger',
  'major',
  'world_series',
  'fight_night',
  'nations_cup',
  'champions_league',
  'winter_cup',
  'invitational',
] as const;
export type ChampionshipNameKey = (typeof CHAMPIONSHIP_NAME_KEYS)[number];
