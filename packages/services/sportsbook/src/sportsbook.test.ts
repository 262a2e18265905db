import { describe, expect, it } from 'vitest';
import type { FeedProvider } from '@playfield/feed';
import { createSportsbook } from './sportsbook.ts';
import { createTestWorld } from './testing/world.ts';
import type { TopicMessage } from './topics.ts';
import { gameDetail, localeOf } from './views.ts';

function liveOutcome(world: ReturnType<typeof createTestWorld>) {
  for (const entry of world.sportsbook.book.games.values()) {
    if (entry.game.status !== 2) continue;
    for (const market of entry.markets.values()) {
      const outcome = market.outcomes[0];
      if (outcome) return { gameId: entry.game.id, outcomeId: outcome.id };
    }
  }
  throw new Error('no live outcome');
}

describe('feed watchdog', () => {
  it('holds live games after two silent heartbeats and reopens them only after a snapshot', async () => {
    const world = createTestWorld();
    try {
      const { sportsbook, clock } = world;
      for (let i = 0; i < 6; i += 1) {
        world.advance(1000);
        sportsbook.checkHealth();
      }
      expect(sportsbook.health().phase).toBe('healthy');
      const { gameId, outcomeId } = liveOutcome(world);

      // The feed goes silent: no tick for more than two heartbeats (2 × 5 s).
      const messages: TopicMessage[] = [];
      sportsbook.onTopicMessage((m) => messages.push(m));
      clock.advance(10_500);
      world.scheduler.runAll(); // nothing registered: the sportsbook was not started
      sportsbook.checkHealth();
      expect(sportsbook.health().phase).toBe('stale');
      expect(sportsbook.book.liveHeld).toBe(true);
      const held = gameDetail(sportsbook.book, gameId, localeOf('en'));
      expect(held?.game.feedSuspended).toBe(true);
      expect(held?.markets.every((m) => m.suspended && m.outcomes.every((o) => o.blocked))).toBe(
        true,
      );
      expect((await sportsbook.port.quote([outcomeId])).get(outcomeId)?.blocked).toBe(true);
      expect(
        messages.some(
          (m) => m.key === `game:${gameId}` && m.data.kind === 'game' && m.data.game.feedSuspended,
        ),
      ).toBe(true);
      // Line games are not held.
      const line = [...sportsbook.book.games.values()].find((e) => e.game.status === 1);
      expect(
        line && gameDetail(sportsbook.book, line.game.id, localeOf('en'))?.game.feedSuspended,
      ).toBe(false);

      // The feed speaks again: the first event makes the book reload a full snapshot.
      messages.length = 0;
      world.advance(1000);
      expect(sportsbook.health().phase).toBe('healthy');
      expect(sportsbook.book.liveHeld).toBe(false);
      const entry = sportsbook.book.games.get(gameId);
      if (entry) {
        expect(gameDetail(sportsbook.book, gameId, localeOf('en'))?.game.feedSuspended).toBe(false);
        expect(
          messages.some(
            (m) =>
              m.key === `game:${gameId}` && m.data.kind === 'game' && !m.data.game.feedSuspended,
          ),
        ).toBe(true);
      }
      expect(sportsbook.book.seq).toBe(world.feed.snapshot().seq);
    } finally {
      world.close();
    }
  });

  it('a missed event makes the book reload the snapshot', () => {
    const world = createTestWorld();
    try {
      // A provider that loses its 5th event on the way.
      let n = 0;
      const lossy: FeedProvider = {
        start: () => world.feed.start(),
        stop: () => world.feed.stop(),
        snapshot: () => world.feed.snapshot(),
        subscribe: (listener) =>
          world.feed.subscribe((event) => {
            n += 1;
            if (n !== 5) listener(event);
          }),
      };
      const sportsbook = createSportsbook({ feed: lossy, clock: world.clock });
      for (let i = 0; i < 5; i += 1) world.advance(1000);
      expect(n).toBeGreaterThan(5);
      const fresh = world.feed.snapshot();
      expect(sportsbook.book.seq).toBe(fresh.seq);
      for (const { game, markets } of fresh.games) {
        const entry = sportsbook.book.games.get(game.id);
        expect(entry?.game).toEqual(game);
        expect(entry?.markets.size).toBe(markets.length);
      }
      sportsbook.close();
    } finally {
      world.close();
    }
  });
});

describe('betting port', () => {
  it('quotes outcomes with English names and gives results of finished games', async () => {
    const world = createTestWorld();
    try {
      const { sportsbook } = world;
      const entry = [...sportsbook.book.games.values()].find(
        (e) => e.game.kind === 'match' && e.game.status === 1 && e.game.sportId === 1,
      );
      const market = entry && [...entry.markets.values()].find((m) => m.type === 'total');
      const outcome = market?.outcomes[0];
      if (!entry || entry.game.kind !== 'match' || !market || !outcome)
        throw new Error('no football total');
      const quotes = await sportsbook.port.quote([outcome.id, 12_345]);
      expect(quotes.has(12_345)).toBe(false);
      expect(quotes.get(outcome.id)).toEqual({
        outcomeId: outcome.id,
        marketId: market.id,
        gameId: entry.game.id,
        sportId: 1,
        champId: entry.game.champId,
        coef: outcome.coef,
        blocked: false,
        gameStatus: 1,
        isLive: false,
        startsAt: entry.game.startAt,
        market: { type: 'total', period: market.period, param: market.param },
        outcome: { key: outcome.key, param: outcome.param, score: null, competitorId: null },
        gameName: `${entry.game.home} — ${entry.game.away}`,
        gameScore: [entry.game.score.home, entry.game.score.away],
        marketName: `Total ${market.param}`,
        outcomeName: `${outcome.key === 'over' ? 'Over' : 'Under'} ${outcome.param}`,
      });

      const finished: number[] = [];
      sportsbook.port.onGameFinished((id) => finished.push(id));
      for (let i = 0; i < 60 && finished.length === 0; i += 1) world.advance(2000);
      const [gameId] = finished;
      if (gameId === undefined) throw new Error('no game finished');
      const results = await sportsbook.port.results([gameId, 999_999]);
      expect(results.get(gameId)).toMatchObject({ gameId, cancelled: false, result: { gameId } });
      expect(results.has(999_999)).toBe(false);
    } finally {
      world.close();
    }
  });
});
