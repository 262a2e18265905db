// Decision 018 with two site instances on one database and one bus (one Redis with REDIS_URL,
// else one in-process bus standing in for it): only the instance holding the lock runs the
// feed; the other follows the stored book and the leader's raw events. A socket on each, on
// `live` and `game:{id}`, receives the same updates in the same order, and the follower's
// `line/game/{id}` shows the prices the leader moved.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { WebSocket } from 'ws';
import { createTestDatabase } from '@playfield/db/testing';
import type { Database } from '@playfield/db';
import { createManualClock } from '@playfield/feed/testing';
import type { HttpEnv } from '@playfield/protocol/http-context';
import type { LiveServerFrame } from '@playfield/protocol/live';
import { lineRoutes } from '@playfield/sportsbook';
import { TEST_START, createClusterTestNode } from '@playfield/sportsbook/testing';
import type { ClusterTestNode } from '@playfield/sportsbook/testing';
import { createLogger } from '../logger.ts';
import { createMemoryBus, createRedisBus } from './bus.ts';
import type { LiveBus } from './bus.ts';
import { createLiveHub } from './hub.ts';
import type { LiveHub } from './hub.ts';
import { createTopicResolver, publishSportsbookUpdates } from './topics.ts';

const redisUrl = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL;

interface Client {
  ws: WebSocket;
  frames: LiveServerFrame[];
  send(frame: unknown): void;
  next(match: (frame: LiveServerFrame) => boolean): Promise<LiveServerFrame>;
}

