/**
 * Past results for statistics: recent form and head-to-head. Each championship's past is
 * simulated on first use from the seed (two round-robin cycles before the world's origin) and
 * games the simulator finishes are added as they end.
 */
import { SEASON_KEYS } from '../catalog/championships.ts';
import { createMatch } from '../engine/create-match.ts';
import type { Championship, GameResult } from '../model.ts';
import type { RandomSource } from '../random.ts';
import { DAY_MS } from './schedule.ts';
import type { World } from './generate.ts';

/** One past match. */
export interface PastResult {
  /** `p-…` for generated history, `g-<gameId>` for games the simulator played. */
  readonly id: string;
  readonly sportId: number;
  readonly champId: number;
  readonly homeId: number;
  readonly awayId: number;
  readonly startAt: number;
  readonly score: readonly [number, number];
  readonly periods: readonly (readonly [number, number])[];
  readonly winner: 'home' | 'away' | 'draw' | null;
}

/** One line of a competitor's form, from that competitor's point of view. */
export interface FormEntry {
  readonly match: PastResult;
  readonly side: 'home' | 'away';
  readonly outcome: 'win' | 'draw' | 'loss';
}

/** Statistics a feed can answer. */
export interface FeedStatistics {
  /** The competitor's last `limit` results, newest first. */
  form(competitorId: number, limit?: number): FormEntry[];
  /** Past meetings of two competitors, newest first. */
  headToHead(aId: number, bId: number, limit?: number): PastResult[];
}

/** Pairings of a round-robin round (circle method). */
function roundPairs(ids: readonly number[], round: number): [number, number][] {
  const list = ids.length % 2 === 0 ? ids.slice() : [...ids, -1];
  const n = list.length;
  const fixed = list[0] as number;
  const rest = list.slice(1);
  const shift = round % (n - 1);
  const rotated = [...rest.slice(shift), ...rest.slice(0, shift)];
  const circle = [fixed, ...rotated];
  const pairs: [number, number][] = [];
  for (let i = 0; i < n / 2; i += 1) {
    const a = circle[i] as number;
    const b = circle[n - 1 - i] as number;
    if (a < 0 || b < 0) continue;
    // Alternate home and away between the two cycles.
    pairs.push(Math.floor(round / (n - 1)) % 2 === 0 ? [a, b] : [b, a]);
  }
  return pairs;
}

/** History that grows as games finish; generated past per championship on demand. */
export interface HistoryStore extends FeedStatistics {
  record(
    result: GameResult,
    match: { champId: number; sportId: number; homeId: number; awayId: number; startAt: number },
  ): void;
}

/** A history store for a world whose past ends at `origin` (epoch ms). */
export function createHistory(world: World, random: RandomSource, origin: number): HistoryStore {
  const generated = new Map<number, PastResult[]>();
  const played = new Map<number, PastResult[]>();

  function pastOf(champ: Championship): PastResult[] {
    const known = generated.get(champ.id);
    if (known) return known;
    const sport = world.sportById.get(champ.sportId);
    const results: PastResult[] = [];
    if (sport) {
      const r = random.fork(`history:${champ.id}`);
      const ids = champ.competitorIds;
      const rounds = Math.min(2 * (ids.length - 1 + (ids.length % 2)), 40);
      const spacing = SEASON_KEYS.has(champ.nameKey) ? 7 * DAY_MS : 2 * DAY_MS;
      for (let round = 0; round < rounds; round += 1) {
        const startAt = origin - (rounds - round) * spacing + Math.floor(r.next() * 10) * 3_600_000;
        roundPairs(ids, round).forEach(([homeId, awayId], i) => {
          const home = world.competitorById.get(homeId);
          const away = world.competitorById.get(awayId);
          if (!home || !away) return;
          const match = createMatch(sport, home.rating, away.rating, r);
          while (!match.finished) match.advance(1e7, r);
          const result = match.result(0, startAt);
          results.push({
            id: `p-${champ.id}-${round}-${i}`,
            sportId: sport.id,
            champId: champ.id,
            homeId,
            awayId,
            startAt,
            score: result.score,
            periods: result.periods,
            winner: result.winner,
          });
        });
      }
    }
    results.sort((a, b) => b.startAt - a.startAt);
    generated.set(champ.id, results);
    return results;
  }

  function matchesOf(competitorId: number): PastResult[] {
    const competitor = world.competitorById.get(competitorId);
    if (!competitor) return [];
    const champ = world.championships.find((c) => c.competitorIds.includes(competitorId));
    const past = champ
      ? pastOf(champ).filter((m) => m.homeId === competitorId || m.awayId === competitorId)
      : [];
    return [...(played.get(competitorId) ?? []), ...past];
  }

  return {
    record(result, match) {
      const entry: PastResult = {
        id: `g-${result.gameId}`,
        sportId: match.sportId,
        champId: match.champId,
        homeId: match.homeId,
        awayId: match.awayId,
        startAt: match.startAt,
        score: result.score,
        periods: result.periods,
        winner: result.winner,
      };
      for (const id of [match.homeId, match.awayId]) {
        const list = played.get(id) ?? [];
        list.unshift(entry);
        if (list.length > 50) list.length = 50;
        played.set(id, list);
      }
    },
    form(competitorId, limit = 5) {
      return matchesOf(competitorId)
        .slice(0, limit)
        .map((match) => {
          const side = match.homeId === competitorId ? 'home' : 'away';
          const outcome =
            match.winner === 'draw' || match.winner === null
              ? 'draw'
              : match.winner === side
                ? 'win'
                : 'loss';
          return { match, side, outcome };
        });
    },
    headToHead(aId, bId, limit = 10) {
      return matchesOf(aId)
        .filter((m) => m.homeId === bId || m.awayId === bId)
        .slice(0, limit);
    },
  };
}
