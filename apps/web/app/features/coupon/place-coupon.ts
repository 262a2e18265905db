// The bet slip's placement through the typed client (decision 031): the body, the path, the
// language and the Idempotency-Key come from the betting context's endpoint definition, and
// the answer is parsed by its response schema. This module brings zod with the definitions, so
// the slip loads it when the player presses Place (a dynamic import), never on a page's first load.
import { callEndpoint, EndpointError } from '@playfield/protocol/api-client';
import { placeCouponEndpoint } from '@playfield/protocol/endpoints/betting';
import { PLACE_NETWORK_FAULT } from './coupon-slip.ts';
import type { PlaceCouponBody, PlaceResult } from './coupon-slip.ts';

function outcomeIdsOf(body: unknown): number[] {
  if (typeof body !== 'object' || body === null || !('outcomeIds' in body)) return [];
  const { outcomeIds } = body;
  return Array.isArray(outcomeIds)
    ? outcomeIds.filter((id): id is number => typeof id === 'number' && Number.isSafeInteger(id))
    : [];
}

/** Same-origin `fetch` with the session cookie. */
const sameOrigin = (url: string, init: RequestInit) =>
  fetch(url, { ...init, credentials: 'same-origin' });

/**
 * `POST /web-api/betting/place` with the attempt's Idempotency-Key (the server answers a
 * repeated key with the first answer, so a retry never places twice). Never throws: a network
 * fault (or an answer that is not a placement) is status 0 and the caller shows a translated
 * message; a refusal's message comes from the server in the user's language.
 */
export async function placeCoupon(
  body: PlaceCouponBody,
  idempotencyKey: string,
  lang: string,
): Promise<PlaceResult> {
  try {
    const placed = await callEndpoint(
      sameOrigin,
      placeCouponEndpoint,
      { body },
      { lng: lang, idempotencyKey },
    );
    return { ok: true, couponId: placed.couponId };
  } catch (error) {
    if (!(error instanceof EndpointError)) return PLACE_NETWORK_FAULT;
    return {
      ok: false,
      status: error.status,
      message: error.message,
      ...(error.code === undefined ? {} : { code: error.code }),
      outcomeIds: outcomeIdsOf(error.body),
    };
  }
}
