/**
 * Point-sport matches: scoring plays (1-2-3 pointers, field goals and touchdowns, runs) arrive
 * as Poisson events per side; overtime periods are added while level where the sport has
 * them. Cricket: the home side bats in period 1, the away side chases in period 2.
 */
import type { PointParams } from '../catalog/sports.ts';
import { playMoments, pointModel, pricePoint } from '../pricing/point.ts';
import type { PointModel } from '../pricing/point.ts';
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

const MAX_OVERTIMES = 6;

function drawPlay(params: PointParams, random: RandomSource): number {
  let total = 0;
  for (const [, w] of params.increments) total += w;
  let u = random.next() * total;
  for (const [points, w] of params.increments) {
    u -= w;
    if (u < 0) return points;
  }
  return params.increments[0]?.[0] ?? 1;
}

/** Everything a point-sport match changes as it plays (plain JSON: stored to resume). */
export interface PointState {
  readonly kind: 'point';
  phase: Phase;
  period: number;
  periodSec: number;
  elapsedSec: number;
  breakLeft: number;
  home: number;
  away: number;
  periods: [number, number][];
}

/** A point-sport match between two ratings; `saved` resumes one from its stored state. */
export function createPointMatch(
  params: PointParams,
  homeRating: number,
  awayRating: number,
  saved?: PointState,
): MatchRuntime {
  let model: PointModel = pointModel(params, homeRating, awayRating);
  const { mean } = playMoments(params);
  const regulationSec = params.periods * params.periodSec;
  const s: PointState = saved
    ? copyState(saved)
    : {
        kind: 'point',
        phase: 'pre',
        period: 0,
        periodSec: 0,
        elapsedSec: 0,
        breakLeft: 0,
        home: 0,
        away: 0,
        periods: [],
      };

  const overtime = (): boolean => s.period > params.periods;
  const periodLength = (): number => (overtime() ? params.overtimeSec : params.periodSec);
  const chaseWon = (): boolean => params.innings && s.period === 2 && s.away > s.home;

  /** Plays per second of each side now. */
  function playRates(): { home: number; away: number } {
    if (params.innings) {
      const perSec = 1 / (mean * params.periodSec);
      return s.period === 1
        ? { home: model.meanHome * perSec, away: 0 }
        : { home: 0, away: model.meanAway * perSec };
    }
    return {
      home: model.meanHome / (mean * regulationSec),
      away: model.meanAway / (mean * regulationSec),
    };
  }

  function startPeriod(_random: RandomSource, incidents: Incident[]): void {
    s.period += 1;
    s.periodSec = 0;
    openPeriod(s, s.period, incidents);
  }

  function play(seconds: number, random: RandomSource, incidents: Incident[]): number {
    let left = seconds;
    const rates = playRates();
    const dangerRate = params.dangerPerHour / 3600;
    while (left > 0) {
      const tPlay = waitFor(random, rates.home + rates.away);
      const tDanger = waitFor(random, dangerRate);
      const t = Math.min(tPlay, tDanger);
      if (t >= left) break;
      left -= t;
      if (tPlay <= tDanger) {
        const side = random.next() < rates.home / (rates.home + rates.away) ? 'home' : 'away';
        addScore(s, side, drawPlay(params, random), incidents);
        if (chaseWon()) return seconds - left;
      } else {
        incidents.push({ kind: 'danger', side: null });
      }
    }
    return seconds;
  }

  function endPeriod(random: RandomSource, incidents: Incident[]): void {
    const regulationOver = s.period >= params.periods;
    const level = s.home === s.away;
    if (chaseWon() || (regulationOver && (!level || params.overtimeSec === 0))) {
      finishMatch(s, incidents);
      return;
    }
    if (regulationOver && s.period - params.periods >= MAX_OVERTIMES) {
      // A last resort against endless overtime: a decisive score (a shoot-out or a walk-off).
      addScore(s, random.next() < 0.5 ? 'home' : 'away', 1, incidents);
      finishMatch(s, incidents);
      return;
    }
    periodBreak(s, params.breakSec, incidents);
  }

  function remaining(): { home: number; away: number } {
    if (s.phase === 'pre') return { home: 1, away: 1 };
    if (s.phase === 'done') return { home: 0, away: 0 };
    const inPeriod = s.phase === 'play' ? Math.max(0, periodLength() - s.periodSec) : 0;
    if (params.innings) {
      const share = inPeriod / params.periodSec;
      return s.period === 1
        ? { home: s.phase === 'play' ? share : 0, away: 1 }
        : { home: 0, away: s.phase === 'play' ? share : 1 };
    }
    if (overtime()) return { home: inPeriod / regulationSec, away: inPeriod / regulationSec };
    const later = (params.periods - s.period) * params.periodSec;
    const share = (inPeriod + later) / regulationSec;
    return { home: share, away: share };
  }

  return matchRuntime(s, {
    bestOf: null,
    unfinished: 'the match is not finished',
    start: startPeriod,
    play(seconds, random, incidents) {
      const want = Math.min(seconds, periodLength() - s.periodSec);
      const used = play(want, random, incidents);
      s.periodSec += used;
      s.elapsedSec += used;
      if (used < want || s.periodSec >= periodLength()) endPeriod(random, incidents);
      return used;
    },
    retune(h, a) {
      model = pointModel(params, h, a);
    },
    price() {
      const r = remaining();
      return pricePoint(params, model, {
        home: s.home,
        away: s.away,
        remainingHome: r.home,
        remainingAway: r.away,
      });
    },
    view: () => ({
      status: phaseStatus(s.phase),
      score: scoreView(s.home, s.away, s.periods),
      clock: clockView(s.phase, s.period, s.periodSec, s.elapsedSec, periodLength()),
    }),
    result: (gameId, finishedAt) => finalResult(gameId, finishedAt, s.home, s.away, s.periods),
  });
}
