import { createHmac } from 'node:crypto';

// Time-based one-time passwords (RFC 6238) over HOTP (RFC 4226), and the base32 encoding
// (RFC 4648) authenticator apps expect for secrets.

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case-insensitive, spaces and padding ignored); throws on other characters. */
export function base32Decode(text: string): Uint8Array {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const index = BASE32.indexOf(ch);
    if (index === -1) throw new Error('invalid base32 character');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

export interface TotpOptions {
  /** Seconds per step; 30 by default. */
  step?: number;
  digits?: number;
  algorithm?: TotpAlgorithm;
}

/** HOTP value (RFC 4226 §5.3) for a counter, zero-padded to `digits`. */
export function hotp(
  secret: Uint8Array,
  counter: bigint,
  digits = 6,
  algorithm: TotpAlgorithm = 'sha1',
): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(counter);
  const mac = createHmac(algorithm, secret).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step (RFC 6238 `T`) of a moment given in milliseconds. */
export function totpStep(timeMs: number, step = 30): bigint {
  return BigInt(Math.floor(timeMs / 1000 / step));
}

/** The TOTP code at a moment given in milliseconds. */
export function totp(secret: Uint8Array, timeMs: number, options: TotpOptions = {}): string {
  return hotp(
    secret,
    totpStep(timeMs, options.step ?? 30),
    options.digits ?? 6,
    options.algorithm ?? 'sha1',
  );
}

/**
 * Checks a code against the current step and one step either side (clock drift). Returns the
 * matching step so the caller can refuse a second use of it, or null. Steps at or before
 * `lastUsedStep` never match (RFC 6238 §5.2: a code is accepted once).
 */
export function verifyTotp(
  secret: Uint8Array,
  code: string,
  timeMs: number,
  options: TotpOptions & { window?: number; lastUsedStep?: bigint | null } = {},
): bigint | null {
  const digits = options.digits ?? 6;
  if (!new RegExp(`^\\d{${digits}}$`).test(code)) return null;
  const current = totpStep(timeMs, options.step ?? 30);
  const window = options.window ?? 1;
  let matched: bigint | null = null;
  // Check every candidate step so the time taken does not depend on which one matched.
  for (let d = -window; d <= window; d++) {
    const step = current + BigInt(d);
    if (step < 0n) continue;
    const candidate = hotp(secret, step, digits, options.algorithm ?? 'sha1');
    const same = timingSafeStringEqual(candidate, code);
    const fresh =
      options.lastUsedStep === undefined ||
      options.lastUsedStep === null ||
      step > options.lastUsedStep;
    if (same && fresh && matched === null) matched = step;
  }
  return matched;
}

function timingSafeStringEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The `otpauth://` provisioning URI authenticator apps scan (Key Uri Format). */
export function otpauthUri(input: { issuer: string; account: string; secret: string }): string {
  const label = `${encodeURIComponent(input.issuer)}:${encodeURIComponent(input.account)}`;
  const query = new URLSearchParams({
    secret: input.secret,
    issuer: input.issuer,
    algorithm: 'SHA1',
    digits: '6',
    period: '30',
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
