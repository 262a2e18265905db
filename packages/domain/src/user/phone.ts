/**
 * Phone rules of spec §3 ("Phone country", "Phone mask") and §5 ("Phone country codes
 * normalised: leading + enforced, country code lower-cased").
 */

/** A phone country as the phone-countries call returns it. */
export interface PhoneCountry {
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2, lower-case after normalisation. */
  country_code: string;
  /** Dialling code with a leading `+` after normalisation, e.g. `+7`. */
  tel_code: string;
}

/** A phone mask: digits of the national number allowed for a country. */
export interface PhoneMask {
  CountryId: number;
  /** Display mask, `#` standing for a digit, e.g. `(###) ###-##-##`. */
  Mask: string;
  Min: number;
  Max: number;
}

/** `7`, ` +7 `, `007` → `+7`; anything without digits → empty string. */
export function normalizeTelCode(value: string): string {
  const digits = value.replace(/\D/g, '').replace(/^00/, '');
  return digits === '' ? '' : `+${digits}`;
}

/** Country codes are compared and stored lower-case: `RU` → `ru`. */
export function normalizeCountryCode(value: string): string {
  return value.trim().toLowerCase();
}

/** A phone country with its tel code and country code normalised. */
export function normalizePhoneCountry(country: PhoneCountry): PhoneCountry {
  return {
    ...country,
    country_code: normalizeCountryCode(country.country_code),
    tel_code: normalizeTelCode(country.tel_code),
  };
}

/** The national number as digits only (spaces, dashes, brackets and dots removed). */
export function normalizePhoneNumber(value: string): string {
  return value.replace(/\D/g, '');
}

/** True when a national number (digits) has a length the mask allows. */
export function fitsPhoneMask(number: string, mask: Pick<PhoneMask, 'Min' | 'Max'>): boolean {
  const digits = normalizePhoneNumber(number);
  return digits.length >= mask.Min && digits.length <= mask.Max;
}

/** Formats digits into a mask (`#` per digit); extra digits are appended, missing ones cut. */
export function applyPhoneMask(number: string, mask: string): string {
  const digits = normalizePhoneNumber(number);
  let i = 0;
  let out = '';
  for (const ch of mask) {
    if (i >= digits.length) break;
    if (ch === '#') out += digits[i++];
    else out += ch;
  }
  return out + digits.slice(i);
}

/** The full international number `+<code><number>`, e.g. `+79161234567`. */
export function internationalPhone(telCode: string, number: string): string {
  return `${normalizeTelCode(telCode)}${normalizePhoneNumber(number)}`;
}

/**
 * Splits a login such as `+7 916 123-45-67` into tel code and national number by the longest
 * known tel code that prefixes it; null when no known code matches.
 */
export function splitInternationalPhone(
  value: string,
  telCodes: readonly string[],
): { telCode: string; number: string } | null {
  const digits = normalizePhoneNumber(value);
  const codes = telCodes
    .map((c) => normalizeTelCode(c).slice(1))
    .filter((c) => c !== '')
    .sort((a, b) => b.length - a.length);
  const code = codes.find((c) => digits.startsWith(c) && digits.length > c.length);
  return code ? { telCode: `+${code}`, number: digits.slice(code.length) } : null;
}
