import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createKeyRing,
  decryptSecret,
  encryptSecret,
  safeEqual,
  signPayload,
  verifyPayload,
} from './secrets.ts';

const ring = createKeyRing('x'.repeat(40));

describe('key ring', () => {
  it('refuses a short secret and derives distinct keys per purpose', () => {
    expect(() => createKeyRing('short')).toThrow();
    expect(ring.key('captcha').equals(ring.key('bearer-token'))).toBe(false);
    expect(ring.key('captcha').equals(createKeyRing('x'.repeat(40)).key('captcha'))).toBe(true);
  });
});

describe('signed payloads', () => {
  it('round-trip and reject tampering or another purpose key', () => {
    const token = signPayload(ring.key('captcha'), { id: 'a', exp: 5 });
    expect(verifyPayload(ring.key('captcha'), token)).toEqual({ id: 'a', exp: 5 });
    expect(verifyPayload(ring.key('bearer-token'), token)).toBe(null);
    const [body, mac] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ id: 'b', exp: 5 })).toString('base64url');
    expect(verifyPayload(ring.key('captcha'), `${forged}.${mac}`)).toBe(null);
    expect(verifyPayload(ring.key('captcha'), `${body}.`)).toBe(null);
    expect(verifyPayload(ring.key('captcha'), 'garbage')).toBe(null);
  });
});

describe('sealed secrets', () => {
  it('decrypt to the original and fail when altered', () => {
    const secret = Uint8Array.from([1, 2, 3, 4, 5]);
    const sealed = encryptSecret(ring.key('two-factor-secret'), secret, randomBytes);
    expect(decryptSecret(ring.key('two-factor-secret'), sealed)).toEqual(secret);
    const flipped = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'B' : 'A') + sealed.slice(-1);
    expect(() => decryptSecret(ring.key('two-factor-secret'), flipped)).toThrow();
  });
});

describe('safeEqual', () => {
  it('compares by value', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
