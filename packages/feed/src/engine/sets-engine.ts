/**
 * Best-of-N matches. Race units are played point by point (rounds in CS2); whole units
 * (darts legs, snooker frames, Dota 2 and LoL maps) carry a hidden lead that drifts as a
 * Brownian motion towards the stronger side, and the side ahead when the unit ends wins it.
 * Pricing reads the same lead, so odds move inside a unit for a reason.
 */
import type { SetsParams } from '../catalog/sports.ts';
import { GAME_STATUS } from '../model.ts';
import { normalQuantile } from '../pricing/math.ts';
import { priceSets, setsModel } from '../pricing/sets.ts';
import type { SetsModel } from '../pricing/sets.ts';
import { randomInt, randomNormal } from '../random.ts';
import type { RandomSource } from '../random.ts';
import { freezePeriods, waitFor } from './types.ts';
import type { Incident, MatchRuntime } from './types.ts';

type Phase = 'pre' | 'play' | 'break' | 'done';

/** A best-of-`bestOf` match between two ratings. */
export function createSetsMatch(
  params: SetsParams,
  homeRating: number,
  awayRating: number,
  bestOf: number,
): MatchRuntime {
  let model: SetsModel = setsModel(params, homeRating, awayRating);
  const need = (bestOf + 1) / 2;
  let phase: Phase = 'pre';
  let elapsedSec = 0;
  let unitSec = 0;
  let breakLeft = 0;
  let untilPoint = 0;
  let unitLength = 0;
  let unitsHome = 0;
  let unitsAway = 0;
  let pointsHome = 0;
  let pointsAway = 0;
  let lead = 0;
  let progress = 0;
  const periods: [number, number][] = [];

  const deciding = (): boolean => unitsHome === need - 1 && unitsAway === need - 1;

  function startUnit(random: RandomSource, incidents: Incident[]): void {
    phase = 'play';
    unitSec = 0;
    pointsHome = 0;
    pointsAway = 0;
    lead = 0;
    progress = 0;
    periods.push([0, 0]);
    if (params.race) untilPoint = randomInt(random, params.playSec[0], params.playSec[1]);
    else unitLength = randomInt(random, params.playSec[0], params.playSec[1]);
    incidents.push({ kind: periods.length === 1 ? 'start' : 'period-start', side: null });
  }

  function endUnit(homeWon: boolean, incidents: Incident[]): void {
    if (homeWon) unitsHome += 1;
    else unitsAway += 1;
    const current = periods[periods.length - 1];
    if (current && !params.race) {
      current[0] = homeWon ? 1 : 0;
      current[1] = homeWon ? 0 : 1;
    }
    incidents.push({ kind: 'unit-end', side: homeWon ? 'home' : 'away' });
    if (unitsHome === need || unitsAway === need) {
      phase = 'done';
      incidents.push({ kind: 'finish', side: null });
    } else {
      phase = 'break';
      breakLeft = params.breakSec;
    }
  }

  function playPoint(random: RandomSource, incidents: Incident[]): void {
    const race = params.race;
    if (!race) return;
    const homeWins = random.next() < model.point;
    if (homeWins) pointsHome += 1;
    else pointsAway += 1;
    const current = periods[periods.length - 1];
    if (current) {
      current[0] = pointsHome;
      current[1] = pointsAway;
    }
    incidents.push({ kind: 'score', side: homeWins ? 'home' : 'away', points: 1 });
    const to = deciding() ? race.lastTo : race.to;
    if (pointsHome >= to && pointsHome - pointsAway >= race.winBy) endUnit(true, incidents);
    else if (pointsAway >= to && pointsAway - pointsHome >= race.winBy) endUnit(false, incidents);
  }

  function playWhole(seconds: number, random: RandomSource, incidents: Incident[]): number {
    const use = Math.min(seconds, unitLength - unitSec);
    const step = use / unitLength;
    const drift = normalQuantile(model.unit);
    lead += drift * step + Math.sqrt(step) * randomNormal(random);
    progress = Math.min(1, progress + step);
    if (waitFor(random, params.dangerPerHour / 3600) < use)
      incidents.push({ kind: 'danger', side: null });
    return use;
  }

  return {
    bestOf,
    get finished() {
      return phase === 'done';
    },
    get started() {
      return phase !== 'pre';
    },
    retune(h, a) {
      if (phase === 'pre') model = setsModel(params, h, a);
    },
    advance(dtSec, random) {
      const incidents: Incident[] = [];
      let left = dtSec;
      if (phase === 'pre' && left > 0) startUnit(random, incidents);
      while (left > 0 && phase !== 'done') {
        if (phase === 'break') {
          const use = Math.min(left, breakLeft);
          breakLeft -= use;
          elapsedSec += use;
          left -= use;
          if (breakLeft <= 0) startUnit(random, incidents);
          continue;
        }
        if (params.race) {
          const use = Math.min(left, untilPoint);
          untilPoint -= use;
          elapsedSec += use;
          unitSec += use;
          left -= use;
          if (untilPoint <= 0) {
            playPoint(random, incidents);
            untilPoint = randomInt(random, params.playSec[0], params.playSec[1]);
          }
        } else {
          const use = playWhole(left, random, incidents);
          elapsedSec += use;
          unitSec += use;
          left -= use;
          if (unitSec >= unitLength) endUnit(lead > 0, incidents);
        }
      }
      return incidents;
    },
    price() {
      if (phase === 'done') return [];
      return priceSets(params, model, {
        bestOf,
        unitsHome,
        unitsAway,
        pointsHome: phase === 'play' ? pointsHome : 0,
        pointsAway: phase === 'play' ? pointsAway : 0,
        lead: phase === 'play' ? lead : 0,
        progress: phase === 'play' ? progress : 0,
      });
    },
    view() {
      return {
        status:
          phase === 'pre'
            ? GAME_STATUS.scheduled
            : phase === 'done'
              ? GAME_STATUS.finished
              : phase === 'break'
                ? GAME_STATUS.liveBreak
                : GAME_STATUS.live,
        score: {
          home: unitsHome,
          away: unitsAway,
          periods: freezePeriods(periods),
          current: phase === 'play' && params.race ? `${pointsHome}:${pointsAway}` : null,
          server: null,
        },
        clock: {
          period: periods.length,
          periodSec: Math.floor(unitSec),
          elapsedSec: Math.floor(elapsedSec),
          periodLengthSec: null,
          running: phase === 'play',
        },
      };
    },
    result(gameId, finishedAt) {
      if (phase !== 'done') throw new Error('the match is not finished');
      return {
        gameId,
        score: [unitsHome, unitsAway],
        periods: freezePeriods(periods),
        winner: unitsHome > unitsAway ? 'home' : 'away',
        detail: { kind: 'none' },
        finishedAt,
      };
    },
  };
}
