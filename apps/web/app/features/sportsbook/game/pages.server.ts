// Server-only: the data of the multi-live, results, champion results and statistic pages,
// each from the sportsbook APIs in the page's language.
import {
  gameDetailEndpoint,
  gameStatisticEndpoint,
  lineGamesEndpoint,
  lineSportsEndpoint,
  resultsEndpoint,
} from '@playfield/protocol/endpoints/sportsbook';
import { LINE_GAMES_MAX_LIMIT } from '@playfield/protocol/sportsbook';
import type { ShellContext } from '@playfield/protocol/load-context';
import type {
  GameDetailResponse,
  GameResultView,
  GameStatisticResponse,
  GameSummary,
  LineSport,
} from '@playfield/protocol/sportsbook';
import type { ResultsFilters } from './results.ts';
import { shiftDay } from './results.ts';
import { getSportsbook, getSportsbookOrNull } from './sportsbook-api.server.ts';

type Context = { shell: ShellContext };

export interface MultiPageData {
  /** Games live now, to choose from. */
  live: GameSummary[];
  /** The chosen games still on offer, in the order chosen. */
  chosen: GameDetailResponse[];
}

export async function loadMultiPage(
  context: Context,
  gameIds: readonly number[],
  lang: string,
): Promise<MultiPageData> {
  const [list, ...details] = await Promise.all([
    getSportsbookOrNull(
      context.shell,
      lineGamesEndpoint,
      // The live games to choose from: the largest page the API gives.
      { query: { section: 'live', limit: LINE_GAMES_MAX_LIMIT } },
      lang,
    ),
    ...gameIds.map((id) =>
      getSportsbookOrNull(
        context.shell,
        gameDetailEndpoint,
        { params: { gameId: String(id) } },
        lang,
      ),
    ),
  ]);
  return {
    live: list?.games ?? [],
    chosen: details.filter((detail): detail is GameDetailResponse => detail !== null),
  };
}

export interface ResultsPageData {
  date: string;
  results: GameResultView[];
  sports: LineSport[];
  failed: boolean;
  /** The results cover several days (a championship's recent results): rows show the date. */
  spansDays: boolean;
}

/** Results of a day (type live or zone), with the sports for the filter. */
export async function loadResultsPage(
  context: Context,
  type: 'live' | 'zone',
  filters: ResultsFilters,
  lang: string,
  champId?: number,
): Promise<ResultsPageData> {
  const [results, sports] = await Promise.all([
    getSportsbookOrNull(
      context.shell,
      resultsEndpoint,
      {
        query: {
          type,
          champId: champId || undefined,
          date: filters.date ?? undefined,
          sportId: filters.sportId || undefined,
        },
      },
      lang,
    ),
    getSportsbookOrNull(context.shell, lineSportsEndpoint, { query: { section: 'line' } }, lang),
  ]);
  const list = results?.results ?? [];
  return {
    date: results?.date ?? filters.date ?? new Date().toISOString().slice(0, 10),
    // The API narrows by championship; the filter here keeps the page right if it does not.
    results: champId ? list.filter((result) => result.champId === champId) : list,
    sports: sports?.sports ?? [],
    failed: results === null,
    spansDays: false,
  };
}

/** Days of results a championship page shows when no day is chosen: today and the two before. */
const CHAMP_DAYS = 3;

/**
 * One championship's results (spec §2 `champs/{champId}`): the chosen day, or the last days the
 * sportsbook keeps when none is chosen. An unknown championship is the page's 404.
 */
export async function loadChampResults(
  context: Context,
  champId: number,
  filters: ResultsFilters,
  lang: string,
): Promise<ResultsPageData> {
  const today = new Date().toISOString().slice(0, 10);
  const days = filters.date
    ? [filters.date]
    : Array.from({ length: CHAMP_DAYS }, (_, i) => shiftDay(today, -i));
  const answers = await Promise.all(
    days.map((date) =>
      getSportsbook(
        context.shell,
        resultsEndpoint,
        { query: { type: 'live', champId, date } },
        lang,
      ),
    ),
  );
  return {
    date: filters.date ?? today,
    results: answers.flatMap((answer) =>
      answer.results.filter((result) => result.champId === champId),
    ),
    sports: [],
    failed: false,
    spansDays: days.length > 1,
  };
}

export interface StatisticPageData {
  statistic: GameStatisticResponse;
  /** The game itself while it is on offer (for its names and a link back), else null. */
  game: GameSummary | null;
}

export async function loadStatisticPage(
  context: Context,
  gameId: number,
  lang: string,
): Promise<StatisticPageData> {
  const [statistic, detail] = await Promise.all([
    getSportsbook(
      context.shell,
      gameStatisticEndpoint,
      { params: { gameId: String(gameId) } },
      lang,
    ),
    getSportsbookOrNull(
      context.shell,
      gameDetailEndpoint,
      { params: { gameId: String(gameId) } },
      lang,
    ),
  ]);
  return { statistic, game: detail?.game ?? null };
}
