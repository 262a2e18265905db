// What the parts of one sportsbook instance share (decision 018): its role, the provider while
// it leads, its feed run and the book's, and where its news goes. The parts — the feed run
// (feed-run.ts), the writer (writer.ts), the follower (follower.ts), the election
// (leadership.ts) and the watchdog (watchdog.ts) — read and move the same RunState, so a role
// change is seen by all of them at once.
import type { FeedEvent, FeedProvider, FeedResume } from '@playfield/feed';
import type { SportsbookStore } from './store.ts';
import type { TopicMessage } from './topics.ts';

/** The bus key of the leader's raw feed events (internal: no client topic matches it). */
export const FEED_EVENTS_KEY = 'feed:events';

/** What the leader publishes under {@link FEED_EVENTS_KEY}. */
export interface FeedEventMessage {
  /** The leader run: a new leader (a restart) starts a new sequence. */
  epoch: string;
  event: FeedEvent;
}

/** The advisory lock key of the feed leader. */
export const FEED_LEADER_LOCK = 0x5b0f_eed;

/** How the instance takes part (decision 018). */
export type SportsbookRole = 'leader' | 'follower' | 'none';

/** What the first write of a leader's world took. */
export interface FirstWrite {
  games: number;
  markets: number;
  ms: number;
}

export interface SportsbookClusterDeps {
  store: SportsbookStore;
  /** Takes the leader lock without waiting; null when another instance holds it. */
  tryLead(onLost: () => void): Promise<{ release(): Promise<void> } | null>;
  /**
   * Builds the provider (the simulator): new games numbered from `firstGameId` (above
   * everything stored); `resume` is the stored world to go on with (decision 019), null when
   * nothing is stored.
   */
  createFeed(input: { firstGameId: number; resume: FeedResume | null }): FeedProvider;
  /** False for `web`: never runs the feed. */
  canLead: boolean;
  /** Periodic write of changed games (default 5 s). */
  persistMs?: number;
  /** Games per write transaction (default 50). */
  batchGames?: number;
  /** How often a follower that may lead tries the lock again (default 10 s). */
  lockRetryMs?: number;
  onLog?: (message: string, context: Record<string, unknown>) => void;
}

/** The instance's part in the cluster, as every part sees it now. */
export interface RunState {
  role: SportsbookRole;
  /** The provider while this instance leads; null otherwise. */
  feed: FeedProvider | null;
  /** This instance's feed run. */
  readonly epoch: string;
  /** The book's feed run: ours when leading, the leader's when following. */
  bookEpoch: string;
  /** Between start() and stop(): a provider taken over starts ticking at once. */
  started: boolean;
  /** After shutdown(): nothing is scheduled again. */
  closed: boolean;
}

/** Where the parts send what they learn. */
export interface Outlets {
  /** Client topic messages (dropped on a follower: only the leader derives them). */
  publish(messages: TopicMessage[]): void;
  /** A game finished (its result is stored first with a cluster). */
  finished(gameId: number): void;
  /** A raw feed event of the leader, for the followers on the bus. */
  feedEvent(message: FeedEventMessage): void;
  onError(error: unknown, context: Record<string, unknown>): void;
  log(message: string, context?: Record<string, unknown>): void;
}
