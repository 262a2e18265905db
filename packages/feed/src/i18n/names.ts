/** A name in every site language, written in the order of SITE_LANGUAGES. */
import type { SiteLanguage } from '@playfield/domain/language';

export type Names = Readonly<Record<SiteLanguage, string>>;

/** Builds a name from the 11 site languages in SITE_LANGUAGES order (ru en uk kk az tr es pt de fr ar). */
export function names(
  ru: string,
  en: string,
  uk: string,
  kk: string,
  az: string,
  tr: string,
  es: string,
  pt: string,
  de: string,
  fr: string,
  ar: string,
): Names {
  return { ru, en, uk, kk, az, tr, es, pt, de, fr, ar };
}

/** The same text in every language (brand names such as "Dota 2"). */
export function same(text: string): Names {
  return names(text, text, text, text, text, text, text, text, text, text, text);
}
