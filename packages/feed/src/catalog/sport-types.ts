/** The shapes of sport definitions and their family parameters. */
import type { SportFamily } from '../model.ts';

/** What a "unit" of a set sport is called (markets say "Map 2", "Set 3", "Leg 5"). */
export type UnitNoun = 'set' | 'map' | 'leg' | 'frame' | 'game';
/** What a period of a timed sport is called. */
export type PeriodNoun = 'half' | 'period' | 'quarter' | 'inning' | 'round' | 'innings';

export interface GoalParams {
  readonly kind: 'goal';
  readonly periods: number;
  readonly periodSec: number;
  readonly breakSec: number;
  /** Added (stoppage) time per period, seconds [min, max]; [0, 0] for none. */
  readonly addedSec: readonly [number, number];
  /** Expected goals of an even match, both teams together. */
  readonly meanGoals: number;
  /** Home advantage as a log-rate. */
  readonly homeAdv: number;
  /** Log-rate change per rating unit of difference. */
  readonly ratingScale: number;
  /** Highest listed score of the correct-score market, or null: no correct score, no BTTS. */
  readonly correctScoreMax: number | null;
  /** Dangerous moments (markets suspend) per hour of play. */
  readonly dangerPerHour: number;
}

export interface PointParams {
  readonly kind: 'point';
  readonly periods: number;
  readonly periodSec: number;
  readonly breakSec: number;
  /** Overtime period length; 0 means a draw stands. */
  readonly overtimeSec: number;
  /** Expected points of one team in an even match. */
  readonly meanTeam: number;
  readonly homeAdv: number;
  /** Expected margin per rating unit of difference. */
  readonly ratingScale: number;
  /** Scoring plays: [points, weight]. */
  readonly increments: readonly (readonly [number, number])[];
  /** Cricket: the home side bats in period 1, the away side in period 2. */
  readonly innings: boolean;
  /** Distance between neighbouring total lines. */
  readonly lineStep: number;
  readonly dangerPerHour: number;
}

export interface TennisParams {
  readonly kind: 'tennis';
  readonly bestOf: readonly number[];
  /** Probability the server wins a point between equals. */
  readonly serveBase: number;
  /** Change of that probability per rating unit of difference. */
  readonly ratingScale: number;
  readonly pointSec: readonly [number, number];
}

export interface SetsParams {
  readonly kind: 'sets';
  readonly unit: UnitNoun;
  readonly bestOf: readonly number[];
  /** Units played as a points race (first to `to`, `lastTo` in a deciding unit, win by `winBy`), or null: a unit is decided whole. */
  readonly race: { readonly to: number; readonly lastTo: number; readonly winBy: number } | null;
  /** Seconds per point (race) or per whole unit (no race): [min, max]. */
  readonly playSec: readonly [number, number];
  readonly breakSec: number;
  /** Race: point-win change per rating unit; whole units: logit of unit-win per rating unit. */
  readonly ratingScale: number;
  readonly dangerPerHour: number;
}

export interface CombatParams {
  readonly kind: 'combat';
  readonly rounds: readonly number[];
  readonly roundSec: number;
  readonly breakSec: number;
  /** Probability an even fight scheduled for the full distance ends early. */
  readonly finishShare: number;
  /** Share of early finishes by submission (0 for boxing). */
  readonly submissionShare: number;
  readonly drawProb: number;
  /** Logit of winning per rating unit of difference. */
  readonly ratingScale: number;
  readonly dangerPerHour: number;
}

export type FamilyParams = GoalParams | PointParams | TennisParams | SetsParams | CombatParams;

export interface SportDef {
  readonly id: number;
  readonly slug: string;
  readonly family: SportFamily;
  readonly isCyber: boolean;
  readonly sortOrder: number;
  readonly competitor: 'team' | 'player';
  /** How team names are made up. */
  readonly naming: 'club' | 'franchise' | 'cyber' | 'national' | 'person';
  readonly periodNoun: PeriodNoun;
  /** Target number of games scheduled per day. */
  readonly dailyGames: number;
  readonly params: FamilyParams;
}
