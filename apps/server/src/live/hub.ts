// The live-data WebSocket hub (architecture §4): one endpoint, `/ws`, on the site's own HTTP
// server. It authenticates the upgrade from the session cookie, refuses cross-site origins,
// keeps per-socket subscriptions with a sequence number per topic, answers a subscribe or a
// resync with a snapshot, and relays bus messages to the sockets subscribed to their key.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import type { RawData } from 'ws';
import {
  LIVE_MAX_CLIENT_FRAME_BYTES,
  LIVE_PATH,
  LIVE_PROTOCOL_VERSION,
  liveClientFrameSchema,
} from '@playfield/protocol/live';
import type { LiveErrorCode, LiveServerFrame } from '@playfield/protocol/live';
import { crossSiteReason } from '../csrf.ts';
import type { Logger } from '../logger.ts';
import type { BusMessage, LiveBus } from './bus.ts';
import { revokedUserOf } from './play-revocation.ts';
import type { PlayGate } from './play-revocation.ts';

/** The signed-in user of a socket. */
export interface LiveUser {
  userId: number;
}

/** What a topic is for one socket: its bus key and how to read its snapshot. */
export interface ResolvedTopic {
  key: string;
  snapshot(): Promise<unknown>;
}

/** Resolves a topic for a socket's user, or says why it cannot be subscribed. */
export type TopicResolver = (
  topic: string,
  user: LiveUser | null,
) => ResolvedTopic | { error: LiveErrorCode; message: string };

export interface LiveHubOptions {
  bus: LiveBus;
  /** The user of the upgrade request's cookies; null for a visitor. */
  authenticate(headers: Headers): Promise<LiveUser | null>;
  topics: TopicResolver;
  /** PUBLIC_URL: its origin is the site's own even when Host differs (behind a proxy). */
  publicUrl: string;
  logger: Logger;
  /** Heartbeat period; a socket silent for two periods is dropped. Default 15 s. */
  heartbeatMs?: number;
  /** A socket whose unsent data exceeds this is a slow consumer and is dropped. Default 1 MiB. */
  maxBufferedBytes?: number;
  /**
   * Responsible gaming (decision 017): betting topics are checked against the player's standing
   * on subscribe, and a revocation on the bus drops them from that player's sockets.
   */
  play?: PlayGate;
}

export interface LiveHub {
  /** Takes an upgrade request for `/ws`; returns false (socket untouched) for other paths. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /**
   * Listens for upgrades on the server. `others: 'reject'` closes upgrades for other paths
   * (production); 'leave' lets another listener take them (Vite's HMR socket in development).
   */
  attach(server: Server, others: 'reject' | 'leave'): void;
  /** Open sockets right now. */
  connections(): number;
  /** Closes every socket (1001 going away) and stops the heartbeat. */
  close(): Promise<void>;
}

interface Subscription {
  topic: string;
  resolved: ResolvedTopic;
  conn: Connection;
  seq: number;
  /** A snapshot is being read; updates wait in `pending` and follow it. */
  loading: boolean;
  pending: unknown[];
}

interface Connection {
  ws: WebSocket;
  user: LiveUser | null;
  alive: boolean;
  subs: Map<string, Subscription>;
  /** Betting topics whose play check is running; an unsubscribe meanwhile removes the entry. */
  checking: Set<string>;
}

const PLAY_REFUSED = 'Betting is paused for this account (responsible gaming).';

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

function refuse(socket: Duplex, status: number, reason: string): void {
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  }
  socket.destroy();
}

function isLivePath(url: string | undefined): boolean {
  if (!url) return false;
  const queryAt = url.indexOf('?');
  return (queryAt === -1 ? url : url.slice(0, queryAt)) === LIVE_PATH;
}

/** An update's data serialized once; `frame` wraps it for one socket's topic and sequence. */
interface EncodedUpdate {
  frame(topic: string, seq: number): string;
}

/**
 * The text of `{type: 'update', topic, seq, data}` (what JSON.stringify of that frame gives),
 * with `data` serialized on first use and reused for every socket the message goes to.
 */
export function encodeUpdate(data: unknown): EncodedUpdate {
  let body: string | undefined;
  let encoded = false;
  const topics = new Map<string, string>();
  return {
    frame(topic, seq) {
      if (!encoded) {
        body = JSON.stringify(data) as string | undefined;
        encoded = true;
      }
      let head = topics.get(topic);
      if (head === undefined) {
        head = `{"type":"update","topic":${JSON.stringify(topic)},"seq":`;
        topics.set(topic, head);
      }
      // JSON.stringify leaves out a property whose value serializes to nothing (undefined).
      return body === undefined ? `${head}${seq}}` : `${head}${seq},"data":${body}}`;
    },
  };
}

