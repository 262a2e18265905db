// The live bus (architecture §4): producers publish topic updates under a key (`balance:42`,
// `sport:1`), every instance's hub receives every message and delivers it to its own sockets.
// In-process by default; Redis pub/sub when REDIS_URL is set, so an update produced on one
// instance reaches players connected to any other.
import type { BusMessage, LiveBus } from '@playfield/module';
import { Redis } from 'ioredis';

export type { BusMessage, LiveBus };

function fanOut(): {
  listeners: Set<(message: BusMessage) => void>;
  deliver(message: BusMessage): void;
  subscribe(listener: (message: BusMessage) => void): () => void;
} {
  const listeners = new Set<(message: BusMessage) => void>();
  return {
    listeners,
    deliver(message) {
      for (const listener of listeners) listener(message);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** A bus inside one process; delivery is asynchronous, like the Redis one. */
export function createMemoryBus(): LiveBus {
  const fan = fanOut();
  return {
    publish(message) {
      queueMicrotask(() => fan.deliver(message));
    },
    subscribe: fan.subscribe,
    close() {
      fan.listeners.clear();
      return Promise.resolve();
    },
  };
}

/** The Redis channel every instance publishes to and listens on. */
export const LIVE_BUS_CHANNEL = 'playfield:live';

/**
 * A bus over Redis pub/sub: one connection publishes, a second one (Redis puts a subscribing
 * connection in a mode where it can do nothing else) listens. `ready` resolves once the
 * subscription is active, so messages published after it are not missed.
 */
export function createRedisBus(options: {
  url: string;
  onError?: (error: Error) => void;
  channel?: string;
}): LiveBus & { ready: Promise<void> } {
  const channel = options.channel ?? LIVE_BUS_CHANNEL;
  const onError = options.onError ?? (() => {});
  const publisher = new Redis(options.url, { maxRetriesPerRequest: 1 });
  const subscriber = new Redis(options.url);
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const fan = fanOut();
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed !== 'object' || parsed === null || !('key' in parsed)) return;
      const { key } = parsed;
      if (typeof key !== 'string') return;
      fan.deliver({ key, data: 'data' in parsed ? parsed.data : null });
    } catch (error) {
      onError(error instanceof Error ? error : new Error(String(error)));
    }
  });
  const ready = subscriber.subscribe(channel).then(() => undefined);
  ready.catch(onError);
  return {
    ready,
    publish(message) {
      publisher.publish(channel, JSON.stringify(message)).catch(onError);
    },
    subscribe: fan.subscribe,
    async close() {
      fan.listeners.clear();
      await Promise.all(
        [publisher, subscriber].map((redis) => redis.quit().catch(() => redis.disconnect())),
      );
    },
  };
}
