// The sportsbook topics through the real hub: `ws` clients subscribe to `game:{id}`, `live`,
// `sport:{id}` and `champ:{id}`, get the book's snapshot, then the updates derived from the
// feed's events as the test ticks the simulator.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  gameTopicSnapshotSchema,
  listTopicSnapshotSchema,
  sportsbookTopicUpdateSchema,
} from '@playfield/protocol/sportsbook';
import type { LiveServerFrame } from '@playfield/protocol/live';
import { createTestWorld } from '@playfield/sportsbook/testing';
import type { TestWorld } from '@playfield/sportsbook/testing';
import { createLogger } from '../logger.ts';
import { createMemoryBus } from './bus.ts';
import type { LiveBus } from './bus.ts';
import { createLiveHub } from './hub.ts';
import type { LiveHub } from './hub.ts';
import { createTopicResolver, publishSportsbookUpdates } from './topics.ts';

interface Client {
  ws: WebSocket;
  send(frame: unknown): void;
  /** The next frame matching the predicate (frames before it are skipped). */
  next(match?: (frame: LiveServerFrame) => boolean): Promise<LiveServerFrame>;
}

async function connect(url: string): Promise<Client> {
  const ws = new WebSocket(url);
  const frames: LiveServerFrame[] = [];
  let wake: (() => void) | null = null;
  ws.on('message', (raw) => {
    frames.push(JSON.parse(String(raw)) as LiveServerFrame);
    wake?.();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    send: (frame) => ws.send(JSON.stringify(frame)),
    async next(match = () => true) {
      const deadline = Date.now() + 5_000;
      for (;;) {
        const index = frames.findIndex(match);
        if (index !== -1) return frames.splice(0, index + 1)[index] as LiveServerFrame;
        if (Date.now() > deadline)
          throw new Error(`no matching frame in ${JSON.stringify(frames)}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
    },
  };
}

const of =
  (type: LiveServerFrame['type'], topic?: string) =>
  (frame: LiveServerFrame): boolean =>
    frame.type === type && (topic === undefined || ('topic' in frame && frame.topic === topic));

describe('sportsbook topics on the hub', () => {
  let world: TestWorld;
  let bus: LiveBus;
  let hub: LiveHub;
  let server: Server;
  let url: string;
  let stopPublishing: () => void;
  const clients: Client[] = [];

  beforeAll(async () => {
    world = createTestWorld();
    world.advance(1000);
    bus = createMemoryBus();
    stopPublishing = publishSportsbookUpdates(world.sportsbook, bus);
    hub = createLiveHub({
      bus,
      authenticate: () => Promise.resolve(null),
      topics: createTopicResolver({
        balanceSnapshot: () => Promise.resolve([]),
        sportsbook: world.sportsbook,
      }),
      publicUrl: 'http://localhost',
      logger: createLogger({ level: 'error', write: () => {} }),
    });
    server = createServer((_req, res) => res.end('ok'));
    hub.attach(server, 'reject');
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ws`;
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.ws.terminate();
  });
  afterAll(async () => {
    stopPublishing();
    await hub.close();
    await new Promise((resolve) => server.close(resolve));
    await bus.close();
    world.close();
  });

  async function client(): Promise<Client> {
    const c = await connect(url);
    clients.push(c);
    c.send({ type: 'hello', v: 1 });
    await c.next(of('welcome'));
    return c;
  }

  /** A live game far from its end (a football first half when there is one). */
  function liveGameId(): number {
    let fallback: number | null = null;
    for (const { game } of world.sportsbook.book.games.values()) {
      if (game.status !== 2 || game.kind !== 'match') continue;
      if (game.sportId === 1 && game.clock.period === 1) return game.id;
      fallback ??= game.id;
    }
    if (fallback === null) throw new Error('no live game');
    return fallback;
  }

  it('game:{id}: a snapshot, then the game’s ticks and market updates as the feed plays', async () => {
    const gameId = liveGameId();
    const topic = `game:${gameId}`;
    const c = await client();
    c.send({ type: 'subscribe', topic });
    const snapshot = await c.next(of('snapshot', topic));
    if (snapshot.type !== 'snapshot') throw new Error('not a snapshot');
    expect(snapshot.seq).toBe(1);
    const body = gameTopicSnapshotSchema.parse(snapshot.data);
    expect(body.game.gameId).toBe(gameId);
    expect(body.markets.length).toBeGreaterThan(0);

    // Play a minute of game time at a time until the game has moved and been re-priced.
    const kinds = new Set<string>();
    let seq = 1;
    for (let i = 0; i < 20 && !(kinds.has('game') && kinds.has('markets')); i += 1) {
      world.advance(1000);
      const frame = await c.next(of('update', topic));
      if (frame.type !== 'update') throw new Error('not an update');
      expect(frame.seq).toBe(seq + 1);
      seq = frame.seq;
      const update = sportsbookTopicUpdateSchema.parse(frame.data);
      kinds.add(update.kind);
      if (update.kind === 'game') expect(update.game.gameId).toBe(gameId);
    }
    expect(kinds).toContain('game');
    expect(kinds).toContain('markets');
  });

  it('live, sport and champ topics answer list snapshots of game ticks', async () => {
    const gameId = liveGameId();
    const game = world.sportsbook.book.games.get(gameId)?.game;
    if (!game) throw new Error('no game');
    const c = await client();
    for (const topic of ['live', `sport:${game.sportId}`, `champ:${game.champId}`]) {
      c.send({ type: 'subscribe', topic });
      const snapshot = await c.next(of('snapshot', topic));
      if (snapshot.type !== 'snapshot') throw new Error('not a snapshot');
      const list = listTopicSnapshotSchema.parse(snapshot.data);
      expect(list.games.map((g) => g.gameId)).toContain(gameId);
    }
    world.advance(1000);
    const update = await c.next(of('update', 'live'));
    if (update.type !== 'update') throw new Error('not an update');
    sportsbookTopicUpdateSchema.parse(update.data);
  });

  it('an unknown sport, championship or game is unknown_topic', async () => {
    const c = await client();
    for (const topic of ['game:999999', 'sport:777', 'champ:999999', 'game:abc']) {
      c.send({ type: 'subscribe', topic });
      expect(await c.next(of('error'))).toMatchObject({
        type: 'error',
        code: 'unknown_topic',
        topic,
      });
    }
    expect(c.ws.readyState).toBe(WebSocket.OPEN);
  });
});
