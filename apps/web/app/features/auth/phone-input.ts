import type { PhoneCountry, PhoneMask } from '@playfield/domain/user';
import {
  applyPhoneMask,
  fitsPhoneMask,
  normalizeCountryCode,
  normalizePhoneCountry,
  normalizePhoneNumber,
} from '@playfield/domain/user';

/** One entry of the phone input's country list: the country, its dialling code and mask. */
export interface PhoneChoice {
  /** Lower-case ISO 3166-1 alpha-2 (spec §5). */
  countryCode: string;
  /** `+7` (spec §5: the leading `+` enforced). */
  telCode: string;
  name: string;
  mask: string;
  min: number;
  max: number;
}

/** Used when the backend has no mask for a country: any 4–14 digits. */
const FALLBACK_MASK = { Mask: '##############', Min: 4, Max: 14 };

/**
 * Joins `GET /web-api/auth/phone-countries` into the input's list: each country normalised
 * (spec §5), with its mask, named by `displayName` when given, sorted by name in `locale`.
 * Countries without a dialling code are left out; a number cannot be typed for them.
 */
export function phoneChoices(
  countries: readonly PhoneCountry[],
  masks: readonly PhoneMask[],
  locale: string,
  displayName: (countryCode: string, fallback: string) => string = (_, fallback) => fallback,
): PhoneChoice[] {
  const byId = new Map(masks.map((m) => [m.CountryId, m]));
  return countries
    .map(normalizePhoneCountry)
    .filter((c) => c.tel_code !== '' && c.country_code !== '')
    .map((c) => {
      const mask = byId.get(c.id) ?? FALLBACK_MASK;
      return {
        countryCode: c.country_code,
        telCode: c.tel_code,
        name: displayName(c.country_code, c.name),
        mask: mask.Mask,
        min: mask.Min,
        max: mask.Max,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** The choice for `countryCode` (any case), else the first one, else null. */
export function choiceFor(
  choices: readonly PhoneChoice[],
  countryCode: string | null | undefined,
): PhoneChoice | null {
  const wanted = countryCode ? normalizeCountryCode(countryCode) : '';
  return choices.find((c) => c.countryCode === wanted) ?? choices[0] ?? null;
}

/**
 * What the number box shows while typing: the digits typed (at most the mask's maximum)
 * laid out in the mask, so `9161234567` reads `(916) 123-45-67`.
 */
export function formatPhoneInput(typed: string, choice: Pick<PhoneChoice, 'mask' | 'max'>): string {
  const digits = normalizePhoneNumber(typed).slice(0, choice.max);
  return applyPhoneMask(digits, choice.mask);
}

/** A placeholder from the mask: `(###) ###-##-##` → `(000) 000-00-00`. */
export function maskPlaceholder(mask: string): string {
  return mask.replace(/#/g, '0');
}

/** The national number's digits when they fit the country's mask, else null. */
export function validPhoneNumber(
  typed: string,
  choice: Pick<PhoneChoice, 'min' | 'max'>,
): string | null {
  const digits = normalizePhoneNumber(typed);
  return fitsPhoneMask(digits, { Min: choice.min, Max: choice.max }) ? digits : null;
}
