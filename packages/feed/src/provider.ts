/**
 * The provider-adapter interface. The built-in simulator implements it; a real data feed
 * (a bookmaker's odds API, a sports-data vendor) would implement the same four calls and
 * translate its own messages into `FeedEvent`s.
 */
import type { FeedEvent, FeedSnapshot } from './events.ts';
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
}
