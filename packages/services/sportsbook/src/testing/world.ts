// A small simulated world for tests: the real feed simulator on a manual clock and scheduler,
// a fixed seed, a day of schedule and a few live games, and the sportsbook over it.
import { createFeedSimulator, createSeededRandom } from '@playfield/feed';
import { createManualClock, createManualScheduler } from '@playfield/feed/testing';
import type { FeedSimulator } from '@playfield/feed';
import type { ManualClock, ManualScheduler } from '@playfield/feed/testing';
import type { AdvisoryLock, Database } from '@playfield/db';
import { FEED_LEADER_LOCK } from '../run-state.ts';
import { createSportsbook } from '../sportsbook.ts';
import { createSportsbookStore } from '../store.ts';
import type { SportsbookStore } from '../store.ts';
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
  /**
   * The process dies without its shutdown path (kill -9): the timers stop, nothing more
   * reaches the database (a write in flight is lost), and the leader lock goes as its broken
   * connection would release it. The instance is inert afterwards.
   */
  crash(): Promise<void>;
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
  /** How often a follower tries the lock (default: never within a test, 1 h). */
  lockRetryMs?: number;
  onError?: (error: unknown, context: Record<string, unknown>) => void;
}): ClusterTestNode {
  let feed: FeedSimulator | null = null;
  let dead = false;
  const locks: AdvisoryLock[] = [];
  const real = createSportsbookStore(options.database.db);
  // After a crash every call fails: a dead process reaches no table.
  const store = Object.fromEntries(
    Object.entries(real).map(([name, fn]) => [
      name,
      (...args: unknown[]) =>
        dead
          ? Promise.reject(new Error('the process is dead'))
          : (fn as (...a: unknown[]) => Promise<unknown>)(...args),
    ]),
  ) as unknown as SportsbookStore;
  const sportsbook = createSportsbook({
    clock: options.clock,
    cluster: {
      store,
      async tryLead(onLost) {
        if (dead) return null;
        const lock = await options.database.tryAdvisoryLock(FEED_LEADER_LOCK, onLost);
        if (lock) locks.push(lock);
        return lock;
      },
      createFeed({ firstGameId, resume }) {
        feed = createFeedSimulator({
          clock: options.clock,
          random: createSeededRandom(options.seed ?? 1),
          horizonDays: options.horizonDays ?? 1,
          minLive: options.minLive ?? 12,
          speed: options.speed ?? 60,
          firstGameId,
          ...(resume ? { resume } : {}),
        });
        return feed;
      },
      canLead: options.canLead ?? true,
      persistMs: options.persistMs ?? 60_000,
      lockRetryMs: options.lockRetryMs ?? 3_600_000,
    },
    onError: (error, context) => {
      if (!dead) options.onError?.(error, context);
    },
  });
  return {
    sportsbook,
    feed: () => (sportsbook.role() === 'leader' ? feed : null),
    tick() {
      if (!dead && sportsbook.role() === 'leader') feed?.tick();
    },
    async crash() {
      dead = true;
      sportsbook.stop();
      for (const lock of locks.splice(0)) await lock.release();
    },
  };
}
