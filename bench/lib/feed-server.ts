// The two WebSocket servers of the `feed` benchmark, each run as its own process (started by
// bench/feed.ts with `node --import tsx --expose-gc`, driven over IPC):
//   site — the site's live hub (`createLiveHub`, apps/server/src/live/hub.ts) on a bare
//          node:http server with the in-process bus, the way apps/server wires it, and one
//          sportsbook topic, `game:1`, whose snapshot is a game's markets;
//   raw  — a bare `ws` server that answers the same hello/subscribe frames and broadcasts each
//          update as one JSON.stringify and a `send` loop over the subscribed sockets.
// Both publish the same update bodies on the same schedule; each body carries `t`, the time on
// the publisher's clock (performance.timeOrigin + performance.now(), comparable across
// processes on one host) at which that change was due to be published.
// Prints `{"port":N}` on stdout when listening.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
// The hub is measured from its source: apps/server is an application, not a package with
// exports, and its bundle (dist/main.js) does not expose the hub on its own.
/* eslint-disable import-x/no-relative-packages */
import { createLogger } from '../../apps/server/src/logger.ts';
import { createMemoryBus } from '../../apps/server/src/live/bus.ts';
import { createLiveHub } from '../../apps/server/src/live/hub.ts';
/* eslint-enable import-x/no-relative-packages */

export const FEED_TOPIC = 'game:1';
const GAME_ID = 1;

/** A live football game's markets: 1X2, two totals and a handicap (a typical odds change). */
function markets(step: number) {
  const wobble = (base: number, k: number) =>
    Math.round((base + 0.05 * Math.sin(step + k)) * 100) / 100;
  return [
    {
      marketId: 11,
      suspended: false,
      outcomes: [
        { id: 111, coef: wobble(2.35, 1), blocked: false },
        { id: 112, coef: wobble(3.1, 2), blocked: false },
        { id: 113, coef: wobble(3.05, 3), blocked: false },
      ],
    },
    {
      marketId: 12,
      suspended: false,
      outcomes: [
        { id: 121, coef: wobble(1.85, 4), blocked: false },
        { id: 122, coef: wobble(1.95, 5), blocked: false },
      ],
    },
    {
      marketId: 13,
      suspended: false,
      outcomes: [
        { id: 131, coef: wobble(1.6, 6), blocked: false },
        { id: 132, coef: wobble(2.3, 7), blocked: false },
      ],
    },
    {
      marketId: 14,
      suspended: false,
      outcomes: [
        { id: 141, coef: wobble(1.9, 8), blocked: false },
        { id: 142, coef: wobble(1.9, 9), blocked: false },
      ],
    },
  ];
}

const SNAPSHOT = {
  game: {
    gameId: GAME_ID,
    status: 2,
    score: [1, 0],
    time: { minute: 37, period: 1 },
    main: markets(0)[0],
    feedSuspended: false,
  },
  markets: markets(0),
};

function now(): number {
  return performance.timeOrigin + performance.now();
}

/** The update body of odds change `n` (what the sportsbook publishes under `game:{id}`). */
function update(n: number) {
  return { kind: 'markets', gameId: GAME_ID, markets: markets(n), removed: [], added: [], n, t: 0 };
}

type Publish = (data: ReturnType<typeof update>) => void;

function siteServer(): { server: ReturnType<typeof createServer>; publish: Publish } {
  const bus = createMemoryBus();
  const server = createServer((_req, res) => res.writeHead(404).end());
  const hub = createLiveHub({
    bus,
    authenticate: () => Promise.resolve(null),
    topics: (topic) =>
      topic === FEED_TOPIC
        ? { key: FEED_TOPIC, snapshot: () => Promise.resolve(SNAPSHOT) }
        : { error: 'unknown_topic', message: `Unknown topic ${topic}.` },
    publicUrl: 'http://127.0.0.1',
    logger: createLogger({ level: 'warn', write: (line) => process.stderr.write(`${line}\n`) }),
  });
  hub.attach(server, 'reject');
  return { server, publish: (data) => bus.publish({ key: FEED_TOPIC, data }) };
}

function rawServer(): { server: ReturnType<typeof createServer>; publish: Publish } {
  const server = createServer((_req, res) => res.writeHead(404).end());
  const wss = new WebSocketServer({ server, path: '/ws' });
  const subscribed = new Set<WebSocket>();
  let seq = 1;
  wss.on('connection', (ws) => {
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as { type: string; topic?: string };
      if (frame.type === 'hello')
        ws.send(JSON.stringify({ type: 'welcome', v: 1, heartbeatMs: 15000 }));
      if (frame.type === 'subscribe' && frame.topic === FEED_TOPIC) {
        subscribed.add(ws);
        ws.send(JSON.stringify({ type: 'snapshot', topic: FEED_TOPIC, seq: 1, data: SNAPSHOT }));
      }
    });
    ws.on('close', () => subscribed.delete(ws));
  });
  return {
    server,
    publish(data) {
      seq += 1;
      // Serialized and encoded once; every socket is sent the same bytes as a text frame.
      const frame = Buffer.from(JSON.stringify({ type: 'update', topic: FEED_TOPIC, seq, data }));
      for (const ws of subscribed) ws.send(frame, { binary: false });
    },
  };
}

type Command =
  | { id: number; cmd: 'memory' }
  | { id: number; cmd: 'cpu' }
  | { id: number; cmd: 'publish'; rate: number; count: number };

const mode = process.argv[2];
if (mode !== 'site' && mode !== 'raw') {
  console.error('usage: node --import tsx feed-server.ts site|raw');
  process.exit(2);
}
const { server, publish } = mode === 'site' ? siteServer() : rawServer();
let published = 0;

/** Publishes `count` updates, one every 1/rate s on a fixed schedule (no drift, no bursts). */
function publishAt(rate: number, count: number): Promise<number> {
  return new Promise((resolve) => {
    const start = now();
    let sent = 0;
    const tick = () => {
      const due = Math.min(count, Math.floor(((now() - start) * rate) / 1000) + 1);
      while (sent < due) {
        const data = update(published);
        // The time the change was due, not the time this loop got to it: a publisher held up
        // by its own previous fan-out must not hide that delay from the latency.
        data.t = start + (sent * 1000) / rate;
        published += 1;
        sent += 1;
        publish(data);
      }
      if (sent >= count) return resolve(now() - start);
      const next = start + (sent * 1000) / rate;
      setTimeout(tick, Math.max(0, next - now()));
    };
    tick();
  });
}

process.on('message', (message: Command) => {
  const reply = (body: object) => process.send?.({ id: message.id, ...body });
  if (message.cmd === 'memory') {
    globalThis.gc?.();
    reply({ rss: process.memoryUsage().rss, heapUsed: process.memoryUsage().heapUsed });
  } else if (message.cmd === 'cpu') {
    const { user, system } = process.cpuUsage();
    reply({ micros: user + system });
  } else if (message.cmd === 'publish') {
    void publishAt(message.rate, message.count).then((ms) => reply({ ms }));
  }
});
process.on('disconnect', () => process.exit(0));
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
});
