/** Metadata of every language the product ships. */
export interface LanguageInfo {
  code: string;
  /** The language's own name, as shown in the language switcher. */
  nativeName: string;
  /** BCP 47 locale used for Intl formatting. */
  locale: string;
  dir: 'ltr' | 'rtl';
}

export const LANGUAGES: readonly LanguageInfo[] = [
  { code: 'ru', nativeName: 'Русский', locale: 'ru-RU', dir: 'ltr' },
  { code: 'en', nativeName: 'English', locale: 'en-GB', dir: 'ltr' },
  { code: 'uk', nativeName: 'Українська', locale: 'uk-UA', dir: 'ltr' },
  { code: 'kk', nativeName: 'Қазақша', locale: 'kk-KZ', dir: 'ltr' },
  { code: 'az', nativeName: 'Azərbaycanca', locale: 'az-Latn-AZ', dir: 'ltr' },
  { code: 'tr', nativeName: 'Türkçe', locale: 'tr-TR', dir: 'ltr' },
  { code: 'es', nativeName: 'Español', locale: 'es-ES', dir: 'ltr' },
  { code: 'pt', nativeName: 'Português', locale: 'pt-BR', dir: 'ltr' },
  { code: 'de', nativeName: 'Deutsch', locale: 'de-DE', dir: 'ltr' },
  { code: 'fr', nativeName: 'Français', locale: 'fr-FR', dir: 'ltr' },
  { code: 'ar', nativeName: 'العربية', locale: 'ar', dir: 'rtl' },
];

export function languageInfo(code: string): LanguageInfo {
  return LANGUAGES.find((l) => l.code === code) ?? (LANGUAGES[1] as LanguageInfo);
}
