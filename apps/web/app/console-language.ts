// The operator console's own language (issue 15): English or Russian, chosen by its switch and
// remembered in a cookie of its own, apart from the site's `lng`. Console pages have no
// language prefix, so the root loader asks this for their `<html lang>`.

export const CONSOLE_LANGUAGE_COOKIE = 'pf_console_lng';
export const CONSOLE_LANGUAGES = ['en', 'ru'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

/** True for the console's pages and their data requests (`/console/audit.data`). */
export function isConsolePath(pathname: string): boolean {
  return (
    pathname === '/console' || pathname.startsWith('/console/') || pathname === '/console.data'
  );
}

/** The cookie's language, English when it is missing or not one of the console's. */
export function consoleLanguage(cookieValue: string | null | undefined): ConsoleLanguage {
  return cookieValue === 'ru' ? 'ru' : 'en';
}
