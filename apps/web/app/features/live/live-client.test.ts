import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveClient, liveUrl } from './live-client.ts';

/** A stand-in socket: records what the client sends; the test plays the server. */
class FakeSocket {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  send(text: string) {
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.();
  }
  serverSends(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  serverDrops() {
    this.readyState = 3;
    this.onclose?.();
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const client = createLiveClient({
    url: 'ws://site/ws',
    random: () => 0.5,
    open: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  });
  return { client, sockets };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('live client', () => {
  it('builds the socket URL from the page origin', () => {
    expect(liveUrl({ protocol: 'https:', host: 'play.example' })).toBe('wss://play.example/ws');
    expect(liveUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws');
  });

  it('says hello, subscribes, applies frames in order and resyncs on a gap', () => {
    const { client, sockets } = setup();
    const seen: unknown[] = [];
    client.follow('balance', (data, kind) => seen.push([kind, data]));
    const socket = sockets[0] as FakeSocket;
    socket.serverOpens();
    expect(socket.sent).toEqual([
      { type: 'hello', v: 1 },
      { type: 'subscribe', topic: 'balance' },
    ]);
    socket.serverSends({ type: 'snapshot', topic: 'balance', seq: 1, data: 'a' });
    socket.serverSends({ type: 'update', topic: 'balance', seq: 2, data: 'b' });
    socket.serverSends({ type: 'update', topic: 'balance', seq: 4, data: 'lost one before' });
    expect(socket.sent.at(-1)).toEqual({ type: 'resync', topic: 'balance' });
    socket.serverSends({ type: 'update', topic: 'balance', seq: 5, data: 'ignored' });
    socket.serverSends({ type: 'snapshot', topic: 'balance', seq: 6, data: 'c' });
    expect(seen).toEqual([
      ['snapshot', 'a'],
      ['update', 'b'],
      ['snapshot', 'c'],
    ]);
  });

  it('reconnects with back-off and subscribes again; stops when nothing is followed', () => {
    vi.useFakeTimers();
    const { client, sockets } = setup();
    const stop = client.follow('balance', () => {});
    (sockets[0] as FakeSocket).serverOpens();
    (sockets[0] as FakeSocket).serverDrops();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    (sockets[1] as FakeSocket).serverDrops();
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    const third = sockets[2] as FakeSocket;
    third.serverOpens();
    expect(third.sent).toContainEqual({ type: 'subscribe', topic: 'balance' });
    stop();
    expect(third.sent.at(-1)).toEqual({ type: 'unsubscribe', topic: 'balance' });
    expect(third.readyState).toBe(3);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(3);
  });

  it('closes the socket when the server refuses every followed topic', () => {
    const { client, sockets } = setup();
    client.follow('balance', () => {});
    const socket = sockets[0] as FakeSocket;
    socket.serverOpens();
    socket.serverSends({ type: 'error', code: 'unauthorized', message: 'no', topic: 'balance' });
    expect(socket.readyState).toBe(3);
  });
});
