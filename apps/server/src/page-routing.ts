import {
  allowedLanguages,
  chooseLanguage,
  isSiteLanguage,
  resolveLanguageRoute,
} from '@playfield/domain/language';
import type { SiteLanguage } from '@playfield/domain/language';
import type { PublicSiteConfig } from '@playfield/protocol/site-config';

export const LANGUAGE_COOKIE = 'lng';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The part of the site configuration the shell's routing reads. */
export type RoutingConfig = Pick<
  PublicSiteConfig,
  'languages' | 'defaultLanguage' | 'useBrowserLanguage'
>;

export type PageDecision =
  | { kind: 'redirect'; location: string; lang: SiteLanguage; setLanguageCookie: boolean }
  | { kind: 'render'; lang: SiteLanguage; setLanguageCookie: boolean };

export interface PageRequest {
  pathname: string;
  /** Query string with its leading `?`, or empty. */
  search: string;
  /** `lng` cookie value, if any. */
  cookieLanguage: string | null;
  acceptLanguage: string | null;
  /**
   * A browser document request (GET/HEAD of a page). React Router's data requests
   * (`*.data`, `/__manifest`) and form posts are never redirected: the app applies the same
   * rules on client navigation.
   */
  isDocument: boolean;
  config: RoutingConfig;
}

function asSiteLanguage(value: string, fallback: SiteLanguage): SiteLanguage {
  return isSiteLanguage(value) ? value : fallback;
}

/**
 * The operator console's pages (issue 15, decision 035): they have no language prefix (the
 * console has its own English/Russian switch), so neither their documents nor their data
 * requests are redirected to one.
 */
export function isConsolePage(pathname: string): boolean {
  return (
    pathname === '/console' || pathname === '/console.data' || pathname.startsWith('/console/')
  );
}

/**
 * The server-side shell decision for a page request (spec §2): the language prefix rule of
 * `resolveLanguageRoute`. Also says whether the `lng` cookie must be (re)written because it
 * differs from the language in use. Maintenance is decided before, by the edge guards (edge-guards.ts).
 */
export function decidePage(request: PageRequest): PageDecision {
  const { config } = request;
  const allowed = allowedLanguages(config);
  const fallback = allowed[0] ?? 'en';
  if (isConsolePage(request.pathname)) {
    // The console keeps its own language; the site's `lng` cookie is left as it is.
    return {
      kind: 'render',
      lang: asSiteLanguage(config.defaultLanguage, fallback),
      setLanguageCookie: false,
    };
  }
  const route = resolveLanguageRoute({
    pathname: request.pathname,
    search: request.search,
    allowed,
    defaultLanguage: config.defaultLanguage,
    cookie: request.cookieLanguage,
    acceptLanguage: request.acceptLanguage,
    useBrowserLanguage: config.useBrowserLanguage,
  });
  const lang = asSiteLanguage(route.lang, fallback);
  const setLanguageCookie = request.cookieLanguage !== lang;
  if (!request.isDocument) return { kind: 'render', lang, setLanguageCookie: false };
  if (route.kind === 'redirect') {
    return { kind: 'redirect', location: route.location, lang, setLanguageCookie };
  }
  return { kind: 'render', lang, setLanguageCookie };
}

/** Reads the `lng` cookie without parsing (or failing on) the rest of the header. */
export function readLanguageCookie(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  const match = /(?:^|;)\s*lng=([^;]*)/.exec(cookieHeader);
  const value = match?.[1]?.trim().replace(/^"|"$/g, '') ?? '';
  return /^[a-z]{2}$/.test(value) ? value : null;
}

/** `Set-Cookie` value storing the language for a year (readable by the client switcher). */
export function languageCookie(lang: SiteLanguage, secure: boolean): string {
  const parts = [`${LANGUAGE_COOKIE}=${lang}`, 'Path=/', `Max-Age=${ONE_YEAR_S}`, 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** True for React Router's own data and manifest requests (client navigation). */
export function isRouterDataRequest(pathname: string): boolean {
  return pathname.endsWith('.data') || pathname === '/__manifest';
}

/**
 * The language of any request (API or page) for messages: an allowed path prefix, then the
 * `lang` query parameter, the `X-Language` header, the `lng` cookie, the browser's languages
 * when the option is on, the configured default, English last.
 */
export function requestLanguage(input: {
  pathname: string;
  queryLang: string | undefined;
  headerLang: string | undefined;
  cookieHeader: string | undefined;
  acceptLanguage: string | undefined;
  config: RoutingConfig;
}): SiteLanguage {
  const allowed = allowedLanguages(input.config);
  const prefix = /^\/([a-z]{2})(?:\/|$)/.exec(input.pathname)?.[1];
  const explicit = [prefix, input.queryLang, input.headerLang?.trim().toLowerCase()].find(
    (value): value is SiteLanguage =>
      value !== undefined && isSiteLanguage(value) && allowed.includes(value),
  );
  if (explicit) return explicit;
  const chosen = chooseLanguage({
    allowed,
    defaultLanguage: input.config.defaultLanguage,
    cookie: readLanguageCookie(input.cookieHeader),
    acceptLanguage: input.acceptLanguage ?? null,
    useBrowserLanguage: input.config.useBrowserLanguage,
  });
  return isSiteLanguage(chosen) ? chosen : (allowed[0] ?? 'en');
}
