import type { SiteLanguage } from '@playfield/domain/language';

// Reference data written by `seed()`. The seed owns these rows: a change here reaches every
// database on its next seed. Values an operator tunes belong in site configuration instead.

/** A language row. */
export interface SeedLanguage {
  code: SiteLanguage;
  nativeName: string;
  englishName: string;
  locale: string;
  dir: 'ltr' | 'rtl';
}

/** Languages in display order (the order of `SITE_LANGUAGES`). */
export const SEED_LANGUAGES: readonly SeedLanguage[] = [
  { code: 'ru', nativeName: 'Русский', englishName: 'Russian', locale: 'ru-RU', dir: 'ltr' },
  { code: 'en', nativeName: 'English', englishName: 'English', locale: 'en-GB', dir: 'ltr' },
  { code: 'uk', nativeName: 'Українська', englishName: 'Ukrainian', locale: 'uk-UA', dir: 'ltr' },
  { code: 'kk', nativeName: 'Қазақша', englishName: 'Kazakh', locale: 'kk-KZ', dir: 'ltr' },
  {
    code: 'az',
    nativeName: 'Azərbaycanca',
    englishName: 'Azerbaijani',
    locale: 'az-Latn-AZ',
    dir: 'ltr',
  },
  { code: 'tr', nativeName: 'Türkçe', englishName: 'Turkish', locale: 'tr-TR', dir: 'ltr' },
  { code: 'es', nativeName: 'Español', englishName: 'Spanish', locale: 'es-ES', dir: 'ltr' },
  { code: 'pt', nativeName: 'Português', englishName: 'Portuguese', locale: 'pt-BR', dir: 'ltr' },
  { code: 'de', nativeName: 'Deutsch', englishName: 'German', locale: 'de-DE', dir: 'ltr' },
  { code: 'fr', nativeName: 'Français', englishName: 'French', locale: 'fr-FR', dir: 'ltr' },
  { code: 'ar', nativeName: 'العربية', englishName: 'Arabic', locale: 'ar', dir: 'rtl' },
];

/** A currency row; amounts in minor units. */
export interface SeedCurrency {
  code: string;
  numericCode: number;
  minorUnits: number;
  symbol: string;
  englishName: string;
  initialBet: bigint;
  betStep: bigint;
}

/**
 * Currencies with the coupon's initial stake and stake step. RUB, USD, EUR, UAH and KZT follow
 * spec §9 (RUB 150/100, USD and EUR 5/2.5, UAH 50/50, KZT 1000/500); TRY, BRL, INR and AZN are
 * set at a similar real value.
 */
export const SEED_CURRENCIES: readonly SeedCurrency[] = [
  c('RUB', 643, '₽', 'Russian ruble', 15_000n, 10_000n),
  c('USD', 840, '$', 'US dollar', 500n, 250n),
  c('EUR', 978, '€', 'Euro', 500n, 250n),
  c('UAH', 980, '₴', 'Ukrainian hryvnia', 5_000n, 5_000n),
  c('KZT', 398, '₸', 'Kazakhstani tenge', 100_000n, 50_000n),
  c('TRY', 949, '₺', 'Turkish lira', 5_000n, 2_500n),
  c('BRL', 986, 'R$', 'Brazilian real', 1_000n, 500n),
  c('INR', 356, '₹', 'Indian rupee', 10_000n, 5_000n),
  c('AZN', 944, '₼', 'Azerbaijani manat', 500n, 250n),
];

function c(
  code: string,
  numericCode: number,
  symbol: string,
  englishName: string,
  initialBet: bigint,
  betStep: bigint,
): SeedCurrency {
  return { code, numericCode, minorUnits: 2, symbol, englishName, initialBet, betStep };
}

/** A country row. */
export interface SeedCountry {
  code: string;
  numericCode: number;
  /** Names by language: always English and Russian, plus the country's own language. */
  names: Record<string, string>;
  phoneCode: string;
  defaultCurrency: string;
}

/** Countries of the site's markets, each with a seeded currency. */
export const SEED_COUNTRIES: readonly SeedCountry[] = [
  {
    code: 'ru',
    numericCode: 643,
    phoneCode: '+7',
    defaultCurrency: 'RUB',
    names: { en: 'Russia', ru: 'Россия' },
  },
  {
    code: 'ua',
    numericCode: 804,
    phoneCode: '+380',
    defaultCurrency: 'UAH',
    names: { en: 'Ukraine', ru: 'Украина', uk: 'Україна' },
  },
  {
    code: 'kz',
    numericCode: 398,
    phoneCode: '+7',
    defaultCurrency: 'KZT',
    names: { en: 'Kazakhstan', ru: 'Казахстан', kk: 'Қазақстан' },
  },
  {
    code: 'az',
    numericCode: 31,
    phoneCode: '+994',
    defaultCurrency: 'AZN',
    names: { en: 'Azerbaijan', ru: 'Азербайджан', az: 'Azərbaycan' },
  },
  {
    code: 'tr',
    numericCode: 792,
    phoneCode: '+90',
    defaultCurrency: 'TRY',
    names: { en: 'Türkiye', ru: 'Турция', tr: 'Türkiye' },
  },
  {
    code: 'es',
    numericCode: 724,
    phoneCode: '+34',
    defaultCurrency: 'EUR',
    names: { en: 'Spain', ru: 'Испания', es: 'España' },
  },
  {
    code: 'pt',
    numericCode: 620,
    phoneCode: '+351',
    defaultCurrency: 'EUR',
    names: { en: 'Portugal', ru: 'Португалия', pt: 'Portugal' },
  },
  {
    code: 'br',
    numericCode: 76,
    phoneCode: '+55',
    defaultCurrency: 'BRL',
    names: { en: 'Brazil', ru: 'Бразилия', pt: 'Brasil' },
  },
  {
    code: 'de',
    numericCode: 276,
    phoneCode: '+49',
    defaultCurrency: 'EUR',
    names: { en: 'Germany', ru: 'Германия', de: 'Deutschland' },
  },
  {
    code: 'fr',
    numericCode: 250,
    phoneCode: '+33',
    defaultCurrency: 'EUR',
    names: { en: 'France', ru: 'Франция', fr: 'France' },
  },
  {
    code: 'us',
    numericCode: 840,
    phoneCode: '+1',
    defaultCurrency: 'USD',
    names: { en: 'United States', ru: 'США' },
  },
  {
    code: 'in',
    numericCode: 356,
    phoneCode: '+91',
    defaultCurrency: 'INR',
    names: { en: 'India', ru: 'Индия' },
  },
];
