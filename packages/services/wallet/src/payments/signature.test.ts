import { describe, expect, it } from 'vitest';
import { signPayload, verifySignature } from './signature.ts';

const secret = 'test-secret';
const body = '{"eventId":"e1","type":"payment.succeeded"}';
const now = 1_800_000_000;

describe('webhook signatures', () => {
  it('accepts a message signed with the shared secret', () => {
    const header = signPayload(secret, body, now);
    expect(verifySignature({ secret, header, rawBody: body, nowSeconds: now + 10 })).toEqual({
      ok: true,
    });
  });

  it('refuses another secret, a changed body, a missing or malformed header', () => {
    const header = signPayload('other', body, now);
    expect(verifySignature({ secret, header, rawBody: body, nowSeconds: now })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    const good = signPayload(secret, body, now);
    expect(verifySignature({ secret, header: good, rawBody: `${body} `, nowSeconds: now })).toEqual(
      { ok: false, reason: 'mismatch' },
    );
    expect(verifySignature({ secret, header: undefined, rawBody: body, nowSeconds: now })).toEqual({
      ok: false,
      reason: 'missing',
    });
    expect(verifySignature({ secret, header: 't=x,v1=y', rawBody: body, nowSeconds: now })).toEqual(
      { ok: false, reason: 'malformed' },
    );
  });

  it('refuses a message older or newer than the tolerance window', () => {
    const header = signPayload(secret, body, now);
    expect(verifySignature({ secret, header, rawBody: body, nowSeconds: now + 301 })).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(verifySignature({ secret, header, rawBody: body, nowSeconds: now - 301 })).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(verifySignature({ secret, header, rawBody: body, nowSeconds: now + 300 }).ok).toBe(true);
  });
});
