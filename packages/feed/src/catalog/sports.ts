/**
 * The sports the simulator covers, with the parameters of their pricing and match models.
 * Sport ids are part of the public contract: never renumber one.
 */
import { GOAL_AND_POINT_SPORTS } from './sports-goal-point.ts';
import { OTHER_SPORTS } from './sports-other.ts';
import type { SportDef } from './sport-types.ts';

export type {
  CombatParams,
  FamilyParams,
  GoalParams,
  PeriodNoun,
  PointParams,
  SetsParams,
  SportDef,
  TennisParams,
  UnitNoun,
} from './sport-types.ts';

/** Every simulated sport, in menu order. */
export const SPORT_DEFS: readonly SportDef[] = [...GOAL_AND_POINT_SPORTS, ...OTHER_SPORTS].sort(
  (a, b) => a.sortOrder - b.sortOrder,
);

const BY_ID = new Map(SPORT_DEFS.map((s) => [s.id, s]));

/** The sport definition for an id, or undefined. */
export function sportDefById(id: number): SportDef | undefined {
  return BY_ID.get(id);
}
