/**
 * What a feed provider publishes. Every event carries a sequence number (one counter per
 * provider, +1 per event) and the provider's clock time; a consumer that sees a gap takes a
 * full snapshot. A later issue moves the wire form of these into @playfield/protocol.
 */
import type {
  Championship,
  Competitor,
  Country,
  Game,
  GameResult,
  Market,
  MatchGame,
  Sport,
} from './model.ts';

interface EventBase {
  /** Provider sequence number, starting at 1. */
  readonly seq: number;
  /** Provider clock, epoch ms. */
  readonly at: number;
}

/** A new game (scheduled, live at once, or an outright) with its markets. */
export interface GameCreatedEvent extends EventBase {
  readonly type: 'game.created';
  readonly game: Game;
  readonly markets: readonly Market[];
}

/** A game's score, clock or status changed. */
export interface GameUpdatedEvent extends EventBase {
  readonly type: 'game.updated';
  readonly game: MatchGame;
  /** Why: what happened since the last update (goals, period changes, dangerous moments). */
  readonly incidents: readonly FeedIncident[];
}

/** Why markets changed. */
export type MarketChangeReason = 'live' | 'news' | 'suspended' | 'reopened' | 'closed';

/** Markets of a game changed: new prices, suspension, or markets withdrawn. */
export interface MarketUpdatedEvent extends EventBase {
  readonly type: 'market.updated';
  readonly gameId: number;
  readonly reason: MarketChangeReason;
  /** Changed or new markets, complete. */
  readonly markets: readonly Market[];
  /** Ids of markets withdrawn (decided, or no longer offered). */
  readonly removed: readonly number[];
}

/** A game ended; settle its bets from `result`. */
export interface GameFinishedEvent extends EventBase {
  readonly type: 'game.finished';
  readonly game: Game;
  readonly result: GameResult;
}

/** The provider is alive. Sent every heartbeat interval even when nothing else happens. */
export interface HeartbeatEvent extends EventBase {
  readonly type: 'heartbeat';
  /** Live games right now. */
  readonly live: number;
}

export type FeedEvent =
  GameCreatedEvent | GameUpdatedEvent | MarketUpdatedEvent | GameFinishedEvent | HeartbeatEvent;

/** Something that happened in a live game. */
export interface FeedIncident {
  readonly kind:
    | 'start'
    | 'score'
    | 'danger'
    | 'period-end'
    | 'period-start'
    | 'game'
    | 'break-of-serve'
    | 'unit-end'
    | 'finish';
  readonly side: 'home' | 'away' | null;
  readonly points?: number;
}

/** A game with its current markets. */
export interface GameWithMarkets {
  readonly game: Game;
  readonly markets: readonly Market[];
}

/** A finished game and its result. */
export interface FinishedGame {
  readonly game: Game;
  readonly result: GameResult;
}

/**
 * Everything a consumer needs to rebuild its state. Apply events with a seq above `seq`
 * after it.
 */
export interface FeedSnapshot {
  readonly seq: number;
  readonly at: number;
  readonly sports: readonly Sport[];
  readonly countries: readonly Country[];
  readonly championships: readonly Championship[];
  readonly competitors: readonly Competitor[];
  /** Scheduled and live games and open outrights. */
  readonly games: readonly GameWithMarkets[];
  /** Recently finished games. */
  readonly results: readonly FinishedGame[];
}
