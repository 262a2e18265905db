// Issue 7 item 3 on a real hub, a real database and the real limits service: a self-excluded
// or timed-out player's open sockets lose the bets topic within a second (other topics and
// other players untouched), a later subscribe is refused, and with REDIS_URL the revocation
// made on one instance reaches the player's sockets on another.
import { createServer } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createTestDatabase } from '@playfield/db/testing';
import type { Database } from '@playfield/db';
import { createLimitsService } from '@playfield/limits';
import { createMemoryLedger } from '@playfield/limits/testing';
import type { LimitsService } from '@playfield/limits';
import type { LiveServerFrame } from '@playfield/protocol/live';
import { createLogger } from '../logger.ts';
import { createMemoryBus, createRedisBus } from './bus.ts';
import type { LiveBus } from './bus.ts';
import { createLiveHub } from './hub.ts';
import { playGate, publishPlayRevocations } from './play-revocation.ts';
import { balanceKey, betsKey, createTopicResolver } from './topics.ts';

const redisUrl = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL;

/** Identity stand-in: the cookie `user_token=u{id}` is user {id}. */
function fakeAuthenticate(headers: Headers) {
  const match = /user_token=u(\d+)/.exec(headers.get('cookie') ?? '');
  return Promise.resolve(match ? { userId: Number(match[1]) } : null);
}

async function startHub(bus: LiveBus, limits: LimitsService) {
  const hub = createLiveHub({
    bus,
    authenticate: fakeAuthenticate,
    topics: createTopicResolver({
      balanceSnapshot: (userId) => Promise.resolve({ userId, accounts: [] }),
      betsSnapshot: (userId) => Promise.resolve({ userId, coupons: [] }),
    }),
    publicUrl: 'http://localhost',
    logger: createLogger({ level: 'error', write: () => {} }),
    play: playGate(limits),
  });
  const server = createServer((_req, res) => res.end('ok'));
  hub.attach(server, 'reject');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `ws://127.0.0.1:${port}/ws`,
    async close() {
      await hub.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

interface Client {
  ws: WebSocket;
  send(frame: unknown): void;
  next(match?: (frame: LiveServerFrame) => boolean, withinMs?: number): Promise<LiveServerFrame>;
  /** Frames received and not yet taken by `next`. */
  frames: LiveServerFrame[];
}

async function connect(url: string, userId: number): Promise<Client> {
  const ws = new WebSocket(url, { headers: { cookie: `user_token=u${userId}` } });
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
    frames,
    send: (frame) => ws.send(JSON.stringify(frame)),
    async next(match = () => true, withinMs = 5_000) {
      const deadline = Date.now() + withinMs;
      for (;;) {
        const index = frames.findIndex(match);
        if (index !== -1) return frames.splice(0, index + 1)[index] as LiveServerFrame;
        if (Date.now() > deadline) {
          throw new Error(`no matching frame within ${withinMs} ms in ${JSON.stringify(frames)}`);
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 20);
        });
      }
    },
  };
}

const snapshotOf = (topic: string) => (f: LiveServerFrame) =>
  f.type === 'snapshot' && f.topic === topic;
const updateOf = (topic: string) => (f: LiveServerFrame) =>
  f.type === 'update' && f.topic === topic;
const refusalOf = (topic: string) => (f: LiveServerFrame) =>
  f.type === 'error' && f.code === 'forbidden' && f.topic === topic;

async function follow(c: Client, topic: string): Promise<void> {
  c.send({ type: 'subscribe', topic });
  await c.next(snapshotOf(topic));
}

