// The public entry of @playfield/domain. Named exports only (no `export *`): add a line per
// module, keeping this list sorted by module.
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
