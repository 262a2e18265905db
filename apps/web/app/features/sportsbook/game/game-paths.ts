// Addresses of the sportsbook pages this folder links to (spec §2).
import type { GameSummary } from '@playfield/protocol/sportsbook';

/** The section a game is listed in: live while it is played, else the line. */
export function gameSection(game: Pick<GameSummary, 'status'>): 'line' | 'live' {
  return game.status === 2 || game.status === 3 ? 'live' : 'line';
}

/** `/{lang}/{section}/{sport}/{champ}/{gameId-name}`. */
export function gamePath(
  lang: string,
  game: Pick<GameSummary, 'status' | 'sportSlug' | 'champSlug' | 'slug'>,
  section: string = gameSection(game),
): string {
  return `/${lang}/${section}/${game.sportSlug}/${game.champSlug}/${game.slug}`;
}

export function statisticPath(lang: string, gameId: number): string {
  return `/${lang}/statistic/${gameId}`;
}

/**
 * multi?games=1&games=2 with the ids in the order given (at most four). Repeated parameters
 * rather than a comma list: a comma is escaped by some serialisers and not by others, and the
 * server's and the browser's copies of a link must match.
 */
export function multiPath(lang: string, gameIds: readonly number[]): string {
  const query = gameIds
    .slice(0, MULTI_MAX)
    .map((id) => `games=${id}`)
    .join('&');
  return query ? `/${lang}/multi?${query}` : `/${lang}/multi`;
}

/** The most games multi-live shows side by side. */
export const MULTI_MAX = 4;

/** The ids of `?games=` (repeated, or a comma list), unique, valid, in order, at most four. */
export function readMultiGames(search: URLSearchParams): number[] {
  const ids: number[] = [];
  for (const part of search.getAll('games').join(',').split(',')) {
    const id = Number(part.trim());
    if (!/^\d{1,10}$/.test(part.trim()) || !Number.isSafeInteger(id) || id <= 0) continue;
    if (!ids.includes(id)) ids.push(id);
    if (ids.length === MULTI_MAX) break;
  }
  return ids;
}
