// Decisions 018 and 019 on a real database: the leader writes its world and every result before
// anyone is told; a new instance on the same database reads those results; a leader started
// after a restart resumes the games the previous run left open, abandons only one it cannot
// resume and numbers its new games above them; an instance that loses the lock race follows the
// stored book and the leader's raw events.
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '@playfield/db/testing';
import type { Database } from '@playfield/db';
import { createManualClock } from '@playfield/feed/testing';
import type { Market } from '@playfield/feed';
import type { SportsbookBus } from './sportsbook.ts';
import { TEST_START, createClusterTestNode } from './testing/world.ts';
import type { ClusterTestNode } from './testing/world.ts';

const open: { database: Database; nodes: ClusterTestNode[] }[] = [];

afterEach(async () => {
  for (const { database, nodes } of open.splice(0)) {
    for (const node of nodes) await node.sportsbook.shutdown();
    await database.close();
  }
});

async function setup() {
  const database = await createTestDatabase();
  const entry = { database, nodes: [] as ClusterTestNode[] };
  open.push(entry);
  const clock = createManualClock(TEST_START);
  const errors: unknown[] = [];
  const node = (canLead = true) => {
    const created = createClusterTestNode({
      database,
      clock,
      canLead,
      persistMs: 50,
      onError: (error) => errors.push(error),
    });
    entry.nodes.push(created);
    return created;
  };
  return { database, clock, node, errors };
}

