// The wallet's part of the live hub: `balance` is the signed-in player's own accounts; its
// snapshot is the accounts listing (GET /web-api/wallet/accounts), its updates every committed
// balance change, published under `balance:{userId}` so every instance delivers them.
import type { LiveContribution, LiveUser, TopicAnswer } from '@playfield/module';
import type { WalletModule } from './module.ts';
import { toBalanceUpdate } from './payments/views.ts';

/** The bus key of a user's balance topic. */
export function balanceKey(userId: number): string {
  return `balance:${userId}`;
}

/** `balance` for the socket's user (its snapshot from `snapshot`); null for other topics. */
export function resolveBalanceTopic(
  topic: string,
  user: LiveUser | null,
  snapshot: (userId: number) => Promise<unknown>,
): TopicAnswer | null {
  if (topic !== 'balance') return null;
  if (!user) return { error: 'unauthorized', message: 'Sign in to follow the balance.' };
  return { key: balanceKey(user.userId), snapshot: () => snapshot(user.userId) };
}

export function walletLive(wallet: Pick<WalletModule, 'wallet' | 'payments'>): LiveContribution {
  return {
    resolve: (topic, user) =>
      resolveBalanceTopic(topic, user, (userId) => wallet.payments.accounts(userId)),
    publish: (bus) =>
      wallet.wallet.onBalanceChanged((change) =>
        bus.publish({ key: balanceKey(change.userId), data: toBalanceUpdate(change) }),
      ),
  };
}
