import { normalizeApiError } from '@playfield/protocol/errors';
import type { PlaceCouponBody } from './coupon-slip.ts';

/**
 * The answer to a placement: the accepted coupon's id, or the refusal's text, status, code and
 * the outcome ids of the legs at fault (empty when it is about the whole coupon).
 */
export type PlaceResult =
  | { ok: true; couponId: string }
  | {
      ok: false;
      status: number;
      message: string;
      code?: string | number;
      outcomeIds: number[];
    };

function outcomeIdsOf(body: unknown): number[] {
  if (typeof body !== 'object' || body === null || !('outcomeIds' in body)) return [];
  const { outcomeIds } = body;
  return Array.isArray(outcomeIds)
    ? outcomeIds.filter((id): id is number => typeof id === 'number' && Number.isSafeInteger(id))
    : [];
}

function couponIdOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('couponId' in body)) return null;
  const { couponId } = body;
  return typeof couponId === 'string' || typeof couponId === 'number' ? String(couponId) : null;
}

/**
 * `POST /web-api/betting/place` with the attempt's Idempotency-Key (the server answers a
 * repeated key with the first answer, so a retry never places twice). Never throws: a network
 * fault is status 0 and the caller shows a translated message; a refusal's message comes from
 * the server in the user's language.
 */
export async function placeCoupon(
  body: PlaceCouponBody,
  idempotencyKey: string,
  lang: string,
): Promise<PlaceResult> {
  let response: Response;
  try {
    response = await fetch(`/web-api/betting/place?lng=${encodeURIComponent(lang)}`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, status: 0, message: '', outcomeIds: [] };
  }
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page): normalizeApiError keeps the text.
  }
  if (response.ok) {
    const couponId = couponIdOf(parsed);
    if (couponId !== null) return { ok: true, couponId };
  }
  const error = normalizeApiError(parsed, response.status);
  return {
    ok: false,
    status: response.status,
    message: error.message,
    ...(error.code === undefined ? {} : { code: error.code }),
    outcomeIds: outcomeIdsOf(parsed),
  };
}
