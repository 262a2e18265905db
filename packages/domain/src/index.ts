// The public entry of @playfield/domain. Named exports only (no `export *`): add a line per
// module, keeping this list sorted by module.
export {
  BLOCK_PAGES,
  blockPageForReason,
  blockRedirectTarget,
  isBlockPage,
} from './block-pages.ts';
export type { BlockPage } from './block-pages.ts';
export { readCookie, serializeCookie } from './cookie-header.ts';
export type { CookieWriteOptions } from './cookie-header.ts';
export {
  DEFAULT_TIME_ZONE_OFFSET,
  DISPLAY_COOKIES,
  formatUtcOffset,
  parseHour12,
  parseTheme,
  parseTimeZoneOffset,
  readDisplayPreferences,
  themeCookieValue,
} from './display-preferences.ts';
export type { DisplayPreferences, ThemeName } from './display-preferences.ts';
export {
  RTL_LANGUAGES,
  SITE_LANGUAGES,
  chooseLanguage,
  isLanguageCode,
  isSiteLanguage,
  parseAcceptLanguage,
  resolveLanguageRoute,
  textDirection,
} from './language.ts';
export type {
  LanguageChoiceInput,
  LanguageRouteDecision,
  LanguageRouteInput,
  SiteLanguage,
} from './language.ts';
