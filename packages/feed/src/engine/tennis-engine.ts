/**
 * Tennis matches played point by point with the same serve probabilities the Markov pricing
 * uses; tie-break at 6:6 in every set.
 */
import type { TennisParams } from '../catalog/sports.ts';
import { GAME_STATUS } from '../model.ts';
import { priceTennis, tennisModel } from '../pricing/tennis.ts';
import type { TennisModel } from '../pricing/tennis.ts';
import { tiebreakServerHome } from '../pricing/tennis-markov.ts';
import { randomInt } from '../random.ts';
import type { RandomSource } from '../random.ts';
import { freezePeriods } from './types.ts';
import type { Incident, MatchRuntime } from './types.ts';

type Phase = 'pre' | 'play' | 'break' | 'done';

const POINT_NAMES = ['0', '15', '30', '40'];
const CHANGEOVER_SEC = 90;
const SET_BREAK_SEC = 120;

function pointsText(h: number, a: number, tiebreak: boolean): string {
  if (tiebreak) return `${h}:${a}`;
  if (h >= 3 && a >= 3) {
    if (h === a) return '40:40';
    return h > a ? 'A:40' : '40:A';
  }
  return `${POINT_NAMES[h] ?? h}:${POINT_NAMES[a] ?? a}`;
}

/** A tennis match between two ratings, best of `bestOf` sets. */
export function createTennisMatch(
  params: TennisParams,
  homeRating: number,
  awayRating: number,
  bestOf: number,
  firstServerHome: boolean,
): MatchRuntime {
  let model: TennisModel = tennisModel(params, homeRating, awayRating);
  const need = (bestOf + 1) / 2;
  let phase: Phase = 'pre';
  let elapsedSec = 0;
  let setSec = 0;
  let breakLeft = 0;
  let untilPoint = 0;
  let setsHome = 0;
  let setsAway = 0;
  let gamesHome = 0;
  let gamesAway = 0;
  let pointsHome = 0;
  let pointsAway = 0;
  let serverHome = firstServerHome;
  let pastHome = 0;
  let pastAway = 0;
  const periods: [number, number][] = [];
  const log: string[] = [];

  const tiebreak = (): boolean => gamesHome === 6 && gamesAway === 6;

  function pointServerHome(): boolean {
    return tiebreak() ? tiebreakServerHome(pointsHome + pointsAway, serverHome) : serverHome;
  }

  function finishGame(homeWon: boolean, incidents: Incident[]): void {
    const wasServer = serverHome;
    if (homeWon) gamesHome += 1;
    else gamesAway += 1;
    log[log.length - 1] += homeWon ? 'h' : 'a';
    const current = periods[periods.length - 1];
    if (current) {
      current[0] = gamesHome;
      current[1] = gamesAway;
    }
    pointsHome = 0;
    pointsAway = 0;
    serverHome = !serverHome;
    const side = homeWon ? 'home' : 'away';
    incidents.push({ kind: homeWon !== wasServer ? 'break-of-serve' : 'game', side });
    const setOver =
      gamesHome === 7 ||
      gamesAway === 7 ||
      ((gamesHome >= 6 || gamesAway >= 6) && Math.abs(gamesHome - gamesAway) >= 2);
    if (!setOver) {
      if ((gamesHome + gamesAway) % 2 === 1) {
        phase = 'break';
        breakLeft = CHANGEOVER_SEC;
      }
      return;
    }
    if (gamesHome > gamesAway) setsHome += 1;
    else setsAway += 1;
    pastHome += gamesHome;
    pastAway += gamesAway;
    incidents.push({ kind: 'unit-end', side });
    if (setsHome === need || setsAway === need) {
      phase = 'done';
      incidents.push({ kind: 'finish', side: null });
      return;
    }
    gamesHome = 0;
    gamesAway = 0;
    setSec = 0;
    periods.push([0, 0]);
    log.push('');
    phase = 'break';
    breakLeft = SET_BREAK_SEC;
  }

  function playPoint(random: RandomSource, incidents: Incident[]): void {
    const srvHome = pointServerHome();
    const homeWins = random.next() < (srvHome ? model.serveHome : 1 - model.serveAway);
    if (homeWins) pointsHome += 1;
    else pointsAway += 1;
    const to = tiebreak() ? 7 : 4;
    if (pointsHome >= to && pointsHome - pointsAway >= 2) finishGame(true, incidents);
    else if (pointsAway >= to && pointsAway - pointsHome >= 2) finishGame(false, incidents);
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
      if (phase === 'pre') model = tennisModel(params, h, a);
    },
    advance(dtSec, random) {
      const incidents: Incident[] = [];
      let left = dtSec;
      if (phase === 'pre' && left > 0) {
        phase = 'play';
        periods.push([0, 0]);
        log.push('');
        untilPoint = randomInt(random, params.pointSec[0], params.pointSec[1]);
        incidents.push({ kind: 'start', side: null });
      }
      while (left > 0 && phase !== 'done') {
        if (phase === 'break') {
          const use = Math.min(left, breakLeft);
          breakLeft -= use;
          elapsedSec += use;
          setSec += use;
          left -= use;
          if (breakLeft <= 0) phase = 'play';
          continue;
        }
        const use = Math.min(left, untilPoint);
        untilPoint -= use;
        elapsedSec += use;
        setSec += use;
        left -= use;
        if (untilPoint <= 0) {
          playPoint(random, incidents);
          untilPoint = randomInt(random, params.pointSec[0], params.pointSec[1]);
        }
      }
      return incidents;
    },
    price() {
      if (phase === 'done') return [];
      return priceTennis(model, {
        bestOf,
        setsHome,
        setsAway,
        gamesHome,
        gamesAway,
        pointsHome,
        pointsAway,
        serverHome,
        pastGamesHome: pastHome,
        pastGamesAway: pastAway,
        setNumber: setsHome + setsAway + 1,
        gameNumber: gamesHome + gamesAway + 1,
      });
    },
    view() {
      const live = phase === 'play' || phase === 'break';
      return {
        status:
          phase === 'pre'
            ? GAME_STATUS.scheduled
            : phase === 'done'
              ? GAME_STATUS.finished
              : phase === 'break' && gamesHome + gamesAway === 0
                ? GAME_STATUS.liveBreak
                : GAME_STATUS.live,
        score: {
          home: setsHome,
          away: setsAway,
          periods: freezePeriods(periods),
          current: live ? pointsText(pointsHome, pointsAway, tiebreak()) : null,
          server: live ? (pointServerHome() ? 'home' : 'away') : null,
        },
        clock: {
          period: periods.length,
          periodSec: Math.floor(setSec),
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
        score: [setsHome, setsAway],
        periods: freezePeriods(periods),
        winner: setsHome > setsAway ? 'home' : 'away',
        detail: { kind: 'tennis', games: log.slice() },
        finishedAt,
      };
    },
  };
}
