/**
 * Goal-sport matches: goals arrive as Poisson events whose rates depend on the score
 * (`goalRates`), period by period, with breaks and, in football, added time.
 */
import type { GoalParams } from '../catalog/sports.ts';
import { GAME_STATUS } from '../model.ts';
import { goalModel, goalRates, priceGoal } from '../pricing/goal.ts';
import type { GoalModel } from '../pricing/goal.ts';
import { randomInt } from '../random.ts';
import type { RandomSource } from '../random.ts';
import { addToLastPeriod, freezePeriods, waitFor } from './types.ts';
import type { Incident, MatchRuntime } from './types.ts';

type Phase = 'pre' | 'play' | 'break' | 'done';

/** A goal-sport match between two ratings. */
export function createGoalMatch(
  params: GoalParams,
  homeRating: number,
  awayRating: number,
): MatchRuntime {
  let model: GoalModel = goalModel(params, homeRating, awayRating);
  const meanAdded = (params.addedSec[0] + params.addedSec[1]) / 2;
  // Expected play time including added time: rates are per second of it.
  const fullSec = params.periods * (params.periodSec + meanAdded);
  let phase: Phase = 'pre';
  let period = 0;
  let periodSec = 0;
  let elapsedSec = 0;
  let breakLeft = 0;
  let added = 0;
  let home = 0;
  let away = 0;
  const periods: [number, number][] = [];

  function startPeriod(random: RandomSource, incidents: Incident[]): void {
    period += 1;
    phase = 'play';
    periodSec = 0;
    added = params.addedSec[1] > 0 ? randomInt(random, params.addedSec[0], params.addedSec[1]) : 0;
    periods.push([0, 0]);
    incidents.push({ kind: period === 1 ? 'start' : 'period-start', side: null });
  }

  function periodLeft(): number {
    return Math.max(0, params.periodSec + added - periodSec);
  }

  function remainingShare(): number {
    if (phase === 'pre') return 1;
    if (phase === 'done') return 0;
    const inPeriod = phase === 'play' ? periodLeft() : 0;
    const later = (params.periods - period) * (params.periodSec + meanAdded);
    return Math.min(1, (inPeriod + later) / fullSec);
  }

  function play(seconds: number, random: RandomSource, incidents: Incident[]): void {
    let left = seconds;
    const dangerRate = params.dangerPerHour / 3600;
    while (left > 0) {
      const rates = goalRates(model, home - away);
      const goalRate = (rates.home + rates.away) / fullSec;
      const tGoal = waitFor(random, goalRate);
      const tDanger = waitFor(random, dangerRate);
      const t = Math.min(tGoal, tDanger);
      if (t >= left) break;
      left -= t;
      if (tGoal <= tDanger) {
        const side = random.next() < rates.home / (rates.home + rates.away) ? 'home' : 'away';
        if (side === 'home') home += 1;
        else away += 1;
        addToLastPeriod(periods, side, 1);
        incidents.push({ kind: 'score', side, points: 1 });
      } else {
        incidents.push({ kind: 'danger', side: random.next() < 0.5 ? 'home' : 'away' });
      }
    }
  }

  return {
    bestOf: null,
    get finished() {
      return phase === 'done';
    },
    get started() {
      return phase !== 'pre';
    },
    retune(h, a) {
      if (phase === 'pre') model = goalModel(params, h, a);
    },
    advance(dtSec, random) {
      const incidents: Incident[] = [];
      let left = dtSec;
      if (phase === 'pre' && left > 0) startPeriod(random, incidents);
      while (left > 0 && phase !== 'done') {
        if (phase === 'break') {
          const use = Math.min(left, breakLeft);
          breakLeft -= use;
          elapsedSec += use;
          left -= use;
          if (breakLeft <= 0) startPeriod(random, incidents);
          continue;
        }
        const use = Math.min(left, periodLeft());
        play(use, random, incidents);
        periodSec += use;
        elapsedSec += use;
        left -= use;
        if (periodLeft() <= 0) {
          if (period < params.periods) {
            phase = 'break';
            breakLeft = params.breakSec;
            incidents.push({ kind: 'period-end', side: null });
          } else {
            phase = 'done';
            incidents.push({ kind: 'finish', side: null });
          }
        }
      }
      return incidents;
    },
    price() {
      if (phase === 'done') return [];
      const first = periods[0] ?? [0, 0];
      const inFirst = phase === 'pre' || (period === 1 && phase === 'play');
      const firstLeft = phase === 'pre' ? params.periodSec + meanAdded : periodLeft();
      return priceGoal(params, model, {
        home,
        away,
        remaining: remainingShare(),
        firstPeriod: inFirst
          ? { home: first[0], away: first[1], remaining: firstLeft / fullSec }
          : null,
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
        score: { home, away, periods: freezePeriods(periods), current: null, server: null },
        clock: {
          period,
          periodSec: Math.floor(periodSec),
          elapsedSec: Math.floor(elapsedSec),
          periodLengthSec: params.periodSec,
          running: phase === 'play',
        },
      };
    },
    result(gameId, finishedAt) {
      if (phase !== 'done') throw new Error('the match is not finished');
      return {
        gameId,
        score: [home, away],
        periods: freezePeriods(periods),
        winner: home > away ? 'home' : away > home ? 'away' : 'draw',
        detail: { kind: 'none' },
        finishedAt,
      };
    },
  };
}
