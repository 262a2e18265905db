import { checkPassword } from './passwords.ts';
import { randomString } from './random.ts';
import type { RandomBytes } from './secrets.ts';

// No look-alike characters (0/O, 1/l/I): players copy these by hand from the screen.
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/**
 * A strong password for one-click and phone registration: 12 characters with lower- and
 * upper-case letters and digits (about 70 bits), shown to the player once.
 */
export function generatePassword(random: RandomBytes): string {
  for (;;) {
    const candidate = randomString(random, LOWER + UPPER + DIGITS, 12);
    const mixed = /[a-z]/.test(candidate) && /[A-Z]/.test(candidate) && /[2-9]/.test(candidate);
    if (mixed && checkPassword(candidate) === null) return candidate;
  }
}
