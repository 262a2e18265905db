// The topics the hub serves and their producers. `balance` is the signed-in player's own
// accounts: its snapshot is the accounts listing (GET /web-api/wallet/accounts), its updates
// are the wallet's committed balance changes, published under `balance:{userId}` so every
// instance delivers them to that player's sockets. `bets` is the player's own coupons: its
// snapshot is their open coupons, its updates every coupon placed or settled
// (`bets:{userId}`). The event topics (`live`, `sport:`,
// `champ:`, `game:`) have no producer yet and are answered `unavailable`.
import type { BettingService } from '@playfield/betting';
import { toBalanceUpdate } from '@playfield/wallet';
import type { WalletModule } from '@playfield/wallet';
import type { LiveBus } from './bus.ts';
import type { TopicResolver } from './hub.ts';

/** The bus key of a user's balance topic. */
export function balanceKey(userId: number): string {
  return `balance:${userId}`;
}

/** The bus key of a user's bets topic. */
export function betsKey(userId: number): string {
  return `bets:${userId}`;
}

/** Resolves `balance` and `bets` to the socket's user; the rest has no producer yet. */
export function createTopicResolver(deps: {
  balanceSnapshot(userId: number): Promise<unknown>;
  betsSnapshot?(userId: number): Promise<unknown>;
}): TopicResolver {
  return (topic, user) => {
    if (topic === 'balance') {
      if (!user) return { error: 'unauthorized', message: 'Sign in to follow the balance.' };
      return { key: balanceKey(user.userId), snapshot: () => deps.balanceSnapshot(user.userId) };
    }
    const betsSnapshot = deps.betsSnapshot;
    if (topic === 'bets' && betsSnapshot) {
      if (!user) return { error: 'unauthorized', message: 'Sign in to follow your bets.' };
      return { key: betsKey(user.userId), snapshot: () => betsSnapshot(user.userId) };
    }
    return { error: 'unavailable', message: `No producer for ${topic} yet.` };
  };
}

/** Publishes every committed balance change of the wallet to the bus; returns the stop function. */
export function publishBalanceChanges(wallet: WalletModule, bus: LiveBus): () => void {
  return wallet.wallet.onBalanceChanged((change) =>
    bus.publish({ key: balanceKey(change.userId), data: toBalanceUpdate(change) }),
  );
}

/** Publishes every placed or settled coupon to its player's bets topic; returns the stop function. */
export function publishCouponChanges(betting: BettingService, bus: LiveBus): () => void {
  return betting.onCouponChanged((userId, update) =>
    bus.publish({ key: betsKey(userId), data: update }),
  );
}
