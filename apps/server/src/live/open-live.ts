import type { LiveContribution } from '@playfield/module';
import type { IdentityService } from '@playfield/identity';
import type { Logger } from '../logger.ts';
import { createMemoryBus, createRedisBus } from './bus.ts';
import type { LiveBus } from './bus.ts';
import { createLiveHub } from './hub.ts';
import type { LiveHub } from './hub.ts';
import { liveTopicResolver } from './topics.ts';

export interface Live {
  hub: LiveHub;
  bus: LiveBus;
  /** Stops publishing, closes every socket, then the bus. */
  close(): Promise<void>;
}

/**
 * The live hub of one process with its bus (Redis pub/sub when `redisUrl` is set, else
 * in-process), fed by the contexts' modules: each module's live part publishes its updates on
 * the bus and answers its topics; the limits module's gate guards the betting topics.
 */
export function openLive(deps: {
  redisUrl: string | undefined;
  publicUrl: string;
  logger: Logger;
  identity: Pick<IdentityService, 'authenticateHeaders'>;
  /** The opened modules' live parts, in list order. */
  live: readonly LiveContribution[];
}): Live {
  const { logger } = deps;
  const bus = deps.redisUrl
    ? createRedisBus({
        url: deps.redisUrl,
        onError: (err) => logger.warn('live bus redis error', { err: err.message }),
      })
    : createMemoryBus();
  const stops = deps.live.flatMap((part) => (part.publish ? [part.publish(bus)] : []));
  const gate = deps.live.find((part) => part.gate)?.gate;
  const hub = createLiveHub({
    bus,
    publicUrl: deps.publicUrl,
    logger,
    async authenticate(headers) {
      const auth = await deps.identity.authenticateHeaders(headers);
      // Identity's ids are strings; the wallet's (and the bus keys') are numbers.
      const userId = auth ? Number(auth.userId) : NaN;
      return Number.isSafeInteger(userId) && userId > 0 ? { userId } : null;
    },
    topics: liveTopicResolver(deps.live),
    ...(gate ? { play: gate } : {}),
  });
  return {
    hub,
    bus,
    async close() {
      for (const stop of stops) stop();
      await hub.close();
      await bus.close();
    },
  };
}
