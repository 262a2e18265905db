/** The simulator's per-game records and how they look from outside. */
import type { SportDef } from '../catalog/sports.ts';
import { createMatch } from '../engine/create-match.ts';
import type { Incident, MatchRuntime } from '../engine/types.ts';
import type { Championship, Competitor, GameScore, MatchGame } from '../model.ts';
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
