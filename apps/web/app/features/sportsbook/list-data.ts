// What a betting list page renders (shared by its server loader and its components).
import type { GameSummary, LineChamp, LineSport } from '@playfield/protocol/sportsbook';
import type { BettingBase, BettingPathParts, TimeFilterId } from './betting-path.ts';

/**
 * Games one page shows at first; "show more" asks for the next batch. 30 rows fill a phone's
 * first screens several times over; more only cost a phone hydration and memory (issue 13).
 */
export const LIST_PAGE_SIZE = 30;
/** The most games one page shows. */
export const LIST_MAX = 600;

export interface ListPageData {
  base: BettingBase;
  parts: BettingPathParts;
  timeFilter: TimeFilterId;
  /** Sports with games in the section (cyber pages: the cyber sports only). */
  sports: LineSport[];
  sport: LineSport | null;
  /** Championships of the chosen sport in the section. */
  champs: LineChamp[];
  champ: LineChamp | null;
  games: GameSummary[];
  /** Games the API listed, before the page's limit. */
  total: number;
  limit: number;
}

/** The page's game limit from `?limit=` (a multiple of the page size, within bounds). */
export function readLimit(search: URLSearchParams): number {
  const asked = Number(search.get('limit'));
  if (!Number.isInteger(asked) || asked <= LIST_PAGE_SIZE) return LIST_PAGE_SIZE;
  return Math.min(LIST_MAX, Math.ceil(asked / LIST_PAGE_SIZE) * LIST_PAGE_SIZE);
}
