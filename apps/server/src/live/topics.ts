// The topics the hub serves and their producers. `balance` is the signed-in player's own
// accounts: its snapshot is the accounts listing (GET /web-api/wallet/accounts), its updates
// are the wallet's committed balance changes, published under `balance:{userId}` so every
// instance delivers them to that player's sockets. `bets` is the player's own coupons: its
// snapshot is their open coupons, its updates every coupon placed or settled
// (`bets:{userId}`). The sportsbook topics (`live`, `sport:{id}`, `champ:{id}`, `game:{id}`)
// are the same for every socket: their snapshots come from the book, their updates are derived
// from feed events by the sportsbook and published under the topic name itself.
import type { BettingService } from '@playfield/betting';
import { LIVE_TOPIC, gameSnapshot, listSnapshot } from '@playfield/sportsbook';
import type { Sportsbook } from '@playfield/sportsbook';
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

/** A topic's numeric id (`sport:1` → 1), or null. */
function topicId(topic: string, prefix: string): number | null {
  if (!topic.startsWith(prefix)) return null;
  const raw = topic.slice(prefix.length);
  return /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * The sportsbook topics: `live`, `sport:{id}`, `champ:{id}` (list snapshots of game ticks) and
 * `game:{id}` (the game's tick and markets; a finished game still answers, without markets).
 * An unknown sport, championship or game is `unknown_topic`; null for other topics.
 */
export function resolveSportsbookTopic(
  sportsbook: Sportsbook,
  topic: string,
): ReturnType<TopicResolver> | null {
  const { book } = sportsbook;
  if (topic === LIVE_TOPIC) {
    return {
      key: LIVE_TOPIC,
      snapshot: () =>
        Promise.resolve(
          listSnapshot(
            book,
            [...book.games.values()]
              .filter((entry) => entry.game.status === 2 || entry.game.status === 3)
              .map((entry) => entry.game.id),
          ),
        ),
    };
  }
  const unknown = { error: 'unknown_topic' as const, message: `Unknown topic ${topic}.` };
  if (topic.startsWith('sport:')) {
    const id = topicId(topic, 'sport:');
    if (id === null || !book.sports.has(id)) return unknown;
    return {
      key: topic,
      snapshot: () => Promise.resolve(listSnapshot(book, book.gamesOfSport(id))),
    };
  }
  if (topic.startsWith('champ:')) {
    const id = topicId(topic, 'champ:');
    if (id === null || !book.champs.has(id)) return unknown;
    return {
      key: topic,
      snapshot: () => Promise.resolve(listSnapshot(book, book.gamesOfChamp(id))),
    };
  }
  if (topic.startsWith('game:')) {
    const id = topicId(topic, 'game:');
    if (id === null || gameSnapshot(book, id) === null) return unknown;
    return {
      key: topic,
      snapshot: () => {
        const snapshot = gameSnapshot(book, id);
        // Gone from the book since the subscribe (results are kept for days): unavailable.
        return snapshot ? Promise.resolve(snapshot) : Promise.reject(new Error('game gone'));
      },
    };
  }
  return null;
}

/** Resolves `balance` and `bets` to the socket's user, and the sportsbook topics. */
export function createTopicResolver(deps: {
  balanceSnapshot(userId: number): Promise<unknown>;
  betsSnapshot?(userId: number): Promise<unknown>;
  sportsbook?: Sportsbook;
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
    const sportsbook = deps.sportsbook ? resolveSportsbookTopic(deps.sportsbook, topic) : null;
    if (sportsbook) return sportsbook;
    return { error: 'unavailable', message: `No producer for ${topic} yet.` };
  };
}

/**
 * Publishes the sportsbook's topic updates to the bus and connects it to the bus's raw feed
 * events (the leader publishes them, followers apply them; decision 018); returns the stop
 * function. Only the leader produces topic updates, so each reaches every socket once.
 */
export function publishSportsbookUpdates(sportsbook: Sportsbook, bus: LiveBus): () => void {
  const stopTopics = sportsbook.onTopicMessage((message) => bus.publish(message));
  const disconnect = sportsbook.connect(bus);
  return () => {
    stopTopics();
    disconnect();
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
