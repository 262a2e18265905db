/**
 * Combat fights: rounds with breaks; the fight can end early at a constant hazard per second
 * (KO/TKO or submission), else the judges decide after the last round. Each finished round
 * gets a 10-9 card for the side that edged it.
 */
import type { CombatParams } from '../catalog/sports.ts';
import type { CombatMethod } from '../model.ts';
import { combatModel, priceCombat } from '../pricing/combat.ts';
import type { CombatModel } from '../pricing/combat.ts';
import type { RandomSource } from '../random.ts';
import {
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

/** Everything a fight changes as it goes (plain JSON: stored to resume). */
export interface CombatState {
  readonly kind: 'combat';
  readonly rounds: number;
  phase: Phase;
  round: number;
  roundSec: number;
  fightSec: number;
  elapsedSec: number;
  breakLeft: number;
  winner: 'home' | 'away' | 'draw' | null;
  method: CombatMethod;
  periods: [number, number][];
}

/**
 * A fight of `rounds` rounds between two ratings; `saved` resumes one from its stored state
 * (its rounds then come from there).
 */
export function createCombatMatch(
  params: CombatParams,
  homeRating: number,
  awayRating: number,
  rounds: number,
  saved?: CombatState,
): MatchRuntime {
  const s: CombatState = saved
    ? copyState(saved)
    : {
        kind: 'combat',
        rounds,
        phase: 'pre',
        round: 0,
        roundSec: 0,
        fightSec: 0,
        elapsedSec: 0,
        breakLeft: 0,
        winner: null,
        method: 'decision',
        periods: [],
      };
  let model: CombatModel = combatModel(params, homeRating, awayRating, s.rounds);

  function finish(side: 'home' | 'away' | 'draw', how: CombatMethod, incidents: Incident[]): void {
    s.winner = side;
    s.method = how;
    finishMatch(s, incidents, side === 'draw' ? null : side);
  }

  function startRound(_random: RandomSource, incidents: Incident[]): void {
    s.round += 1;
    s.roundSec = 0;
    openPeriod(s, s.round, incidents);
  }

  function scoreRound(random: RandomSource): void {
    const current = s.periods[s.periods.length - 1];
    if (!current) return;
    const homeEdged = random.next() < model.win;
    current[0] = homeEdged ? 10 : 9;
    current[1] = homeEdged ? 9 : 10;
  }

  return matchRuntime(s, {
    bestOf: s.rounds,
    unfinished: 'the fight is not finished',
    start: startRound,
    play(seconds, random, incidents) {
      const use = Math.min(seconds, params.roundSec - s.roundSec);
      const tFinish = waitFor(random, model.hazard);
      const tDanger = waitFor(random, params.dangerPerHour / 3600);
      if (tDanger < use && tDanger < tFinish) incidents.push({ kind: 'danger', side: null });
      if (tFinish < use) {
        s.roundSec += tFinish;
        s.fightSec += tFinish;
        s.elapsedSec += tFinish;
        const side = random.next() < model.win ? 'home' : 'away';
        const how = random.next() < params.submissionShare ? 'submission' : 'ko';
        finish(side, how, incidents);
        return tFinish;
      }
      s.roundSec += use;
      s.fightSec += use;
      s.elapsedSec += use;
      if (s.roundSec >= params.roundSec) {
        scoreRound(random);
        if (s.round >= s.rounds) {
          if (random.next() < params.drawProb) finish('draw', 'draw', incidents);
          else finish(random.next() < model.win ? 'home' : 'away', 'decision', incidents);
        } else {
          periodBreak(s, params.breakSec, incidents);
        }
      }
      return use;
    },
    retune(h, a) {
      model = combatModel(params, h, a, s.rounds);
    },
    price: () => priceCombat(params, model, s.fightSec),
    view: () => ({
      status: phaseStatus(s.phase),
      score: scoreView(s.winner === 'home' ? 1 : 0, s.winner === 'away' ? 1 : 0, s.periods),
      clock: clockView(s.phase, s.round, s.roundSec, s.elapsedSec, params.roundSec),
    }),
    result(gameId, finishedAt) {
      if (s.winner === null) throw new Error('the fight is not finished');
      return finalResult(
        gameId,
        finishedAt,
        s.winner === 'home' ? 1 : 0,
        s.winner === 'away' ? 1 : 0,
        s.periods,
        { kind: 'combat', method: s.method, fightSec: s.fightSec, roundSec: params.roundSec },
      );
    },
  });
}
