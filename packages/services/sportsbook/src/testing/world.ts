// A small simulated world for tests: the real feed simulator on a manual clock and scheduler,
// a fixed seed, a day of schedule and a few live games, and the sportsbook over it.
import {
  createFeedSimulator,
  createManualClock,
  createManualScheduler,
  createSeededRandom,
} from '@playfield/feed';
import type { FeedSimulator, ManualClock, ManualScheduler } from '@playfield/feed';
import { createSportsbook } from '../sportsbook.ts';
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
