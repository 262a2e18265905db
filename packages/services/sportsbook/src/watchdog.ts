// The feed-health watchdog: silence for two heartbeats holds the live markets; only a full
// snapshot reopens them (the first event after a silence is not trusted).
import { initialFeedHealth, liveMarketsOpen, needsSnapshot, nextFeedHealth } from '@playfield/feed';
import type { Clock, FeedHealth, TickScheduler } from '@playfield/feed';
import type { Book } from './book.ts';
import type { Outlets } from './run-state.ts';
import { holdMessages } from './topics.ts';

export interface Watchdog {
  health(): FeedHealth;
  /** An event arrived (from the provider, or from the leader on the bus). */
  heard(): void;
  /** A full snapshot was loaded. */
  loaded(): void;
  /** A new feed run: the health starts over, as of a snapshot loaded now. */
  restart(): void;
  /** True when only a full snapshot can be trusted (after a silence). */
  needsSnapshot(): boolean;
  /** Runs once: holds the live markets when the feed has gone silent. */
  check(): void;
  /** Runs {@link Watchdog.check} every heartbeat on `scheduler` (once; none without one). */
  schedule(scheduler: TickScheduler | undefined): void;
  unschedule(): void;
}

export function createWatchdog(deps: {
  clock: Clock;
  heartbeatMs: number;
  book: Book;
  outlets: Pick<Outlets, 'publish'>;
}): Watchdog {
  const { clock, heartbeatMs, book, outlets } = deps;
  let health = initialFeedHealth(heartbeatMs);
  let stopTimer: (() => void) | null = null;

  function check(): void {
    health = nextFeedHealth(health, { type: 'tick', now: clock.now() });
    if (!liveMarketsOpen(health) && !book.liveHeld) {
      outlets.publish(holdMessages(book, book.holdLive(true)));
    }
  }

  return {
    health: () => health,
    heard() {
      health = nextFeedHealth(health, { type: 'event', at: clock.now() });
    },
    loaded() {
      health = nextFeedHealth(health, { type: 'snapshot', at: clock.now() });
    },
    restart() {
      health = nextFeedHealth(initialFeedHealth(heartbeatMs), {
        type: 'snapshot',
        at: clock.now(),
      });
    },
    needsSnapshot: () => needsSnapshot(health),
    check,
    schedule(scheduler) {
      if (!stopTimer && scheduler) stopTimer = scheduler.every(heartbeatMs, check);
    },
    unschedule() {
      stopTimer?.();
      stopTimer = null;
    },
  };
}
