/**
 * Sportsbook display preferences a visitor keeps in cookies, read by the server before it
 * renders so the first paint already shows the chosen odds format and list view (spec §3
 * "Global user and display state": coefViewId, appViewType, compact view, group by country;
 * §9 cookie names `app_view_type`, `isChampsGroupedByCountry`). Pure parsing with safe
 * defaults: a cookie is user input and a bad value must never break a page.
 */
import { isCoefFormatId } from './odds/formats.ts';
import type { CoefFormatId } from './odds/formats.ts';

/** 0 European (one row per game), 1 Asian (handicap and total columns beside the winner). */
export type AppViewType = 0 | 1;

/** Market and outcome labels: the API's `short` label ("1", "Over") or its full `name` (spec §3 marketsNameType). */
export type MarketsNameType = 'short' | 'full';

/** Cookie names of the sportsbook preferences. */
export const SPORTSBOOK_COOKIES = {
  coefFormat: 'coef_view_id',
  viewType: 'app_view_type',
  compact: 'compact_view',
  groupByCountry: 'isChampsGroupedByCountry',
  marketsNameType: 'markets_name_type',
} as const;

export interface SportsbookPreferences {
  /** The odds format chosen, or null when the visitor has not chosen (the site default applies). */
  coefFormat: CoefFormatId | null;
  /** The list view chosen, or null (the site's `defaultBettingView` applies). */
  viewType: AppViewType | null;
  /** One line per game with smaller type. */
  compact: boolean;
  /** Championships in the left menu grouped under their country (spec default: on). */
  groupByCountry: boolean;
  /** Short or full market and outcome labels, or null (the site's default applies). */
  marketsNameType: MarketsNameType | null;
}

/** `coef_view_id` cookie value → a coef format id of spec §3, or null. */
export function parseCoefFormat(value: string | null | undefined): CoefFormatId | null {
  if (value === null || value === undefined || !/^\d{1,2}$/.test(value)) return null;
  const id = Number(value);
  return isCoefFormatId(id) ? id : null;
}

/** `app_view_type` cookie value → 0 European, 1 Asian, or null. */
export function parseViewType(value: string | null | undefined): AppViewType | null {
  if (value === '0') return 0;
  if (value === '1') return 1;
  return null;
}

/** `markets_name_type` cookie value → short or full labels, or null. */
export function parseMarketsNameType(value: string | null | undefined): MarketsNameType | null {
  return value === 'short' || value === 'full' ? value : null;
}

function parseFlag(value: string | null | undefined, fallback: boolean): boolean {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return fallback;
}

/** A boolean preference → its cookie value. */
export function flagCookieValue(on: boolean): '0' | '1' {
  return on ? '1' : '0';
}

/** Reads every sportsbook preference from a cookie lookup. */
export function readSportsbookPreferences(
  cookie: (name: string) => string | null | undefined,
): SportsbookPreferences {
  return {
    coefFormat: parseCoefFormat(cookie(SPORTSBOOK_COOKIES.coefFormat)),
    viewType: parseViewType(cookie(SPORTSBOOK_COOKIES.viewType)),
    compact: parseFlag(cookie(SPORTSBOOK_COOKIES.compact), false),
    groupByCountry: parseFlag(cookie(SPORTSBOOK_COOKIES.groupByCountry), true),
    marketsNameType: parseMarketsNameType(cookie(SPORTSBOOK_COOKIES.marketsNameType)),
  };
}

/**
 * The odds format a visitor sees: their choice, else the site's format for the page language
 * (`coefFormatByLang`), else for their country (`coefFormatByGeo`), else decimal. Configured
 * ids that are not formats are ignored (spec §5).
 */
export function effectiveCoefFormat(
  chosen: CoefFormatId | null,
  byLang: number | undefined,
  byGeo: number | undefined,
): CoefFormatId {
  if (chosen !== null) return chosen;
  if (isCoefFormatId(byLang)) return byLang;
  if (isCoefFormatId(byGeo)) return byGeo;
  return 0;
}
