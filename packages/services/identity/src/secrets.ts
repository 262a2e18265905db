import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  timingSafeEqual,
} from 'node:crypto';

/** Source of random bytes (injected so tests can make it deterministic). */
export type RandomBytes = (size: number) => Uint8Array;

/** Purposes of the keys derived from the one application secret. */
export type KeyPurpose =
  | 'bearer-token'
  | 'captcha'
  | 'two-factor-secret'
  | 'sms-code'
  | 'oauth-state'
  | 'newsletter'
  | 'login-ticket';

/**
 * Keys for each purpose, derived from one secret with HKDF-SHA256 so a leak or misuse of one
 * purpose's MACs never forges another's.
 */
export interface KeyRing {
  key(purpose: KeyPurpose): Buffer;
}

export const MIN_SECRET_LENGTH = 32;

export function createKeyRing(secret: string): KeyRing {
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`the identity secret must have at least ${MIN_SECRET_LENGTH} characters`);
  }
  const cache = new Map<KeyPurpose, Buffer>();
  return {
    key(purpose) {
      let key = cache.get(purpose);
      if (!key) {
        key = Buffer.from(hkdfSync('sha256', secret, 'playfield-identity', purpose, 32));
        cache.set(purpose, key);
      }
      return key;
    },
  };
}

export function base64url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

/** A random opaque token (URL- and cookie-safe), 32 bytes unless told. */
export function randomToken(random: RandomBytes, size = 32): string {
  return base64url(random(size));
}

/** Hex SHA-256: what is stored for every bearer secret (session cookies, reset links). */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function hmac(key: Buffer, text: string): Buffer {
  return createHmac('sha256', key).update(text).digest();
}

export function hmacHex(key: Buffer, text: string): string {
  return hmac(key, text).toString('hex');
}

/** Constant-time comparison of two strings of any length. */
export function safeEqual(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right) && a.length === b.length;
}

/**
 * A compact signed token: `<base64url(json)>.<base64url(hmac)>`. The payload is readable by
 * anyone holding the token; only the server can mint one.
 */
export function signPayload(key: Buffer, payload: object): string {
  const body = base64url(Buffer.from(JSON.stringify(payload)));
  return `${body}.${base64url(hmac(key, body))}`;
}

/** The payload of a token signed with `key`, or null when malformed or forged. */
export function verifyPayload(key: Buffer, token: string): unknown {
  if (token.length > 4096) return null;
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  const mac = token.slice(dot + 1);
  if (!safeEqual(mac, base64url(hmac(key, body)))) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

/** AES-256-GCM: used for stored secrets the server must read back (two-factor seeds). */
export function encryptSecret(key: Buffer, plaintext: Uint8Array, random: RandomBytes): string {
  const iv = Buffer.from(random(12));
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return `v1.${base64url(Buffer.concat([iv, cipher.getAuthTag(), body]))}`;
}

export function decryptSecret(key: Buffer, sealed: string): Uint8Array {
  if (!sealed.startsWith('v1.')) throw new Error('unknown secret format');
  const raw = Buffer.from(sealed.slice(3), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Uint8Array.from(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]));
}
