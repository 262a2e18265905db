import { describe, expect, it } from 'vitest';
import {
  choiceFor,
  formatPhoneInput,
  maskPlaceholder,
  phoneChoices,
  validPhoneNumber,
} from './phone-input.ts';

const countries = [
  { id: 643, name: 'Russia', country_code: 'RU', tel_code: '7' },
  { id: 276, name: 'Germany', country_code: 'de', tel_code: '+49' },
  { id: 999, name: 'Nowhere', country_code: 'xx', tel_code: '' },
  { id: 68, name: 'Bolivia', country_code: 'BO', tel_code: '00591' },
];
const masks = [
  { CountryId: 643, Mask: '(###) ###-##-##', Min: 10, Max: 10 },
  { CountryId: 276, Mask: '#### ########', Min: 6, Max: 12 },
];

describe('phone choices', () => {
  it('normalises codes (spec §5), joins masks, drops countries without a code, sorts by name', () => {
    const list = phoneChoices(countries, masks, 'en');
    expect(list.map((c) => [c.countryCode, c.telCode])).toEqual([
      ['bo', '+591'],
      ['de', '+49'],
      ['ru', '+7'],
    ]);
    expect(list[2]).toMatchObject({ mask: '(###) ###-##-##', min: 10, max: 10 });
    // No mask from the backend: any 4–14 digits.
    expect(list[0]).toMatchObject({ min: 4, max: 14 });
  });

  it('names countries with the given display name and sorts in that language', () => {
    const names: Record<string, string> = { ru: 'Alemania-first', de: 'Zeta', bo: 'Mid' };
    const list = phoneChoices(countries, masks, 'es', (code, fallback) => names[code] ?? fallback);
    expect(list.map((c) => c.countryCode)).toEqual(['ru', 'bo', 'de']);
  });

  it('picks the site country in any case, else the first entry', () => {
    const list = phoneChoices(countries, masks, 'en');
    expect(choiceFor(list, 'RU')?.telCode).toBe('+7');
    expect(choiceFor(list, 'zz')?.countryCode).toBe('bo');
    expect(choiceFor([], 'ru')).toBeNull();
  });
});

describe('masked number input', () => {
  const ru = { mask: '(###) ###-##-##', min: 10, max: 10 };

  it('lays typed digits into the mask and stops at the maximum', () => {
    expect(formatPhoneInput('916', ru)).toBe('(916');
    expect(formatPhoneInput('9161234567', ru)).toBe('(916) 123-45-67');
    expect(formatPhoneInput('(916) 123-45-67 89', ru)).toBe('(916) 123-45-67');
    expect(formatPhoneInput('abc', ru)).toBe('');
  });

  it('shows the mask as a placeholder', () => {
    expect(maskPlaceholder(ru.mask)).toBe('(000) 000-00-00');
  });

  it('accepts only a number of the allowed length, as digits', () => {
    expect(validPhoneNumber('(916) 123-45-67', ru)).toBe('9161234567');
    expect(validPhoneNumber('916 123 45', ru)).toBeNull();
    expect(validPhoneNumber('', { min: 4, max: 14 })).toBeNull();
  });
});
