import { useMemo } from 'react';
import { usePhoneCountries } from './use-phone-countries.ts';

/**
 * Currencies an account can be opened in: the site's seeded currencies (packages/db
 * seed-data.ts). The server checks the choice again and answers "Unknown currency" otherwise.
 */
export const REGISTRATION_CURRENCIES = [
  'RUB',
  'USD',
  'EUR',
  'UAH',
  'KZT',
  'TRY',
  'BRL',
  'INR',
  'AZN',
] as const;

export interface CountryOption {
  value: string;
  label: string;
}

/** The country's name in `locale` (Intl), or `fallback`. */
export function regionName(code: string, locale: string, fallback: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Countries of the site (`GET /web-api/auth/phone-countries`), named in the visitor's language. */
export function useCountries(locale: string): CountryOption[] {
  const answer = usePhoneCountries();
  return useMemo(
    () =>
      (answer?.countries ?? [])
        .map((c) => {
          const value = c.country_code.toLowerCase();
          return { value, label: regionName(value, locale, c.name) };
        })
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [answer, locale],
  );
}

/** Currency options named in the visitor's language (code first, so "RUB — Russian ruble"). */
export function currencyOptions(locale: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'currency' });
  } catch {
    names = null;
  }
  return REGISTRATION_CURRENCIES.map((code) => ({
    value: code,
    label: names ? `${code} — ${names.of(code) ?? code}` : code,
  }));
}
