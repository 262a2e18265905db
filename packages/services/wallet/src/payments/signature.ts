import { createHmac, timingSafeEqual } from 'node:crypto';

// Messages between the site and the sandbox provider (webhooks one way, API calls the other)
// carry `X-Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
// Signing the timestamp with the body lets the receiver refuse a captured message replayed
// later than the tolerance window; within the window, replays are harmless because every
// event is idempotent by its id.

export const SIGNATURE_HEADER = 'x-sandbox-signature';
/** How old (or how far in the future) a signed message may be. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/** The header value for `rawBody` signed at `nowSeconds`. */
export function signPayload(secret: string, rawBody: string, nowSeconds: number): string {
  const timestamp = Math.floor(nowSeconds);
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

export type SignatureCheck =
  { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'mismatch' };

/** Checks a signature header against the exact bytes received. */
export function verifySignature(input: {
  secret: string;
  header: string | undefined;
  rawBody: string;
  nowSeconds: number;
  toleranceSeconds?: number;
}): SignatureCheck {
  if (!input.header) return { ok: false, reason: 'missing' };
  const parts = new Map<string, string>();
  for (const part of input.header.split(',')) {
    const i = part.indexOf('=');
    if (i > 0) parts.set(part.slice(0, i).trim(), part.slice(i + 1).trim());
  }
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !/^\d{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) {
    return { ok: false, reason: 'malformed' };
  }
  const timestamp = Number(t);
  const tolerance = input.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS;
  if (Math.abs(input.nowSeconds - timestamp) > tolerance) return { ok: false, reason: 'expired' };
  const expected = Buffer.from(hmac(input.secret, timestamp, input.rawBody), 'hex');
  const given = Buffer.from(v1, 'hex');
  return timingSafeEqual(expected, given) ? { ok: true } : { ok: false, reason: 'mismatch' };
}
