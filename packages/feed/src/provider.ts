/**
 * The provider-adapter interface. The built-in simulator implements it; a real data feed
 * (a bookmaker's odds API, a sports-data vendor) would implement the same four calls and
 * translate its own messages into `FeedEvent`s.
 */
import type { FeedEvent, FeedSnapshot, GameWithMarkets } from './events.ts';
import type { Championship, Competitor, Sport } from './model.ts';
import type { FeedStatistics } from './world/history.ts';

/** Receives events synchronously, in sequence order. */
export type FeedListener = (event: FeedEvent) => void;

export interface FeedProvider {
  /** Starts producing events (connect, start ticking). Idempotent. */
  start(): void;
  /** Stops producing events and releases timers or connections. Idempotent. */
  stop(): void;
  /** The whole current state; consistent with the events up to `snapshot.seq`. */
  snapshot(): FeedSnapshot;
  /** Subscribes to events; returns the unsubscribe function. */
  subscribe(listener: FeedListener): () => void;
  /** Form and head-to-head, when the provider has them. */
  statistics?(): FeedStatistics;
  /**
   * The provider's own state of an open game that its public game and markets do not carry
   * (plain JSON), stored beside the game so a new leader can resume it (decision 019); null
   * when the provider needs none for it. The simulator stores its match engines' state; an
   * adapter that resumes by asking its source needs nothing.
   */
  resumeState?(gameId: number): unknown;
}

/** One stored open game to resume: the game, its markets and the provider's state of it. */
export interface ResumedGame extends GameWithMarkets {
  readonly state: unknown;
}

/**
 * A stored world for a new provider to resume (decision 019): the reference data and the games
 * that were open, as the previous leader last stored them.
 */
export interface FeedResume {
  readonly sports: readonly Sport[];
  readonly championships: readonly Championship[];
  readonly competitors: readonly Competitor[];
  readonly games: readonly ResumedGame[];
}
