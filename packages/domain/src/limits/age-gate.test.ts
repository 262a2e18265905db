import { describe, expect, it } from 'vitest';
import {
  AGE_CONFIRMATION_TTL_MS,
  ageConfirmationValue,
  ageGateShown,
  isAgeConfirmed,
} from './age-gate.ts';

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const ON = { enabled: true, minAge: 18 };

describe('age gate (spec §5)', () => {
  it('is shown when minAge and the flag are set and nothing is stored', () => {
    expect(ageGateShown(ON, null, NOW)).toBe(true);
  });

  it('is not shown without the flag or without a minimum age', () => {
    expect(ageGateShown({ enabled: false, minAge: 18 }, null, NOW)).toBe(false);
    expect(ageGateShown({ enabled: true, minAge: 0 }, null, NOW)).toBe(false);
  });

  it('remembers a confirmation for exactly 3 days (259200000 ms)', () => {
    expect(AGE_CONFIRMATION_TTL_MS).toBe(259_200_000);
    const stored = ageConfirmationValue(NOW);
    expect(stored).toBe(String(NOW + 259_200_000));
    expect(ageGateShown(ON, stored, NOW)).toBe(false);
    expect(ageGateShown(ON, stored, NOW + AGE_CONFIRMATION_TTL_MS - 1)).toBe(false);
    expect(ageGateShown(ON, stored, NOW + AGE_CONFIRMATION_TTL_MS)).toBe(true);
  });

  it('ignores malformed values and expiries further away than one confirmation lasts', () => {
    for (const bad of ['', 'true', '1e20', '-5', ' 123', String(NOW + 0.5)]) {
      expect(isAgeConfirmed(bad, NOW)).toBe(false);
    }
    expect(isAgeConfirmed(String(NOW + AGE_CONFIRMATION_TTL_MS + 1), NOW)).toBe(false);
    expect(isAgeConfirmed(String(NOW - 1), NOW)).toBe(false);
  });
});
