/**
 * What every match engine does the same way: the phases (before the start, play, breaks, over),
 * the clock loop that spends a tick across play and breaks, the status and clock a view shows,
 * the start, period, score and finish incidents, and the result. Each engine keeps only its
 * sport's rules: how play goes and how it is priced.
 */
import { GAME_STATUS } from '../model.ts';
import type { GameClock, GameResult, GameScore, GameStatus, ResultDetail } from '../model.ts';
import type { MarketDraft } from '../pricing/draft.ts';
import { randomInt } from '../random.ts';
import type { RandomSource } from '../random.ts';
import { copyState, freezePeriods } from './types.ts';
import type { EngineState, Incident, MatchRuntime, MatchView, Phase } from './types.ts';

/** The part of every engine's state the shared code reads and writes. */
export interface PhaseState {
  phase: Phase;
  elapsedSec: number;
  breakLeft: number;
  periods: [number, number][];
}

/** One side of a match. */
export type Side = 'home' | 'away';

/** What an engine adds to the shared lifecycle. */
export interface EngineRules {
  readonly bestOf: number | null;
  /** Starts play from `pre` (the first tick with time in it). */
  start(random: RandomSource, incidents: Incident[]): void;
  /** Goes on after a break has run out (default: {@link EngineRules.start}). */
  resume?(random: RandomSource, incidents: Incident[]): void;
  /** Break seconds also count on an engine clock of its own (tennis: the set's clock). */
  onBreak?(seconds: number): void;
  /** Plays at most `seconds` of play; returns the seconds used (less when play stopped). */
  play(seconds: number, random: RandomSource, incidents: Incident[]): number;
  /** Rebuilds the model for new strengths; called only before the start. */
  retune(homeRating: number, awayRating: number): void;
  /** Fair prices now; never called once the match is over. */
  price(): MarketDraft[];
  view(): MatchView;
  /** The final result; called only once over. */
  result(gameId: number, finishedAt: number): GameResult;
  /** What `result` says when asked too early. */
  readonly unfinished: string;
}

/**
 * A match runtime over an engine's state `s` (plain JSON: `save()` copies it) and its rules.
 * A tick is spent in order: the start when the match has not started, then play and breaks
 * until the time is used or the match is over.
 */
export function matchRuntime(s: EngineState, rules: EngineRules): MatchRuntime {
  const resume = rules.resume ?? rules.start;
  return {
    bestOf: rules.bestOf,
    save: () => copyState(s),
    get finished() {
      return s.phase === 'done';
    },
    get started() {
      return s.phase !== 'pre';
    },
    retune(homeRating, awayRating) {
      if (s.phase === 'pre') rules.retune(homeRating, awayRating);
    },
    advance(dtSec, random) {
      const incidents: Incident[] = [];
      let left = dtSec;
      if (s.phase === 'pre' && left > 0) rules.start(random, incidents);
      while (left > 0 && s.phase !== 'done') {
        if (s.phase === 'break') {
          const use = Math.min(left, s.breakLeft);
          s.breakLeft -= use;
          s.elapsedSec += use;
          rules.onBreak?.(use);
          left -= use;
          if (s.breakLeft <= 0) resume(random, incidents);
          continue;
        }
        left -= rules.play(left, random, incidents);
      }
      return incidents;
    },
    price: () => (s.phase === 'done' ? [] : rules.price()),
    view: () => rules.view(),
    result(gameId, finishedAt) {
      if (s.phase !== 'done') throw new Error(rules.unfinished);
      return rules.result(gameId, finishedAt);
    },
  };
}

/**
 * Opens period `number` (1-based): play, a fresh period score, and the start incident for the
 * first, a period start for the others.
 */
export function openPeriod(s: PhaseState, number: number, incidents: Incident[]): void {
  s.phase = 'play';
  s.periods.push([0, 0]);
  incidents.push({ kind: number === 1 ? 'start' : 'period-start', side: null });
}

/** A break of `seconds` after a period, with its period-end incident. */
export function periodBreak(s: PhaseState, seconds: number, incidents: Incident[]): void {
  s.phase = 'break';
  s.breakLeft = seconds;
  incidents.push({ kind: 'period-end', side: null });
}

/** The match is over: nothing changes after the finish incident. */
export function finishMatch(s: PhaseState, incidents: Incident[], side: Side | null = null): void {
  s.phase = 'done';
  incidents.push({ kind: 'finish', side });
}

/** `points` to `side`, on the running score and the current period, with the score incident. */
export function addScore(
  s: PhaseState & { home: number; away: number },
  side: Side,
  points: number,
  incidents: Incident[],
): void {
  if (side === 'home') s.home += points;
  else s.away += points;
  const last = s.periods[s.periods.length - 1];
  if (last) {
    if (side === 'home') last[0] += points;
    else last[1] += points;
  }
  incidents.push({ kind: 'score', side, points });
}

/**
 * Point-by-point play: the time to the next point runs down (on the match clock and on the
 * engine's own through `tick`, before the point); at zero the point is played and the time to
 * the next one drawn from `gapSec`. Returns the seconds used.
 */
export function playToNextPoint(
  s: PhaseState & { untilPoint: number },
  seconds: number,
  random: RandomSource,
  gapSec: readonly [number, number],
  tick: (seconds: number) => void,
  point: () => void,
): number {
  const use = Math.min(seconds, s.untilPoint);
  s.untilPoint -= use;
  s.elapsedSec += use;
  tick(use);
  if (s.untilPoint <= 0) {
    point();
    s.untilPoint = randomInt(random, gapSec[0], gapSec[1]);
  }
  return use;
}

/** The status a phase shows; `breakStatus` is what a break shows (tennis: a changeover is live). */
export function phaseStatus(
  phase: Phase,
  breakStatus: GameStatus = GAME_STATUS.liveBreak,
): GameStatus {
  if (phase === 'pre') return GAME_STATUS.scheduled;
  if (phase === 'done') return GAME_STATUS.finished;
  return phase === 'break' ? breakStatus : GAME_STATUS.live;
}

/** The score a view shows: the main score, period scores, the running point and the server. */
export function scoreView(
  home: number,
  away: number,
  periods: readonly (readonly [number, number])[],
  current: string | null = null,
  server: Side | null = null,
): GameScore {
  return { home, away, periods: freezePeriods(periods), current, server };
}

/** The clock a view shows: whole seconds, running only in play. */
export function clockView(
  phase: Phase,
  period: number,
  periodSec: number,
  elapsedSec: number,
  periodLengthSec: number | null,
): GameClock {
  return {
    period,
    periodSec: Math.floor(periodSec),
    elapsedSec: Math.floor(elapsedSec),
    periodLengthSec,
    running: phase === 'play',
  };
}

/** A final result: the winner is the side with more, a draw when level. */
export function finalResult(
  gameId: number,
  finishedAt: number,
  home: number,
  away: number,
  periods: readonly (readonly [number, number])[],
  detail: ResultDetail = { kind: 'none' },
): GameResult {
  return {
    gameId,
    score: [home, away],
    periods: freezePeriods(periods),
    winner: home > away ? 'home' : away > home ? 'away' : 'draw',
    detail,
    finishedAt,
  };
}
