// Responsible gaming on live sockets (issue 7 item 3, decision 017): the limits context's
// module publishes a revocation on the bus when a player's standing bars play and gives the
// gate checked at every subscribe (packages/services/limits/src/live.ts); the hub reads the
// revocations here and drops the topics of that player's sockets.
import { PLAY_REVOKED_KEY } from '@playfield/limits';
import type { BusMessage } from '@playfield/module';

export {
  PLAY_REVOKED_KEY,
  PLAY_TOPICS,
  isOffPlay,
  playGate,
  publishPlayRevocations,
} from '@playfield/limits';
export type { PlayStanding, StandingSource } from '@playfield/limits';
export type { PlayGate } from '@playfield/module';

/** The player a revocation message names; null for any other message or a malformed one. */
export function revokedUserOf(message: BusMessage): number | null {
  if (message.key !== PLAY_REVOKED_KEY) return null;
  const data = message.data;
  if (typeof data !== 'object' || data === null || !('userId' in data)) return null;
  const { userId } = data;
  return typeof userId === 'number' && Number.isSafeInteger(userId) ? userId : null;
}
