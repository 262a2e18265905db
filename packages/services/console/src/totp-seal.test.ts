import { describe, expect, it } from 'vitest';
import { deriveTotpKey, isSealed, openTotpSeed, sealTotpSeed } from './totp-seal.ts';

const SEED = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const key = deriveTotpKey('a site secret of at least thirty-two characters');

describe('sealed TOTP seeds', () => {
  it('round-trips in the v1:<iv>:<tag>:<ciphertext> base64url format, a fresh IV each time', () => {
    const sealed = sealTotpSeed(key, SEED);
    expect(sealed).toMatch(/^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(SEED);
    expect(isSealed(sealed)).toBe(true);
    expect(openTotpSeed(key, sealed)).toBe(SEED);
    expect(sealTotpSeed(key, SEED)).not.toBe(sealed);
  });

  it('derives the same key from the same secret and another from another', () => {
    const sealed = sealTotpSeed(key, SEED);
    expect(
      openTotpSeed(deriveTotpKey('a site secret of at least thirty-two characters'), sealed),
    ).toBe(SEED);
    expect(() =>
      openTotpSeed(deriveTotpKey('another site secret of thirty-two characters'), sealed),
    ).toThrow(/does not open with this site secret/);
  });

  it('refuses a tampered tag, IV or ciphertext', () => {
    const [version, iv, tag, ciphertext] = sealTotpSeed(key, SEED).split(':') as [
      string,
      string,
      string,
      string,
    ];
    const flip = (text: string) => {
      const bytes = Buffer.from(text, 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      return bytes.toString('base64url');
    };
    expect(() => openTotpSeed(key, [version, iv, flip(tag), ciphertext].join(':'))).toThrow();
    expect(() => openTotpSeed(key, [version, flip(iv), tag, ciphertext].join(':'))).toThrow();
    expect(() => openTotpSeed(key, [version, iv, tag, flip(ciphertext)].join(':'))).toThrow();
    expect(() => openTotpSeed(key, [version, iv, tag].join(':'))).toThrow(/malformed/);
  });

  it('reads a plain base32 seed of an older install as is', () => {
    expect(isSealed(SEED)).toBe(false);
    expect(openTotpSeed(key, SEED)).toBe(SEED);
  });
});
