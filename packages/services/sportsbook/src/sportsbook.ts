// The sportsbook context of one process: the book, the feed-health watchdog, the live-topic
// messages and the betting port. The book is in memory on every instance. With a store
// (decision 018) one instance — the leader, holding an advisory lock — runs the feed, writes
// the book (and the feed's resume state of each game) to the database every few seconds and
// every result at once, and publishes the raw feed events on the live bus (`feed:events`); the
// others (followers) load the stored book and apply those events. Only the leader derives and
// publishes the client topics. A new leader — after a restart or taking over from a dead one —
// resumes the stored world (decision 019); only a game it cannot resume is abandoned.
import { randomUUID } from 'node:crypto';
import { initialFeedHealth, liveMarketsOpen, needsSnapshot, nextFeedHealth } from '@playfield/feed';
import type {
  Clock,
  FeedEvent,
  FeedHealth,
  FeedProvider,
  FeedResume,
  FeedSnapshot,
  TickScheduler,
} from '@playfield/feed';
import type { Book } from './book.ts';
import { createBook } from './book.ts';
import { quoteOutcomes, resultsOfGames } from './port.ts';
import type { SportsbookBettingPort, SportsbookGameOutcome } from './port.ts';
import type { SportsbookStore } from './store.ts';
import { holdMessages, reloadMessages, topicMessages } from './topics.ts';
import type { TopicMessage } from './topics.ts';

/** The bus key of the leader's raw feed events (internal: no client topic matches it). */
export const FEED_EVENTS_KEY = 'feed:events';

/** What the leader publishes under {@link FEED_EVENTS_KEY}. */
export interface FeedEventMessage {
  /** The leader run: a new leader (a restart) starts a new sequence. */
  epoch: string;
  event: FeedEvent;
}

