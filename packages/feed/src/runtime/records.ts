/** The simulator's per-game records and how they look from outside. */
import type { SportDef } from '../catalog/sports.ts';
import { createMatch } from '../engine/create-match.ts';
import type { EngineState, Incident, MatchRuntime } from '../engine/types.ts';
import type { Championship, Competitor, GameScore, Market, MatchGame } from '../model.ts';
import type { RandomSource } from '../random.ts';
import { createMarketBook } from './market-book.ts';

export type GameBook = ReturnType<typeof createMarketBook>;

/** A match the simulator runs. Mutable inside the simulator only. */
export interface MatchRecord {
  readonly id: number;
  readonly sport: SportDef;
  readonly champ: Championship;
  readonly home: Competitor;
  readonly away: Competitor;
  readonly startAt: number;
  homeRating: number;
  awayRating: number;
  readonly runtime: MatchRuntime;
  readonly book: GameBook;
  /** This game's own random stream: play does not depend on other games. */
  readonly random: RandomSource;
  /** The current public view. */
  game: MatchGame;
  suspendedUntil: number;
  suspended: boolean;
  lastPricedSec: number;
}

function sameScore(a: GameScore, b: GameScore): boolean {
  if (a.home !== b.home || a.away !== b.away || a.current !== b.current || a.server !== b.server)
    return false;
  if (a.periods.length !== b.periods.length) return false;
  for (let i = 0; i < a.periods.length; i += 1) {
    const x = a.periods[i];
    const y = b.periods[i];
    if (!x || !y || x[0] !== y[0] || x[1] !== y[1]) return false;
  }
  return true;
}

/** The public view of a match record now; an unchanged score keeps its object. */
export function viewOf(record: Omit<MatchRecord, 'game'> & { game?: MatchGame }): MatchGame {
  const view = record.runtime.view();
  const previous = record.game?.score;
  const score = previous && sameScore(previous, view.score) ? previous : view.score;
  return {
    kind: 'match',
    id: record.id,
    sportId: record.sport.id,
    champId: record.champ.id,
    startAt: record.startAt,
    status: view.status,
    homeId: record.home.id,
    awayId: record.away.id,
    home: record.home.name,
    away: record.away.name,
    bestOf: record.runtime.bestOf,
    score,
    clock: view.clock,
  };
}

/** Creates a match record (not started) with its pre-match markets priced. */
export function createMatchRecord(input: {
  id: number;
  sport: SportDef;
  champ: Championship;
  home: Competitor;
  away: Competitor;
  startAt: number;
  random: RandomSource;
  margin: number;
}): MatchRecord {
  const random = input.random.fork(input.id);
  const runtime = createMatch(
    input.sport,
    input.home.rating,
    input.away.rating,
    random.fork('format'),
  );
  const book = createMarketBook(input.id);
  const base = {
    id: input.id,
    sport: input.sport,
    champ: input.champ,
    home: input.home,
    away: input.away,
    startAt: input.startAt,
    homeRating: input.home.rating,
    awayRating: input.away.rating,
    runtime,
    book,
    random: random.fork('play'),
    suspendedUntil: 0,
    suspended: false,
    lastPricedSec: 0,
  };
  book.apply(runtime.price(), input.margin, false);
  return { ...base, game: viewOf(base) };
}

/**
 * What a match record keeps beyond its public game and markets, as plain JSON: stored beside
 * the game so a new leader resumes it (decision 019).
 */
export interface MatchResumeState {
  readonly v: 1;
  readonly homeRating: number;
  readonly awayRating: number;
  readonly suspendedUntil: number;
  readonly suspended: boolean;
  readonly lastPricedSec: number;
  readonly engine: EngineState;
}

/** The resume state of a match record now. */
export function saveMatchRecord(record: MatchRecord): MatchResumeState {
  return {
    v: 1,
    homeRating: record.homeRating,
    awayRating: record.awayRating,
    suspendedUntil: record.suspendedUntil,
    suspended: record.suspended,
    lastPricedSec: record.lastPricedSec,
    engine: record.runtime.save(),
  };
}

/** True when `value` looks like a {@link MatchResumeState} (stored JSON is not trusted blindly). */
export function isMatchResumeState(value: unknown): value is MatchResumeState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const engine = v.engine as Record<string, unknown> | null | undefined;
  return (
    v.v === 1 &&
    typeof v.homeRating === 'number' &&
    typeof v.awayRating === 'number' &&
    typeof v.suspendedUntil === 'number' &&
    typeof v.suspended === 'boolean' &&
    typeof v.lastPricedSec === 'number' &&
    typeof engine === 'object' &&
    engine !== null &&
    typeof engine.kind === 'string' &&
    typeof engine.phase === 'string' &&
    Array.isArray(engine.periods)
  );
}

/**
 * A match record resumed from its stored game, markets and resume state: the engine goes on
 * from the stored state, the markets are the stored ones until the next re-price, and play
 * draws from `random` (a stream of the resumed run).
 */
export function restoreMatchRecord(input: {
  game: MatchGame;
  markets: readonly Market[];
  state: MatchResumeState;
  sport: SportDef;
  champ: Championship;
  home: Competitor;
  away: Competitor;
  random: RandomSource;
}): MatchRecord {
  const { game, state } = input;
  const runtime = createMatch(
    input.sport,
    state.homeRating,
    state.awayRating,
    input.random.fork('format'),
    state.engine,
  );
  const book = createMarketBook(game.id);
  book.restore(input.markets);
  const base = {
    id: game.id,
    sport: input.sport,
    champ: input.champ,
    home: input.home,
    away: input.away,
    startAt: game.startAt,
    homeRating: state.homeRating,
    awayRating: state.awayRating,
    runtime,
    book,
    random: input.random.fork('play'),
    suspendedUntil: state.suspendedUntil,
    suspended: state.suspended,
    lastPricedSec: state.lastPricedSec,
  };
  return { ...base, game: viewOf({ ...base, game }) };
}

/** A typical length of a match in game seconds, breaks included (to place games mid-play). */
export function typicalDurationSec(sport: SportDef, bestOf: number | null): number {
  const p = sport.params;
  switch (p.kind) {
    case 'goal':
      return (
        p.periods * (p.periodSec + (p.addedSec[0] + p.addedSec[1]) / 2) +
        (p.periods - 1) * p.breakSec
      );
    case 'point':
      return p.periods * p.periodSec + (p.periods - 1) * p.breakSec;
    case 'tennis':
      return (bestOf ?? 3) * 2000;
    case 'sets': {
      const units = (((bestOf ?? 3) + 1) / 2) * 1.3;
      const perUnit = p.race
        ? p.race.to * 1.7 * ((p.playSec[0] + p.playSec[1]) / 2)
        : (p.playSec[0] + p.playSec[1]) / 2;
      return units * (perUnit + p.breakSec);
    }
    case 'combat':
      return (bestOf ?? 3) * (p.roundSec + p.breakSec) * 0.6;
  }
}

/** How long markets stay suspended after an incident, in real ms (0: not at all). */
export function suspensionMs(sport: SportDef, incident: Incident): number {
  switch (incident.kind) {
    case 'score':
      return sport.family === 'goal' ? 5000 : 0;
    case 'danger':
      return sport.family === 'combat' ? 3000 : 2500;
    case 'break-of-serve':
      return 3000;
    case 'unit-end':
      return 4000;
    default:
      return 0;
  }
}
