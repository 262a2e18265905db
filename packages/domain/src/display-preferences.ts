/**
 * Display preferences a visitor keeps in cookies (spec §3 "Global user and display state",
 * §9 cookie names): colour theme (`appTheme`, 0 light / 1 dark), time zone as an hour offset
 * from UTC (`tzo`, default 3) and the twelve-hour clock (`is12h`). Pure parsing with safe
 * defaults: a cookie is user input and a bad value must never break a page.
 */

export type ThemeName = 'light' | 'dark';

/** Cookie names of the display preferences. */
export const DISPLAY_COOKIES = { theme: 'appTheme', timeZone: 'tzo', hour12: 'is12h' } as const;

/** Time zone offset (hours from UTC) used when the visitor has not chosen one. */
export const DEFAULT_TIME_ZONE_OFFSET = 3;

export interface DisplayPreferences {
  /** The stored theme, or null when the visitor has not chosen (follow the system). */
  theme: ThemeName | null;
  /** Whole hours from UTC, −12…+14. */
  timeZoneOffset: number;
  /** Twelve-hour clock, or null when not chosen (the site's default clock applies). */
  hour12: boolean | null;
}

/** `appTheme` cookie value → theme; anything but "0" or "1" means "not chosen". */
export function parseTheme(value: string | null | undefined): ThemeName | null {
  if (value === '1') return 'dark';
  if (value === '0') return 'light';
  return null;
}

/** Theme → the `appTheme` cookie value. */
export function themeCookieValue(theme: ThemeName): '0' | '1' {
  return theme === 'dark' ? '1' : '0';
}

/** `tzo` cookie value → whole-hour offset; malformed or out-of-range values fall back to +3. */
export function parseTimeZoneOffset(value: string | null | undefined): number {
  if (value === null || value === undefined || !/^[+-]?\d{1,2}$/.test(value.trim())) {
    return DEFAULT_TIME_ZONE_OFFSET;
  }
  const offset = Number(value.trim());
  return offset >= -12 && offset <= 14 ? offset : DEFAULT_TIME_ZONE_OFFSET;
}

/** `is12h` cookie value → twelve-hour clock ("1"/"true"), 24-hour ("0"/"false"), or null. */
export function parseHour12(value: string | null | undefined): boolean | null {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return null;
}

/** Reads every display preference from a cookie lookup. */
export function readDisplayPreferences(
  cookie: (name: string) => string | null | undefined,
): DisplayPreferences {
  return {
    theme: parseTheme(cookie(DISPLAY_COOKIES.theme)),
    timeZoneOffset: parseTimeZoneOffset(cookie(DISPLAY_COOKIES.timeZone)),
    hour12: parseHour12(cookie(DISPLAY_COOKIES.hour12)),
  };
}

/** Formats an hour offset the way a visitor reads it: `UTC+3`, `UTC−5`, `UTC`. */
export function formatUtcOffset(offset: number): string {
  if (offset === 0) return 'UTC';
  return `UTC${offset > 0 ? '+' : '\u2212'}${Math.abs(offset)}`;
}
