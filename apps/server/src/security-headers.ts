import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import { editResponseHeaders } from './response-headers.ts';

export interface SecurityHeadersOptions {
  /** Send HSTS: the site is served over https (PUBLIC_URL). */
  https: boolean;
  /**
   * Development (Vite dev server): HMR needs a WebSocket back to the dev server and Vite
   * injects CSS as <style> elements from JavaScript.
   */
  dev?: boolean;
}

const NONCE_BYTES = 16;
const POOL_SIZE = NONCE_BYTES * 256;
let pool = Buffer.alloc(0);
let offset = 0;

/**
 * A fresh CSP nonce: 128 random bits, base64. Bytes come from a pool refilled from the CSPRNG
 * 256 nonces at a time (one system call instead of one per response); each is used once.
 */
export function createNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    pool = randomBytes(POOL_SIZE);
    offset = 0;
  }
  const nonce = pool.toString('base64', offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}

/**
 * The Content-Security-Policy of a page. Scripts: own origin plus the per-response nonce
 * that React Router puts on its inline hydration scripts (<Scripts nonce>), nothing inline
 * without it. `style-src-attr 'unsafe-inline'` allows only `style="..."` attributes, which
 * React renders for style props in server HTML and which cannot run script; <style> elements
 * still need the nonce.
 */
export function contentSecurityPolicy(nonce: string, options: SecurityHeadersOptions): string {
  return policyTemplate(options).join(nonce);
}

const NONCE_MARK = '\u0000nonce\u0000';
const templates = new Map<string, string[]>();

/** The policy split at its nonces, built once per option set (it is on every response). */
function policyTemplate(options: SecurityHeadersOptions): string[] {
  const id = `${options.https}:${options.dev === true}`;
  let template = templates.get(id);
  if (!template) {
    const directives = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${NONCE_MARK}'`,
      options.dev
        ? "style-src 'self' 'unsafe-inline'"
        : `style-src 'self' 'nonce-${NONCE_MARK}'; style-src-attr 'unsafe-inline'`,
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      options.dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
      "media-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "manifest-src 'self'",
      "worker-src 'self' blob:",
    ];
    if (options.https) directives.push('upgrade-insecure-requests');
    template = directives.join('; ').split(NONCE_MARK);
    templates.set(id, template);
  }
  return template;
}

const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=(self)',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/**
 * Sets the security headers on every response and a fresh nonce in `c.var.nonce` for the
 * renderer. Headers a handler set itself are kept (a route may need a narrower policy).
 */
export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler<AppEnv> {
  return async function securityHeadersMiddleware(c, next) {
    const nonce = createNonce();
    c.set('nonce', nonce);
    await next();
    const apply = (headers: Headers) => {
      const set = (name: string, value: string) => {
        if (!headers.has(name)) headers.set(name, value);
      };
      set('Content-Security-Policy', contentSecurityPolicy(nonce, options));
      set('X-Content-Type-Options', 'nosniff');
      set('Referrer-Policy', 'strict-origin-when-cross-origin');
      set('X-Frame-Options', 'DENY');
      set('Permissions-Policy', PERMISSIONS_POLICY);
      set('Cross-Origin-Opener-Policy', 'same-origin');
      if (options.https) set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    };
    editResponseHeaders(c, apply);
  };
}
