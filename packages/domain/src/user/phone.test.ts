import { describe, expect, it } from 'vitest';
import {
  applyPhoneMask,
  fitsPhoneMask,
  internationalPhone,
  normalizeCountryCode,
  normalizePhoneCountry,
  normalizePhoneNumber,
  normalizeTelCode,
  splitInternationalPhone,
} from './phone.ts';

describe('phone normalisation (spec §5)', () => {
  it('enforces a leading + on tel codes', () => {
    expect(normalizeTelCode('7')).toBe('+7');
    expect(normalizeTelCode('+380')).toBe('+380');
    expect(normalizeTelCode(' 0049 ')).toBe('+49');
    expect(normalizeTelCode('abc')).toBe('');
  });
  it('lower-cases country codes', () => {
    expect(normalizeCountryCode(' RU ')).toBe('ru');
    expect(
      normalizePhoneCountry({ id: 1, name: 'Russia', country_code: 'RU', tel_code: '7' }),
    ).toEqual({ id: 1, name: 'Russia', country_code: 'ru', tel_code: '+7' });
  });
  it('keeps only digits of a national number', () => {
    expect(normalizePhoneNumber('(916) 123-45.67')).toBe('9161234567');
    expect(internationalPhone('7', '916 123 45 67')).toBe('+79161234567');
  });
  it('checks length against the mask and formats with it', () => {
    expect(fitsPhoneMask('916 123 45 67', { Min: 10, Max: 10 })).toBe(true);
    expect(fitsPhoneMask('916 123 45', { Min: 10, Max: 10 })).toBe(false);
    expect(applyPhoneMask('9161234567', '(###) ###-##-##')).toBe('(916) 123-45-67');
    expect(applyPhoneMask('91612', '(###) ###-##-##')).toBe('(916) 12');
  });
  it('splits an international number by the longest known code', () => {
    expect(splitInternationalPhone('+380 50 123 4567', ['+7', '+380', '+38'])).toEqual({
      telCode: '+380',
      number: '501234567',
    });
    expect(splitInternationalPhone('+1 555', ['+7'])).toBe(null);
  });
});
