// A small simulated world for tests: the real feed simulator on a manual clock and scheduler,
// a fixed seed, a day of schedule and a few live games, and the sportsbook over it.
import {
  createFeedSimulator,
  createManualClock,
  createManualScheduler,
  createSeededRandom,
} from '@playfield/feed';
import type { FeedSimulator, ManualClock, ManualScheduler } from '@playfield/feed';
import type { Database } from '@playfield/db';
import { FEED_LEADER_LOCK, createSportsbook } from '../sportsbook.ts';
import { createSportsbookStore } from '../store.ts';
import type { Sportsbook } from '../sportsbook.ts';

export interface TestWorld {
  feed: FeedSimulator;
  clock: ManualClock;
  scheduler: ManualScheduler;
  sportsbook: Sportsbook;
  /** Moves the clock by `ms` and ticks the feed once. */
  advance(ms: number): void;
  close(): void;
}

/** 2026-01-01 12:00 UTC. */
export const TEST_START = Date.UTC(2026, 0, 1, 12);

export function createTestWorld(
  options: { seed?: number; minLive?: number; speed?: number; horizonDays?: number } = {},
): TestWorld {
  const clock = createManualClock(TEST_START);
  const scheduler = createManualScheduler();
  const feed = createFeedSimulator({
    clock,
    random: createSeededRandom(options.seed ?? 1),
    horizonDays: options.horizonDays ?? 1,
    minLive: options.minLive ?? 12,
    speed: options.speed ?? 60,
  });
  const sportsbook = createSportsbook({ feed, clock, scheduler });
  return {
    feed,
    clock,
    scheduler,
    sportsbook,
    advance(ms) {
      clock.advance(ms);
      feed.tick();
    },
    close: () => sportsbook.close(),
  };
}

/** One instance of a stored sportsbook (decision 018) on a shared manual clock. */
export interface ClusterTestNode {
  sportsbook: Sportsbook;
  /** The simulator while this instance leads (null on a follower). */
  feed(): FeedSimulator | null;
  /** Ticks this instance's simulator, when it leads. */
  tick(): void;
}

/**
 * A sportsbook over `database` that leads (the simulator on `clock`, the test world's small
 * schedule, ids above everything stored) when it gets the lock, else follows. Call `open()`.
 */
export function createClusterTestNode(options: {
  database: Database;
  clock: ManualClock;
  canLead?: boolean;
  seed?: number;
  minLive?: number;
  speed?: number;
  horizonDays?: number;
  persistMs?: number;
  onError?: (error: unknown, context: Record<string, unknown>) => void;
}): ClusterTestNode {
  let feed: FeedSimulator | null = null;
  const sportsbook = createSportsbook({
    clock: options.clock,
    cluster: {
      store: createSportsbookStore(options.database.db),
      tryLead: (onLost) => options.database.tryAdvisoryLock(FEED_LEADER_LOCK, onLost),
      createFeed(firstGameId) {
        feed = createFeedSimulator({
          clock: options.clock,
          random: createSeededRandom(options.seed ?? 1),
          horizonDays: options.horizonDays ?? 1,
          minLive: options.minLive ?? 12,
          speed: options.speed ?? 60,
          firstGameId,
        });
        return feed;
      },
      canLead: options.canLead ?? true,
      persistMs: options.persistMs ?? 60_000,
      lockRetryMs: 3_600_000,
    },
    ...(options.onError ? { onError: options.onError } : {}),
  });
  return {
    sportsbook,
    feed: () => (sportsbook.role() === 'leader' ? feed : null),
    tick() {
      if (sportsbook.role() === 'leader') feed?.tick();
    },
  };
}