describe('betting topics and responsible gaming', () => {
  let database: Database;
  let limits: LimitsService;
  let bus: LiveBus;
  let stopRevocations: () => void;
  let running: Awaited<ReturnType<typeof startHub>>;
  const clients: Client[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    limits = createLimitsService({
      database,
      ledger: createMemoryLedger(),
      players: { mainCurrency: () => Promise.resolve('RUB') },
    });
    bus = createMemoryBus();
    stopRevocations = publishPlayRevocations(limits, bus);
    running = await startHub(bus, limits);
  });
  afterEach(() => {
    for (const c of clients.splice(0)) c.ws.terminate();
  });
  afterAll(async () => {
    stopRevocations();
    await running.close();
    await bus.close();
    await database.close();
  });

  async function client(userId: number): Promise<Client> {
    const c = await connect(running.url, userId);
    clients.push(c);
    return c;
  }

  it('drops the bets topic of every socket of a self-excluded player within a second', async () => {
    const player = 501;
    const other = 502;
    const [first, second, bystander] = await Promise.all([
      client(player),
      client(player),
      client(other),
    ]);
    for (const c of [first, second]) {
      await follow(c, 'bets');
      await follow(c, 'balance');
    }
    await follow(bystander, 'bets');

    const started = Date.now();
    expect(await limits.blockUser(player, 7)).toEqual({ success: true });
    for (const c of [first, second]) {
      expect(await c.next(refusalOf('bets'), 1_000)).toMatchObject({
        type: 'error',
        code: 'forbidden',
        topic: 'bets',
      });
    }
    expect(Date.now() - started).toBeLessThan(1_000);

    // Coupon updates no longer reach the player; the balance (withdrawals) and others still do.
    bus.publish({ key: betsKey(player), data: { couponId: 1 } });
    bus.publish({ key: balanceKey(player), data: { accountId: 1 } });
    bus.publish({ key: betsKey(other), data: { couponId: 2 } });
    for (const c of [first, second]) {
      expect(await c.next(updateOf('balance'))).toMatchObject({ data: { accountId: 1 } });
      expect(c.frames.some(updateOf('bets'))).toBe(false);
    }
    expect(await bystander.next(updateOf('bets'))).toMatchObject({ data: { couponId: 2 } });
    expect(bystander.frames.some(refusalOf('bets'))).toBe(false);
  });

  it('refuses the bets topic to a self-excluded player later, on an open or a new socket', async () => {
    const player = 511;
    const open = await client(player);
    await follow(open, 'bets');
    await limits.blockUser(player, 1);
    await open.next(refusalOf('bets'));

    open.send({ type: 'subscribe', topic: 'bets' });
    expect(await open.next(refusalOf('bets'))).toMatchObject({ code: 'forbidden' });
    const fresh = await client(player);
    fresh.send({ type: 'subscribe', topic: 'bets' });
    expect(await fresh.next(refusalOf('bets'))).toMatchObject({ code: 'forbidden' });
    // The balance stays open to them.
    await follow(fresh, 'balance');
    expect(fresh.frames.some(snapshotOf('bets'))).toBe(false);
  });

  it('does the same for a time-out set through the limits', async () => {
    const player = 521;
    const c = await client(player);
    await follow(c, 'bets');
    const started = Date.now();
    await limits.setLimits(player, [{ limitType: 33, limitValue: 1 }]);
    await c.next(refusalOf('bets'), 1_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    c.send({ type: 'subscribe', topic: 'bets' });
    expect(await c.next(refusalOf('bets'))).toMatchObject({ code: 'forbidden' });
  });

  it('leaves the topics of a player whose new limit bars no play', async () => {
    const player = 531;
    const c = await client(player);
    await follow(c, 'bets');
    await limits.setLimits(player, [{ limitType: 1, limitValue: 500 }]);
    bus.publish({ key: betsKey(player), data: { couponId: 3 } });
    expect(await c.next(updateOf('bets'))).toMatchObject({ data: { couponId: 3 } });
    expect(c.frames.some(refusalOf('bets'))).toBe(false);
  });
});

describe.runIf(redisUrl !== undefined)('revocation over Redis (runs when REDIS_URL is set)', () => {
  it('reaches the player’s socket on another instance within a second', async () => {
    const database = await createTestDatabase();
    const channel = `playfield:live:test:revoke:${process.pid}:${Date.now()}`;
    const busA = createRedisBus({ url: redisUrl ?? '', channel });
    const busB = createRedisBus({ url: redisUrl ?? '', channel });
    await Promise.all([busA.ready, busB.ready]);
    // Each instance has its own limits service on the shared database, as in production.
    const open = () =>
      createLimitsService({
        database,
        ledger: createMemoryLedger(),
        players: { mainCurrency: () => Promise.resolve('RUB') },
      });
    const limitsA = open();
    const limitsB = open();
    const stops = [publishPlayRevocations(limitsA, busA), publishPlayRevocations(limitsB, busB)];
    const hubA = await startHub(busA, limitsA);
    const hubB = await startHub(busB, limitsB);
    const player = 601;
    try {
      const onB = await connect(hubB.url, player);
      await follow(onB, 'bets');
      const started = Date.now();
      await limitsA.blockUser(player, 1); // the request lands on instance A
      await onB.next(refusalOf('bets'), 1_000);
      expect(Date.now() - started).toBeLessThan(1_000);
      onB.ws.terminate();
    } finally {
      for (const stop of stops) stop();
      await hubA.close();
      await hubB.close();
      await busA.close();
      await busB.close();
      await database.close();
    }
  });
});
