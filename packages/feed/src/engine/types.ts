/** The contract every sport family's match engine fulfils. */
import type { FeedIncident } from '../events.ts';
import type { GameClock, GameResult, GameScore, GameStatus } from '../model.ts';
import type { MarketDraft } from '../pricing/draft.ts';
import type { RandomSource } from '../random.ts';

/** Something that happened in a match; some make markets suspend for a moment. */
export type Incident = FeedIncident;

/** What a match looks like from outside right now. */
export interface MatchView {
  readonly status: GameStatus;
  readonly score: GameScore;
  readonly clock: GameClock;
}

/** A match being simulated. Engines are deterministic given their random source. */
export interface MatchRuntime {
  /** Best-of count (tennis, set sports) or scheduled rounds (combat), else null. */
  readonly bestOf: number | null;
  /** True once the match is over; a finished match never changes again. */
  readonly finished: boolean;
  /** True once the match has started. */
  readonly started: boolean;
  /** Plays `dtSec` game seconds; returns what happened, in order. */
  advance(dtSec: number, random: RandomSource): Incident[];
  /** Fair market drafts for the current state (pre-match prices before the start). */
  price(): MarketDraft[];
  view(): MatchView;
  /** The final result; only once finished. */
  result(gameId: number, finishedAt: number): GameResult;
  /** Changes the strengths before the start (team news); ignored once started. */
  retune(homeRating: number, awayRating: number): void;
}

/** Waiting time of an exponential clock with `rate` per second. */
export function waitFor(random: RandomSource, rate: number): number {
  if (rate <= 0) return Number.POSITIVE_INFINITY;
  return -Math.log(1 - random.next()) / rate;
}

/** Adds to the last period's score. */
export function addToLastPeriod(
  periods: [number, number][],
  side: 'home' | 'away',
  points: number,
): void {
  const last = periods[periods.length - 1];
  if (!last) return;
  if (side === 'home') last[0] += points;
  else last[1] += points;
}

/** An immutable copy of period scores for a view. */
export function freezePeriods(
  periods: readonly (readonly [number, number])[],
): readonly (readonly [number, number])[] {
  return periods.map(([h, a]) => [h, a] as const);
}
