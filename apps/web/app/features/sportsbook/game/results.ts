// Results pages' pure parts: the filters in the URL, the day before and after, and finished
// games gathered by sport and championship for display.
import type { GameResultView } from '@playfield/protocol/sportsbook';

export interface ResultsFilters {
  /** YYYY-MM-DD, or null for the API's default (today). */
  date: string | null;
  sportId: number | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function validDay(value: string | null): string | null {
  if (!value || !DAY.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value ? null : value;
}

/** `?date=&sportId=` as the results pages read them; anything malformed is left out. */
export function readResultsFilters(search: URLSearchParams): ResultsFilters {
  const sport = Number(search.get('sportId'));
  return {
    date: validDay(search.get('date')),
    sportId: Number.isSafeInteger(sport) && sport > 0 ? sport : null,
  };
}

/** The query string of a results API call or page link ('' when nothing is set). */
export function resultsQuery(filters: ResultsFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (filters.date) params.set('date', filters.date);
  if (filters.sportId) params.set('sportId', String(filters.sportId));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The day `days` after `day` (YYYY-MM-DD, UTC calendar). */
export function shiftDay(day: string, days: number): string {
  const time = Date.parse(`${day}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

export interface ResultsChamp {
  champId: number;
  champName: string;
  sportId: number;
  sportName: string;
  results: GameResultView[];
}

/**
 * Results by championship, championships by sport name then name, games by start time, so a
 * day reads like a newspaper's results page.
 */
export function groupResults(results: readonly GameResultView[]): ResultsChamp[] {
  const byChamp = new Map<number, ResultsChamp>();
  for (const result of results) {
    let champ = byChamp.get(result.champId);
    if (!champ) {
      champ = {
        champId: result.champId,
        champName: result.champName,
        sportId: result.sportId,
        sportName: result.sportName,
        results: [],
      };
      byChamp.set(result.champId, champ);
    }
    champ.results.push(result);
  }
  const champs = [...byChamp.values()];
  for (const champ of champs) {
    champ.results.sort((a, b) => a.startsAt - b.startsAt || a.gameId - b.gameId);
  }
  return champs.sort(
    (a, b) =>
      a.sportName.localeCompare(b.sportName) ||
      a.champName.localeCompare(b.champName) ||
      a.champId - b.champId,
  );
}
