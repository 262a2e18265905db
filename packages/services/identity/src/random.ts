import type { RandomBytes } from './secrets.ts';

/** A uniform integer in [0, bound) from random bytes (rejection sampling: no modulo bias). */
export function randomInt(random: RandomBytes, bound: number): number {
  if (!Number.isInteger(bound) || bound < 1 || bound > 2 ** 32) {
    throw new RangeError('bound must be an integer in [1, 2^32]');
  }
  const limit = Math.floor(2 ** 32 / bound) * bound;
  for (;;) {
    const bytes = random(4);
    const value =
      ((bytes[0] ?? 0) * 2 ** 24 +
        ((bytes[1] ?? 0) << 16) +
        ((bytes[2] ?? 0) << 8) +
        (bytes[3] ?? 0)) >>>
      0;
    if (value < limit) return value % bound;
  }
}

/** A uniform float in [0, 1) with 32 bits of randomness. */
export function randomUnit(random: RandomBytes): number {
  return randomInt(random, 2 ** 32) / 2 ** 32;
}

/** A string of `length` characters drawn uniformly from `alphabet`. */
export function randomString(random: RandomBytes, alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(random, alphabet.length)];
  return out;
}
