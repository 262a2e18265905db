// A follower (decision 018): loads the stored book, then applies the leader's raw events from
// the live bus in order. Events that do not join the book wait in a buffer while the stored
// book is read again, until the two meet.
import type { Clock } from '@playfield/feed';
import type { Book } from './book.ts';
import type { FeedEventMessage, Outlets, RunState, SportsbookClusterDeps } from './run-state.ts';
import type { Watchdog } from './watchdog.ts';

/** The most leader events a follower holds while it reloads. */
const MAX_BUFFERED = 200_000;

export interface Follower {
  /** A leader event from the bus. */
  receive(message: FeedEventMessage): void;
  /** Loads the stored book, then the buffered events after it; retried until they join. */
  reload(): Promise<void>;
  /** True once a stored book was loaded. */
  loaded(): boolean;
  /** True while a reload waits for its turn. */
  reloadScheduled(): boolean;
  scheduleReload(delayMs: number): void;
  /** Drops the pending reload and the buffered events (this instance takes over the feed). */
  reset(): void;
  /** Drops the pending reload (shutdown). */
  stop(): void;
}

export function createFollower(deps: {
  cluster: SportsbookClusterDeps;
  book: Book;
  clock: Clock;
  resultsKeepMs: number;
  run: RunState;
  watchdog: Watchdog;
  outlets: Pick<Outlets, 'onError'>;
}): Follower {
  const { cluster, book, clock, resultsKeepMs, run, watchdog, outlets } = deps;
  const retryMs = cluster.persistMs ?? 5000;
  let buffer: FeedEventMessage[] = [];
  let loading = false;
  let loaded = false;
  let reloadTimer: ReturnType<typeof setTimeout> | null = null;

  function scheduleReload(delayMs: number): void {
    if (reloadTimer || run.closed) return;
    reloadTimer = setTimeout(() => {
      reloadTimer = null;
      void reload();
    }, delayMs);
    reloadTimer.unref?.();
  }

  /** Applies buffered events that continue the book; false when a gap remains. */
  function drain(): boolean {
    const pending = buffer;
    buffer = [];
    for (let i = 0; i < pending.length; i++) {
      const message = pending[i] as FeedEventMessage;
      if (message.epoch !== run.bookEpoch || message.event.seq <= book.seq) continue;
      if (message.event.seq !== book.seq + 1) {
        buffer = pending.slice(i);
        return false;
      }
      book.apply(message.event);
    }
    return true;
  }

  async function reload(): Promise<void> {
    if (run.role !== 'follower' || loading) return;
    loading = true;
    try {
      const stored = await cluster.store.load({ at: clock.now(), resultsKeepMs });
      if (run.role !== 'follower') return;
      if (!stored) {
        scheduleReload(retryMs);
        return;
      }
      const first = buffer.find((m) => m.epoch === stored.epoch && m.event.seq > stored.seq);
      const newest = buffer[buffer.length - 1];
      const behind =
        (first !== undefined && first.event.seq > stored.seq + 1) ||
        (newest !== undefined && newest.epoch !== stored.epoch);
      if (behind && loaded) {
        // The leader's next write will reach the events we hold.
        scheduleReload(retryMs);
        return;
      }
      book.load(stored);
      loaded = true;
      run.bookEpoch = stored.epoch;
      watchdog.loaded();
      if (!drain()) scheduleReload(retryMs);
    } catch (error) {
      outlets.onError(error, { where: 'follower reload' });
      scheduleReload(retryMs);
    } finally {
      loading = false;
    }
  }

  function receive(message: FeedEventMessage): void {
    if (run.role !== 'follower') return;
    watchdog.heard();
    if (loading || reloadTimer) {
      buffer.push(message);
      if (buffer.length > MAX_BUFFERED) buffer.splice(0, buffer.length - MAX_BUFFERED);
      return;
    }
    if (message.epoch === run.bookEpoch && message.event.seq <= book.seq) return;
    if (
      watchdog.needsSnapshot() ||
      message.epoch !== run.bookEpoch ||
      message.event.seq !== book.seq + 1
    ) {
      buffer.push(message);
      void reload();
      return;
    }
    book.apply(message.event);
  }

  return {
    receive,
    reload,
    loaded: () => loaded,
    reloadScheduled: () => reloadTimer !== null,
    scheduleReload,
    reset() {
      if (reloadTimer) clearTimeout(reloadTimer);
      reloadTimer = null;
      buffer = [];
    },
    stop() {
      if (reloadTimer) clearTimeout(reloadTimer);
      reloadTimer = null;
    },
  };
}
