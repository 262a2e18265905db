// A leg the restart tests bet on: an open outcome of a game in the sportsbook's book.
import type { BookGame } from '@playfield/sportsbook';

export interface Leg {
  gameId: number;
  outcomeId: number;
  /** Decimal coef, as a coupon asks for it. */
  coef: number;
}

/** An open outcome of the game's first open market; null when every market is held. */
export function legOf(entry: BookGame): Leg | null {
  for (const market of entry.markets.values()) {
    if (market.suspended) continue;
    const outcome = market.outcomes.find((o) => !o.blocked);
    if (outcome) return { gameId: entry.game.id, outcomeId: outcome.id, coef: outcome.coef / 1000 };
  }
  return null;
}
