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
import { copyState } from './types.ts';
import type { Incident, MatchRuntime, Phase } from './types.ts';

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

/** Everything a tennis match changes as it plays (plain JSON: stored to resume). */
export interface TennisState {
  readonly kind: 'tennis';
  readonly bestOf: number;
  phase: Phase;
  elapsedSec: number;
  setSec: number;
  breakLeft: number;
  untilPoint: number;
  setsHome: number;
  setsAway: number;
  gamesHome: number;
  gamesAway: number;
  pointsHome: number;
  pointsAway: number;
  serverHome: boolean;
  pastHome: number;
  pastAway: number;
  periods: [number, number][];
  /** Per set, the winner of each game in order ('h' or 'a'): the result's game log. */
  log: string[];
}

/**
 * A tennis match between two ratings, best of `bestOf` sets; `saved` resumes one from its
 * stored state (its best-of and server then come from there).
 */
export function createTennisMatch(
  params: TennisParams,
  homeRating: number,
  awayRating: number,
  bestOf: number,
  firstServerHome: boolean,
  saved?: TennisState,
): MatchRuntime {
  let model: TennisModel = tennisModel(params, homeRating, awayRating);
  const s: TennisState = saved
    ? copyState(saved)
    : {
        kind: 'tennis',
        bestOf,
        phase: 'pre',
        elapsedSec: 0,
        setSec: 0,
        breakLeft: 0,
        untilPoint: 0,
        setsHome: 0,
        setsAway: 0,
        gamesHome: 0,
        gamesAway: 0,
        pointsHome: 0,
        pointsAway: 0,
        serverHome: firstServerHome,
        pastHome: 0,
        pastAway: 0,
        periods: [],
        log: [],
      };
  const need = (s.bestOf + 1) / 2;

  const tiebreak = (): boolean => s.gamesHome === 6 && s.gamesAway === 6;

  function pointServerHome(): boolean {
    return tiebreak()
      ? tiebreakServerHome(s.pointsHome + s.pointsAway, s.serverHome)
      : s.serverHome;
  }

  function finishGame(homeWon: boolean, incidents: Incident[]): void {
    const wasServer = s.serverHome;
    if (homeWon) s.gamesHome += 1;
    else s.gamesAway += 1;
    s.log[s.log.length - 1] += homeWon ? 'h' : 'a';
    const current = s.periods[s.periods.length - 1];
    if (current) {
      current[0] = s.gamesHome;
      current[1] = s.gamesAway;
    }
    s.pointsHome = 0;
    s.pointsAway = 0;
    s.serverHome = !s.serverHome;
    const side = homeWon ? 'home' : 'away';
    incidents.push({ kind: homeWon !== wasServer ? 'break-of-serve' : 'game', side });
    const setOver =
      s.gamesHome === 7 ||
      s.gamesAway === 7 ||
      ((s.gamesHome >= 6 || s.gamesAway >= 6) && Math.abs(s.gamesHome - s.gamesAway) >= 2);
    if (!setOver) {
      if ((s.gamesHome + s.gamesAway) % 2 === 1) {
        s.phase = 'break';
        s.breakLeft = CHANGEOVER_SEC;
      }
      return;
    }
    if (s.gamesHome > s.gamesAway) s.setsHome += 1;
    else s.setsAway += 1;
    s.pastHome += s.gamesHome;
    s.pastAway += s.gamesAway;
    incidents.push({ kind: 'unit-end', side });
    if (s.setsHome === need || s.setsAway === need) {
      finishMatch(s, incidents);
      return;
    }
    s.gamesHome = 0;
    s.gamesAway = 0;
    s.setSec = 0;
    s.periods.push([0, 0]);
    s.log.push('');
    s.phase = 'break';
    s.breakLeft = SET_BREAK_SEC;
  }

  function playPoint(random: RandomSource, incidents: Incident[]): void {
    const srvHome = pointServerHome();
    const homeWins = random.next() < (srvHome ? model.serveHome : 1 - model.serveAway);
    if (homeWins) s.pointsHome += 1;
    else s.pointsAway += 1;
    const to = tiebreak() ? 7 : 4;
    if (s.pointsHome >= to && s.pointsHome - s.pointsAway >= 2) finishGame(true, incidents);
    else if (s.pointsAway >= to && s.pointsAway - s.pointsHome >= 2) finishGame(false, incidents);
  }

  return matchRuntime(s, {
    bestOf: s.bestOf,
    unfinished: 'the match is not finished',
    start(random, incidents) {
      s.log.push('');
      s.untilPoint = randomInt(random, params.pointSec[0], params.pointSec[1]);
      openPeriod(s, 1, incidents);
    },
    resume() {
      s.phase = 'play';
    },
    onBreak(seconds) {
      s.setSec += seconds;
    },
    play: (seconds, random, incidents) =>
      playToNextPoint(
        s,
        seconds,
        random,
        params.pointSec,
        (use) => (s.setSec += use),
        () => playPoint(random, incidents),
      ),
    retune(h, a) {
      model = tennisModel(params, h, a);
    },
    price: () =>
      priceTennis(model, {
        bestOf: s.bestOf,
        setsHome: s.setsHome,
        setsAway: s.setsAway,
        gamesHome: s.gamesHome,
        gamesAway: s.gamesAway,
        pointsHome: s.pointsHome,
        pointsAway: s.pointsAway,
        serverHome: s.serverHome,
        pastGamesHome: s.pastHome,
        pastGamesAway: s.pastAway,
        setNumber: s.setsHome + s.setsAway + 1,
        gameNumber: s.gamesHome + s.gamesAway + 1,
      }),
    view() {
      const live = s.phase === 'play' || s.phase === 'break';
      // A changeover inside a set is play; only the break between sets shows as a break.
      const breakStatus =
        s.gamesHome + s.gamesAway === 0 ? GAME_STATUS.liveBreak : GAME_STATUS.live;
      return {
        status: phaseStatus(s.phase, breakStatus),
        score: scoreView(
          s.setsHome,
          s.setsAway,
          s.periods,
          live ? pointsText(s.pointsHome, s.pointsAway, tiebreak()) : null,
          live ? (pointServerHome() ? 'home' : 'away') : null,
        ),
        clock: clockView(s.phase, s.periods.length, s.setSec, s.elapsedSec, null),
      };
    },
    result: (gameId, finishedAt) =>
      finalResult(gameId, finishedAt, s.setsHome, s.setsAway, s.periods, {
        kind: 'tennis',
        games: s.log.slice(),
      }),
  });
}
