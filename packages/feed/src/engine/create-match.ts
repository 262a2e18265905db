/** Picks the engine for a sport. */
import type { SportDef } from '../catalog/sports.ts';
import { pick } from '../random.ts';
import type { RandomSource } from '../random.ts';
import { createCombatMatch } from './combat-engine.ts';
import { createGoalMatch } from './goal-engine.ts';
import { createPointMatch } from './point-engine.ts';
import { createSetsMatch } from './sets-engine.ts';
import { createTennisMatch } from './tennis-engine.ts';
import type { MatchRuntime } from './types.ts';

/**
 * A new match of `sport` between two ratings. `random` picks the format (best-of, rounds,
 * first server); play itself draws from the random source passed to `advance`.
 */
export function createMatch(
  sport: SportDef,
  homeRating: number,
  awayRating: number,
  random: RandomSource,
): MatchRuntime {
  const p = sport.params;
  switch (p.kind) {
    case 'goal':
      return createGoalMatch(p, homeRating, awayRating);
    case 'point':
      return createPointMatch(p, homeRating, awayRating);
    case 'tennis':
      return createTennisMatch(
        p,
        homeRating,
        awayRating,
        pick(random, p.bestOf),
        random.next() < 0.5,
      );
    case 'sets':
      return createSetsMatch(p, homeRating, awayRating, pick(random, p.bestOf));
    case 'combat':
      return createCombatMatch(p, homeRating, awayRating, pick(random, p.rounds));
  }
}
