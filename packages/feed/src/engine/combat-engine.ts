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
import { freezePeriods, waitFor } from './types.ts';
import type { Incident, MatchRuntime } from './types.ts';

type Phase = 'pre' | 'play' | 'break' | 'done';

/** A fight of `rounds` rounds between two ratings. */
export function createCombatMatch(
  params: CombatParams,
  homeRating: number,
  awayRating: number,
  rounds: number,
): MatchRuntime {
  let model: CombatModel = combatModel(params, homeRating, awayRating, rounds);
  let phase: Phase = 'pre';
  let round = 0;
  let roundSec = 0;
  let fightSec = 0;
  let elapsedSec = 0;
  let breakLeft = 0;
  let winner: 'home' | 'away' | 'draw' | null = null;
  let method: CombatMethod = 'decision';
  const periods: [number, number][] = [];

  function finish(side: 'home' | 'away' | 'draw', how: CombatMethod, incidents: Incident[]): void {
    winner = side;
    method = how;
    phase = 'done';
    incidents.push({ kind: 'finish', side: side === 'draw' ? null : side });
  }

  function startRound(incidents: Incident[]): void {
    round += 1;
    roundSec = 0;
    phase = 'play';
    periods.push([0, 0]);
    incidents.push({ kind: round === 1 ? 'start' : 'period-start', side: null });
  }

  function scoreRound(random: RandomSource): void {
    const current = periods[periods.length - 1];
    if (!current) return;
    const homeEdged = random.next() < model.win;
    current[0] = homeEdged ? 10 : 9;
    current[1] = homeEdged ? 9 : 10;
  }

  return {
    bestOf: rounds,
    get finished() {
      return phase === 'done';
    },
    get started() {
      return phase !== 'pre';
    },
    retune(h, a) {
      if (phase === 'pre') model = combatModel(params, h, a, rounds);
    },
    advance(dtSec, random) {
      const incidents: Incident[] = [];
      let left = dtSec;
      if (phase === 'pre' && left > 0) startRound(incidents);
      while (left > 0 && phase !== 'done') {
        if (phase === 'break') {
          const use = Math.min(left, breakLeft);
          breakLeft -= use;
          elapsedSec += use;
          left -= use;
          if (breakLeft <= 0) startRound(incidents);
          continue;
        }
        const use = Math.min(left, params.roundSec - roundSec);
        const tFinish = waitFor(random, model.hazard);
        const tDanger = waitFor(random, params.dangerPerHour / 3600);
        if (tDanger < use && tDanger < tFinish) incidents.push({ kind: 'danger', side: null });
        if (tFinish < use) {
          roundSec += tFinish;
          fightSec += tFinish;
          elapsedSec += tFinish;
          const side = random.next() < model.win ? 'home' : 'away';
          const how = random.next() < params.submissionShare ? 'submission' : 'ko';
          finish(side, how, incidents);
          break;
        }
        roundSec += use;
        fightSec += use;
        elapsedSec += use;
        left -= use;
        if (roundSec >= params.roundSec) {
          scoreRound(random);
          if (round >= rounds) {
            if (random.next() < params.drawProb) finish('draw', 'draw', incidents);
            else finish(random.next() < model.win ? 'home' : 'away', 'decision', incidents);
          } else {
            phase = 'break';
            breakLeft = params.breakSec;
            incidents.push({ kind: 'period-end', side: null });
          }
        }
      }
      return incidents;
    },
    price() {
      if (phase === 'done') return [];
      return priceCombat(params, model, fightSec);
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
          home: winner === 'home' ? 1 : 0,
          away: winner === 'away' ? 1 : 0,
          periods: freezePeriods(periods),
          current: null,
          server: null,
        },
        clock: {
          period: round,
          periodSec: Math.floor(roundSec),
          elapsedSec: Math.floor(elapsedSec),
          periodLengthSec: params.roundSec,
          running: phase === 'play',
        },
      };
    },
    result(gameId, finishedAt) {
      if (phase !== 'done' || winner === null) throw new Error('the fight is not finished');
      return {
        gameId,
        score: [winner === 'home' ? 1 : 0, winner === 'away' ? 1 : 0],
        periods: freezePeriods(periods),
        winner,
        detail: { kind: 'combat', method, fightSec, roundSec: params.roundSec },
        finishedAt,
      };
    },
  };
}
