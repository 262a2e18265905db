import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@playfield/protocol/endpoint';
import type { HttpEnv } from '@playfield/protocol/http-context';
import { endpointRouter } from './endpoints.ts';
import type { EndpointHooks } from './endpoints.ts';

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

const hooks: EndpointHooks = {
  invalid: (part, error) => new Refusal(400, `${part}_${error ? 'invalid' : 'not_json'}`),
  unauthorized: () => new Refusal(401, 'unauthorized'),
  idempotencyKeyMissing: () => new Refusal(400, 'key_missing'),
};

const pay = defineEndpoint({
  id: 'test.pay',
  method: 'POST',
  path: '/web-api/test/pay/:to',
  summary: 'Pays',
  access: 'player',
  idempotencyKey: true,
  params: z.object({ to: z.string().regex(/^\d+$/).transform(Number) }),
  query: z.object({ note: z.string().max(3).optional() }),
  body: z.object({ amount: z.number().positive() }),
  response: z.object({ ok: z.boolean() }),
  status: 201,
  errors: {},
});

/** The router under the server's shape: `auth` and `lang` set as the outer middleware sets them. */
function app(userId: string | null) {
  const router = endpointRouter('/web-api/test', hooks).mount(pay, (call) => ({
    ok: true,
    seen: { ...call, context: undefined },
  }));
  router.routes.onError((error, c) =>
    error instanceof Refusal
      ? c.json({ code: error.code }, error.status as 400)
      : c.text('500', 500),
  );
  const outer = new Hono<HttpEnv>();
  outer.use(async (c, next) => {
    c.set('auth', userId ? ({ userId } as never) : null);
    c.set('lang', 'de');
    await next();
  });
  outer.route(router.prefix, router.routes);
  return { outer, router };
}

function post(userId: string | null, path: string, body: string, key?: string) {
  return app(userId).outer.request(path, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
  });
}

describe('endpointRouter', () => {
  it('hands the handler the parsed params, query and body, the player, the language and the key', async () => {
    const res = await post('5', '/web-api/test/pay/12?note=hi&lng=ru', '{"amount":3}', 'key-00001');
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      seen: {
        params: { to: 12 },
        query: { note: 'hi' },
        body: { amount: 3 },
        userId: 5,
        lang: 'ru',
        idempotencyKey: 'key-00001',
      },
    });
  });

  it('takes the request language when ?lng= names no catalog', async () => {
    const res = await post('5', '/web-api/test/pay/1?lng=xx', '{"amount":1}', 'key-00002');
    expect(await res.json()).toMatchObject({ seen: { lang: 'de' } });
  });

  it('refuses in order: visitor, key, params, query, body, JSON', async () => {
    const cases: [string | null, string, string, string | undefined, number, string][] = [
      [null, '/web-api/test/pay/1', '{"amount":1}', 'key-00003', 401, 'unauthorized'],
      ['5', '/web-api/test/pay/1', '{"amount":1}', undefined, 400, 'key_missing'],
      ['5', '/web-api/test/pay/x', '{"amount":1}', 'key-00003', 400, 'params_invalid'],
      ['5', '/web-api/test/pay/1?note=long', '{"amount":1}', 'key-00003', 400, 'query_invalid'],
      ['5', '/web-api/test/pay/1', '{"amount":-1}', 'key-00003', 400, 'body_invalid'],
      ['5', '/web-api/test/pay/1', '{nope', 'key-00003', 400, 'body_not_json'],
    ];
    for (const [user, path, body, key, status, code] of cases) {
      const res = await post(user, path, body, key);
      expect([path, res.status, await res.json()]).toEqual([path, status, { code }]);
    }
  });

  it('lists what it mounted and refuses a path outside its prefix', () => {
    expect(app(null).router.endpoints.map((e) => e.id)).toEqual(['test.pay']);
    expect(() => endpointRouter('/web-api/other', hooks).mount(pay, () => ({ ok: true }))).toThrow(
      'is not under /web-api/other',
    );
  });
});
