import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, otpauthUri, totp, verifyTotp } from './totp.ts';

const ascii = (s: string) => new TextEncoder().encode(s);
const SHA1_KEY = ascii('12345678901234567890');
const SHA256_KEY = ascii('12345678901234567890123456789012');
const SHA512_KEY = ascii('1234567890123456789012345678901234567890123456789012345678901234');

// RFC 6238 Appendix B: time (s) → 8-digit TOTP for SHA-1, SHA-256, SHA-512.
const VECTORS: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238 test vectors)', () => {
  it.each(VECTORS)('t=%i', (seconds, sha1, sha256, sha512) => {
    const t = seconds * 1000;
    expect(totp(SHA1_KEY, t, { digits: 8 })).toBe(sha1);
    expect(totp(SHA256_KEY, t, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
    expect(totp(SHA512_KEY, t, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
  });
});

describe('HOTP (RFC 4226 Appendix D)', () => {
  it('matches the published values', () => {
    const want = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(want.map((_, i) => hotp(SHA1_KEY, BigInt(i)))).toEqual(want);
  });
});

describe('verifyTotp', () => {
  const now = 1_700_000_000_000;
  it('accepts the current step and one either side, nothing further', () => {
    expect(verifyTotp(SHA1_KEY, totp(SHA1_KEY, now), now)).not.toBe(null);
    expect(verifyTotp(SHA1_KEY, totp(SHA1_KEY, now - 30_000), now)).not.toBe(null);
    expect(verifyTotp(SHA1_KEY, totp(SHA1_KEY, now + 30_000), now)).not.toBe(null);
    expect(verifyTotp(SHA1_KEY, totp(SHA1_KEY, now - 60_000), now)).toBe(null);
    expect(verifyTotp(SHA1_KEY, totp(SHA1_KEY, now + 60_000), now)).toBe(null);
  });
  it('refuses a step already used, and malformed codes', () => {
    const step = verifyTotp(SHA1_KEY, totp(SHA1_KEY, now), now);
    expect(step).not.toBe(null);
    expect(verifyTotp(SHA1_KEY, totp(SHA1_KEY, now), now, { lastUsedStep: step })).toBe(null);
    expect(verifyTotp(SHA1_KEY, '12345', now)).toBe(null);
    expect(verifyTotp(SHA1_KEY, '12345a', now)).toBe(null);
  });
});

describe('base32', () => {
  it('round-trips and matches RFC 4648 vectors', () => {
    expect(base32Encode(ascii('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Encode(ascii('f'))).toBe('MY');
    expect(new TextDecoder().decode(base32Decode('mzxw6ytboi'))).toBe('foobar');
    const bytes = Uint8Array.from({ length: 20 }, (_, i) => (i * 37) & 0xff);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(() => base32Decode('ABC1')).toThrow();
  });
});

describe('otpauthUri', () => {
  it('names the issuer and account and carries the secret', () => {
    const uri = otpauthUri({ issuer: 'Playfield', account: 'a@b.c', secret: 'MZXW6YTBOI' });
    expect(uri).toBe(
      'otpauth://totp/Playfield:a%40b.c?secret=MZXW6YTBOI&issuer=Playfield&algorithm=SHA1&digits=6&period=30',
    );
  });
});
