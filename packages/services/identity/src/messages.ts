import { CATALOGS, translate } from '@playfield/i18n';
import type { MessageKey, Params } from '@playfield/i18n';

/** A catalog language for `lang`, else the fallback, else English. */
export function messageLanguage(lang: string | null | undefined, fallback = 'en'): string {
  if (lang && CATALOGS[lang]) return lang;
  return CATALOGS[fallback] ? fallback : 'en';
}

/** The message in the user's language (English when a key is somehow missing). */
export function message(lang: string, key: MessageKey, params?: Params): string {
  const catalog = CATALOGS[messageLanguage(lang)] ?? {};
  return translate(catalog, key, params, CATALOGS.en);
}
