// Per-topic sequence tracking of the live client (architecture §4): a snapshot sets the
// topic's position, each update must be the next number; a jump means frames were lost and the
// client asks for a snapshot (`resync`) once, ignoring updates until it arrives.

/** What to do with a frame: apply it, drop it (old or while a resync is pending), or resync. */
export type SequenceVerdict = 'apply' | 'stale' | 'gap';

export interface TopicSequence {
  /** Judges a frame of the topic and advances the position when it is applied. */
  accept(topic: string, kind: 'snapshot' | 'update', seq: number): SequenceVerdict;
  /** Forgets a topic (unsubscribed, or a new connection that starts over). */
  reset(topic?: string): void;
}

export function createTopicSequence(): TopicSequence {
  const last = new Map<string, number>();
  const resyncing = new Set<string>();
  return {
    accept(topic, kind, seq) {
      if (kind === 'snapshot') {
        last.set(topic, seq);
        resyncing.delete(topic);
        return 'apply';
      }
      const position = last.get(topic);
      if (position === undefined || resyncing.has(topic) || seq <= position) return 'stale';
      if (seq === position + 1) {
        last.set(topic, seq);
        return 'apply';
      }
      resyncing.add(topic);
      return 'gap';
    },
    reset(topic) {
      if (topic === undefined) {
        last.clear();
        resyncing.clear();
      } else {
        last.delete(topic);
        resyncing.delete(topic);
      }
    },
  };
}

/**
 * Reconnect delay after `attempt` failures: 1 s doubling, ±20 % jitter (so a restarted server
 * is not hit by every tab at once), never above 30 s.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = 1_000 * 2 ** Math.min(5, Math.max(0, attempt));
  return Math.min(30_000, Math.round(base * (0.8 + random() * 0.4)));
}
