import type { BettingService } from '@playfield/betting';
import type { Sportsbook } from '@playfield/sportsbook';
import type { IdentityService } from '@playfield/identity';
import type { WalletModule } from '@playfield/wallet';
import type { Logger } from '../logger.ts';
import { createMemoryBus, createRedisBus } from './bus.ts';
import type { LiveBus } from './bus.ts';
import { createLiveHub } from './hub.ts';
import type { LiveHub } from './hub.ts';
import { playGate, publishPlayRevocations } from './play-revocation.ts';
import type { StandingSource } from './play-revocation.ts';
import {
  createTopicResolver,
  publishBalanceChanges,
  publishCouponChanges,
  publishSportsbookUpdates,
} from './topics.ts';

export interface Live {
  hub: LiveHub;
  bus: LiveBus;
  /** Stops publishing, closes every socket, then the bus. */
  close(): Promise<void>;
}

/**
 * The live hub of one process with its bus (Redis pub/sub when `redisUrl` is set, else
 * in-process) and the balance topic fed by the wallet's committed changes.
 */
export function openLive(deps: {
  redisUrl: string | undefined;
  publicUrl: string;
  logger: Logger;
  identity: Pick<IdentityService, 'authenticateHeaders'>;
  wallet: WalletModule;
  /** The player's coupons (the `bets` topic); without it the topic is unavailable. */
  betting?: BettingService;
  /** The sportsbook topics (`live`, `sport:`, `champ:`, `game:`); without it they are unavailable. */
  sportsbook?: Sportsbook;
  /** Responsible gaming: a self-excluded or timed-out player's sockets lose the bets topic. */
  limits?: StandingSource;
}): Live {
  const { logger } = deps;
  const bus = deps.redisUrl
    ? createRedisBus({
        url: deps.redisUrl,
        onError: (err) => logger.warn('live bus redis error', { err: err.message }),
      })
    : createMemoryBus();
  const stopBalances = publishBalanceChanges(deps.wallet, bus);
  const betting = deps.betting;
  const stopCoupons = betting ? publishCouponChanges(betting, bus) : () => {};
  const sportsbook = deps.sportsbook;
  const stopSportsbook = sportsbook ? publishSportsbookUpdates(sportsbook, bus) : () => {};
  const stopRevocations = deps.limits ? publishPlayRevocations(deps.limits, bus) : () => {};
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
    topics: createTopicResolver({
      balanceSnapshot: (userId) => deps.wallet.payments.accounts(userId),
      ...(betting ? { betsSnapshot: (userId: number) => betting.openCoupons(userId) } : {}),
      ...(sportsbook ? { sportsbook } : {}),
    }),
    ...(deps.limits ? { play: playGate(deps.limits) } : {}),
  });
  return {
    hub,
    bus,
    async close() {
      stopBalances();
      stopCoupons();
      stopSportsbook();
      stopRevocations();
      await hub.close();
      await bus.close();
    },
  };
}
