// Server-only: the data of a betting list page (line, live, page-type and cyber addresses),
// loaded in-process through the load context's `api()` in the page's language. The address is
// resolved against the data: an unknown sport or championship is the page's 404; one that
// exists but has nothing in this section right now is an honest empty list.
import type { Endpoint, EndpointInput, EndpointResponse } from '@playfield/protocol/endpoint';
import {
  lineChampsEndpoint,
  lineGamesEndpoint,
  lineSportsEndpoint,
} from '@playfield/protocol/endpoints/sportsbook';
import { LINE_GAMES_MAX_LIMIT } from '@playfield/protocol/sportsbook';
import type { ShellContext } from '@playfield/protocol/load-context';
import type {
  BettingSection,
  GameSummary,
  LineChamp,
  LineSport,
} from '@playfield/protocol/sportsbook';
import { data, redirect } from 'react-router';
import type { BettingBase, BettingPathParts, TimeFilterId } from './betting-path.ts';
import { bettingHref, idOfSlug, timeFilterOf } from './betting-path.ts';
import type { ListPageData } from './list-data.ts';
import { callSportsbookOr } from './game/sportsbook-api.server.ts';
import { champInScope, scopeOfPageType, sportInScope } from './page-type-scope.ts';

// The route module reads these from here beside `loadListPage`.
export { readLimit } from './list-data.ts';
export type { ListPageData } from './list-data.ts';

type Shell = Pick<ShellContext, 'api'>;

/** The endpoint's answer; null when the API says 404 (another refusal is an error). */
function getJson<E extends Endpoint>(
  shell: Shell,
  endpoint: E,
  input: EndpointInput<E>,
  lng: string,
): Promise<EndpointResponse<E> | null> {
  return callSportsbookOr(shell, endpoint, input, lng, (error) => {
    if (error.status === 404) return null;
    throw new Error(`${endpoint.path} answered ${error.status}`, { cause: error });
  });
}

export async function fetchSports(
  shell: Shell,
  section: BettingSection,
  lng: string,
): Promise<LineSport[]> {
  const answer = await getJson(shell, lineSportsEndpoint, { query: { section } }, lng);
  return answer?.sports ?? [];
}

export async function fetchChamps(
  shell: Shell,
  sportId: number,
  section: BettingSection,
  lng: string,
): Promise<LineChamp[]> {
  const answer = await getJson(shell, lineChampsEndpoint, { query: { sportId, section } }, lng);
  return answer?.champs ?? [];
}

/**
 * The first `limit` games of a list, and how many the whole list holds, paged through
 * `line/games` (at most {@link LINE_GAMES_MAX_LIMIT} a request, following `nextCursor`). Every
 * visitor of a page asks the same pages, so the API's cached answers serve them all. With
 * `only`, the games are filtered here (cyber pages without a sport): every page is read and
 * `total` counts the games kept.
 */
export async function fetchGames(
  shell: Shell,
  params: {
    section: BettingSection;
    sportId?: number;
    champId?: number;
    timeFilter: TimeFilterId;
    lng: string;
    limit: number;
  },
  only?: (game: GameSummary) => boolean,
): Promise<{ games: GameSummary[]; total: number }> {
  const { limit, lng, ...filters } = params;
  const games: GameSummary[] = [];
  let total = 0;
  let cursor: string | undefined;
  for (;;) {
    const answer = await getJson(
      shell,
      lineGamesEndpoint,
      {
        query: {
          ...filters,
          limit: only ? LINE_GAMES_MAX_LIMIT : Math.min(LINE_GAMES_MAX_LIMIT, limit),
          cursor,
        },
      },
      lng,
    );
    if (!answer) break;
    if (only) {
      const kept = answer.games.filter(only);
      games.push(...kept);
      total += kept.length;
    } else {
      games.push(...answer.games);
      total = answer.total;
    }
    cursor = answer.nextCursor ?? undefined;
    if (cursor === undefined || (!only && games.length >= limit)) break;
  }
  return { games: games.slice(0, limit), total };
}

/** A sport or championship found in the other section: it has no games in this one. */
function emptied<T extends { count: number }>(item: T | undefined): T | undefined {
  return item ? { ...item, count: 0 } : undefined;
}

function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * Resolves a list address and loads what the page shows. A special page type (`epl`, `ufc`, …;
 * `page-type-scope.ts`) offers only its sport and championship: another one is not found, and
 * one the simulator does not have now is an empty list. Throws the 404 response for an
 * unknown sport or championship, and redirects a championship address whose name part is not
 * the current one to its canonical address (same id).
 */
export async function loadListPage(
  shell: Shell,
  base: BettingBase,
  parts: BettingPathParts,
  limit: number,
): Promise<ListPageData> {
  const { section, lang } = base;
  const other: BettingSection = section === 'line' ? 'live' : 'line';
  const scope = scopeOfPageType(base.pageType);
  const inScope = (c: LineChamp) => !scope || champInScope(scope, c);
  const cyberOnly = (list: LineSport[]) =>
    list.filter((s) => (base.cyberType ? s.isCyber : true) && (!scope || sportInScope(scope, s)));
  const sports = cyberOnly(await fetchSports(shell, section, lang));

  let sport: LineSport | null = null;
  if (parts.sport) {
    sport =
      sports.find((s) => s.slug === parts.sport) ??
      // A sport with nothing in this section right now is still a page (an empty list).
      emptied(
        cyberOnly(await fetchSports(shell, other, lang)).find((s) => s.slug === parts.sport),
      ) ??
      notFound();
  }

  let champs: LineChamp[] = [];
  let champ: LineChamp | null = null;
  if (sport) {
    champs = (await fetchChamps(shell, sport.sportId, section, lang)).filter(inScope);
    if (parts.champ) {
      const id = idOfSlug(parts.champ);
      champ =
        champs.find((c) => c.champId === id) ??
        emptied(
          (await fetchChamps(shell, sport.sportId, other, lang))
            .filter(inScope)
            .find((c) => c.champId === id),
        ) ??
        notFound();
      if (champ.slug !== parts.champ && !parts.game) {
        throw redirect(bettingHref(base, { ...parts, sport: sport.slug, champ: champ.slug }), 301);
      }
    }
  }

  const timeFilter = timeFilterOf(parts.menuSection);
  // A scoped page without a sport or championship in its address still lists only its own.
  let scopeSportId: number | undefined;
  let scopeChampId: number | undefined;
  let scopeMissing = false;
  if (scope && !sport) {
    scopeSportId = sports[0]?.sportId;
    if (scopeSportId === undefined) scopeMissing = true;
  }
  const scopeSport = sport?.sportId ?? scopeSportId;
  if (scope?.champ && !champ && scopeSport !== undefined) {
    scopeChampId = (sport ? champs : await fetchChamps(shell, scopeSport, section, lang)).find(
      inScope,
    )?.champId;
    // Not in this section (or not in the simulator): an honest empty list.
    if (scopeChampId === undefined) scopeMissing = true;
  }
  const listed = scopeMissing
    ? { games: [], total: 0 }
    : await fetchGames(
        shell,
        {
          section,
          sportId: scopeSport,
          champId: champ?.champId ?? scopeChampId,
          timeFilter,
          lng: lang,
          limit,
        },
        base.cyberType && !sport ? (g) => g.isCyber : undefined,
      );
  return {
    base,
    parts,
    timeFilter,
    sports,
    sport,
    champs,
    champ,
    games: listed.games,
    total: listed.total,
    limit,
  };
}
