// The public entry of @playfield/i18n. Named exports only; one line per module.
export { dictionaryIds, interpolate, pickDictionaries, translate } from './translate.ts';
export type { Messages, Params } from './translate.ts';
export { dictionaryOf } from './catalog.ts';
export type { Catalog, MessageKey } from './catalog.ts';
export { CATALOGS } from './catalogs.ts';
export { LANGUAGES, languageInfo } from './languages.ts';
export type { LanguageInfo } from './languages.ts';
export {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatTime,
  toTimeZone,
} from './format.ts';
export type { FormatOptions } from './format.ts';
