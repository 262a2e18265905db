/**
 * Feed health for consumers (a pure state machine). Live markets may be open only while the
 * feed is healthy. If nothing arrives for two heartbeat intervals the feed is stale: live
 * markets must be suspended, and they reopen only after a full snapshot — events arriving
 * after a silence are not enough, since some may have been lost.
 */

export type FeedHealthPhase = 'awaiting-snapshot' | 'healthy' | 'stale';

export interface FeedHealth {
  readonly phase: FeedHealthPhase;
  /** When the last event or snapshot arrived (consumer clock, epoch ms), or null. */
  readonly lastSeenAt: number | null;
  readonly heartbeatMs: number;
}

/** Inputs: an event arrived, a full snapshot was applied, or time passed. */
export type FeedHealthInput =
  | { readonly type: 'event'; readonly at: number }
  | { readonly type: 'snapshot'; readonly at: number }
  | { readonly type: 'tick'; readonly now: number };

/** A consumer starts without data: it waits for a snapshot. */
export function initialFeedHealth(heartbeatMs: number): FeedHealth {
  return { phase: 'awaiting-snapshot', lastSeenAt: null, heartbeatMs };
}

/** The silence after which a feed is stale: two heartbeat intervals. */
export function staleAfterMs(health: FeedHealth): number {
  return 2 * health.heartbeatMs;
}

/** The next state. Returns the same object when nothing changes. */
export function nextFeedHealth(health: FeedHealth, input: FeedHealthInput): FeedHealth {
  switch (input.type) {
    case 'snapshot':
      return { ...health, phase: 'healthy', lastSeenAt: input.at };
    case 'event':
      // An event after a silence does not heal the feed: only a snapshot does.
      return { ...health, lastSeenAt: input.at };
    case 'tick': {
      if (health.phase !== 'healthy' || health.lastSeenAt === null) return health;
      return input.now - health.lastSeenAt > staleAfterMs(health)
        ? { ...health, phase: 'stale' }
        : health;
    }
  }
}

/** True while live markets may be offered. */
export function liveMarketsOpen(health: FeedHealth): boolean {
  return health.phase === 'healthy';
}

/** True when the consumer should ask the provider for a full snapshot. */
export function needsSnapshot(health: FeedHealth): boolean {
  return health.phase !== 'healthy';
}
