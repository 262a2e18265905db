// The sportsbook context of one process: the book, the feed-health watchdog, the live-topic
// messages and the betting port. The book is in memory on every instance. With a store
// (decision 018) one instance — the leader, holding an advisory lock — runs the feed, writes
// the book (and the feed's resume state of each game) to the database every few seconds and
// every result at once, and publishes the raw feed events on the live bus (`feed:events`); the
// others (followers) load the stored book and apply those events. Only the leader derives and
// publishes the client topics. A new leader — after a restart or taking over from a dead one —
// resumes the stored world (decision 019); only a game it cannot resume is abandoned.
//
// This file puts the parts together: feed-run.ts (leading the feed), writer.ts (the leader's
// writes), follower.ts (following the stored book and the bus), leadership.ts (who leads) and
// watchdog.ts (feed health); run-state.ts is what they share.
import { randomUUID } from 'node:crypto';
import type { Clock, FeedHealth, FeedProvider, TickScheduler } from '@playfield/feed';
import type { Book } from './book.ts';
import { createBook } from './book.ts';
import { createFeedRun } from './feed-run.ts';
import { createFollower } from './follower.ts';
import { createLeadership } from './leadership.ts';
import { OVERRIDES_KEY, createSportsbookOperator } from './operator.ts';
import type { OverrideMessage, SportsbookOperator } from './operator.ts';
import { quoteOutcomes, resultsOfGames } from './port.ts';
import type { SportsbookBettingPort } from './port.ts';
import { FEED_EVENTS_KEY } from './run-state.ts';
import type {
  FeedEventMessage,
  FirstWrite,
  Outlets,
  RunState,
  SportsbookClusterDeps,
  SportsbookRole,
} from './run-state.ts';
import type { TopicMessage } from './topics.ts';
import { createWatchdog } from './watchdog.ts';
import { createBookWriter } from './writer.ts';

/** The live bus as the sportsbook uses it (the server's LiveBus fits). */
export interface SportsbookBus {
  publish(message: { key: string; data: unknown }): void;
  subscribe(listener: (message: { key: string; data: unknown }) => void): () => void;
}

export interface SportsbookDeps {
  /** A provider to lead with at once (tests, single process without storage). */
  feed?: FeedProvider;
  /** Storage, leader election and followers; `open()` decides the role. */
  cluster?: SportsbookClusterDeps;
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
  /** The provider while this instance leads; null on a follower. */
  readonly feed: FeedProvider | null;
  /** `leader` runs the feed; `follower` follows the stored book and the bus. */
  role(): SportsbookRole;
  /**
   * With a cluster: tries the leader lock (unless `canLead` is false) and leads, or loads the
   * stored book and follows. Resolves once the book is usable.
   */
  open(): Promise<SportsbookRole>;
  /** Connects to the live bus: the leader publishes raw events, a follower applies them. */
  connect(bus: SportsbookBus): () => void;
  /** The leader's first write of its world (background), once done. */
  firstWrite(): Promise<FirstWrite | null>;
  /** Writes the changed games now (tests; the timer does it every `persistMs`). */
  flush(): Promise<void>;
  readonly clock: Clock;
  /** Prices and results for betting (structurally betting's SportsbookPort). */
  readonly port: SportsbookBettingPort;
  /** The watchdog's current view of the feed. */
  health(): FeedHealth;
  /** The operator console's reads and overrides (decision 037). */
  readonly operator: SportsbookOperator;
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
  /** Stops everything, waits for writes in progress and releases the leader lock. */
  shutdown(): Promise<void>;
}

