// Leading the feed: the provider's events move the book, mark the changed games for the
// writer, go to the followers and become client topic messages; a finished game's result is
// stored (with a cluster) before anyone is told. An event that does not join the book, or the
// first after a silence, makes the book reload the provider's full snapshot.
import type { FeedEvent, FeedProvider, FeedSnapshot } from '@playfield/feed';
import type { Book } from './book.ts';
import type { Outlets, RunState } from './run-state.ts';
import { reloadMessages, topicMessages } from './topics.ts';
import type { Watchdog } from './watchdog.ts';
import type { BookWriter } from './writer.ts';

export interface FeedRun {
  /** Leads with `provider`; `stored` is the stored book whose results the pages keep. */
  lead(provider: FeedProvider, stored: FeedSnapshot | null): void;
  /** Starts the provider ticking and the writer's timer. */
  startLeading(): void;
  /** Stops listening to the provider. */
  unsubscribe(): void;
}

export function createFeedRun(deps: {
  book: Book;
  run: RunState;
  watchdog: Watchdog;
  writer: BookWriter;
  outlets: Outlets;
  /** With a cluster, a result is stored before anyone is told. */
  storesResults: boolean;
}): FeedRun {
  const { book, run, watchdog, writer, outlets, storesResults } = deps;
  let unsubscribeFeed: (() => void) | null = null;

  function finished(gameId: number): void {
    if (storesResults) void writer.storeResult(gameId).then(() => outlets.finished(gameId));
    else outlets.finished(gameId);
  }

  function onEvent(event: FeedEvent): void {
    watchdog.heard();
    if (event.seq <= book.seq) return; // already in the snapshot
    if (watchdog.needsSnapshot() || event.seq !== book.seq + 1) {
      // Back after a silence, or an event was missed: only a full snapshot is trustworthy.
      reload();
      return;
    }
    const change = book.apply(event);
    if (change && event.type !== 'game.finished') writer.markDirty(change.gameId);
    // Followers first: their books move before the derived updates reach their sockets.
    outlets.feedEvent({ epoch: run.epoch, event });
    outlets.publish(topicMessages(event, change, book));
    if (event.type === 'game.finished') {
      writer.forget(event.game.id);
      finished(event.game.id);
    }
  }

  /** Loads the provider's full snapshot: the only way live markets reopen after a silence. */
  function reload(): void {
    if (!run.feed) return;
    const heldBefore = book.liveHeld;
    const before = new Map([...book.games.values()].map((e) => [e.game.id, e.game.status]));
    book.load(run.feed.snapshot());
    for (const id of book.games.keys()) writer.markDirty(id);
    watchdog.loaded();
    // Tell the topics what changed while nothing arrived (held games reopen with fresh prices).
    outlets.publish(reloadMessages(book, before, heldBefore));
    for (const id of before.keys()) {
      if (!book.games.has(id) && book.results.has(id)) finished(id);
    }
  }

  function startLeading(): void {
    run.feed?.start();
    writer.startTimer();
  }

  return {
    lead(provider, stored) {
      run.feed = provider;
      run.role = 'leader';
      run.bookEpoch = run.epoch;
      const snapshot = provider.snapshot();
      // The results pages keep showing what the previous runs finished.
      book.load(
        stored ? { ...snapshot, results: [...stored.results, ...snapshot.results] } : snapshot,
      );
      watchdog.restart();
      unsubscribeFeed = provider.subscribe((event) => {
        try {
          onEvent(event);
        } catch (error) {
          outlets.onError(error, { where: 'feed event', seq: event.seq, type: event.type });
        }
      });
      if (run.started) startLeading();
    },
    startLeading,
    unsubscribe() {
      unsubscribeFeed?.();
      unsubscribeFeed = null;
    },
  };
}
