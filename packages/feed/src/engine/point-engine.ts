/**
 * Point-sport matches: scoring plays (1-2-3 pointers, field goals and touchdowns, runs) arrive
 * as Poisson events per side; overtime periods are added while level where the sport has
 * them. Cricket: the home side bats in period 1, the away side chases in period 2.
 */
import type { PointParams } from '../catalog/sports.ts';
import { GAME_STATUS } from '../model.ts';
import { playMoments, pointModel, pricePoint } from '../pricing/point.ts';
import type { PointModel } from '../pricing/point.ts';
import type { RandomSource } from '../random.ts';
import { addToLastPeriod, freezePeriods, waitFor } from './types.ts';
import type { Incident, MatchRuntime } from './types.ts';

type Phase = 'pre' | 'play' | 'break' | 'done';

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

/** A point-sport match between two ratings. */
export function createPointMatch(
  params: PointParams,
  homeRating: number,
  awayRating: number,
): MatchRuntime {
  let model: PointModel = pointModel(params, homeRating, awayRating);
  const { mean } = playMoments(params);
  const regulationSec = params.periods * params.periodSec;
  let phase: Phase = 'pre';
  let period = 0;
  let periodSec = 0;
  let elapsedSec = 0;
  let breakLeft = 0;
  let home = 0;
  let away = 0;
  const periods: [number, number][] = [];

  const overtime = (): boolean => period > params.periods;
  const periodLength = (): number => (overtime() ? params.overtimeSec : params.periodSec);
  const chaseWon = (): boolean => params.innings && period === 2 && away > home;

  /** Plays per second of each side now. */
  function playRates(): { home: number; away: number } {
    if (params.innings) {
      const perSec = 1 / (mean * params.periodSec);
      return period === 1
        ? { home: model.meanHome * perSec, away: 0 }
        : { home: 0, away: model.meanAway * perSec };
    }
    return {
      home: model.meanHome / (mean * regulationSec),
      away: model.meanAway / (mean * regulationSec),
    };
  }

  function startPeriod(incidents: Incident[]): void {
    period += 1;
    phase = 'play';
    periodSec = 0;
    periods.push([0, 0]);
    incidents.push({ kind: period === 1 ? 'start' : 'period-start', side: null });
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
        const points = drawPlay(params, random);
        if (side === 'home') home += points;
        else away += points;
        addToLastPeriod(periods, side, points);
        incidents.push({ kind: 'score', side, points });
        if (chaseWon()) return seconds - left;
      } else {
        incidents.push({ kind: 'danger', side: null });
      }
    }
    return seconds;
  }

  function endPeriod(random: RandomSource, incidents: Incident[]): void {
    const regulationOver = period >= params.periods;
    const level = home === away;
    if (chaseWon() || (regulationOver && (!level || params.overtimeSec === 0))) {
      phase = 'done';
      incidents.push({ kind: 'finish', side: null });
      return;
    }
    if (regulationOver && period - params.periods >= MAX_OVERTIMES) {
      // A last resort against endless overtime: a decisive score (a shoot-out or a walk-off).
      const side = random.next() < 0.5 ? 'home' : 'away';
      if (side === 'home') home += 1;
      else away += 1;
      addToLastPeriod(periods, side, 1);
      incidents.push({ kind: 'score', side, points: 1 });
      phase = 'done';
      incidents.push({ kind: 'finish', side: null });
      return;
    }
    phase = 'break';
    breakLeft = params.breakSec;
    incidents.push({ kind: 'period-end', side: null });
  }

  function remaining(): { home: number; away: number } {
    if (phase === 'pre') return { home: 1, away: 1 };
    if (phase === 'done') return { home: 0, away: 0 };
    const inPeriod = phase === 'play' ? Math.max(0, periodLength() - periodSec) : 0;
    if (params.innings) {
      const share = inPeriod / params.periodSec;
      return period === 1
        ? { home: phase === 'play' ? share : 0, away: 1 }
        : { home: 0, away: phase === 'play' ? share : 1 };
    }
    if (overtime()) return { home: inPeriod / regulationSec, away: inPeriod / regulationSec };
    const later = (params.periods - period) * params.periodSec;
    const share = (inPeriod + later) / regulationSec;
    return { home: share, away: share };
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
      if (phase === 'pre') model = pointModel(params, h, a);
    },
    advance(dtSec, random) {
      const incidents: Incident[] = [];
      let left = dtSec;
      if (phase === 'pre' && left > 0) startPeriod(incidents);
      while (left > 0 && phase !== 'done') {
        if (phase === 'break') {
          const use = Math.min(left, breakLeft);
          breakLeft -= use;
          elapsedSec += use;
          left -= use;
          if (breakLeft <= 0) startPeriod(incidents);
          continue;
        }
        const want = Math.min(left, periodLength() - periodSec);
        const used = play(want, random, incidents);
        periodSec += used;
        elapsedSec += used;
        left -= used;
        if (used < want || periodSec >= periodLength()) endPeriod(random, incidents);
      }
      return incidents;
    },
    price() {
      if (phase === 'done') return [];
      const r = remaining();
      return pricePoint(params, model, {
        home,
        away,
        remainingHome: r.home,
        remainingAway: r.away,
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
          periodLengthSec: periodLength(),
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
