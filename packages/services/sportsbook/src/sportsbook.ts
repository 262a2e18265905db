// The sportsbook context of one process: the book fed by a feed provider, the feed-health
// watchdog, the live-topic messages and the betting port. Everything is in memory (phase 1):
// a restart rebuilds the book from the provider's snapshot.
import { initialFeedHealth, liveMarketsOpen, needsSnapshot, nextFeedHealth } from '@playfield/feed';
import type { Clock, FeedEvent, FeedHealth, FeedProvider, TickScheduler } from '@playfield/feed';
import type { Book } from './book.ts';
import { createBook } from './book.ts';
import { quoteOutcomes, resultsOfGames } from './port.ts';
import type { SportsbookBettingPort } from './port.ts';
import { holdMessages, reloadMessages, topicMessages } from './topics.ts';
import type { TopicMessage } from './topics.ts';

export interface SportsbookDeps {
  feed: FeedProvider;
  /** The consumer's clock (the watchdog measures silence with it). */
  clock: Clock;
  /** Runs the watchdog every `heartbeatMs` once started; without one, call `checkHealth()`. */
  scheduler?: TickScheduler;
  /** The provider's heartbeat interval: silence for two of them holds live markets. */
  heartbeatMs?: number;
  /** How long finished games stay for the results pages. Default 3 days. */
  resultsKeepMs?: number;
  onError?: (error: unknown, context: Record<string, unknown>) => void;
}

export interface Sportsbook {
  readonly book: Book;
  readonly feed: FeedProvider;
  readonly clock: Clock;
  /** Prices and results for betting (structurally betting's SportsbookPort). */
  readonly port: SportsbookBettingPort;
  /** The watchdog's current view of the feed. */
  health(): FeedHealth;
  /** Receives the live-topic messages of every change; returns the unsubscribe function. */
  onTopicMessage(listener: (message: TopicMessage) => void): () => void;
  /** Runs the watchdog once (the scheduler calls it every heartbeat). */
  checkHealth(): void;
  /** Starts the provider and the watchdog (background roles). Idempotent. */
  start(): void;
  /** Stops the provider and the watchdog. Idempotent. */
  stop(): void;
  /** Unsubscribes from the provider (the end of the process or a test). */
  close(): void;
}

export function createSportsbook(deps: SportsbookDeps): Sportsbook {
  const { feed, clock } = deps;
  const heartbeatMs = deps.heartbeatMs ?? 5000;
  const book = createBook(
    deps.resultsKeepMs === undefined ? {} : { resultsKeepMs: deps.resultsKeepMs },
  );
  const topicListeners = new Set<(message: TopicMessage) => void>();
  const finishedListeners = new Set<(gameId: number) => void>();
  let health = initialFeedHealth(heartbeatMs);
  let stopTimer: (() => void) | null = null;

  function publish(messages: TopicMessage[]): void {
    for (const message of messages) {
      for (const listener of topicListeners) {
        try {
          listener(message);
        } catch (error) {
          deps.onError?.(error, { where: 'topic listener', key: message.key });
        }
      }
    }
  }

  /** Loads a full snapshot: the only way live markets reopen after a silence. */
  function reload(): void {
    const heldBefore = book.liveHeld;
    const before = new Map([...book.games.values()].map((e) => [e.game.id, e.game.status]));
    book.load(feed.snapshot());
    health = nextFeedHealth(health, { type: 'snapshot', at: clock.now() });
    // Tell the topics what changed while nothing arrived (held games reopen with fresh prices).
    publish(reloadMessages(book, before, heldBefore));
    for (const id of before.keys()) {
      if (!book.games.has(id) && book.results.has(id)) notifyFinished(id);
    }
  }

  function notifyFinished(gameId: number): void {
    for (const listener of finishedListeners) {
      try {
        listener(gameId);
      } catch (error) {
        deps.onError?.(error, { where: 'game finished listener', gameId });
      }
    }
  }

  function onEvent(event: FeedEvent): void {
    health = nextFeedHealth(health, { type: 'event', at: clock.now() });
    if (event.seq <= book.seq) return; // already in the snapshot
    if (needsSnapshot(health) || event.seq !== book.seq + 1) {
      // Back after a silence, or an event was missed: only a full snapshot is trustworthy.
      reload();
      return;
    }
    const change = book.apply(event);
    publish(topicMessages(event, change, book));
    if (event.type === 'game.finished') notifyFinished(event.game.id);
  }

  book.load(feed.snapshot());
  health = nextFeedHealth(health, { type: 'snapshot', at: clock.now() });
  const unsubscribe = feed.subscribe((event) => {
    try {
      onEvent(event);
    } catch (error) {
      deps.onError?.(error, { where: 'feed event', seq: event.seq, type: event.type });
    }
  });

  function checkHealth(): void {
    health = nextFeedHealth(health, { type: 'tick', now: clock.now() });
    if (!liveMarketsOpen(health) && !book.liveHeld) {
      publish(holdMessages(book, book.holdLive(true)));
    }
  }

  return {
    book,
    feed,
    clock,
    port: {
      quote: (ids) => Promise.resolve(quoteOutcomes(book, ids)),
      results: (ids) => Promise.resolve(resultsOfGames(book, ids)),
      onGameFinished(listener) {
        finishedListeners.add(listener);
        return () => void finishedListeners.delete(listener);
      },
    },
    health: () => health,
    onTopicMessage(listener) {
      topicListeners.add(listener);
      return () => void topicListeners.delete(listener);
    },
    checkHealth,
    start() {
      feed.start();
      if (!stopTimer && deps.scheduler) stopTimer = deps.scheduler.every(heartbeatMs, checkHealth);
    },
    stop() {
      feed.stop();
      stopTimer?.();
      stopTimer = null;
    },
    close() {
      this.stop();
      unsubscribe();
    },
  };
}
