/**
 * Combat sports (MMA, boxing): a fight ends early at a constant hazard per second of fighting;
 * otherwise it goes to the judges. Who wins either way follows the fighters' strengths.
 */
import type { CombatParams } from '../catalog/sports.ts';
import { finishDraft } from './draft.ts';
import type { MarketDraft, OutcomeSpec } from './draft.ts';
import { clamp, logistic } from './math.ts';

export interface CombatModel {
  /** Home's chance to win whenever there is a winner. */
  readonly win: number;
  /** Early-finish hazard per second of fighting. */
  readonly hazard: number;
  readonly rounds: number;
}

/** The model of a fight from the two ratings. */
export function combatModel(
  params: CombatParams,
  homeRating: number,
  awayRating: number,
  rounds: number,
): CombatModel {
  const win = clamp(logistic(params.ratingScale * (homeRating - awayRating)), 0.04, 0.96);
  // Mismatches end early more often.
  const share = clamp(params.finishShare + 0.3 * Math.abs(win - 0.5), 0.05, 0.9);
  const hazard = -Math.log(1 - share) / (rounds * params.roundSec);
  return { win, hazard, rounds };
}

/** True when a drawn fight is its own outcome (boxing) rather than a return. */
export function combatHasDraw(params: CombatParams): boolean {
  return params.drawProb >= 0.02;
}

/** Every market of a fight after `fightSec` seconds of fighting. */
export function priceCombat(
  params: CombatParams,
  model: CombatModel,
  fightSec: number,
): MarketDraft[] {
  const out: MarketDraft[] = [];
  const push = (draft: MarketDraft | null): void => {
    if (draft) out.push(draft);
  };
  const total = model.rounds * params.roundSec;
  const early = 1 - Math.exp(-model.hazard * Math.max(0, total - fightSec));
  const w = model.win;
  const sub = params.submissionShare;
  const d = params.drawProb;
  const distance = 1 - early;
  const home = early * w + distance * (1 - d) * w;
  const away = early * (1 - w) + distance * (1 - d) * (1 - w);
  const draw = distance * d;
  const sides: OutcomeSpec[] = [
    { key: 'home', param: null },
    { key: 'away', param: null },
  ];
  if (combatHasDraw(params)) {
    push(
      finishDraft(
        '1x2',
        0,
        null,
        [sides[0] as OutcomeSpec, { key: 'draw', param: null }, sides[1] as OutcomeSpec],
        [home, draw, away],
      ),
    );
  } else {
    push(finishDraft('match_winner', 0, null, sides, [home / (1 - draw), away / (1 - draw)]));
  }
  const method: OutcomeSpec[] = [];
  const probs: number[] = [];
  const add = (key: OutcomeSpec['key'], p: number): void => {
    method.push({ key, param: null });
    probs.push(p);
  };
  add('home_ko', early * w * (1 - sub));
  if (sub > 0) add('home_sub', early * w * sub);
  add('home_dec', distance * (1 - d) * w);
  add('away_ko', early * (1 - w) * (1 - sub));
  if (sub > 0) add('away_sub', early * (1 - w) * sub);
  add('away_dec', distance * (1 - d) * (1 - w));
  add('draw', draw);
  push(finishDraft('method', 0, null, method, probs));
  push(
    finishDraft(
      'distance',
      0,
      null,
      [
        { key: 'yes', param: null },
        { key: 'no', param: null },
      ],
      [distance, early],
    ),
  );

  let offered = 0;
  for (let r = 0; r < model.rounds && offered < 3; r += 1) {
    const line = r + 0.5;
    const mark = line * params.roundSec;
    if (mark <= fightSec) continue;
    const over = Math.exp(-model.hazard * (mark - fightSec));
    if (over > 0.9 && r + 1 < model.rounds) continue;
    const draft = finishDraft(
      'total_rounds',
      0,
      line,
      [
        { key: 'over', param: line },
        { key: 'under', param: line },
      ],
      [over, 1 - over],
    );
    if (draft) {
      out.push(draft);
      offered += 1;
    }
  }
  return out;
}
