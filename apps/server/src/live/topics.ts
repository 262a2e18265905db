// The topics the hub serves and their producers. `balance` is the signed-in player's own
// accounts: its snapshot is the accounts listing (GET /web-api/wallet/accounts), its updates
// are the wallet's committed balance changes, published under `balance:{userId}` so every
// instance delivers them to that player's sockets. The event topics (`live`, `sport:`,
// `champ:`, `game:`) have no producer yet and are answered `unavailable`.
import { toBalanceUpdate } from '@playfield/wallet';
import type { WalletModule } from '@playfield/wallet';
import type { LiveBus } from './bus.ts';
import type { TopicResolver } from './hub.ts';

/** The bus key of a user's balance topic. */
export function balanceKey(userId: number): string {
  return `balance:${userId}`;
}

/** Resolves `balance` to the socket's user; everything else has no producer in this version. */
export function createTopicResolver(deps: {
  balanceSnapshot(userId: number): Promise<unknown>;
}): TopicResolver {
  return (topic, user) => {
    if (topic === 'balance') {
      if (!user) return { error: 'unauthorized', message: 'Sign in to follow the balance.' };
      return { key: balanceKey(user.userId), snapshot: () => deps.balanceSnapshot(user.userId) };
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
