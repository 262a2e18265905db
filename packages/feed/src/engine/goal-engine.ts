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
import { addToLastPeriod, copyState, freezePeriods, waitFor } from './types.ts';
import type { Phase } from './types.ts';
import type { Incident, MatchRuntime } from './types.ts';

/** Everything a goal-sport match changes as it plays (plain JSON: stored to resume). */
export interface GoalState {
  readonly kind: 'goal';
  phase: Phase;
  period: number;
  periodSec: number;
  elapsedSec: number;
  breakLeft: number;
  /** Added time of the current period, drawn at its start. */
  added: number;
  home: number;
  away: number;
  periods: [number, number][];
}

/** A goal-sport match between two ratings; `saved` resumes one from its stored state. */
export function createGoalMatch(
  params: GoalParams,
  homeRating: number,
  awayRating: number,
  saved?: GoalState,
): MatchRuntime {
  let model: GoalModel = goalModel(params, homeRating, awayRating);
  const meanAdded = (params.addedSec[0] + params.addedSec[1]) / 2;
  // Expected play time including added time: rates are per second of it.
  const fullSec = params.periods * (params.periodSec + meanAdded);
  const s: GoalState = saved
    ? copyState(saved)
    : {
        kind: 'goal',
        phase: 'pre',
        period: 0,
        periodSec: 0,
        elapsedSec: 0,
        breakLeft: 0,
        added: 0,
        home: 0,
        away: 0,
        periods: [],
      };

  function startPeriod(random: RandomSource, incidents: Incident[]): void {
    s.period += 1;
    s.phase = 'play';
    s.periodSec = 0;
    s.added =
      params.addedSec[1] > 0 ? randomInt(random, params.addedSec[0], params.addedSec[1]) : 0;
    s.periods.push([0, 0]);
    incidents.push({ kind: s.period === 1 ? 'start' : 'period-start', side: null });
  }

  function periodLeft(): number {
    return Math.max(0, params.periodSec + s.added - s.periodSec);
  }

  function remainingShare(): number {
    if (s.phase === 'pre') return 1;
    if (s.phase === 'done') return 0;
    const inPeriod = s.phase === 'play' ? periodLeft() : 0;
    const later = (params.periods - s.period) * (params.periodSec + meanAdded);
    return Math.min(1, (inPeriod + later) / fullSec);
  }

  function play(seconds: number, random: RandomSource, incidents: Incident[]): void {
    let left = seconds;
    const dangerRate = params.dangerPerHour / 3600;
    while (left > 0) {
      const rates = goalRates(model, s.home - s.away);
      const goalRate = (rates.home + rates.away) / fullSec;
      const tGoal = waitFor(random, goalRate);
      const tDanger = waitFor(random, dangerRate);
      const t = Math.min(tGoal, tDanger);
      if (t >= left) break;
      left -= t;
      if (tGoal <= tDanger) {
        const side = random.next() < rates.home / (rates.home + rates.away) ? 'home' : 'away';
        if (side === 'home') s.home += 1;
        else s.away += 1;
        addToLastPeriod(s.periods, side, 1);
        incidents.push({ kind: 'score', side, points: 1 });
      } else {
        incidents.push({ kind: 'danger', side: random.next() < 0.5 ? 'home' : 'away' });
      }
    }
  }

  return {
    bestOf: null,
    save: () => copyState(s),
    get finished() {
      return s.phase === 'done';
    },
    get started() {
      return s.phase !== 'pre';
    },
    retune(h, a) {
      if (s.phase === 'pre') model = goalModel(params, h, a);
    },
    advance(dtSec, random) {
      const incidents: Incident[] = [];
      let left = dtSec;
      if (s.phase === 'pre' && left > 0) startPeriod(random, incidents);
      while (left > 0 && s.phase !== 'done') {
        if (s.phase === 'break') {
          const use = Math.min(left, s.breakLeft);
          s.breakLeft -= use;
          s.elapsedSec += use;
          left -= use;
          if (s.breakLeft <= 0) startPeriod(random, incidents);
          continue;
        }
        const use = Math.min(left, periodLeft());
        play(use, random, incidents);
        s.periodSec += use;
        s.elapsedSec += use;
        left -= use;
        if (periodLeft() <= 0) {
          if (s.period < params.periods) {
            s.phase = 'break';
            s.breakLeft = params.breakSec;
            incidents.push({ kind: 'period-end', side: null });
          } else {
            s.phase = 'done';
            incidents.push({ kind: 'finish', side: null });
          }
        }
      }
      return incidents;
    },
    price() {
      if (s.phase === 'done') return [];
      const first = s.periods[0] ?? [0, 0];
      const inFirst = s.phase === 'pre' || (s.period === 1 && s.phase === 'play');
      const firstLeft = s.phase === 'pre' ? params.periodSec + meanAdded : periodLeft();
      return priceGoal(params, model, {
        home: s.home,
        away: s.away,
        remaining: remainingShare(),
        firstPeriod: inFirst
          ? { home: first[0], away: first[1], remaining: firstLeft / fullSec }
          : null,
      });
    },
    view() {
      return {
        status:
          s.phase === 'pre'
            ? GAME_STATUS.scheduled
            : s.phase === 'done'
              ? GAME_STATUS.finished
              : s.phase === 'break'
                ? GAME_STATUS.liveBreak
                : GAME_STATUS.live,
        score: {
          home: s.home,
          away: s.away,
          periods: freezePeriods(s.periods),
          current: null,
          server: null,
        },
        clock: {
          period: s.period,
          periodSec: Math.floor(s.periodSec),
          elapsedSec: Math.floor(s.elapsedSec),
          periodLengthSec: params.periodSec,
          running: s.phase === 'play',
        },
      };
    },
    result(gameId, finishedAt) {
      if (s.phase !== 'done') throw new Error('the match is not finished');
      return {
        gameId,
        score: [s.home, s.away],
        periods: freezePeriods(s.periods),
        winner: s.home > s.away ? 'home' : s.away > s.home ? 'away' : 'draw',
        detail: { kind: 'none' },
        finishedAt,
      };
    },
  };
}
