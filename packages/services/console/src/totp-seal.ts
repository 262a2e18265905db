// Operators' TOTP seeds at rest (decision 035): AES-256-GCM under a key derived from the site's
// secret (HKDF-SHA256, info "playfield/console/totp"), a random 96-bit IV per value, stored as
// `v1:<iv>:<tag>:<ciphertext>` (base64url). A seed stored before sealing (plain base32) is read
// as is and sealed on the next write, or by {@link sealPlainSeeds} at start.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const INFO = 'playfield/console/totp';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The 256-bit key sealing TOTP seeds, derived from the site's secret. */
export type TotpKey = Buffer & { readonly __totpKey: unique symbol };

export function deriveTotpKey(siteSecret: string): TotpKey {
  if (siteSecret.length === 0) throw new Error('the site secret is empty');
  return Buffer.from(
    hkdfSync('sha256', Buffer.from(siteSecret, 'utf8'), Buffer.alloc(0), INFO, 32),
  ) as TotpKey;
}

/** True when `stored` is a sealed value (any other value is a plain seed of an older install). */
export function isSealed(stored: string): boolean {
  return stored.startsWith(`${VERSION}:`);
}

/** Seals a base32 seed. */
export function sealTotpSeed(key: TotpKey, seed: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(VERSION, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(seed, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

/**
 * The base32 seed of a stored value: a sealed one opened (throws when the key is not the one it
 * was sealed with, or the value was altered), a plain one as is.
 */
export function openTotpSeed(key: TotpKey, stored: string): string {
  if (!isSealed(stored)) return stored;
  const parts = stored.split(':');
  const [, ivText, tagText, ciphertextText] = parts;
  if (parts.length !== 4 || ivText === undefined || tagText === undefined || !ciphertextText) {
    throw new Error('a sealed TOTP seed is malformed');
  }
  const iv = Buffer.from(ivText, 'base64url');
  const tag = Buffer.from(tagText, 'base64url');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
    throw new Error('a sealed TOTP seed is malformed');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(VERSION, 'utf8'));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([
      decipher.update(Buffer.from(ciphertextText, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new Error(
      'a sealed TOTP seed does not open with this site secret (was SECRET or DATA_DIR/secret.key changed?)',
    );
  }
}
