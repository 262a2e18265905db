/** The contract every sport family's match engine fulfils. */
import type { FeedIncident } from '../events.ts';
import type { GameClock, GameResult, GameScore, GameStatus } from '../model.ts';
import type { MarketDraft } from '../pricing/draft.ts';
import type { RandomSource } from '../random.ts';
import type { CombatState } from './combat-engine.ts';
import type { GoalState } from './goal-engine.ts';
import type { PointState } from './point-engine.ts';
import type { SetsState } from './sets-engine.ts';
import type { TennisState } from './tennis-engine.ts';

/** Where a match is: before the start, playing, in a break, over. */
export type Phase = 'pre' | 'play' | 'break' | 'done';

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
  /**
   * Everything the match has changed so far, as plain JSON: `createMatch` with it resumes the
   * match exactly where it stood (the strengths come from the record, not from here).
   */
  save(): EngineState;
}

/**
 * A match engine's own state, one shape per sport family (see each engine). Stored beside the
 * game so a new leader resumes it (decision 019).
 */
export type EngineState = GoalState | PointState | TennisState | SetsState | CombatState;

/** A deep copy of a plain-JSON engine state (period scores and logs are arrays). */
export function copyState<T>(state: T): T {
  return structuredClone(state);
}

/** Waiting time of an exponential clock with `rate` per second. */
export function waitFor(random: RandomSource, rate: number): number {
  if (rate <= 0) return Number.POSITIVE_INFINITY;
  return -Math.log(1 - random.next()) / rate;
}

/** An immutable copy of period scores for a view. */
export function freezePeriods(
  periods: readonly (readonly [number, number])[],
): readonly (readonly [number, number])[] {
  return periods.map(([h, a]) => [h, a] as const);
}