async function connect(url: string): Promise<Client> {
  const ws = new WebSocket(url);
  const frames: LiveServerFrame[] = [];
  ws.on('message', (raw) => frames.push(JSON.parse(String(raw)) as LiveServerFrame));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  let taken = 0;
  return {
    ws,
    frames,
    send: (frame) => ws.send(JSON.stringify(frame)),
    async next(match) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const index = frames.findIndex((f, i) => i >= taken && match(f));
        if (index !== -1) {
          taken = index + 1;
          return frames[index] as LiveServerFrame;
        }
        if (Date.now() > deadline) throw new Error(`no matching frame in ${frames.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

interface Instance {
  node: ClusterTestNode;
  bus: LiveBus;
  hub: LiveHub;
  server: Server;
  url: string;
  app: Hono<HttpEnv>;
  close(): Promise<void>;
}

async function startInstance(node: ClusterTestNode, bus: LiveBus): Promise<Instance> {
  const stop = publishSportsbookUpdates(node.sportsbook, bus);
  const hub = createLiveHub({
    bus,
    authenticate: () => Promise.resolve(null),
    topics: createTopicResolver({
      balanceSnapshot: () => Promise.resolve([]),
      sportsbook: node.sportsbook,
    }),
    publicUrl: 'http://localhost',
    logger: createLogger({ level: 'error', write: () => {} }),
  });
  const server = createServer((_req, res) => res.end('ok'));
  hub.attach(server, 'reject');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const app = new Hono<HttpEnv>().route('/web-api/line', lineRoutes(node.sportsbook));
  return {
    node,
    bus,
    hub,
    server,
    url: `ws://127.0.0.1:${port}/ws`,
    app,
    async close() {
      stop();
      await hub.close();
      await new Promise((resolve) => server.close(resolve));
      await node.sportsbook.shutdown();
      await bus.close();
    },
  };
}

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

type UpdateFrame = Extract<LiveServerFrame, { type: 'update' }>;
const framesOf = (client: Client, topic: string) =>
  client.frames.filter((f): f is UpdateFrame => f.type === 'update' && f.topic === topic);
const updatesOf = (client: Client, topic: string) => framesOf(client, topic).map((f) => f.data);

async function twoInstances(buses: () => Promise<[LiveBus, LiveBus]>) {
  const database: Database = await createTestDatabase();
  cleanup.push(() => database.close());
  const clock = createManualClock(TEST_START);
  const errors: unknown[] = [];
  const node = () =>
    createClusterTestNode({
      database,
      clock,
      persistMs: 100,
      onError: (error) => errors.push(error),
    });
  const [busA, busB] = await buses();
  const a = await startInstance(node(), busA);
  cleanup.push(() => a.close());
  expect(await a.node.sportsbook.open()).toBe('leader');
  await a.node.sportsbook.firstWrite();
  const b = await startInstance(node(), busB);
  cleanup.push(() => b.close());
  // Both compete for the feed; the second loses the race and follows.
  expect(await b.node.sportsbook.open()).toBe('follower');
  return { a, b, clock, errors };
}

async function sameUpdates(buses: () => Promise<[LiveBus, LiveBus]>): Promise<void> {
  const { a, b, clock, errors } = await twoInstances(buses);
  expect(a.node.sportsbook.feed).not.toBeNull();
  expect(b.node.sportsbook.feed).toBeNull();

  const live = [...a.node.sportsbook.book.games.values()].filter(
    (e) => e.game.kind === 'match' && e.game.status === 2,
  );
  const chosen =
    live.find(
      (e) => e.game.kind === 'match' && e.game.sportId === 1 && e.game.clock.period === 1,
    ) ?? live[0];
  if (!chosen) throw new Error('no live game');
  const gameId = chosen.game.id;
  const gameTopic = `game:${gameId}`;

  const clients: Client[] = [];
  for (const instance of [a, b]) {
    const c = await connect(instance.url);
    cleanup.push(() => Promise.resolve(c.ws.terminate()));
    c.send({ type: 'hello', v: 1 });
    await c.next((f) => f.type === 'welcome');
    for (const topic of ['live', gameTopic]) {
      c.send({ type: 'subscribe', topic });
      await c.next((f) => f.type === 'snapshot' && f.topic === topic);
    }
    // The leader's raw events are not a client topic.
    c.send({ type: 'subscribe', topic: 'feed:events' });
    await c.next((f) => f.type === 'error' && f.code === 'unknown_topic');
    clients.push(c);
  }
  const [ca, cb] = clients as [Client, Client];
  const gameBefore = (await (
    await b.app.request(`/web-api/line/game/${gameId}?lng=en`)
  ).json()) as unknown;

  for (let i = 0; i < 20; i++) {
    clock.advance(1000);
    a.node.tick();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  // Bounded wait until both sockets have everything the leader published (and the follower's
  // book every event).
  const leaderSeq = a.node.sportsbook.book.seq;
  for (let i = 0; i < 500; i++) {
    const done =
      b.node.sportsbook.book.seq === leaderSeq &&
      updatesOf(ca, gameTopic).length > 0 &&
      updatesOf(ca, gameTopic).length === updatesOf(cb, gameTopic).length &&
      updatesOf(ca, 'live').length === updatesOf(cb, 'live').length;
    if (done) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(updatesOf(ca, gameTopic).length).toBeGreaterThan(0);
  expect(updatesOf(cb, gameTopic)).toEqual(updatesOf(ca, gameTopic));
  expect(updatesOf(cb, 'live')).toEqual(updatesOf(ca, 'live'));
  const seqs = (c: Client) => framesOf(c, gameTopic).map((f) => f.seq);
  expect(seqs(cb)).toEqual(seqs(ca));

  // The follower's HTTP answer is the leader's, prices moved by the leader included.
  expect(b.node.sportsbook.book.seq).toBe(leaderSeq);
  const fromLeader = (await (
    await a.app.request(`/web-api/line/game/${gameId}?lng=en`)
  ).json()) as { markets: unknown };
  const fromFollower = (await (
    await b.app.request(`/web-api/line/game/${gameId}?lng=en`)
  ).json()) as { markets: unknown };
  expect(fromFollower).toEqual(fromLeader);
  expect(fromFollower).not.toEqual(gameBefore);
  expect(errors).toEqual([]);
}

describe('two sportsbook instances on one database', () => {
  it('deliver the same updates through one in-process bus; only the leader runs the feed', async () => {
    const bus = createMemoryBus();
    // One bus for both (close is idempotent enough: the second close clears nothing more).
    await sameUpdates(() => Promise.resolve([bus, bus]));
  });
});

describe.runIf(redisUrl !== undefined)('two sportsbook instances on one Redis (REDIS_URL)', () => {
  it('deliver the same updates; only the leader runs the feed', async () => {
    const channel = `playfield:test:sportsbook:${process.pid}:${Date.now()}`;
    await sameUpdates(async () => {
      const busA = createRedisBus({ url: redisUrl ?? '', channel });
      const busB = createRedisBus({ url: redisUrl ?? '', channel });
      await Promise.all([busA.ready, busB.ready]);
      return [busA, busB];
    });
  });
});
