/**
 * The age gate of spec §5 and §9: a blocking warning shown to every visitor while the site sets
 * a minimum age and the feature is on, until the visitor confirms; the confirmation is kept in
 * browser storage for 3 days. Pure rules on an injected clock; the page only reads and writes
 * the stored value.
 */

/** Spec §9: an age confirmation is remembered for 3 days. */
export const AGE_CONFIRMATION_TTL_MS = 259_200_000;

/** Storage key of the age confirmation: the time it expires (ms since epoch). */
export const AGE_CONFIRMATION_STORAGE_KEY = 'pf.ageConfirmedUntil';

/** Where the confirmation is kept: local storage, or session storage on some setups. */
export type AgeGateStorage = 'local' | 'session';

/** The site configuration the age gate reads (spec §3 `minAge` and the feature flag). */
export interface AgeGateConfig {
  /** The feature flag. */
  enabled: boolean;
  /** The minimum age; 0 means the site sets none. */
  minAge: number;
}

/**
 * True while a stored confirmation is in force: a time in the future, no further away than one
 * confirmation lasts (a value written by hand for years ahead does not count).
 */
export function isAgeConfirmed(stored: string | null, now: number): boolean {
  if (stored === null || !/^\d{1,16}$/.test(stored)) return false;
  const until = Number(stored);
  return until > now && until <= now + AGE_CONFIRMATION_TTL_MS;
}

/** True when the gate must be shown: minAge and the flag are set and no confirmation holds. */
export function ageGateShown(config: AgeGateConfig, stored: string | null, now: number): boolean {
  return config.enabled && config.minAge > 0 && !isAgeConfirmed(stored, now);
}

/** The value to store when the visitor confirms at `now`: the confirmation's expiry. */
export function ageConfirmationValue(now: number): string {
  return String(Math.floor(now) + AGE_CONFIRMATION_TTL_MS);
}
