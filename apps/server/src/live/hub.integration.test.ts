// The live hub on a real HTTP server and a real database: `ws` clients connect to /ws, the
// wallet module posts real ledger movements, and (with REDIS_URL) two hubs share one Redis.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createBettingService } from '@playfield/betting';
import { createFakeSportsbook } from '@playfield/betting/testing';
import type { BettingService } from '@playfield/betting';
import { createTestDatabase } from '@playfield/db/testing';
import type { Database } from '@playfield/db';
import type { LiveServerFrame } from '@playfield/protocol/live';
import { createWalletModule } from '@playfield/wallet';
import type { AccountDirectory, WalletModule } from '@playfield/wallet';
import { createLogger } from '../logger.ts';
import { createMemoryBus, createRedisBus } from './bus.ts';
import type { LiveBus } from './bus.ts';
import { createLiveHub } from './hub.ts';
import type { LiveHub } from './hub.ts';
import {
  balanceKey,
  createTopicResolver,
  publishBalanceChanges,
  publishCouponChanges,
} from './topics.ts';

const redisUrl = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL;
const USER = 7;
const ACCOUNT = 701;

/** Identity stand-in: the cookie `user_token=u{id}` is user {id}. */
function fakeAuthenticate(headers: Headers) {
  const match = /user_token=u(\d+)/.exec(headers.get('cookie') ?? '');
  return Promise.resolve(match ? { userId: Number(match[1]) } : null);
}

const directory: AccountDirectory = {
  listAccounts: (userId) =>
    Promise.resolve(
      userId === USER ? [{ id: ACCOUNT, userId, type: 0, currency: 'RUB', isActive: true }] : [],
    ),
  getAccount: (userId, accountId) =>
    Promise.resolve(
      userId === USER && accountId === ACCOUNT
        ? { id: ACCOUNT, userId, type: 0, currency: 'RUB', isActive: true }
        : null,
    ),
  countryOf: () => Promise.resolve('ru'),
};

interface Running {
  hub: LiveHub;
  server: Server;
  url: string;
  close(): Promise<void>;
}

async function startHub(
  wallet: WalletModule,
  bus: LiveBus,
  options: {
    maxBufferedBytes?: number;
    heartbeatMs?: number;
    betsSnapshot?: (userId: number) => Promise<unknown>;
  } = {},
): Promise<Running> {
  const { betsSnapshot, ...hubOptions } = options;
  const hub = createLiveHub({
    bus,
    authenticate: fakeAuthenticate,
    topics: createTopicResolver({
      balanceSnapshot: (id) => wallet.payments.accounts(id),
      ...(betsSnapshot ? { betsSnapshot } : {}),
    }),
    publicUrl: 'http://localhost',
    logger: createLogger({ level: 'error', write: () => {} }),
    ...hubOptions,
  });
  const server = createServer((_req, res) => res.end('ok'));
  hub.attach(server, 'reject');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    hub,
    server,
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
  /** The next frame matching the predicate (frames before it are skipped). */
  next(match?: (frame: LiveServerFrame) => boolean): Promise<LiveServerFrame>;
  closed: Promise<number>;
}

