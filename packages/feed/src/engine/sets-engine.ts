/**
 * Best-of-N matches. Race units are played point by point (rounds in CS2); whole units
 * (darts legs, snooker frames, Dota 2 and LoL maps) carry a hidden lead that drifts as a
 * Brownian motion towards the stronger side, and the side ahead when the unit ends wins it.
 * Pricing reads the same lead, so odds move inside a unit for a reason.
 */
import type { SetsParams } from '../catalog/sports.ts';
import { normalQuantile } from '../pricing/math.ts';
import { priceSets, setsModel } from '../pricing/sets.ts';
import type { SetsModel } from '../pricing/sets.ts';
import { randomInt, randomNormal } from '../random.ts';
import type { RandomSource } from '../random.ts';
import {
  clockView,
  finalResult,
  finishMatch,
  matchRuntime,
  openPeriod,
  phaseStatus,
  playToNextPoint,
  scoreView,
} from './match-kit.ts';
import { copyState, waitFor } from './types.ts';
import type { Incident, MatchRuntime, Phase } from './types.ts';

/** Everything a best-of match changes as it plays (plain JSON: stored to resume). */
export interface SetsState {
  readonly kind: 'sets';
  readonly bestOf: number;
  phase: Phase;
  elapsedSec: number;
  unitSec: number;
  breakLeft: number;
  untilPoint: number;
  unitLength: number;
  unitsHome: number;
  unitsAway: number;
  pointsHome: number;
  pointsAway: number;
  /** The hidden lead inside a whole unit. */
  lead: number;
  progress: number;
  periods: [number, number][];
}

/**
 * A best-of-`bestOf` match between two ratings; `saved` resumes one from its stored state (its
 * best-of then comes from there).
 */
export function createSetsMatch(
  params: SetsParams,
  homeRating: number,
  awayRating: number,
  bestOf: number,
  saved?: SetsState,
): MatchRuntime {
  let model: SetsModel = setsModel(params, homeRating, awayRating);
  const s: SetsState = saved
    ? copyState(saved)
    : {
        kind: 'sets',
        bestOf,
        phase: 'pre',
        elapsedSec: 0,
        unitSec: 0,
        breakLeft: 0,
        untilPoint: 0,
        unitLength: 0,
        unitsHome: 0,
        unitsAway: 0,
        pointsHome: 0,
        pointsAway: 0,
        lead: 0,
        progress: 0,
        periods: [],
      };
  const need = (s.bestOf + 1) / 2;

  const deciding = (): boolean => s.unitsHome === need - 1 && s.unitsAway === need - 1;

  function startUnit(random: RandomSource, incidents: Incident[]): void {
    s.unitSec = 0;
    s.pointsHome = 0;
    s.pointsAway = 0;
    s.lead = 0;
    s.progress = 0;
    if (params.race) s.untilPoint = randomInt(random, params.playSec[0], params.playSec[1]);
    else s.unitLength = randomInt(random, params.playSec[0], params.playSec[1]);
    openPeriod(s, s.periods.length + 1, incidents);
  }

  function endUnit(homeWon: boolean, incidents: Incident[]): void {
    if (homeWon) s.unitsHome += 1;
    else s.unitsAway += 1;
    const current = s.periods[s.periods.length - 1];
    if (current && !params.race) {
      current[0] = homeWon ? 1 : 0;
      current[1] = homeWon ? 0 : 1;
    }
    incidents.push({ kind: 'unit-end', side: homeWon ? 'home' : 'away' });
    if (s.unitsHome === need || s.unitsAway === need) {
      finishMatch(s, incidents);
    } else {
      s.phase = 'break';
      s.breakLeft = params.breakSec;
    }
  }

  function playPoint(random: RandomSource, incidents: Incident[]): void {
    const race = params.race;
    if (!race) return;
    const homeWins = random.next() < model.point;
    if (homeWins) s.pointsHome += 1;
    else s.pointsAway += 1;
    const current = s.periods[s.periods.length - 1];
    if (current) {
      current[0] = s.pointsHome;
      current[1] = s.pointsAway;
    }
    incidents.push({ kind: 'score', side: homeWins ? 'home' : 'away', points: 1 });
    const to = deciding() ? race.lastTo : race.to;
    if (s.pointsHome >= to && s.pointsHome - s.pointsAway >= race.winBy) endUnit(true, incidents);
    else if (s.pointsAway >= to && s.pointsAway - s.pointsHome >= race.winBy)
      endUnit(false, incidents);
  }

  function playWhole(seconds: number, random: RandomSource, incidents: Incident[]): number {
    const use = Math.min(seconds, s.unitLength - s.unitSec);
    const step = use / s.unitLength;
    const drift = normalQuantile(model.unit);
    s.lead += drift * step + Math.sqrt(step) * randomNormal(random);
    s.progress = Math.min(1, s.progress + step);
    if (waitFor(random, params.dangerPerHour / 3600) < use)
      incidents.push({ kind: 'danger', side: null });
    return use;
  }

  return matchRuntime(s, {
    bestOf: s.bestOf,
    unfinished: 'the match is not finished',
    start: startUnit,
    play(seconds, random, incidents) {
      if (params.race) {
        return playToNextPoint(
          s,
          seconds,
          random,
          params.playSec,
          (use) => (s.unitSec += use),
          () => playPoint(random, incidents),
        );
      }
      const use = playWhole(seconds, random, incidents);
      s.elapsedSec += use;
      s.unitSec += use;
      if (s.unitSec >= s.unitLength) endUnit(s.lead > 0, incidents);
      return use;
    },
    retune(h, a) {
      model = setsModel(params, h, a);
    },
    price: () =>
      priceSets(params, model, {
        bestOf: s.bestOf,
        unitsHome: s.unitsHome,
        unitsAway: s.unitsAway,
        pointsHome: s.phase === 'play' ? s.pointsHome : 0,
        pointsAway: s.phase === 'play' ? s.pointsAway : 0,
        lead: s.phase === 'play' ? s.lead : 0,
        progress: s.phase === 'play' ? s.progress : 0,
      }),
    view: () => ({
      status: phaseStatus(s.phase),
      score: scoreView(
        s.unitsHome,
        s.unitsAway,
        s.periods,
        s.phase === 'play' && params.race ? `${s.pointsHome}:${s.pointsAway}` : null,
      ),
      clock: clockView(s.phase, s.periods.length, s.unitSec, s.elapsedSec, null),
    }),
    result: (gameId, finishedAt) =>
      finalResult(gameId, finishedAt, s.unitsHome, s.unitsAway, s.periods),
  });
}
