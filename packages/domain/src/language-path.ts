/**
 * The same page in another language: the two-letter prefix of a path is swapped, the rest of
 * the path kept (spec §2: every route carries the language as its first segment).
 */

const PREFIX = /^\/[a-z]{2}(?=\/|$)/;

/** `/en/line/football` → `/de/line/football`; a path without a prefix gets one. */
export function withLanguage(pathname: string, lang: string): string {
  const rest = PREFIX.test(pathname) ? pathname.replace(PREFIX, '') : pathname;
  const tail = rest === '/' ? '' : rest;
  return `/${lang}${tail}`;
}

/** The path after the language prefix (`/en/line` → `/line`, `/en` → ``). */
export function pathWithoutLanguage(pathname: string): string {
  const rest = pathname.replace(PREFIX, '');
  return rest === '/' ? '' : rest;
}