async function connect(url: string, headers: Record<string, string> = {}): Promise<Client> {
  const ws = new WebSocket(url, { headers });
  const frames: LiveServerFrame[] = [];
  let wake: (() => void) | null = null;
  ws.on('message', (raw) => {
    frames.push(JSON.parse(String(raw)) as LiveServerFrame);
    wake?.();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    closed,
    send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
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

async function fund(wallet: WalletModule, amount: bigint, key: string): Promise<void> {
  await wallet.wallet.post({
    kind: 'adjustment',
    idempotencyKey: key,
    legs: [
      { account: { kind: 'player', accountId: ACCOUNT, userId: USER }, currency: 'RUB', amount },
      { account: { kind: 'system', code: 'adjustments' }, currency: 'RUB', amount: -amount },
    ],
  });
}

const isType = (type: LiveServerFrame['type']) => (frame: LiveServerFrame) => frame.type === type;
const SIGNED_IN = { cookie: `user_token=u${USER}` };

describe('live hub', () => {
  let database: Database;
  let wallet: WalletModule;
  let bus: LiveBus;
  let stopPublishing: () => void;
  let running: Running;
  const clients: Client[] = [];
  let funded = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    wallet = createWalletModule({ database, accounts: directory, webhookSecret: 'x'.repeat(32) });
    bus = createMemoryBus();
    stopPublishing = publishBalanceChanges(wallet, bus);
    running = await startHub(wallet, bus);
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.ws.terminate();
  });
  afterAll(async () => {
    stopPublishing();
    await running.close();
    await bus.close();
    await database.close();
  });

  async function client(headers?: Record<string, string>, url = running.url): Promise<Client> {
    const c = await connect(url, headers);
    clients.push(c);
    return c;
  }

  it('answers hello with welcome and a malformed frame with an error, staying open', async () => {
    const c = await client();
    c.send({ type: 'hello', v: 1 });
    expect(await c.next()).toEqual({ type: 'welcome', v: 1, heartbeatMs: 15_000 });
    c.send('{not json');
    expect(await c.next()).toMatchObject({ type: 'error', code: 'bad_frame' });
    c.send({ type: 'dance' });
    expect(await c.next()).toMatchObject({ type: 'error', code: 'bad_frame' });
    c.send({ type: 'ping' });
    expect(await c.next()).toEqual({ type: 'pong' });
    expect(c.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('refuses a visitor the balance topic with an error frame', async () => {
    const c = await client();
    c.send({ type: 'subscribe', topic: 'balance' });
    expect(await c.next()).toMatchObject({ type: 'error', code: 'unauthorized', topic: 'balance' });
    expect(c.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('refuses a cross-site origin and other upgrade paths', async () => {
    await expect(connect(running.url, { origin: 'https://evil.example' })).rejects.toThrow(/403/);
    await expect(connect(running.url.replace('/ws', '/other'))).rejects.toThrow(/404/);
    const same = await client({ origin: 'http://localhost', ...SIGNED_IN });
    expect(same.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('sends the balance snapshot, then each committed change with the next seq', async () => {
    const c = await client(SIGNED_IN);
    c.send({ type: 'subscribe', topic: 'balance' });
    const snapshot = await c.next(isType('snapshot'));
    expect(snapshot).toMatchObject({ topic: 'balance', seq: 1 });
    const before = snapshot.type === 'snapshot' ? snapshot.data : null;
    expect(before).toEqual([
      { id: ACCOUNT, type: 0, iso: 'RUB', money: expect.any(String), isActive: true },
    ]);
    funded += 1;
    await fund(wallet, 12_345n, `live-${funded}`);
    const update = await c.next(isType('update'));
    expect(update).toMatchObject({ topic: 'balance', seq: 2, data: { accountId: ACCOUNT } });
    // A resync answers with a fresh snapshot that continues the sequence.
    c.send({ type: 'resync', topic: 'balance' });
    const again = await c.next(isType('snapshot'));
    expect(again).toMatchObject({ seq: 3 });
    const money = again.type === 'snapshot' ? (again.data as { money: string }[])[0]?.money : '';
    expect(update.type === 'update' ? update.data : null).toEqual({
      accountId: ACCOUNT,
      iso: 'RUB',
      money,
    });
  });

  it('does not send updates after unsubscribe', async () => {
    const c = await client(SIGNED_IN);
    c.send({ type: 'subscribe', topic: 'balance' });
    await c.next(isType('snapshot'));
    c.send({ type: 'unsubscribe', topic: 'balance' });
    c.send({ type: 'ping' });
    await c.next(isType('pong'));
    funded += 1;
    await fund(wallet, 1n, `live-${funded}`);
    c.send({ type: 'ping' });
    await c.next(isType('pong'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    c.send({ type: 'ping' });
    expect(await c.next()).toEqual({ type: 'pong' });
  });

  it('closes the socket on a frame over 16 KiB (1009 message too big)', async () => {
    const c = await client(SIGNED_IN);
    c.send({ type: 'subscribe', topic: `game:${'x'.repeat(17 * 1024)}` });
    expect(await c.closed).toBe(1009);
  });

  it('sends heartbeats and drops a socket that stops answering pings', async () => {
    const fast = await startHub(wallet, bus, { heartbeatMs: 100 });
    try {
      const c = await connect(fast.url);
      expect(await c.next()).toEqual({ type: 'heartbeat' });
      expect(fast.hub.connections()).toBe(1);
      // A paused client reads nothing, so it answers no ping: gone after two periods.
      c.ws.pause();
      const deadline = Date.now() + 3_000;
      while (fast.hub.connections() > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(fast.hub.connections()).toBe(0);
      c.ws.terminate();
    } finally {
      await fast.close();
    }
  });

  it('drops a client that stops reading once its unsent data passes the limit', async () => {
    const small = await startHub(wallet, bus, { maxBufferedBytes: 64 * 1024 });
    try {
      const c = await connect(small.url, SIGNED_IN);
      c.send({ type: 'subscribe', topic: 'balance' });
      await c.next(isType('snapshot'));
      expect(small.hub.connections()).toBe(1);
      c.ws.pause();
      const chunk = 'x'.repeat(32 * 1024);
      for (let i = 0; i < 2_000 && small.hub.connections() > 0; i += 1) {
        bus.publish({ key: balanceKey(USER), data: { chunk } });
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(small.hub.connections()).toBe(0);
      c.ws.terminate();
    } finally {
      await small.close();
    }
  });
});

describe.runIf(redisUrl !== undefined)('live hub over Redis (runs when REDIS_URL is set)', () => {
  it('delivers one balance change to the player on two hubs sharing Redis', async () => {
    const database = await createTestDatabase();
    const wallet = createWalletModule({
      database,
      accounts: directory,
      webhookSecret: 'x'.repeat(32),
    });
    const channel = `playfield:live:test:${process.pid}:${Date.now()}`;
    const busA = createRedisBus({ url: redisUrl ?? '', channel });
    const busB = createRedisBus({ url: redisUrl ?? '', channel });
    await Promise.all([busA.ready, busB.ready]);
    // Only instance A's wallet commits the change; B learns it through Redis.
    const stop = publishBalanceChanges(wallet, busA);
    const hubA = await startHub(wallet, busA);
    const hubB = await startHub(wallet, busB);
    try {
      const a = await connect(hubA.url, SIGNED_IN);
      const b = await connect(hubB.url, SIGNED_IN);
      for (const c of [a, b]) {
        c.send({ type: 'subscribe', topic: 'balance' });
        await c.next(isType('snapshot'));
      }
      await fund(wallet, 500n, 'live-redis-1');
      const [fromA, fromB] = await Promise.all([
        a.next(isType('update')),
        b.next(isType('update')),
      ]);
      expect(fromA).toMatchObject({ topic: 'balance', seq: 2, data: { accountId: ACCOUNT } });
      expect(fromB).toEqual(fromA);
      a.ws.terminate();
      b.ws.terminate();
    } finally {
      stop();
      await hubA.close();
      await hubB.close();
      await busA.close();
      await busB.close();
      await database.close();
    }
  });
});

describe('bets topic', () => {
  let database: Database;
  let wallet: WalletModule;
  let bus: LiveBus;
  let running: Running;
  let stop: () => void;
  const clients: Client[] = [];
  const sportsbook = createFakeSportsbook();
  let betting: BettingService;

  beforeAll(async () => {
    database = await createTestDatabase();
    wallet = createWalletModule({ database, accounts: directory, webhookSecret: 'x'.repeat(32) });
    bus = createMemoryBus();
    betting = createBettingService({
      database,
      wallet: wallet.wallet,
      sportsbook,
      accounts: directory,
      acceptDelayMs: 0,
    });
    const stopPublishing = publishCouponChanges(betting, bus);
    const stopWorker = betting.start({ sweepMs: 3_600_000 });
    stop = () => {
      stopPublishing();
      stopWorker();
    };
    running = await startHub(wallet, bus, { betsSnapshot: (id) => betting.openCoupons(id) });
    sportsbook.addOutcome({ outcomeId: 11, gameId: 1, coef: 2000 });
    await fund(wallet, 100_00n, 'bets-topic-fund');
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.ws.terminate();
  });
  afterAll(async () => {
    stop();
    await running.close();
    await bus.close();
    await database.close();
  });

  it('refuses visitors; sends the open coupons, then each placed and settled coupon', async () => {
    const visitor = await connect(running.url);
    clients.push(visitor);
    visitor.send({ type: 'subscribe', topic: 'bets' });
    expect(await visitor.next()).toMatchObject({
      type: 'error',
      code: 'unauthorized',
      topic: 'bets',
    });

    const c = await connect(running.url, SIGNED_IN);
    clients.push(c);
    c.send({ type: 'subscribe', topic: 'bets' });
    expect(await c.next(isType('snapshot'))).toMatchObject({ topic: 'bets', seq: 1, data: [] });

    const placed = await betting.place({
      userId: USER,
      lang: 'en',
      idempotencyKey: 'bets-topic-1',
      body: { typeId: 0, accountId: ACCOUNT, amount: '100.00', bets: [{ outcomeId: 11, coef: 2 }] },
    });
    const couponId = placed.answer.couponId;
    expect(await c.next(isType('update'))).toMatchObject({
      topic: 'bets',
      seq: 2,
      data: { couponId, status: 'pending', payout: null },
    });
    c.send({ type: 'resync', topic: 'bets' });
    expect(await c.next(isType('snapshot'))).toMatchObject({
      seq: 3,
      data: [expect.objectContaining({ couponId, status: 'pending' })],
    });

    sportsbook.finish(1, [2, 0]);
    await betting.idle();
    expect(await c.next(isType('update'))).toMatchObject({
      topic: 'bets',
      data: { couponId, status: 'win', payout: '200.00' },
    });
  });
});