/** The live bus as the sportsbook uses it (the server's LiveBus fits). */
export interface SportsbookBus {
  publish(message: { key: string; data: unknown }): void;
  subscribe(listener: (message: { key: string; data: unknown }) => void): () => void;
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

/**
 * Game ids a leader reserves ahead of handing them out (decision 019): a new world takes a few
 * thousand at once; the reservation is raised by the writer when fewer than half are left.
 */
const ID_BLOCK = 5000;

/** The first write was cut short by a shutdown. */
const FIRST_WRITE_CUT = new Error('first write cut short by shutdown');

export function createSportsbook(deps: SportsbookDeps): Sportsbook {
  const { clock, cluster } = deps;
  const heartbeatMs = deps.heartbeatMs ?? 5000;
  const resultsKeepMs = deps.resultsKeepMs ?? 3 * 86_400_000;
  const book = createBook({ resultsKeepMs });
  const topicListeners = new Set<(message: TopicMessage) => void>();
  const finishedListeners = new Set<(gameId: number) => void>();
  const feedListeners = new Set<(message: FeedEventMessage) => void>();
  const log = (message: string, context: Record<string, unknown> = {}) =>
    cluster?.onLog?.(message, context);
  const onError = (error: unknown, context: Record<string, unknown>) =>
    deps.onError?.(error, context);
  let health = initialFeedHealth(heartbeatMs);
  let stopTimer: (() => void) | null = null;
  let role: SportsbookRole = 'none';
  let feed: FeedProvider | null = null;
  let unsubscribeFeed: (() => void) | null = null;
  let started = false;
  let closed = false;
  const epoch: string = randomUUID();
  // The book's feed run: ours when leading, the leader's when following.
  let bookEpoch: string = epoch;

  function publish(messages: TopicMessage[]): void {
    if (role === 'follower') return; // only the leader derives the client topics
    for (const message of messages) {
      for (const listener of topicListeners) {
        try {
          listener(message);
        } catch (error) {
          onError(error, { where: 'topic listener', key: message.key });
        }
      }
    }
  }

  function notifyFinished(gameId: number): void {
    for (const listener of finishedListeners) {
      try {
        listener(gameId);
      } catch (error) {
        onError(error, { where: 'game finished listener', gameId });
      }
    }
  }

  // ---- Writing (leader): one writer at a time; results go before the periodic batches. ----
  const dirty = new Set<number>();
  const urgent: (() => Promise<void>)[] = [];
  let writing: Promise<void> | null = null;
  let firstWriteDone: Promise<FirstWrite | null> = Promise.resolve(null);
  let persistTimer: ReturnType<typeof setInterval> | null = null;
  let abortWrites = false;

  async function runUrgent(): Promise<void> {
    while (urgent.length > 0) {
      const task = urgent.shift();
      await task?.();
    }
  }

  /** Runs `task` as the only writer (after anything already writing). */
  function exclusive(task: () => Promise<void>): Promise<void> {
    const run = (writing ?? Promise.resolve()).then(task, task);
    const settled = run.catch(() => undefined);
    writing = settled;
    void settled.then(() => {
      if (writing === settled) writing = null;
    });
    return run;
  }

  /** Writes a finished game's result before anyone is told (retried once). */
  function storeResult(gameId: number): Promise<void> {
    const store = cluster?.store;
    const finished = book.results.get(gameId);
    if (!store || !finished) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const write = async (attempt: number): Promise<void> => {
        // A leader that lost the lock writes nothing more: the next leader resumed the game
        // from the tables and finishes it itself (decision 019).
        if (role !== 'leader') return resolve();
        try {
          await store.writeResult(finished.game, finished.result);
          resolve();
        } catch (error) {
          if (attempt < 2) {
            urgent.push(() => write(attempt + 1));
            return;
          }
          onError(error, { where: 'result write', gameId });
          resolve();
        }
      };
      urgent.push(() => write(1));
      // A writer in progress runs it between its batches; otherwise this one does.
      void exclusive(runUrgent);
    });
  }

  /** Writes the games marked dirty, in batches, letting results go first between batches. */
  async function writeDirty(): Promise<{ games: number; markets: number; aborted: boolean }> {
    const store = cluster?.store;
    if (!store) return { games: 0, markets: 0, aborted: false };
    const seq = book.seq;
    const startEpoch = bookEpoch;
    const ids = [...dirty];
    dirty.clear();
    const size = cluster.batchGames ?? 50;
    let games = 0;
    let markets = 0;
    for (let i = 0; i < ids.length; i += size) {
      await runUrgent();
      if (abortWrites || role !== 'leader') {
        // Shutting down, or the lock is lost: the rest is the next leader's (it resumed the
        // world from the tables and writes it from there).
        for (const id of ids.slice(i)) dirty.add(id);
        return { games, markets, aborted: true };
      }
      // Serialized now, from the current book: a game finished since is the result's job.
      const batch = ids
        .slice(i, i + size)
        .map((id) => book.games.get(id))
        .filter((entry) => entry !== undefined)
        .map((entry) => ({
          game: entry.game,
          markets: [...entry.markets.values()],
          // The provider's state as of the same moment as the book (both move only on a tick).
          state: feed?.resumeState?.(entry.game.id) ?? null,
        }));
      try {
        await store.writeGames(batch, clock.now());
      } catch (error) {
        for (const { game } of batch) dirty.add(game.id);
        throw error;
      }
      games += batch.length;
      for (const entry of batch) markets += entry.markets.length;
      // Let requests in between batches.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    await runUrgent();
    if (role === 'leader') await reserveIds(store);
    if (role === 'leader' && startEpoch === bookEpoch) {
      await store.writeState(startEpoch, seq, clock.now());
    }
    return { games, markets, aborted: false };
  }

  let reservedId = 0;

  /** Keeps the id reservation ahead of the ids the feed hands out. */
  async function reserveIds(store: SportsbookStore): Promise<void> {
    let highest = 0;
    for (const id of book.games.keys()) if (id > highest) highest = id;
    if (highest <= reservedId - ID_BLOCK / 2) return;
    const upTo = highest + ID_BLOCK;
    await store.reserveGameIds(upTo);
    reservedId = upTo;
  }

  function flush(): Promise<void> {
    if (role !== 'leader') return Promise.resolve();
    return exclusive(async () => {
      await writeDirty();
    });
  }

  // ---- Leading ----
  function onEvent(event: FeedEvent): void {
    health = nextFeedHealth(health, { type: 'event', at: clock.now() });
    if (event.seq <= book.seq) return; // already in the snapshot
    if (needsSnapshot(health) || event.seq !== book.seq + 1) {
      // Back after a silence, or an event was missed: only a full snapshot is trustworthy.
      reload();
      return;
    }
    const change = book.apply(event);
    if (change && event.type !== 'game.finished') dirty.add(change.gameId);
    // Followers first: their books move before the derived updates reach their sockets.
    for (const listener of feedListeners) listener({ epoch, event });
    publish(topicMessages(event, change, book));
    if (event.type === 'game.finished') {
      const id = event.game.id;
      dirty.delete(id);
      if (cluster) void storeResult(id).then(() => notifyFinished(id));
      else notifyFinished(id);
    }
  }

  /** Loads the provider's full snapshot: the only way live markets reopen after a silence. */
  function reload(): void {
    if (!feed) return;
    const heldBefore = book.liveHeld;
    const before = new Map([...book.games.values()].map((e) => [e.game.id, e.game.status]));
    book.load(feed.snapshot());
    for (const id of book.games.keys()) dirty.add(id);
    health = nextFeedHealth(health, { type: 'snapshot', at: clock.now() });
    // Tell the topics what changed while nothing arrived (held games reopen with fresh prices).
    publish(reloadMessages(book, before, heldBefore));
    for (const id of before.keys()) {
      if (!book.games.has(id) && book.results.has(id)) {
        if (cluster) void storeResult(id).then(() => notifyFinished(id));
        else notifyFinished(id);
      }
    }
  }

  function lead(provider: FeedProvider, stored: FeedSnapshot | null): void {
    feed = provider;
    role = 'leader';
    bookEpoch = epoch;
    const snapshot = provider.snapshot();
    // The results pages keep showing what the previous runs finished.
    book.load(
      stored ? { ...snapshot, results: [...stored.results, ...snapshot.results] } : snapshot,
    );
    health = nextFeedHealth(initialFeedHealth(heartbeatMs), { type: 'snapshot', at: clock.now() });
    unsubscribeFeed = provider.subscribe((event) => {
      try {
        onEvent(event);
      } catch (error) {
        onError(error, { where: 'feed event', seq: event.seq, type: event.type });
      }
    });
    if (started) startLeading();
  }

  function startLeading(): void {
    feed?.start();
    if (cluster && !persistTimer) {
      persistTimer = setInterval(() => {
        if (writing) return; // the previous write (or the first one) is still going
        flush().catch((error: unknown) => onError(error, { where: 'sportsbook write' }));
      }, cluster.persistMs ?? 5000);
      persistTimer.unref?.();
    }
  }

  /**
   * A game the feed will never finish is abandoned — the rule a real provider's abandoned event
   * follows, and the only way the sportsbook ends a game without a result (decision 019): it
   * gets a cancelled result (every bet on it is returned, leg status 3), and settlement is
   * told at once. Returns the ids abandoned now.
   */
  async function abandonGames(
    c: SportsbookClusterDeps,
    gameIds: readonly number[],
    at: number,
  ): Promise<number[]> {
    if (gameIds.length === 0) return [];
    const abandoned = await c.store.abandonGames(gameIds, at);
    if (abandoned.length === 0) return abandoned;
    log('sportsbook abandoned games it cannot resume', { count: abandoned.length });
    for (const id of abandoned) notifyFinished(id);
    return abandoned;
  }

  /** Game ids below this were handed out by earlier leaders (0: we do not lead). */
  let firstGameId = 0;

  /**
   * Results for betting. On the leader, a game an earlier leader handed out that is neither in
   * the book nor stored with a result is gone for good (it was created but never written before
   * that leader died): it is abandoned by the same rule, so its coupons are returned rather than
   * left pending.
   */
  async function storedResults(
    c: SportsbookClusterDeps,
    gameIds: readonly number[],
  ): Promise<Map<number, SportsbookGameOutcome>> {
    const found = await c.store.results(gameIds);
    if (role !== 'leader') return found;
    const gone = gameIds.filter(
      (id) =>
        Number.isSafeInteger(id) &&
        id > 0 &&
        id < firstGameId &&
        !found.has(id) &&
        !book.games.has(id) &&
        !book.results.has(id),
    );
    if (gone.length === 0) return found;
    // A game with a stored row is resumed or was abandoned at start: only rowless ids are gone.
    const open = new Set(await c.store.openGameIds());
    const rowless = gone.filter((id) => !open.has(id));
    await abandonGames(c, rowless, clock.now());
    return c.store.results(gameIds);
  }

  /**
   * With storage: resume the stored world (decision 019) — the provider goes on with every
   * stored open game it can resume and numbers new games above everything stored; the stored
   * open games it could not resume are abandoned. Then writes what the stored world lacks.
   */
  async function leadWithStore(c: SportsbookClusterDeps): Promise<void> {
    const at = clock.now();
    const maxId = await c.store.maxGameId();
    // Ids ours may hand out before its games are written: a next leader numbers above them.
    reservedId = maxId + ID_BLOCK;
    await c.store.reserveGameIds(reservedId);
    const previous = await c.store.load({ at, resultsKeepMs, incomplete: true });
    const states = await c.store.resumeStates();
    const stored = previous !== null && previous.sports.length > 0 ? previous : null;
    const resume: FeedResume | null = stored && {
      sports: stored.sports,
      championships: stored.championships,
      competitors: stored.competitors,
      games: stored.games.map((g) => ({ ...g, state: states.get(g.game.id) ?? null })),
    };
    firstGameId = maxId + 1;
    lead(c.createFeed({ firstGameId, resume }), stored);
    // Taken before any await: a resumed game may finish on the feed's next tick meanwhile.
    const inWorld = new Set(book.games.keys());
    const open = await c.store.openGameIds();
    await abandonGames(
      c,
      open.filter((id) => !inWorld.has(id) && !book.results.has(id)),
      at,
    );
    // The resumed games are stored as they stand; only what the stored world lacks is written.
    const storedIds = new Set(stored?.games.map((g) => g.game.id));
    let resumedCount = 0;
    for (const id of book.games.keys()) {
      if (storedIds.has(id)) resumedCount += 1;
      else dirty.add(id);
    }
    if (stored) log('sportsbook resumed the stored world', { games: resumedCount });
    const t0 = performance.now();
    firstWriteDone = exclusive(async () => {
      if (!stored) {
        await c.store.writeReference({
          sports: [...book.sports.values()],
          championships: [...book.champs.values()],
          competitors: [...book.competitors.values()],
        });
      }
      if ((await writeDirty()).aborted) throw FIRST_WRITE_CUT;
    }).then(
      () => {
        const done = {
          games: book.games.size,
          markets: [...book.games.values()].reduce((n, e) => n + e.markets.size, 0),
          ms: Math.round(performance.now() - t0),
        };
        log('sportsbook first write done', { ...done });
        return done;
      },
      (error: unknown) => {
        if (error !== FIRST_WRITE_CUT) onError(error, { where: 'sportsbook first write' });
        return null;
      },
    );
  }

  // ---- Following ----
  let buffer: FeedEventMessage[] = [];
  let loading = false;
  let loaded = false;
  let reloadTimer: ReturnType<typeof setTimeout> | null = null;
  let lockTimer: ReturnType<typeof setInterval> | null = null;
  let lock: { release(): Promise<void> } | null = null;

  function scheduleFollowerReload(delayMs: number): void {
    if (reloadTimer || closed) return;
    reloadTimer = setTimeout(() => {
      reloadTimer = null;
      void followerReload();
    }, delayMs);
    reloadTimer.unref?.();
  }

  /** Applies buffered events that continue the book; false when a gap remains. */
  function drain(): boolean {
    const pending = buffer;
    buffer = [];
    for (let i = 0; i < pending.length; i++) {
      const message = pending[i] as FeedEventMessage;
      if (message.epoch !== bookEpoch || message.event.seq <= book.seq) continue;
      if (message.event.seq !== book.seq + 1) {
        buffer = pending.slice(i);
        return false;
      }
      book.apply(message.event);
    }
    return true;
  }

  /** Loads the stored book, then the buffered events after it; retried until they join. */
  async function followerReload(): Promise<void> {
    if (!cluster || role !== 'follower' || loading) return;
    loading = true;
    try {
      const stored = await cluster.store.load({ at: clock.now(), resultsKeepMs });
      if (role !== 'follower') return;
      if (!stored) {
        scheduleFollowerReload(cluster.persistMs ?? 5000);
        return;
      }
      const first = buffer.find((m) => m.epoch === stored.epoch && m.event.seq > stored.seq);
      const newest = buffer[buffer.length - 1];
      const behind =
        (first !== undefined && first.event.seq > stored.seq + 1) ||
        (newest !== undefined && newest.epoch !== stored.epoch);
      if (behind && loaded) {
        // The leader's next write will reach the events we hold.
        scheduleFollowerReload(cluster.persistMs ?? 5000);
        return;
      }
      book.load(stored);
      loaded = true;
      bookEpoch = stored.epoch;
      health = nextFeedHealth(health, { type: 'snapshot', at: clock.now() });
      if (!drain()) scheduleFollowerReload(cluster.persistMs ?? 5000);
    } catch (error) {
      onError(error, { where: 'follower reload' });
      scheduleFollowerReload(cluster.persistMs ?? 5000);
    } finally {
      loading = false;
    }
  }

  function onRemote(message: FeedEventMessage): void {
    if (role !== 'follower') return;
    health = nextFeedHealth(health, { type: 'event', at: clock.now() });
    if (loading || reloadTimer) {
      buffer.push(message);
      if (buffer.length > 200_000) buffer.splice(0, buffer.length - 200_000);
      return;
    }
    if (message.epoch === bookEpoch && message.event.seq <= book.seq) return;
    if (
      needsSnapshot(health) ||
      message.epoch !== bookEpoch ||
      message.event.seq !== book.seq + 1
    ) {
      buffer.push(message);
      void followerReload();
      return;
    }
    book.apply(message.event);
  }

  async function follow(c: SportsbookClusterDeps): Promise<void> {
    role = 'follower';
    await followerReload();
    if (!loaded && reloadTimer === null) scheduleFollowerReload(c.persistMs ?? 5000);
    if (c.canLead && !lockTimer) {
      lockTimer = setInterval(() => void tryPromote(c), c.lockRetryMs ?? 10_000);
      lockTimer.unref?.();
    }
  }

  async function tryPromote(c: SportsbookClusterDeps): Promise<void> {
    if (role !== 'follower' || closed) return;
    const got = await c.tryLead(lost).catch(() => null);
    if (!got) return;
    if (closed) return void got.release();
    lock = got;
    if (lockTimer) clearInterval(lockTimer);
    lockTimer = null;
    if (reloadTimer) clearTimeout(reloadTimer);
    reloadTimer = null;
    buffer = [];
    log('sportsbook took over the feed', {});
    await leadWithStore(c);
  }

  function lost(): void {
    // The lock's connection broke: another instance may lead now. Stop ticking and follow.
    if (role !== 'leader' || closed || !cluster) return;
    log('sportsbook lost the leader lock', {});
    feed?.stop();
    unsubscribeFeed?.();
    unsubscribeFeed = null;
    feed = null;
    if (persistTimer) clearInterval(persistTimer);
    persistTimer = null;
    lock = null;
    void follow(cluster);
  }

  if (deps.feed) lead(deps.feed, null);

  function checkHealth(): void {
    health = nextFeedHealth(health, { type: 'tick', now: clock.now() });
    if (!liveMarketsOpen(health) && !book.liveHeld) {
      publish(holdMessages(book, book.holdLive(true)));
    }
  }

  const sportsbook: Sportsbook = {
    book,
    get feed() {
      return feed;
    },
    clock,
    role: () => role,
    async open() {
      if (!cluster || role !== 'none') return role;
      if (cluster.canLead) {
        lock = await cluster.tryLead(lost);
        if (lock) {
          await leadWithStore(cluster);
          return role;
        }
      }
      await follow(cluster);
      if (!stopTimer && deps.scheduler) stopTimer = deps.scheduler.every(heartbeatMs, checkHealth);
      return role;
    },
    connect(bus) {
      const stopPublishing = (() => {
        const listener = (message: FeedEventMessage) =>
          bus.publish({ key: FEED_EVENTS_KEY, data: message });
        feedListeners.add(listener);
        return () => void feedListeners.delete(listener);
      })();
      const stopListening = bus.subscribe((message) => {
        if (message.key !== FEED_EVENTS_KEY || role !== 'follower') return;
        const data = message.data as FeedEventMessage | null;
        if (!data || typeof data.epoch !== 'string' || typeof data.event?.seq !== 'number') return;
        try {
          onRemote(data);
        } catch (error) {
          onError(error, { where: 'follower event' });
        }
      });
      return () => {
        stopPublishing();
        stopListening();
      };
    },
    firstWrite: () => firstWriteDone,
    flush,
    port: {
      quote: (ids, lang) => Promise.resolve(quoteOutcomes(book, ids, lang)),
      results: (ids) =>
        cluster ? storedResults(cluster, ids) : Promise.resolve(resultsOfGames(book, ids)),
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
      started = true;
      if (role === 'leader') startLeading();
      if (!stopTimer && deps.scheduler) stopTimer = deps.scheduler.every(heartbeatMs, checkHealth);
    },
    stop() {
      started = false;
      feed?.stop();
      stopTimer?.();
      stopTimer = null;
      if (persistTimer) clearInterval(persistTimer);
      persistTimer = null;
    },
    close() {
      this.stop();
      unsubscribeFeed?.();
      unsubscribeFeed = null;
    },
    async shutdown() {
      closed = true;
      this.close();
      if (lockTimer) clearInterval(lockTimer);
      if (reloadTimer) clearTimeout(reloadTimer);
      lockTimer = null;
      reloadTimer = null;
      // A first write still going is cut short; after a complete one, the last changes go too.
      abortWrites = true;
      const written = await firstWriteDone;
      abortWrites = false;
      if (role === 'leader' && written) await flush().catch(() => undefined);
      while (writing) await writing;
      const held = lock;
      lock = null;
      await held?.release();
      role = 'none';
    },
  };
  return sportsbook;
}
