import { createHash } from 'node:crypto';

/**
 * Proof of work: find a `nonce` such that SHA-256(`<prefix>:<nonce>`) starts with `difficulty`
 * zero bits. Costs a browser a second or two, a bot the same per attempt, and the server one
 * hash to check. It is the accessible alternative to the image.
 */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    bits += Math.clz32(byte) - 24;
    break;
  }
  return bits;
}

export function powDigest(prefix: string, nonce: string): Uint8Array {
  return createHash('sha256').update(`${prefix}:${nonce}`).digest();
}

export function verifyPow(prefix: string, difficulty: number, nonce: string): boolean {
  if (!/^[0-9a-zA-Z]{1,32}$/.test(nonce)) return false;
  return leadingZeroBits(powDigest(prefix, nonce)) >= difficulty;
}

/** Finds a nonce (for tests and non-browser clients); gives up after `maxTries`. */
export function solvePow(prefix: string, difficulty: number, maxTries = 50_000_000): string | null {
  for (let i = 0; i < maxTries; i++) {
    const nonce = i.toString(36);
    if (leadingZeroBits(powDigest(prefix, nonce)) >= difficulty) return nonce;
  }
  return null;
}
