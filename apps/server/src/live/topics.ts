// The topics the hub serves come from the contexts' modules (each module's `live` part: the
// wallet's `balance`, betting's `bets`, the sportsbook's `live`, `sport:`, `champ:` and
// `game:`). This file turns those parts into the hub's one resolver, and keeps the single-
// context helpers the live tests build small hubs with.
import { bettingLive, resolveBetsTopic } from '@playfield/betting';
import type { BettingService } from '@playfield/betting';
import type { LiveBus, LiveContribution } from '@playfield/module';
import { resolveSportsbookTopic, sportsbookLive } from '@playfield/sportsbook';
import type { Sportsbook } from '@playfield/sportsbook';
import { resolveBalanceTopic, walletLive } from '@playfield/wallet';
import type { WalletModule } from '@playfield/wallet';
import type { TopicResolver } from './hub.ts';

export { balanceKey } from '@playfield/wallet';
export { betsKey } from '@playfield/betting';
export { resolveSportsbookTopic };

/** One resolver over the modules' live parts: the first that knows the topic answers it. */
export function liveTopicResolver(parts: readonly LiveContribution[]): TopicResolver {
  return (topic, user) => {
    for (const part of parts) {
      const answer = part.resolve?.(topic, user);
      if (answer) return answer;
    }
    return { error: 'unavailable', message: `No producer for ${topic} yet.` };
  };
}

/** Resolves `balance` and `bets` to the socket's user, and the sportsbook topics. */
export function createTopicResolver(deps: {
  balanceSnapshot(userId: number): Promise<unknown>;
  betsSnapshot?(userId: number): Promise<unknown>;
  sportsbook?: Sportsbook;
}): TopicResolver {
  const { betsSnapshot, sportsbook } = deps;
  return liveTopicResolver([
    { resolve: (topic, user) => resolveBalanceTopic(topic, user, deps.balanceSnapshot) },
    ...(betsSnapshot
      ? [
          {
            resolve: (topic: string, user: { userId: number } | null) =>
              resolveBetsTopic(topic, user, betsSnapshot),
          },
        ]
      : []),
    ...(sportsbook
      ? [{ resolve: (topic: string) => resolveSportsbookTopic(sportsbook, topic) }]
      : []),
  ]);
}

/** The sportsbook's topic updates on the bus (the leader's) and its feed events (followers). */
export function publishSportsbookUpdates(sportsbook: Sportsbook, bus: LiveBus): () => void {
  return sportsbookLive(sportsbook).publish!(bus);
}

/** Publishes every committed balance change of the wallet to the bus; returns the stop function. */
export function publishBalanceChanges(wallet: WalletModule, bus: LiveBus): () => void {
  return walletLive(wallet).publish!(bus);
}

/** Publishes every placed or settled coupon to its player's bets topic; returns the stop function. */
export function publishCouponChanges(betting: BettingService, bus: LiveBus): () => void {
  return bettingLive(betting).publish!(bus);
}
