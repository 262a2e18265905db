/**
 * Language routing rules of spec §2: every route may carry a two-letter lowercase prefix;
 * a missing or disallowed prefix redirects to the same path with an allowed language and the
 * same query. Choice order: path, cookie, browser languages (when the option is on), the
 * configured default, English last.
 */

/** Every language the product ships a catalog for. */
export const SITE_LANGUAGES = [
  'ru',
  'en',
  'uk',
  'kk',
  'az',
  'tr',
  'es',
  'pt',
  'de',
  'fr',
  'ar',
] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** Languages written right to left. */
export const RTL_LANGUAGES: readonly SiteLanguage[] = ['ar'];

const LANG_CODE = /^[a-z]{2}$/;

/** True when `value` has the shape of a language prefix (two lowercase ASCII letters). */
export function isLanguageCode(value: string): boolean {
  return LANG_CODE.test(value);
}

export function isSiteLanguage(value: string): value is SiteLanguage {
  return (SITE_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The languages the site allows now: configured ones that have a catalog; else the default,
 * else English.
 */
export function allowedLanguages(config: {
  languages: readonly string[];
  defaultLanguage: string;
}): SiteLanguage[] {
  const allowed = config.languages.filter(isSiteLanguage);
  if (allowed.length > 0) return allowed;
  return isSiteLanguage(config.defaultLanguage) ? [config.defaultLanguage] : ['en'];
}

export function textDirection(lang: string): 'ltr' | 'rtl' {
  return (RTL_LANGUAGES as readonly string[]).includes(lang) ? 'rtl' : 'ltr';
}

const MAX_ACCEPT_LANGUAGE_LENGTH = 1024;
const MAX_ACCEPT_LANGUAGE_ENTRIES = 32;

/**
 * Primary language subtags of an Accept-Language header, best first. Malformed entries are
 * skipped; an overlong header is truncated rather than rejected (it is only a hint).
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const entries = header
    .slice(0, MAX_ACCEPT_LANGUAGE_LENGTH)
    .split(',', MAX_ACCEPT_LANGUAGE_ENTRIES);
  const ranked: { lang: string; q: number; order: number }[] = [];
  entries.forEach((entry, order) => {
    const [tag = '', ...params] = entry.trim().split(';');
    const primary = tag.trim().split('-')[0]?.toLowerCase() ?? '';
    if (!isLanguageCode(primary)) return;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.trim().split('=');
      if (name?.trim() === 'q') {
        const parsed = Number(value);
        q = Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : 0;
      }
    }
    if (q > 0) ranked.push({ lang: primary, q, order });
  });
  ranked.sort((a, b) => b.q - a.q || a.order - b.order);
  return [...new Set(ranked.map((r) => r.lang))];
}

export interface LanguageChoiceInput {
  /** Languages the site allows now (site configuration). */
  allowed: readonly string[];
  /** Configured default language. */
  defaultLanguage: string;
  /** Value of the `lng` cookie, if any. */
  cookie?: string | null;
  /** Raw Accept-Language header. */
  acceptLanguage?: string | null;
  /** Site option: use the browser's languages when nothing is stored. */
  useBrowserLanguage: boolean;
}

/** The language to use when the path does not name an allowed one. */
export function chooseLanguage(input: LanguageChoiceInput): string {
  const { allowed } = input;
  if (input.cookie && allowed.includes(input.cookie)) return input.cookie;
  if (input.useBrowserLanguage) {
    const browser = parseAcceptLanguage(input.acceptLanguage).find((l) => allowed.includes(l));
    if (browser) return browser;
  }
  if (allowed.includes(input.defaultLanguage)) return input.defaultLanguage;
  if (allowed.includes('en')) return 'en';
  return allowed[0] ?? 'en';
}

export type LanguageRouteDecision =
  { kind: 'ok'; lang: string; rest: string } | { kind: 'redirect'; location: string; lang: string };

export interface LanguageRouteInput extends LanguageChoiceInput {
  /** URL pathname, already percent-decoded or not: only the first segment is read. */
  pathname: string;
  /** Query string including the leading `?`, or empty. */
  search: string;
}

/**
 * Decides whether a path carries an allowed language prefix (`ok`, with the rest of the
 * path) or must be redirected to the same path under an allowed language, keeping the query.
 */
export function resolveLanguageRoute(input: LanguageRouteInput): LanguageRouteDecision {
  const { pathname, search } = input;
  const match = /^\/([^/]*)(\/.*)?$/.exec(pathname);
  const first = match?.[1] ?? '';
  const rest = match?.[2] ?? '';
  if (isLanguageCode(first) && input.allowed.includes(first)) {
    return { kind: 'ok', lang: first, rest: rest === '/' ? '' : rest };
  }
  const lang = chooseLanguage(input);
  // A two-letter first segment is a language slot: replace it. Anything else is a path
  // without a prefix: keep it whole. Upper-case codes are read as the language they name.
  const lowered = first.toLowerCase();
  const isSlot = /^[a-zA-Z]{2}$/.test(first);
  const target = isSlot && input.allowed.includes(lowered) ? lowered : lang;
  const tail = isSlot ? rest : first === '' ? rest : `/${first}${rest}`;
  const path = `/${target}${tail === '/' ? '' : tail}`;
  return { kind: 'redirect', location: `${path}${search}`, lang: target };
}
