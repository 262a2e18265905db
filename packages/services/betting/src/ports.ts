// What the betting context needs from outside, declared here and implemented elsewhere: prices
// and results (the sportsbook, /work/notes/ports.md contract), the player's accounts
// (identity, through the wallet's directory shape), and the responsible-gaming stake check
// (limits). The server wires the real ones; tests use fakes or the real services.
import type { Db } from '@playfield/db';
import type { GameResult } from '@playfield/feed';

/** Current price of one outcome, as the betting service re-reads it at placement. */
export interface OutcomeQuote {
  outcomeId: number;
  marketId: number;
  gameId: number;
  /** 2999 for outrights. */
  sportId: number;
  champId: number;
  /** Decimal coef × 1000, integer (feed Outcome.coef). */
  coef: number;
  /** Outcome blocked, its market suspended, or live markets held by feed silence. */
  blocked: boolean;
  /** 4 finished → refused. */
  gameStatus: 1 | 2 | 3 | 4;
  /** Status 2 or 3. */
  isLive: boolean;
  /** Epoch ms. */
  startsAt: number;
  /** What settlement needs, frozen on the bet row at placement (feed settle.ts inputs). */
  market: { type: string; period: number; param: number | null };
  outcome: {
    key: string;
    param: number | null;
    score: [number, number] | null;
    competitorId: number | null;
  };
  /** English display names (history and print show them). */
  gameName: string;
  marketName: string;
  outcomeName: string;
  /** The same names in the language `quote` was asked for (refusals name legs with them). */
  localNames?: { gameName: string; marketName: string; outcomeName: string };
  /** The game's current score [home, away] (null before it starts or for an outright). */
  gameScore?: [number, number] | null;
  /** Spec §3 market kind; derived from `market.type` when the port does not say. */
  marketKind?: number;
  /** Spec §3 `isBannedExpress`; outrights (sport 2999) when the port does not say. */
  isBannedExpress?: boolean;
}

/** A finished (or cancelled) game's result. `result` is the feed's GameResult. */
export interface GameOutcome {
  gameId: number;
  /** Cancelled → every leg on it is returned (status 3). */
  cancelled: boolean;
  /** Null only when cancelled. */
  result: GameResult | null;
}

export interface SportsbookPort {
  /**
   * Unknown ids are simply absent from the map. With `lang`, each quote also carries its names
   * in that language (`localNames`); the English names stay what is frozen on the bet rows.
   */
  quote(outcomeIds: readonly number[], lang?: string): Promise<Map<number, OutcomeQuote>>;
  /** Stored results of finished games (durable: survives restarts; read from the database). */
  results(gameIds: readonly number[]): Promise<Map<number, GameOutcome>>;
  /** Called (on the worker/leader instance) after a game's result is stored. */
  onGameFinished(listener: (gameId: number) => void): () => void;
}

/** A player's money account (spec §3: type 0 main, 4 bonus, 9 currency). */
export interface BettingAccount {
  id: number;
  userId: number;
  type: 0 | 4 | 9;
  currency: string;
  isActive: boolean;
}

/** Identity's accounts (the wallet's AccountDirectory satisfies this). */
export interface BettingAccounts {
  /** The account when it exists and belongs to the user; null otherwise. */
  getAccount(userId: number, accountId: number): Promise<BettingAccount | null>;
}

/** The limits context's verdict on a stake. */
export type StakeVerdict =
  { allowed: true } | { allowed: false; code: string; message: string; until?: Date };

/** The limits context's binding stake check (LimitsService.checkStakeWithin). */
export interface StakeGuard {
  /**
   * Checks wagering and loss limits, self-exclusion, time-out and the session limit inside the
   * caller's transaction `tx`, holding the player's limits lock until it commits.
   */
  checkStakeWithin(
    tx: Db,
    input: { userId: number; amount: bigint; currency: string; kind: 'bet'; lang?: string },
  ): Promise<StakeVerdict>;
}

/** Allows every stake (tests and set-ups without the limits context). */
export const ALLOW_ALL_STAKES: StakeGuard = {
  checkStakeWithin: () => Promise.resolve({ allowed: true }),
};
