/**
 * A small, strict reader of the HTTP `Cookie` header (and `document.cookie`, which has the
 * same shape). Values are percent-decoded when they decode cleanly and kept raw otherwise, so
 * a malformed or hostile cookie never throws.
 */

/** Longest header read; a huge Cookie header is cut rather than parsed whole. */
const MAX_COOKIE_HEADER_LENGTH = 8192;

/** The value of cookie `name` in a Cookie header, or null when absent. First one wins. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.slice(0, MAX_COOKIE_HEADER_LENGTH).split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
      value = value.slice(1, -1);
    }
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

export interface CookieWriteOptions {
  /** Lifetime in seconds (spec §9 default cookie expiry is 86400 s). */
  maxAge?: number;
  path?: string;
}

/**
 * A `Set-Cookie`/`document.cookie` string for a first-party preference cookie:
 * path `/`, SameSite=Lax, and Secure when the page is served over HTTPS.
 */
export function serializeCookie(
  name: string,
  value: string,
  options: CookieWriteOptions & { secure?: boolean } = {},
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge ?? 86_400))}`);
  parts.push('SameSite=Lax');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