/** An in-process bus delivering in publish order (like one Redis channel). */
function memoryBus(): SportsbookBus & { messages: number } {
  const listeners = new Set<(message: { key: string; data: unknown }) => void>();
  const bus = {
    messages: 0,
    publish(message: { key: string; data: unknown }) {
      bus.messages += 1;
      for (const listener of listeners) listener(message);
    },
    subscribe(listener: (message: { key: string; data: unknown }) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return bus;
}

async function count(database: Database, table: string): Promise<number> {
  const rows = await database.db.execute<{ n: string }>(
    sql.raw(`select count(*) as n from ${table}`),
  );
  return Number(rows.rows[0]?.n);
}

/** Ticks the leader until a game finishes; returns its id once the listener heard of it. */
async function playUntilFinished(
  leader: ClusterTestNode,
  clock: ReturnType<typeof createManualClock>,
): Promise<{ gameId: number; storedBeforeNotice: boolean }> {
  let heard: { gameId: number; storedBeforeNotice: boolean } | null = null;
  const stop = leader.sportsbook.port.onGameFinished((gameId) => {
    void leader.sportsbook.port.results([gameId]).then((stored) => {
      heard ??= { gameId, storedBeforeNotice: stored.get(gameId)?.result != null };
    });
  });
  for (let i = 0; i < 5000 && !heard; i++) {
    clock.advance(1000);
    leader.tick();
    if (i % 50 === 0) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  for (let i = 0; i < 200 && !heard; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  stop();
  if (!heard) throw new Error('no game finished');
  return heard;
}

describe('sportsbook storage', () => {
  it('writes the world, stores results before telling, and a new instance reads them', async () => {
    const { database, clock, node, errors } = await setup();
    const leader = node();
    expect(await leader.sportsbook.open()).toBe('leader');
    const first = await leader.sportsbook.firstWrite();
    expect(first?.games).toBe(leader.sportsbook.book.games.size);
    expect(await count(database, 'sportsbook_games')).toBe(first?.games);
    expect(await count(database, 'sportsbook_markets')).toBe(first?.markets);
    expect(await count(database, 'sportsbook_championships')).toBe(
      leader.sportsbook.book.champs.size,
    );

    const { gameId, storedBeforeNotice } = await playUntilFinished(leader, clock);
    expect(storedBeforeNotice).toBe(true);
    const result = leader.sportsbook.book.results.get(gameId)?.result;

    // A changed price reaches the table with the next write.
    await leader.sportsbook.flush();
    const live = [...leader.sportsbook.book.games.values()].find((e) => e.game.status === 2);
    const market = live ? [...live.markets.values()][0] : undefined;
    if (!market) throw new Error('no live market');
    const row = await database.db.execute<{ outcomes: unknown }>(
      sql`select outcomes from sportsbook_markets where id = ${market.id}`,
    );
    expect(row.rows[0]?.outcomes).toEqual(market.outcomes);

    await leader.sportsbook.shutdown();
    const next = node(false);
    expect(await next.sportsbook.open()).toBe('follower');
    const stored = await next.sportsbook.port.results([gameId]);
    expect(stored.get(gameId)).toEqual({ gameId, cancelled: false, result });
    expect(errors).toEqual([]);
  });

  it('a leader after a restart resumes the games left open, abandons one it cannot resume and numbers new games above them', async () => {
    const { database, clock, node, errors } = await setup();
    const first = node();
    await first.sportsbook.open();
    await first.sportsbook.firstWrite();
    const { gameId: finishedId } = await playUntilFinished(first, clock);
    await first.sportsbook.shutdown();
    const leftOpen = new Map(
      [...first.sportsbook.book.games.values()].map((e) => [e.game.id, e] as const),
    );
    const maxBefore = Math.max(...leftOpen.keys(), finishedId);
    // One live game's stored record loses the state it would resume from.
    const lost = [...leftOpen.values()].find((e) => e.game.status === 2);
    if (!lost) throw new Error('no live game');
    await database.db.execute(
      sql`update sportsbook_games set resume_state = null where id = ${lost.game.id}`,
    );

    const second = node();
    const told: number[] = [];
    second.sportsbook.port.onGameFinished((id) => told.push(id));
    expect(await second.sportsbook.open()).toBe('leader');
    const results = await second.sportsbook.port.results([...leftOpen.keys(), finishedId]);
    // Only the game that cannot be resumed is abandoned (its bets returned), and settlement
    // hears of it at once.
    expect(results.get(lost.game.id)).toEqual({
      gameId: lost.game.id,
      cancelled: true,
      result: null,
    });
    expect(told).toEqual([lost.game.id]);
    expect(results.get(finishedId)?.cancelled).toBe(false);
    expect(results.size).toBe(2);
    // Every other game goes on exactly as it was stored: status, score, clock, markets.
    for (const [id, entry] of leftOpen) {
      if (id === lost.game.id) continue;
      const resumed = second.sportsbook.book.games.get(id);
      expect(resumed?.game).toEqual(entry.game);
      const byId = (markets: Iterable<Market>) => [...markets].sort((a, b) => a.id - b.id);
      expect(resumed && byId(resumed.markets.values())).toEqual(byId(entry.markets.values()));
    }
    expect(second.sportsbook.book.games.has(lost.game.id)).toBe(false);
    const added = [...second.sportsbook.book.games.keys()].filter((id) => !leftOpen.has(id));
    for (const id of added) expect(id).toBeGreaterThan(maxBefore);
    // The previous run's finished game is still on the results pages.
    expect(second.sportsbook.book.results.has(finishedId)).toBe(true);
    const written = await second.sportsbook.firstWrite();
    expect(await count(database, 'sportsbook_markets')).toBe(written?.markets);
    const open = await database.db.execute<{ n: string }>(
      sql`select count(*) as n from sportsbook_games where status <> 4`,
    );
    expect(Number(open.rows[0]?.n)).toBe(second.sportsbook.book.games.size);
    // And play goes on from there.
    for (let i = 0; i < 5; i++) {
      clock.advance(1000);
      second.tick();
    }
    expect(errors).toEqual([]);
  });

  it('a leader that dies before its games are written keeps their ids: the next numbers above them', async () => {
    const { database, node, errors } = await setup();
    const first = node();
    expect(await first.sportsbook.open()).toBe('leader');
    // Bets may name any of these from now on, written or not.
    const handedOut = Math.max(...first.sportsbook.book.games.keys());
    await first.crash(); // kill -9 while the first write is still going
    const rows = await database.db.execute<{ id: string }>(sql`select id from sportsbook_games`);
    const written = new Set(rows.rows.map((r) => Number(r.id)));
    const gone = [...first.sportsbook.book.games.keys()].filter((id) => !written.has(id));
    expect(gone.length).toBeGreaterThan(0);
    const second = node();
    const told: number[] = [];
    second.sportsbook.port.onGameFinished((id) => told.push(id));
    expect(await second.sportsbook.open()).toBe('leader');
    // A game handed out but never written is gone for good: asked for its result (a coupon on
    // it), the new leader abandons it by the one rule — its bets are returned, not left pending.
    const asked = [gone[0] as number, gone[gone.length - 1] as number];
    const results = await second.sportsbook.port.results(asked);
    for (const id of asked) {
      expect(results.get(id)).toEqual({ gameId: id, cancelled: true, result: null });
    }
    expect(told.filter((id) => asked.includes(id)).sort()).toEqual([...new Set(asked)].sort());
    for (const [id, entry] of second.sportsbook.book.games) {
      const was = first.sportsbook.book.games.get(id)?.game;
      if (!was) {
        expect(id).toBeGreaterThan(handedOut);
        continue;
      }
      // The same id is only ever the same game (resumed from what did get written).
      const same = (g: typeof was) => [g.kind, g.champId, g.startAt];
      expect(same(entry.game)).toEqual(same(was));
    }
    expect(errors).toEqual([]);
  });

  it('a shutdown cuts the first write short and the next leader starts cleanly', async () => {
    const { node, errors } = await setup();
    const first = node();
    expect(await first.sportsbook.open()).toBe('leader');
    await first.sportsbook.shutdown();
    expect(await first.sportsbook.firstWrite()).toBeNull();
    const second = node();
    expect(await second.sportsbook.open()).toBe('leader');
    expect((await second.sportsbook.firstWrite())?.games).toBe(second.sportsbook.book.games.size);
    expect(errors).toEqual([]);
  });

  it('the instance that loses the lock follows the stored book and the leader’s events', async () => {
    const { clock, node, errors } = await setup();
    const bus = memoryBus();
    const leader = node();
    const follower = node();
    expect(await leader.sportsbook.open()).toBe('leader');
    leader.sportsbook.connect(bus);
    await leader.sportsbook.firstWrite();
    // The follower hears the bus through a gate the test can close.
    const gate = { open: true };
    follower.sportsbook.connect({
      publish: (message) => bus.publish(message),
      subscribe: (listener) =>
        bus.subscribe((message) => {
          if (gate.open) listener(message);
        }),
    });
    expect(await follower.sportsbook.open()).toBe('follower');
    expect(follower.sportsbook.feed).toBeNull();
    expect(follower.sportsbook.book.games.size).toBe(leader.sportsbook.book.games.size);

    const topics: string[] = [];
    follower.sportsbook.onTopicMessage((message) => topics.push(message.key));
    for (let i = 0; i < 120; i++) {
      clock.advance(1000);
      leader.tick();
    }
    expect(bus.messages).toBeGreaterThan(0);
    // The follower derives no client topics: the leader's reach every socket once.
    expect(topics).toEqual([]);
    expect(follower.sportsbook.book.seq).toBe(leader.sportsbook.book.seq);
    for (const [id, entry] of leader.sportsbook.book.games) {
      const mirrored = follower.sportsbook.book.games.get(id);
      expect(mirrored?.game).toEqual(entry.game);
      const byId = (markets: Iterable<Market>) => [...markets].sort((a, b) => a.id - b.id);
      expect(mirrored && byId(mirrored.markets.values())).toEqual(byId(entry.markets.values()));
    }

    // Events lost on the way: the follower reloads from the database once the leader has
    // written past them, then applies what it buffered.
    gate.open = false;
    for (let i = 0; i < 10; i++) {
      clock.advance(1000);
      leader.tick();
    }
    gate.open = true;
    clock.advance(1000);
    leader.tick();
    expect(follower.sportsbook.book.seq).toBeLessThan(leader.sportsbook.book.seq);
    await leader.sportsbook.flush();
    clock.advance(1000);
    leader.tick();
    for (let i = 0; i < 200 && follower.sportsbook.book.seq < leader.sportsbook.book.seq; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(follower.sportsbook.book.seq).toBe(leader.sportsbook.book.seq);
    for (const [id, entry] of leader.sportsbook.book.games) {
      expect(follower.sportsbook.book.games.get(id)?.game).toEqual(entry.game);
    }

    // Silence for two heartbeats holds the follower's live games; the first event after it
    // reloads the stored book, which reopens them.
    clock.advance(15_000);
    follower.sportsbook.checkHealth();
    expect(follower.sportsbook.book.liveHeld).toBe(true);
    await leader.sportsbook.flush();
    clock.advance(1000);
    leader.tick();
    for (let i = 0; i < 200 && follower.sportsbook.book.liveHeld; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(follower.sportsbook.book.liveHeld).toBe(false);
    expect(follower.sportsbook.book.seq).toBe(leader.sportsbook.book.seq);
    expect(errors).toEqual([]);
  });
});
