/** Small builders that keep the sport lists readable. */
import type {
  CombatParams,
  GoalParams,
  PeriodNoun,
  PointParams,
  SetsParams,
  SportDef,
} from './sport-types.ts';

export function goal(
  id: number,
  slug: string,
  sortOrder: number,
  dailyGames: number,
  periodNoun: PeriodNoun,
  params: Omit<GoalParams, 'kind'>,
  extra: Partial<SportDef> = {},
): SportDef {
  return {
    id,
    slug,
    family: 'goal',
    isCyber: false,
    sortOrder,
    competitor: 'team',
    naming: 'club',
    periodNoun,
    dailyGames,
    params: { kind: 'goal', ...params },
    ...extra,
  };
}

export function point(
  id: number,
  slug: string,
  sortOrder: number,
  dailyGames: number,
  periodNoun: PeriodNoun,
  naming: SportDef['naming'],
  params: Omit<PointParams, 'kind'>,
): SportDef {
  return {
    id,
    slug,
    family: 'point',
    isCyber: false,
    sortOrder,
    competitor: 'team',
    naming,
    periodNoun,
    dailyGames,
    params: { kind: 'point', ...params },
  };
}

export function sets(
  id: number,
  slug: string,
  sortOrder: number,
  dailyGames: number,
  extra: Pick<SportDef, 'isCyber' | 'competitor' | 'naming'>,
  params: Omit<SetsParams, 'kind'>,
): SportDef {
  return {
    id,
    slug,
    family: 'sets',
    sortOrder,
    dailyGames,
    periodNoun: 'round',
    ...extra,
    params: { kind: 'sets', ...params },
  };
}

export function combat(
  id: number,
  slug: string,
  sortOrder: number,
  dailyGames: number,
  params: Omit<CombatParams, 'kind'>,
): SportDef {
  return {
    id,
    slug,
    family: 'combat',
    isCyber: false,
    sortOrder,
    competitor: 'player',
    naming: 'person',
    periodNoun: 'round',
    dailyGames,
    params: { kind: 'combat', ...params },
  };
}

export const team = { isCyber: false, competitor: 'team', naming: 'club' } as const;
export const player = { isCyber: false, competitor: 'player', naming: 'person' } as const;
export const cyber = { isCyber: true, competitor: 'team', naming: 'cyber' } as const;
