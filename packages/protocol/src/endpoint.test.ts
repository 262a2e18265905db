import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EndpointError, callEndpoint } from './api-client.ts';
import { defineEndpoint, endpointUrl, openApiDocument } from './endpoint.ts';
import { BETTING_ENDPOINTS, couponEndpoint, placeCouponEndpoint } from './endpoints/betting.ts';

const echo = defineEndpoint({
  id: 'test.echo',
  method: 'POST',
  path: '/web-api/test/:id/echo',
  summary: 'Echoes',
  access: 'anyone',
  params: z.object({ id: z.string() }),
  query: z.object({ page: z.string().optional() }),
  body: z.object({ text: z.string() }),
  response: z.object({ text: z.string(), id: z.string() }),
  status: 201,
  errors: { 400: ['body_invalid'] },
});

describe('endpoint definitions', () => {
  it('build the URL from the path parameters (encoded) and the query', () => {
    expect(endpointUrl(echo, { id: 'a b' }, { page: 2, empty: undefined })).toBe(
      '/web-api/test/a%20b/echo?page=2',
    );
    expect(() => endpointUrl(echo, {})).toThrow('missing path parameter id');
  });

  it('describe the betting endpoints in OpenAPI 3.1', () => {
    const doc = openApiDocument(BETTING_ENDPOINTS, { title: 't', version: '1' }) as {
      openapi: string;
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const place = doc.paths['/web-api/betting/place']?.post;
    expect(place?.operationId).toBe('betting.place');
    expect(place?.security).toEqual([{ session: [] }, { bearer: [] }]);
    expect(place?.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true }),
    );
    expect(Object.keys(place?.responses as object)).toEqual([
      '201',
      '400',
      '401',
      '403',
      '409',
      '503',
    ]);
    const body = (
      place?.requestBody as { content: Record<string, { schema: { properties: object } }> }
    ).content['application/json']?.schema;
    expect(Object.keys(body?.properties ?? {})).toEqual(
      expect.arrayContaining(['typeId', 'accountId', 'bets', 'exactCoef', 'refId']),
    );
    const coupon = doc.paths['/web-api/betting/coupon/{couponId}']?.get;
    expect(coupon?.parameters).toEqual([
      expect.objectContaining({ name: 'couponId', in: 'path', required: true }),
    ]);
    expect(doc.paths['/web-api/betting-calculator']?.post?.security).toBeUndefined();
    expect(couponEndpoint.access).toBe('player');
  });
});

describe('callEndpoint', () => {
  it('sends the method, JSON body, language and key, and parses the answer', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const answer = await callEndpoint(
      (url, init) => {
        seen.push({ url, init });
        return Promise.resolve(Response.json({ text: 'hi', id: '7' }, { status: 201 }));
      },
      echo,
      { params: { id: '7' }, query: { page: '1' }, body: { text: 'hi' } },
      { lng: 'ru' },
    );
    expect(answer).toEqual({ text: 'hi', id: '7' });
    expect(seen[0]?.url).toBe('/web-api/test/7/echo?page=1&lng=ru');
    expect(seen[0]?.init.method).toBe('POST');
    expect(seen[0]?.init.body).toBe('{"text":"hi"}');
  });

  it('throws the error of spec §8 with its code and body on a refusal', async () => {
    const failing = () =>
      Promise.resolve(
        Response.json(
          { status: 400, message: 'Нет', code: 'coef_changed', outcomeIds: [3] },
          { status: 400 },
        ),
      );
    const error = await callEndpoint(
      failing,
      placeCouponEndpoint,
      {
        body: { typeId: 0, accountId: 1, amount: '1', bets: [{ outcomeId: 3, coef: 2 }] },
      },
      { idempotencyKey: 'k' },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EndpointError);
    expect(error).toMatchObject({ status: 400, code: 'coef_changed', message: 'Нет' });
    expect((error as EndpointError).body).toMatchObject({ outcomeIds: [3] });
  });

  it('refuses to send a money-moving call without an idempotency key', async () => {
    await expect(
      callEndpoint(() => Promise.reject(new Error('not sent')), placeCouponEndpoint, {
        body: { typeId: 0, accountId: 1, bets: [{ outcomeId: 3, coef: 2 }] },
      }),
    ).rejects.toThrow('moves money');
  });

  it('rejects an answer that does not match the response schema', async () => {
    await expect(
      callEndpoint(() => Promise.resolve(Response.json({ text: 1 }, { status: 201 })), echo, {
        params: { id: '1' },
        body: { text: 'x' },
      }),
    ).rejects.toThrow();
  });
});