export function createSportsbook(deps: SportsbookDeps): Sportsbook {
  const { clock, cluster } = deps;
  const heartbeatMs = deps.heartbeatMs ?? 5000;
  const resultsKeepMs = deps.resultsKeepMs ?? 3 * 86_400_000;
  const book = createBook({ resultsKeepMs });
  const topicListeners = new Set<(message: TopicMessage) => void>();
  const finishedListeners = new Set<(gameId: number) => void>();
  const feedListeners = new Set<(message: FeedEventMessage) => void>();
  const epoch: string = randomUUID();
  const run: RunState = {
    role: 'none',
    feed: null,
    epoch,
    bookEpoch: epoch,
    started: false,
    closed: false,
  };

  const outlets: Outlets = {
    publish(messages) {
      if (run.role === 'follower') return; // only the leader derives the client topics
      for (const message of messages) {
        for (const listener of topicListeners) {
          try {
            listener(message);
          } catch (error) {
            outlets.onError(error, { where: 'topic listener', key: message.key });
          }
        }
      }
    },
    finished(gameId) {
      for (const listener of finishedListeners) {
        try {
          listener(gameId);
        } catch (error) {
          outlets.onError(error, { where: 'game finished listener', gameId });
        }
      }
    },
    feedEvent(message) {
      for (const listener of feedListeners) listener(message);
    },
    onError: (error, context) => deps.onError?.(error, context),
    log: (message, context = {}) => cluster?.onLog?.(message, context),
  };

  const watchdog = createWatchdog({ clock, heartbeatMs, book, outlets });
  const writer = createBookWriter({ cluster, book, clock, run, outlets });
  const feedRun = createFeedRun({
    book,
    run,
    watchdog,
    writer,
    outlets,
    storesResults: cluster !== undefined,
  });
  const follower =
    cluster && createFollower({ cluster, book, clock, resultsKeepMs, run, watchdog, outlets });
  const leadership =
    cluster &&
    follower &&
    createLeadership({
      cluster,
      book,
      clock,
      resultsKeepMs,
      run,
      feedRun,
      writer,
      follower,
      watchdog,
      scheduler: deps.scheduler,
      outlets,
    });

  if (deps.feed) feedRun.lead(deps.feed, null);

  let broadcast: ((message: OverrideMessage) => void) | null = null;
  const operator = createSportsbookOperator({
    book,
    clock,
    role: () => run.role,
    health: () => watchdog.health(),
    // An operator's change is no feed event: the instance that made it tells its sockets.
    publishTopics(messages) {
      for (const message of messages) {
        for (const listener of topicListeners) listener(message);
      }
    },
    broadcast: (message) => broadcast?.(message),
  });

  const sportsbook: Sportsbook = {
    book,
    get feed() {
      return run.feed;
    },
    clock,
    role: () => run.role,
    open: () => (leadership ? leadership.open() : Promise.resolve(run.role)),
    connect(bus) {
      const publishing = (message: FeedEventMessage) =>
        bus.publish({ key: FEED_EVENTS_KEY, data: message });
      feedListeners.add(publishing);
      broadcast = (message) => bus.publish({ key: OVERRIDES_KEY, data: message });
      const stopListening = bus.subscribe((message) => {
        if (message.key === OVERRIDES_KEY) {
          const data = message.data as OverrideMessage | null;
          if (data?.override) book.applyOverride(data.override, data.cleared);
          return;
        }
        if (message.key !== FEED_EVENTS_KEY || run.role !== 'follower') return;
        const data = message.data as FeedEventMessage | null;
        if (!data || typeof data.epoch !== 'string' || typeof data.event?.seq !== 'number') return;
        try {
          follower?.receive(data);
        } catch (error) {
          outlets.onError(error, { where: 'follower event' });
        }
      });
      return () => {
        broadcast = null;
        feedListeners.delete(publishing);
        stopListening();
      };
    },
    firstWrite: () => writer.firstWrite(),
    flush: () => writer.flush(),
    port: {
      quote: (ids, lang) => Promise.resolve(quoteOutcomes(book, ids, lang)),
      results: (ids) =>
        leadership ? leadership.results(ids) : Promise.resolve(resultsOfGames(book, ids)),
      onGameFinished(listener) {
        finishedListeners.add(listener);
        return () => void finishedListeners.delete(listener);
      },
    },
    health: () => watchdog.health(),
    operator,
    onTopicMessage(listener) {
      topicListeners.add(listener);
      return () => void topicListeners.delete(listener);
    },
    checkHealth: () => watchdog.check(),
    start() {
      run.started = true;
      if (run.role === 'leader') feedRun.startLeading();
      watchdog.schedule(deps.scheduler);
    },
    stop() {
      run.started = false;
      run.feed?.stop();
      watchdog.unschedule();
      writer.stopTimer();
    },
    close() {
      this.stop();
      feedRun.unsubscribe();
    },
    async shutdown() {
      run.closed = true;
      this.close();
      leadership?.stop();
      follower?.stop();
      // A first write still going is cut short; after a complete one, the last changes go too.
      await writer.finish();
      await leadership?.release();
      run.role = 'none';
    },
  };
  return sportsbook;
}
