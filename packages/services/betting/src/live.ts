// Betting's part of the live hub: `bets` is the signed-in player's own coupons; its snapshot
// is their open coupons, its updates every coupon placed or settled (`bets:{userId}`).
import type { LiveContribution, LiveUser, TopicAnswer } from '@playfield/module';
import type { BettingService } from './service.ts';

/** The bus key of a user's bets topic. */
export function betsKey(userId: number): string {
  return `bets:${userId}`;
}

/** `bets` for the socket's user (its snapshot from `snapshot`); null for other topics. */
export function resolveBetsTopic(
  topic: string,
  user: LiveUser | null,
  snapshot: (userId: number) => Promise<unknown>,
): TopicAnswer | null {
  if (topic !== 'bets') return null;
  if (!user) return { error: 'unauthorized', message: 'Sign in to follow your bets.' };
  return { key: betsKey(user.userId), snapshot: () => snapshot(user.userId) };
}

export function bettingLive(
  betting: Pick<BettingService, 'openCoupons' | 'onCouponChanged'>,
): LiveContribution {
  return {
    resolve: (topic, user) =>
      resolveBetsTopic(topic, user, (userId) => betting.openCoupons(userId)),
    publish: (bus) =>
      betting.onCouponChanged((userId, update) =>
        bus.publish({ key: betsKey(userId), data: update }),
      ),
  };
}
