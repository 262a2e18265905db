/**
 * Fixtures of one UTC day, derived from the seed and the day number alone: whenever the
 * simulator starts, a given day always holds the same fixtures.
 */
import type { Championship } from '../model.ts';
import { randomInt, randomPoisson, shuffled } from '../random.ts';
import type { RandomSource } from '../random.ts';
import type { World } from './generate.ts';

export const DAY_MS = 86_400_000;

/** One scheduled match. */
export interface Fixture {
  readonly champ: Championship;
  readonly homeId: number;
  readonly awayId: number;
  readonly startAt: number;
}

/** The UTC day number of an instant. */
export function dayOf(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/** The fixtures of day `day` (UTC day number), sorted by start time. */
export function fixturesForDay(world: World, day: number, random: RandomSource): Fixture[] {
  const dayRandom = random.fork(`day:${day}`);
  const teamsBySport = new Map<number, number>();
  for (const c of world.championships) {
    teamsBySport.set(c.sportId, (teamsBySport.get(c.sportId) ?? 0) + c.competitorIds.length);
  }
  const fixtures: Fixture[] = [];
  for (const champ of world.championships) {
    const sport = world.sportById.get(champ.sportId);
    if (!sport) continue;
    const r = dayRandom.fork(champ.id);
    const share = champ.competitorIds.length / (teamsBySport.get(champ.sportId) ?? 1);
    const count = Math.min(
      Math.floor(champ.competitorIds.length / 2),
      randomPoisson(r, sport.dailyGames * share),
    );
    if (count === 0) continue;
    const order = shuffled(r, champ.competitorIds);
    // Team sports play in the afternoon and evening (UTC); individual and cyber sports round the clock.
    const allDay = sport.competitor === 'player' || sport.isCyber;
    const firstSlot = allDay ? 0 : 40;
    const lastSlot = allDay ? 95 : 91;
    for (let i = 0; i < count; i += 1) {
      const homeId = order[2 * i];
      const awayId = order[2 * i + 1];
      if (homeId === undefined || awayId === undefined) break;
      const slot = randomInt(r, firstSlot, lastSlot);
      fixtures.push({ champ, homeId, awayId, startAt: day * DAY_MS + slot * 15 * 60_000 });
    }
  }
  fixtures.sort((a, b) => a.startAt - b.startAt || a.champ.id - b.champ.id || a.homeId - b.homeId);
  return fixtures;
}
