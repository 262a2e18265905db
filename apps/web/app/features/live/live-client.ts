// The browser's one live socket (architecture §4), shared by every topic the page follows.
// It opens when the first topic is followed and closes when the last one is dropped;
// reconnects with back-off (1 s doubling to 30 s, jittered), says hello and subscribes again,
// and asks for a snapshot when a topic's sequence has a gap. Loaded lazily by useLiveTopic
// (only signed-in pages need it), so it stays small and library-free.
import type { LiveServerFrame } from '@playfield/protocol/live';
import { createTopicSequence, reconnectDelay } from './topic-sequence.ts';

// The protocol's version and path (LIVE_PROTOCOL_VERSION, LIVE_PATH in @playfield/protocol),
// repeated so this chunk does not pull the protocol's schemas in.
const VERSION = 1;
const PATH = '/ws';

/** A topic body as the server sent it: a full snapshot, or an update to apply on top of it. */
export type TopicListener = (data: unknown, kind: 'snapshot' | 'update') => void;

export interface LiveClient {
  /** Follows a topic; returns the function that stops following it. */
  follow(topic: string, listener: TopicListener): () => void;
}

type DataFrame = Extract<LiveServerFrame, { type: 'snapshot' | 'update' }>;

function isDataFrame(value: unknown): value is DataFrame {
  if (typeof value !== 'object' || value === null) return false;
  const frame = value as Record<string, unknown>;
  return (
    (frame.type === 'snapshot' || frame.type === 'update') &&
    typeof frame.topic === 'string' &&
    typeof frame.seq === 'number'
  );
}

function isRefusal(value: unknown): value is { topic: string } {
  if (typeof value !== 'object' || value === null) return false;
  const frame = value as Record<string, unknown>;
  return (
    frame.type === 'error' &&
    typeof frame.topic === 'string' &&
    (frame.code === 'unauthorized' || frame.code === 'unknown_topic' || frame.code === 'forbidden')
  );
}

/** The socket URL on the page's own origin (wss under https). */
export function liveUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${PATH}`;
}

export function createLiveClient(deps: {
  url: string;
  open?: (url: string) => WebSocket;
  random?: () => number;
}): LiveClient {
  const open = deps.open ?? ((url: string) => new WebSocket(url));
  const listeners = new Map<string, Set<TopicListener>>();
  /** Topics the server refused (a visitor asking for the balance): not asked again. */
  const refused = new Set<string>();
  const sequence = createTopicSequence();
  let socket: WebSocket | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function send(frame: object): void {
    // 1 = OPEN (the constant is not on the global in every runtime the tests use).
    if (socket?.readyState === 1) socket.send(JSON.stringify(frame));
  }

  function wanted(): string[] {
    return [...listeners.keys()].filter((topic) => !refused.has(topic));
  }

  function onMessage(event: MessageEvent): void {
    let frame: unknown;
    try {
      frame = JSON.parse(String(event.data));
    } catch {
      return;
    }
    if (isRefusal(frame)) {
      refused.add(frame.topic);
      if (wanted().length === 0) disconnect();
      return;
    }
    if (!isDataFrame(frame)) return;
    attempt = 0;
    const verdict = sequence.accept(frame.topic, frame.type, frame.seq);
    if (verdict === 'gap') send({ type: 'resync', topic: frame.topic });
    if (verdict !== 'apply') return;
    for (const listener of listeners.get(frame.topic) ?? []) listener(frame.data, frame.type);
  }

  function connect(): void {
    timer = undefined;
    if (socket || wanted().length === 0) return;
    const ws = open(deps.url);
    socket = ws;
    ws.onopen = () => {
      sequence.reset();
      send({ type: 'hello', v: VERSION });
      for (const topic of wanted()) send({ type: 'subscribe', topic });
    };
    ws.onmessage = onMessage;
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      if (wanted().length === 0) return;
      timer = setTimeout(connect, reconnectDelay(attempt, deps.random));
      attempt += 1;
    };
  }

  function disconnect(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const ws = socket;
    socket = null;
    if (!ws) return;
    ws.onmessage = null;
    // Closing a socket that is still connecting makes the browser log an error: let it open.
    if (ws.readyState === 0) ws.onopen = () => ws.close(1000);
    else ws.close(1000);
  }

  return {
    follow(topic, listener) {
      let set = listeners.get(topic);
      if (!set) {
        listeners.set(topic, (set = new Set()));
        refused.delete(topic);
        if (socket) send({ type: 'subscribe', topic });
        else if (timer === undefined) connect();
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size > 0 || listeners.get(topic) !== set) return;
        listeners.delete(topic);
        sequence.reset(topic);
        send({ type: 'unsubscribe', topic });
        if (wanted().length === 0) disconnect();
      };
    },
  };
}

let shared: LiveClient | null = null;

/** The tab's live client (browser only). */
export function liveClient(): LiveClient {
  shared ??= createLiveClient({ url: liveUrl(window.location) });
  return shared;
}
