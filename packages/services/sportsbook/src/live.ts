// The sportsbook's part of the live hub: `live`, `sport:{id}`, `champ:{id}` (list snapshots of
// game ticks) and `game:{id}` (the game's tick and markets; a finished game still answers,
// without markets) are the same for every socket. Their snapshots come from the book, their
// updates are derived from feed events by the leader and published under the topic name.
import type { LiveContribution, TopicAnswer } from '@playfield/module';
import type { Sportsbook } from './sportsbook.ts';
import { LIVE_TOPIC, gameSnapshot, listSnapshot } from './topics.ts';

/** A topic's numeric id (`sport:1` → 1), or null. */
function topicId(topic: string, prefix: string): number | null {
  if (!topic.startsWith(prefix)) return null;
  const raw = topic.slice(prefix.length);
  return /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * The sportsbook topic `topic` names; an unknown sport, championship or game is
 * `unknown_topic`; null for other topics.
 */
export function resolveSportsbookTopic(sportsbook: Sportsbook, topic: string): TopicAnswer | null {
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

/**
 * Publishes the sportsbook's topic updates to the bus and connects it to the bus's raw feed
 * events (the leader publishes them, followers apply them; decision 018); returns the stop
 * function. Only the leader produces topic updates, so each reaches every socket once.
 */
export function sportsbookLive(sportsbook: Sportsbook): LiveContribution {
  return {
    resolve: (topic) => resolveSportsbookTopic(sportsbook, topic),
    publish(bus) {
      const stopTopics = sportsbook.onTopicMessage((message) => bus.publish(message));
      const disconnect = sportsbook.connect(bus);
      return () => {
        stopTopics();
        disconnect();
      };
    },
  };
}
