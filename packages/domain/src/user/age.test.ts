import { describe, expect, it } from 'vitest';
import { ageInYears, isOldEnough } from './age.ts';

const at = (iso: string) => Date.parse(`${iso}T12:00:00Z`);

describe('ageInYears', () => {
  it('counts full years, turning on the birthday', () => {
    expect(ageInYears('2008-05-10', at('2026-05-09'))).toBe(17);
    expect(ageInYears('2008-05-10', at('2026-05-10'))).toBe(18);
    expect(ageInYears('2000-02-29', at('2026-02-28'))).toBe(25);
    expect(ageInYears('2000-02-29', at('2026-03-01'))).toBe(26);
  });
  it('refuses malformed, impossible and future dates', () => {
    expect(ageInYears('2001-02-30', at('2026-01-01'))).toBe(null);
    expect(ageInYears('10.05.2001', at('2026-01-01'))).toBe(null);
    expect(ageInYears('2030-01-01', at('2026-01-01'))).toBe(null);
  });
});

describe('isOldEnough', () => {
  it('applies the minimum age', () => {
    expect(isOldEnough('2008-05-10', 18, at('2026-05-10'))).toBe(true);
    expect(isOldEnough('2008-05-11', 18, at('2026-05-10'))).toBe(false);
    expect(isOldEnough('garbage', 0, at('2026-05-10'))).toBe(false);
  });
});
