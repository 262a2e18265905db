/**
 * Combat fights: rounds with breaks; the fight can end early at a constant hazard per second
 * (KO/TKO or submission), else the judges decide after the last round. Each finished round
 * gets a 10-9 card for the side that edged it.
 */
import type { CombatParams } from '../catalog/sports.ts';
import { GAME_STATUS } from '../model.ts';
import type { CombatMethod } from '../model.ts';
import { combatModel, priceCombat } from '../pricing/combat.ts';
import type { CombatModel } from '../pricing/combat.ts';
import type { RandomSource } from '../random.ts';
import { copyState, freezePeriods, waitFor } from './types.ts';
import type { Phase } from './types.ts';
import type { Incident, MatchRuntime } from './types.ts';

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
    s.phase = 'done';
    incidents.push({ kind: 'finish', side: side === 'draw' ? null : side });
  }

  function startRound(incidents: Incident[]): void {
    s.round += 1;
    s.roundSec = 0;
    s.phase = 'play';
    s.periods.push([0, 0]);
    incidents.push({ kind: s.round === 1 ? 'start' : 'period-start', side: null });
  }

  function scoreRound(random: RandomSource): void {
    const current = s.periods[s.periods.length - 1];
    if (!current) return;
    const homeEdged = random.next() < model.win;
    current[0] = homeEdged ? 10 : 9;
    current[1] = homeEdged ? 9 : 10;
  }

  return {
    bestOf: s.rounds,
    save: () => copyState(s),
    get finished() {
      return s.phase === 'done';
    },
    get started() {
      return s.phase !== 'pre';
    },
    retune(h, a) {
      if (s.phase === 'pre') model = combatModel(params, h, a, s.rounds);
    },
    advance(dtSec, random) {
      const incidents: Incident[] = [];
      let left = dtSec;
      if (s.phase === 'pre' && left > 0) startRound(incidents);
      while (left > 0 && s.phase !== 'done') {
        if (s.phase === 'break') {
          const use = Math.min(left, s.breakLeft);
          s.breakLeft -= use;
          s.elapsedSec += use;
          left -= use;
          if (s.breakLeft <= 0) startRound(incidents);
          continue;
        }
        const use = Math.min(left, params.roundSec - s.roundSec);
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
          break;
        }
        s.roundSec += use;
        s.fightSec += use;
        s.elapsedSec += use;
        left -= use;
        if (s.roundSec >= params.roundSec) {
          scoreRound(random);
          if (s.round >= s.rounds) {
            if (random.next() < params.drawProb) finish('draw', 'draw', incidents);
            else finish(random.next() < model.win ? 'home' : 'away', 'decision', incidents);
          } else {
            s.phase = 'break';
            s.breakLeft = params.breakSec;
            incidents.push({ kind: 'period-end', side: null });
          }
        }
      }
      return incidents;
    },
    price() {
      if (s.phase === 'done') return [];
      return priceCombat(params, model, s.fightSec);
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
          home: s.winner === 'home' ? 1 : 0,
          away: s.winner === 'away' ? 1 : 0,
          periods: freezePeriods(s.periods),
          current: null,
          server: null,
        },
        clock: {
          period: s.round,
          periodSec: Math.floor(s.roundSec),
          elapsedSec: Math.floor(s.elapsedSec),
          periodLengthSec: params.roundSec,
          running: s.phase === 'play',
        },
      };
    },
    result(gameId, finishedAt) {
      if (s.phase !== 'done' || s.winner === null) throw new Error('the fight is not finished');
      return {
        gameId,
        score: [s.winner === 'home' ? 1 : 0, s.winner === 'away' ? 1 : 0],
        periods: freezePeriods(s.periods),
        winner: s.winner,
        detail: {
          kind: 'combat',
          method: s.method,
          fightSec: s.fightSec,
          roundSec: params.roundSec,
        },
        finishedAt,
      };
    },
  };
}
