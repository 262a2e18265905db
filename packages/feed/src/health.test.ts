import { describe, expect, it } from 'vitest';
import { initialFeedHealth, liveMarketsOpen, needsSnapshot, nextFeedHealth } from './health.ts';

describe('FeedHealth', () => {
  it('starts closed and opens on a snapshot', () => {
    const start = initialFeedHealth(5000);
    expect(liveMarketsOpen(start)).toBe(false);
    expect(needsSnapshot(start)).toBe(true);
    const open = nextFeedHealth(start, { type: 'snapshot', at: 1000 });
    expect(liveMarketsOpen(open)).toBe(true);
  });

  it('stays open while events keep arriving within two heartbeats', () => {
    let h = nextFeedHealth(initialFeedHealth(5000), { type: 'snapshot', at: 0 });
    for (let t = 4000; t <= 40_000; t += 4000) {
      h = nextFeedHealth(h, { type: 'event', at: t });
      h = nextFeedHealth(h, { type: 'tick', now: t + 5000 });
      expect(liveMarketsOpen(h)).toBe(true);
    }
  });

  it('suspends after two silent heartbeat intervals and reopens only after a snapshot', () => {
    let h = nextFeedHealth(initialFeedHealth(5000), { type: 'snapshot', at: 0 });
    h = nextFeedHealth(h, { type: 'tick', now: 10_000 });
    expect(liveMarketsOpen(h)).toBe(true);
    h = nextFeedHealth(h, { type: 'tick', now: 10_001 });
    expect(liveMarketsOpen(h)).toBe(false);
    h = nextFeedHealth(h, { type: 'event', at: 11_000 });
    expect(liveMarketsOpen(h)).toBe(false);
    h = nextFeedHealth(h, { type: 'tick', now: 11_500 });
    expect(liveMarketsOpen(h)).toBe(false);
    h = nextFeedHealth(h, { type: 'snapshot', at: 12_000 });
    expect(liveMarketsOpen(h)).toBe(true);
  });
});
