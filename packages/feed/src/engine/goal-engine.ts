/**
 * Goal-sport matches: goals arrive as Poisson events whose rates depend on the score
 * (`goalRates`), period by period, with breaks and, in football, added time.
 */
import type { GoalParams } from '../catalog/sports.ts';
import { goalModel, goalRates, priceGoal } from '../pricing/goal.ts';
import type { GoalModel } from '../pricing/goal.ts';
import { randomInt } from '../random.ts';
import type { RandomSource } from '../random.ts';
import {
  addScore,
  clockView,
  finalResult,
  finishMatch,
  matchRuntime,
  openPeriod,
  periodBreak,
  phaseStatus,
  scoreView,
} from './match-kit.ts';
import { copyState, waitFor } from './types.ts';
import type { Incident, MatchRuntime, Phase } from './types.ts';

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
    s.periodSec = 0;
    s.added =
      params.addedSec[1] > 0 ? randomInt(random, params.addedSec[0], params.addedSec[1]) : 0;
    openPeriod(s, s.period, incidents);
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

  /** Goals and dangerous moments of `seconds` of play (Poisson, the rates follow the score). */
  function playGoals(seconds: number, random: RandomSource, incidents: Incident[]): void {
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
        addScore(s, side, 1, incidents);
      } else {
        incidents.push({ kind: 'danger', side: random.next() < 0.5 ? 'home' : 'away' });
      }
    }
  }

  return matchRuntime(s, {
    bestOf: null,
    unfinished: 'the match is not finished',
    start: startPeriod,
    play(seconds, random, incidents) {
      const use = Math.min(seconds, periodLeft());
      playGoals(use, random, incidents);
      s.periodSec += use;
      s.elapsedSec += use;
      if (periodLeft() <= 0) {
        if (s.period < params.periods) periodBreak(s, params.breakSec, incidents);
        else finishMatch(s, incidents);
      }
      return use;
    },
    retune(h, a) {
      model = goalModel(params, h, a);
    },
    price() {
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
    view: () => ({
      status: phaseStatus(s.phase),
      score: scoreView(s.home, s.away, s.periods),
      clock: clockView(s.phase, s.period, s.periodSec, s.elapsedSec, params.periodSec),
    }),
    result: (gameId, finishedAt) => finalResult(gameId, finishedAt, s.home, s.away, s.periods),
  });
}
