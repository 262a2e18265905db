// Issue 13 item 17: the office form pages answer bad input with 400, never 500 — a body that
// is not a form, and an idempotency key no header can carry.
import { depositEndpoint } from '@playfield/protocol/endpoints/wallet';
import { describe, expect, it } from 'vitest';
import { officeCall, readForm } from './office.server.ts';

/** The deposit call's request as `officeCall` builds it (the in-process API answers 201). */
async function depositInit(key: string): Promise<RequestInit> {
  let sent: RequestInit | undefined;
  const api = async (_path: string, init?: RequestInit) => {
    sent = init;
    return new Response(JSON.stringify({ paymentId: 'p1', redirectUrl: '/pay' }), {
      status: 201,
    });
  };
  await officeCall(
    { api },
    depositEndpoint,
    { body: { accountId: 1, amount: '10', method: 'card' } },
    key,
  );
  if (!sent) throw new Error('no request was made');
  return sent;
}

function post(body: string, contentType?: string): Request {
  return new Request('http://localhost/en/office/recharge', {
    method: 'POST',
    headers: contentType ? { 'Content-Type': contentType } : {},
    body,
  });
}

describe('readForm', () => {
  it('reads a form', async () => {
    const form = await readForm(
      post('amount=10&idempotencyKey=abc', 'application/x-www-form-urlencoded'),
    );
    expect(form.get('amount')).toBe('10');
  });

  it.each([
    ['JSON', '{"amount":"10"}', 'application/json'],
    ['text', 'a\u0000b', 'text/plain'],
    ['no content type', 'amount=10', undefined],
    ['a broken multipart', '--x\r\nzzz', 'multipart/form-data; boundary=x'],
    ['multipart without a boundary', 'zzz', 'multipart/form-data'],
  ])('answers %s with a 400 response', async (_name, body, type) => {
    const thrown: unknown = await readForm(post(body, type)).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
  });
});

describe('officeCall with an idempotency key', () => {
  it('sends a well-formed idempotency key', async () => {
    const init = await depositInit('f3b0c0de-1234-4abc-9def-0123456789ab');
    expect(new Headers(init.headers).get('Idempotency-Key')).toBe(
      'f3b0c0de-1234-4abc-9def-0123456789ab',
    );
  });

  it.each([['ключ-платежа-😀'], ['é'.repeat(20)], ['k'.repeat(8000)], ['short'], ['a b c d e f']])(
    'leaves out a key no header may carry (%s), so the API answers its 400',
    async (key) => {
      const init = await depositInit(key);
      // Building the request must not throw (a non-Latin-1 header value would).
      const headers = new Headers(init.headers);
      expect(headers.get('Idempotency-Key')).toBeNull();
    },
  );
});
