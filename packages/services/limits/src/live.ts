// Responsible gaming on live sockets (issue 7 item 3, decision 017): a self-excluded or
// timed-out player loses the betting topics of every open socket within a second, on every
// instance. The limits service tells this process about a standing change after its commit;
// the revocation travels over the live bus (Redis pub/sub with several instances) and each hub
// drops the topics of that player's sockets. A later subscribe is checked against the player's
// standing (the gate), so a socket opened or resubscribed afterwards is refused too.
import type { LiveBus, LiveContribution, PlayGate } from '@playfield/module';

/** The bus key of a revocation; its data is `{ userId }`. */
export const PLAY_REVOKED_KEY = 'control:play-revoked';

/** Topics a player who may not play cannot follow. */
export const PLAY_TOPICS: ReadonlySet<string> = new Set(['bets']);

/** The part of a player's limits status the live side reads. */
export interface PlayStanding {
  restrictions: readonly { kind: string }[];
}

/** The limits service as the live side uses it. */
export interface StandingSource {
  playerStatus(userId: number): Promise<PlayStanding>;
  onStandingChange(listener: (userId: number, status: PlayStanding) => void): () => void;
}

/**
 * True while the player is self-excluded or timed out. A used-up session limit is left out:
 * it ends with a logout of its own, and the player's coupons are no betting of today.
 */
export function isOffPlay(status: PlayStanding): boolean {
  return status.restrictions.some((r) => r.kind === 'self_excluded' || r.kind === 'timed_out');
}

/** The gate the hub checks on subscribe, reading the standing from the limits service. */
export function playGate(limits: StandingSource): PlayGate {
  return {
    topics: PLAY_TOPICS,
    allowed: async (userId) => !isOffPlay(await limits.playerStatus(userId)),
  };
}

/** Publishes a revocation for every player whose new standing bars play; returns the stop. */
export function publishPlayRevocations(limits: StandingSource, bus: LiveBus): () => void {
  return limits.onStandingChange((userId, status) => {
    if (isOffPlay(status)) bus.publish({ key: PLAY_REVOKED_KEY, data: { userId } });
  });
}

export function limitsLive(limits: StandingSource): LiveContribution {
  return { gate: playGate(limits), publish: (bus) => publishPlayRevocations(limits, bus) };
}
