// The game lists of `line/games` and search: which open games a query selects, in start order.
import type { Game } from '@playfield/feed';
import type { GameSummary, LineChamp, LineSport } from '@playfield/protocol/sportsbook';
import type { Book, BookGame } from './book.ts';
import type { FeedLocale } from '@playfield/feed';
import { inSection, lineChamps, lineSports, openGameSummary } from './views.ts';

/** Spec §3 main-page time filter: 0 all, 1 upcoming, 2 first period, 3 second period, 6 recommended. */
export type TimeFilter = 0 | 1 | 2 | 3 | 6;

/** "Upcoming": line games starting within this window. */
export const UPCOMING_WINDOW_MS = 3 * 3_600_000;
/** "Recommended": at most this many games. */
export const RECOMMENDED_LIMIT = 20;
/** "Recommended": the first championships of each sport in the feed's order (its top leagues). */
export const RECOMMENDED_TOP_CHAMPS = 2;

export interface GamesQuery {
  section: 'line' | 'live';
  sportId?: number;
  champId?: number;
  timeFilter: TimeFilter;
}

function period(game: Game): number {
  return game.kind === 'match' ? game.clock.period : 0;
}

/**
 * Whether a game passes the time filter. Upcoming keeps line games starting within three hours
 * (every live game has started, so the live section keeps all); the period filters keep live
 * games playing that period (none in the line section).
 */
export function passesTimeFilter(game: Game, filter: TimeFilter, now: number): boolean {
  switch (filter) {
    case 0:
    case 6:
      return true;
    case 1:
      return game.status !== 1 || game.startAt <= now + UPCOMING_WINDOW_MS;
    case 2:
      return game.status !== 1 && period(game) === 1;
    case 3:
      return game.status !== 1 && period(game) === 2;
  }
}

/** The top championships of every sport: the first `RECOMMENDED_TOP_CHAMPS` the feed lists. */
export function topChampIds(book: Book): Set<number> {
  const seen = new Map<number, number>();
  const top = new Set<number>();
  for (const champ of book.champs.values()) {
    const n = seen.get(champ.sportId) ?? 0;
    if (n < RECOMMENDED_TOP_CHAMPS) top.add(champ.id);
    seen.set(champ.sportId, n + 1);
  }
  return top;
}

/** The open games a query selects, by start time (recommended: by markets, then start). */
export function selectGames(book: Book, query: GamesQuery, now: number): BookGame[] {
  const ids =
    query.champId !== undefined
      ? book.gamesOfChamp(query.champId)
      : query.sportId !== undefined
        ? book.gamesOfSport(query.sportId)
        : book.games.keys();
  const picked: BookGame[] = [];
  for (const id of ids) {
    const entry = book.games.get(id);
    if (!entry || !inSection(entry.game, query.section)) continue;
    if (query.sportId !== undefined && entry.game.sportId !== query.sportId) continue;
    if (!passesTimeFilter(entry.game, query.timeFilter, now)) continue;
    picked.push(entry);
  }
  if (query.timeFilter === 6) {
    // Recommended: games of the sports' top championships, the richest offers first.
    const top = topChampIds(book);
    return picked
      .filter((entry) => top.has(entry.game.champId))
      .sort(
        (a, b) =>
          b.markets.size - a.markets.size ||
          a.game.startAt - b.game.startAt ||
          a.game.id - b.game.id,
      )
      .slice(0, RECOMMENDED_LIMIT);
  }
  return picked.sort((a, b) => a.game.startAt - b.game.startAt || a.game.id - b.game.id);
}

export interface SearchAnswer {
  sports: LineSport[];
  champs: LineChamp[];
  games: GameSummary[];
}

/** At most this many games in a search answer. */
export const SEARCH_GAMES_LIMIT = 50;

/**
 * Case-insensitive search in the request language: sports and championships by name (with
 * their line counts), open games by a team's or player's name, soonest first.
 */
export function search(book: Book, q: string, locale: FeedLocale): SearchAnswer {
  const needle = q.trim().toLocaleLowerCase(locale.lang);
  const has = (text: string) => text.toLocaleLowerCase(locale.lang).includes(needle);
  const sports = [...lineSports(book, 'line', locale), ...lineSports(book, 'live', locale)];
  const sportHits = new Map<number, LineSport>();
  for (const sport of sports) {
    const known = sportHits.get(sport.sportId);
    if (known) known.count += sport.count;
    else if (has(sport.name)) sportHits.set(sport.sportId, { ...sport });
  }
  const champHits = new Map<number, LineChamp>();
  for (const sport of book.sports.values()) {
    for (const section of ['line', 'live'] as const) {
      for (const champ of lineChamps(book, sport.id, section, locale)) {
        const known = champHits.get(champ.champId);
        if (known) known.count += champ.count;
        else if (has(champ.name)) champHits.set(champ.champId, champ);
      }
    }
  }
  const games: BookGame[] = [];
  for (const entry of book.games.values()) {
    const game = entry.game;
    if (game.kind === 'match' && (has(game.home) || has(game.away))) games.push(entry);
  }
  games.sort((a, b) => a.game.startAt - b.game.startAt || a.game.id - b.game.id);
  return {
    sports: [...sportHits.values()],
    champs: [...champHits.values()],
    games: games.slice(0, SEARCH_GAMES_LIMIT).map((entry) => openGameSummary(book, entry, locale)),
  };
}

/** One page of a list: its games, the whole list's size, and the cursor of the next page. */
export interface GamesPage {
  games: BookGame[];
  total: number;
  nextCursor: string | null;
}

/**
 * The page of `games` (a list from {@link selectGames}) after `cursor`, at most `limit` long.
 * Lists in start order page by the last game's (start, id) — `k{startAt}.{gameId}` — so a game
 * that starts or ends between two requests shifts no other game into or out of the next page;
 * the recommended list (ordered by offer size, at most {@link RECOMMENDED_LIMIT} games) pages
 * by position, `o{offset}`. Null for a cursor not of this list's form (the caller refuses it).
 */
export function pageOfGames(
  games: readonly BookGame[],
  timeFilter: TimeFilter,
  limit: number,
  cursor: string | undefined,
): GamesPage | null {
  let from = 0;
  const byPosition = timeFilter === 6;
  const keyset = cursor ? /^k(\d{1,15})\.(\d{1,10})$/.exec(cursor) : null;
  const offset = cursor ? /^o(\d{1,6})$/.exec(cursor) : null;
  if (byPosition && offset) {
    from = Math.min(games.length, Number(offset[1]));
  } else if (!byPosition && keyset) {
    const startAt = Number(keyset[1]);
    const id = Number(keyset[2]);
    from = games.findIndex(
      (entry) =>
        entry.game.startAt > startAt || (entry.game.startAt === startAt && entry.game.id > id),
    );
    if (from < 0) from = games.length;
  } else if (cursor !== undefined) {
    return null;
  }
  const page = games.slice(from, from + limit);
  const last = page.at(-1);
  const more = from + page.length < games.length && last !== undefined;
  return {
    games: page,
    total: games.length,
    nextCursor: !more
      ? null
      : byPosition
        ? `o${from + page.length}`
        : `k${last.game.startAt}.${last.game.id}`,
  };
}
