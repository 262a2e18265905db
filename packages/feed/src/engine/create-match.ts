/** Picks the engine for a sport. */
import type { SportDef } from '../catalog/sports.ts';
import { pick } from '../random.ts';
import type { RandomSource } from '../random.ts';
import { createCombatMatch } from './combat-engine.ts';
import { createGoalMatch } from './goal-engine.ts';
import { createPointMatch } from './point-engine.ts';
import { createSetsMatch } from './sets-engine.ts';
import { createTennisMatch } from './tennis-engine.ts';
import type { EngineState, MatchRuntime } from './types.ts';

/**
 * A new match of `sport` between two ratings. `random` picks the format (best-of, rounds,
 * first server); play itself draws from the random source passed to `advance`. With `saved`
 * (a match's `save()`), the match resumes where it stood: the format comes from the state and
 * `random` is not drawn from.
 */
export function createMatch(
  sport: SportDef,
  homeRating: number,
  awayRating: number,
  random: RandomSource,
  saved?: EngineState,
): MatchRuntime {
  const p = sport.params;
  if (saved && saved.kind !== p.kind)
    throw new Error(`a ${saved.kind} state cannot resume a ${p.kind} match (${sport.slug})`);
  switch (p.kind) {
    case 'goal':
      return createGoalMatch(p, homeRating, awayRating, saved?.kind === 'goal' ? saved : undefined);
    case 'point':
      return createPointMatch(
        p,
        homeRating,
        awayRating,
        saved?.kind === 'point' ? saved : undefined,
      );
    case 'tennis':
      if (saved?.kind === 'tennis')
        return createTennisMatch(p, homeRating, awayRating, saved.bestOf, saved.serverHome, saved);
      return createTennisMatch(
        p,
        homeRating,
        awayRating,
        pick(random, p.bestOf),
        random.next() < 0.5,
      );
    case 'sets':
      if (saved?.kind === 'sets')
        return createSetsMatch(p, homeRating, awayRating, saved.bestOf, saved);
      return createSetsMatch(p, homeRating, awayRating, pick(random, p.bestOf));
    case 'combat':
      if (saved?.kind === 'combat')
        return createCombatMatch(p, homeRating, awayRating, saved.rounds, saved);
      return createCombatMatch(p, homeRating, awayRating, pick(random, p.rounds));
  }
}
