/**
 * Seeded, splittable pseudo-random numbers. The simulator never calls Math.random: every
 * stream is derived from one seed, so the same seed and the same clock give the same world.
 */

/** Uniform numbers in [0, 1); `fork` derives an independent deterministic stream by label. */
export interface RandomSource {
  next(): number;
  fork(label: string | number): RandomSource;
}

/** FNV-1a over the label's characters, so string and number labels both hash stably. */
function hashLabel(label: string | number): number {
  const text = String(label);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A 32-bit avalanche mix (murmur3 finaliser): nearby seeds give unrelated states. */
function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * A sfc32 generator seeded from `seed` (any finite number). Small, fast and good enough for
 * simulation; not for cryptography.
 */
export function createSeededRandom(seed: number): RandomSource {
  const base = mix32(Math.floor(Math.abs(seed)) ^ (seed < 0 ? 0x9e3779b9 : 0));
  let a = mix32(base ^ 0x243f6a88);
  let b = mix32(base ^ 0x85a308d3);
  let c = mix32(base ^ 0x13198a2e);
  let d = 1;
  function next(): number {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  }
  // Warm up so the first outputs do not echo the seed mixing.
  for (let i = 0; i < 12; i += 1) next();
  return {
    next,
    fork(label) {
      return createSeededRandom(mix32(base ^ hashLabel(label)) ^ mix32(hashLabel(label) + 1));
    },
  };
}

/** An integer in [min, max], both inclusive. */
export function randomInt(random: RandomSource, min: number, max: number): number {
  return min + Math.floor(random.next() * (max - min + 1));
}

/** One element of a non-empty list. */
export function pick<T>(random: RandomSource, items: readonly T[]): T {
  const item = items[Math.floor(random.next() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** A standard normal draw (Box–Muller). */
export function randomNormal(random: RandomSource): number {
  const u = 1 - random.next();
  const v = random.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** A Poisson draw; inversion for small means, a rounded normal for large ones. */
export function randomPoisson(random: RandomSource, mean: number): number {
  if (mean <= 0) return 0;
  if (mean > 40) return Math.max(0, Math.round(mean + Math.sqrt(mean) * randomNormal(random)));
  let k = 0;
  let p = Math.exp(-mean);
  let cumulative = p;
  const u = random.next();
  while (u > cumulative && k < 200) {
    k += 1;
    p *= mean / k;
    cumulative += p;
  }
  return k;
}

/** A Fisher–Yates shuffled copy. */
export function shuffled<T>(random: RandomSource, items: readonly T[]): T[] {
  const copy = items.slice();
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random.next() * (i + 1));
    const tmp = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = tmp;
  }
  return copy;
}
