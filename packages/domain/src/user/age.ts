/**
 * Full years between a birth date (`YYYY-MM-DD`) and a moment, on the UTC calendar; null when
 * the date is malformed, not a real day, or in the future.
 */
export function ageInYears(birthDate: string, now: number): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const born = new Date(Date.UTC(y, m - 1, d));
  if (born.getUTCFullYear() !== y || born.getUTCMonth() !== m - 1 || born.getUTCDate() !== d) {
    return null;
  }
  const today = new Date(now);
  if (born.getTime() > now) return null;
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() < m - 1 || (today.getUTCMonth() === m - 1 && today.getUTCDate() < d);
  if (beforeBirthday) age--;
  return age;
}

/** True when the person is at least `minAge` full years old; a bad date never passes. */
export function isOldEnough(birthDate: string, minAge: number, now: number): boolean {
  const age = ageInYears(birthDate, now);
  return age !== null && age >= minAge;
}