/** Creates the hub; attach it to the HTTP server with `attach` or `handleUpgrade`. */
export function createLiveHub(options: LiveHubOptions): LiveHub {
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const maxBuffered = options.maxBufferedBytes ?? 1024 * 1024;
  const ownOrigins = [new URL(options.publicUrl).origin];
  const log = options.logger.child({ component: 'live' });
  const wss = new WebSocketServer({ noServer: true, maxPayload: LIVE_MAX_CLIENT_FRAME_BYTES });
  const open = new Set<Connection>();
  const byKey = new Map<string, Set<Subscription>>();
  /** Revocations seen per player: a play check that a revocation overtook does not count. */
  const revocations = new Map<number, number>();
  let closing = false;

  function send(conn: Connection, frame: LiveServerFrame): void {
    sendText(conn, () => JSON.stringify(frame));
  }

  /** Sends a frame's JSON text, built only when the socket can take it. */
  function sendText(conn: Connection, text: () => string): void {
    if (conn.ws.readyState !== WebSocket.OPEN) return;
    if (conn.ws.bufferedAmount > maxBuffered) {
      // A client that does not read must not make the server hold its updates in memory.
      log.warn('slow live consumer dropped', { buffered: conn.ws.bufferedAmount });
      conn.ws.terminate();
      return;
    }
    conn.ws.send(text());
  }

  function sendError(conn: Connection, code: LiveErrorCode, message: string, topic?: string) {
    send(conn, { type: 'error', code, message, ...(topic === undefined ? {} : { topic }) });
  }

  function removeSub(sub: Subscription): void {
    sub.conn.subs.delete(sub.topic);
    const set = byKey.get(sub.resolved.key);
    set?.delete(sub);
    if (set?.size === 0) byKey.delete(sub.resolved.key);
  }

  async function snapshot(sub: Subscription): Promise<void> {
    sub.loading = true;
    let data: unknown;
    try {
      data = await sub.resolved.snapshot();
    } catch (err) {
      log.warn('live snapshot failed', { topic: sub.topic, err });
      if (sub.conn.subs.get(sub.topic) !== sub) return;
      removeSub(sub);
      sendError(sub.conn, 'unavailable', 'The topic is unavailable; subscribe again.', sub.topic);
      return;
    }
    // Unsubscribed (or the socket closed) while the snapshot was read.
    if (sub.conn.subs.get(sub.topic) !== sub) return;
    sub.seq += 1;
    send(sub.conn, { type: 'snapshot', topic: sub.topic, seq: sub.seq, data });
    const pending = sub.pending;
    sub.pending = [];
    sub.loading = false;
    for (const item of pending) deliver(sub, item);
  }

  function deliver(sub: Subscription, data: unknown, encoded?: EncodedUpdate): void {
    if (sub.loading) {
      sub.pending.push(data);
      return;
    }
    sub.seq += 1;
    const { topic, seq } = sub;
    if (encoded) sendText(sub.conn, () => encoded.frame(topic, seq));
    else send(sub.conn, { type: 'update', topic, seq, data });
  }

  function subscribe(conn: Connection, topic: string): void {
    const existing = conn.subs.get(topic);
    if (existing) {
      if (!existing.loading) void snapshot(existing);
      return;
    }
    const gate = options.play;
    if (!gate || !conn.user || !gate.topics.has(topic)) return start(conn, topic);
    if (conn.checking.has(topic)) return;
    conn.checking.add(topic);
    const { userId } = conn.user;
    const seen = revocations.get(userId) ?? 0;
    gate.allowed(userId).then(
      (allowed) => {
        // Unsubscribed, or the socket closed, while the standing was read.
        if (!conn.checking.delete(topic) || !open.has(conn)) return;
        if (!allowed || (revocations.get(userId) ?? 0) !== seen) {
          sendError(conn, 'forbidden', PLAY_REFUSED, topic);
          return;
        }
        start(conn, topic);
      },
      (err: unknown) => {
        log.warn('live play check failed', { topic, err });
        if (!conn.checking.delete(topic) || !open.has(conn)) return;
        sendError(conn, 'unavailable', 'The topic is unavailable; subscribe again.', topic);
      },
    );
  }

  /** Drops the betting topics of every socket of the player (a bus revocation). */
  function revoke(userId: number): void {
    const gate = options.play;
    if (!gate) return;
    revocations.set(userId, (revocations.get(userId) ?? 0) + 1);
    for (const conn of open) {
      if (conn.user?.userId !== userId) continue;
      for (const sub of [...conn.subs.values()]) {
        if (!gate.topics.has(sub.topic)) continue;
        removeSub(sub);
        sendError(conn, 'forbidden', PLAY_REFUSED, sub.topic);
      }
    }
  }

  function start(conn: Connection, topic: string): void {
    const resolved = options.topics(topic, conn.user);
    if ('error' in resolved) {
      sendError(conn, resolved.error, resolved.message, topic);
      return;
    }
    const sub: Subscription = { topic, resolved, conn, seq: 0, loading: false, pending: [] };
    conn.subs.set(topic, sub);
    let set = byKey.get(resolved.key);
    if (!set) byKey.set(resolved.key, (set = new Set()));
    set.add(sub);
    void snapshot(sub);
  }

  function onFrame(conn: Connection, raw: RawData, isBinary: boolean): void {
    conn.alive = true;
    let parsed: unknown;
    try {
      if (isBinary) throw new Error('binary frame');
      parsed = JSON.parse(raw.toString());
    } catch {
      sendError(conn, 'bad_frame', 'Frames are JSON text.');
      return;
    }
    const result = liveClientFrameSchema.safeParse(parsed);
    if (!result.success) {
      const topic = typeof parsed === 'object' && parsed !== null && 'topic' in parsed;
      sendError(conn, topic ? 'unknown_topic' : 'bad_frame', result.error.issues[0]?.message ?? '');
      return;
    }
    const frame = result.data;
    switch (frame.type) {
      case 'hello':
        if (frame.v !== LIVE_PROTOCOL_VERSION) {
          sendError(conn, 'unsupported_version', `Protocol version ${LIVE_PROTOCOL_VERSION} only.`);
          conn.ws.close(4000, 'unsupported version');
          return;
        }
        send(conn, { type: 'welcome', v: LIVE_PROTOCOL_VERSION, heartbeatMs });
        return;
      case 'ping':
        send(conn, { type: 'pong' });
        return;
      case 'subscribe':
        subscribe(conn, frame.topic);
        return;
      case 'resync': {
        const sub = conn.subs.get(frame.topic);
        if (!sub) sendError(conn, 'not_subscribed', 'Subscribe first.', frame.topic);
        else if (!sub.loading) void snapshot(sub);
        return;
      }
      case 'unsubscribe': {
        conn.checking.delete(frame.topic);
        const sub = conn.subs.get(frame.topic);
        if (sub) removeSub(sub);
        return;
      }
    }
  }

  function onConnection(ws: WebSocket, user: LiveUser | null): void {
    const conn: Connection = { ws, user, alive: true, subs: new Map(), checking: new Set() };
    open.add(conn);
    ws.on('message', (raw, isBinary) => onFrame(conn, raw, isBinary));
    ws.on('pong', () => {
      conn.alive = true;
    });
    // Oversized frames and protocol violations end in 'error' then 'close'; both are logged.
    ws.on('error', (err) => log.debug('live socket error', { err: err.message }));
    ws.on('close', () => {
      open.delete(conn);
      for (const sub of [...conn.subs.values()]) removeSub(sub);
    });
  }

  const unsubscribeBus = options.bus.subscribe((message: BusMessage) => {
    const revoked = revokedUserOf(message);
    if (revoked !== null) return revoke(revoked);
    const set = byKey.get(message.key);
    if (!set) return;
    // One message goes to every subscriber of its key: its data is serialized once, not once
    // per socket (the per-socket part of the frame is only the topic and sequence number).
    const encoded = encodeUpdate(message.data);
    for (const sub of [...set]) deliver(sub, message.data, encoded);
  });

  const heartbeat = setInterval(() => {
    for (const conn of open) {
      if (!conn.alive) {
        conn.ws.terminate();
        continue;
      }
      conn.alive = false;
      conn.ws.ping();
      send(conn, { type: 'heartbeat' });
    }
  }, heartbeatMs);
  heartbeat.unref();

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    if (closing) return refuse(socket, 503, 'Service Unavailable');
    const origin = req.headers.origin;
    const fetchSite = req.headers['sec-fetch-site'];
    // crossSiteReason judges writes; a socket is one (it acts with the user's cookies).
    const crossSite = crossSiteReason({
      method: 'POST',
      origin,
      secFetchSite: typeof fetchSite === 'string' ? fetchSite : undefined,
      host: req.headers.host,
      ownOrigins,
    });
    if (crossSite) {
      log.warn('cross-site live socket refused', { origin });
      return refuse(socket, 403, 'Forbidden');
    }
    let user: LiveUser | null;
    try {
      user = await options.authenticate(headersOf(req));
    } catch (err) {
      log.warn('live socket authentication failed', { err });
      return refuse(socket, 503, 'Service Unavailable');
    }
    if (socket.destroyed) return;
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, user));
  }

  const hub: LiveHub = {
    handleUpgrade(req, socket, head) {
      if (!isLivePath(req.url)) return false;
      socket.on('error', (err) => log.debug('live upgrade socket error', { err: err.message }));
      void upgrade(req, socket, head);
      return true;
    },
    attach(server, others) {
      server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        if (hub.handleUpgrade(req, socket, head)) return;
        if (others === 'reject') refuse(socket, 404, 'Not Found');
      });
    },
    connections: () => open.size,
    async close() {
      closing = true;
      clearInterval(heartbeat);
      unsubscribeBus();
      const closed = [...open].map(
        (conn) =>
          new Promise<void>((resolve) => {
            if (conn.ws.readyState === WebSocket.CLOSED) return resolve();
            const timer = setTimeout(() => conn.ws.terminate(), 1_000);
            conn.ws.once('close', () => {
              clearTimeout(timer);
              resolve();
            });
            conn.ws.close(1001, 'server shutting down');
          }),
      );
      await Promise.all(closed);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
  return hub;
}
