import { HOTP, Secret } from 'otpauth';

// Time-based one-time passwords (RFC 6238) over HOTP (RFC 4226), and the base32 encoding
// (RFC 4648) authenticator apps expect for secrets: the codes and the base32 come from otpauth;
// what stays here is this service's rule for accepting a code (the window, one use per step)
// and the provisioning URI's exact form.

/** Base32 without padding, as authenticator apps show and scan it. */
export function base32Encode(bytes: Uint8Array): string {
  return new Secret({ buffer: bytes.slice().buffer }).base32;
}

/** Decodes base32 (case-insensitive, spaces and padding ignored); throws on other characters. */
export function base32Decode(text: string): Uint8Array {
  return Secret.fromBase32(text.toUpperCase().replace(/[\s=]/g, '')).bytes;
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
  return HOTP.generate({
    secret: new Secret({ buffer: secret.slice().buffer }),
    counter: Number(counter),
    digits,
    algorithm: algorithm.toUpperCase(),
  });
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
  // Check every candidate step so the time taken does not depend on which one matched
  // (otpauth's own `validate` stops at the first match and knows no used step).
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

/**
 * The `otpauth://` provisioning URI authenticator apps scan (Key Uri Format). Built here rather
 * than with otpauth's `TOTP#toString()`, which orders the query differently: the URI's exact form
 * is pinned by its test.
 */
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
