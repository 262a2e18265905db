// What a betting list page renders (shared by its server loader and its components).
import type { GameSummary, LineChamp, LineSport } from '@playfield/protocol/sportsbook';
import type { BettingBase, BettingPathParts, TimeFilterId } from './betting-path.ts';

/**
 * Games one page shows at first; "show more" asks for the next batch. 20 rows fill a phone's
 * first three screens; more only cost a phone parsing, layout and hydration before it answers
 * a tap (issue 13: with 30, `/en/live`'s blocking time stayed above its 200 ms target).
 */
export const LIST_PAGE_SIZE = 20;
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
