// Issue 13 item 17: a corpus of bad input sent to EVERY write endpoint of the site, as a
// visitor and as a signed-in player, with every context wired as in production. The list of
// endpoints is read from the mounted routers (`app.routes`), so a new endpoint is covered
// without touching this file. No answer may be a 5xx; after a 413 the connection is closed
// cleanly and the next request on a new connection works.
import { connect } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';
import { createHttpServer, listen } from './http-server.ts';
import { openTestSite } from './test-site.ts';
import type { TestSite } from './test-site.ts';

let site: TestSite;
let app: Hono<AppEnv>;
let server: Server;
let port: number;
const errors: string[] = [];

beforeAll(async () => {
  site = await openTestSite({
    env: { DEV_TOOLS: '1' },
    log: (line) => void errors.push(line),
    // The corpus is thousands of writes from one address: the generic limits are not the
    // subject here (the service's own counters still run).
    app: { rateLimitRules: [] },
  });
  app = site.app;
  server = createHttpServer(app);
  port = await listen(server, 0);
}, 60_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await site?.close();
});

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every concrete write route of the app, path parameters filled with a plausible id. */
function writeEndpoints(): { method: string; path: string }[] {
  const seen = new Set<string>();
  const out: { method: string; path: string }[] = [];
  for (const route of app.routes) {
    if (!WRITE_METHODS.has(route.method) || route.path.includes('*')) continue;
    const path = route.path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, '1');
    const key = `${route.method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ method: route.method, path });
  }
  return out;
}

const NUL = 'a\u0000b';
/** Field names the site's write bodies use; every one gets a NUL byte. */
const FIELD_NAMES = [
  'login',
  'password',
  'email',
  'phoneCode',
  'phoneNumber',
  'code',
  'smsCode',
  'token',
  'ticket',
  'currency',
  'countryCode',
  'name',
  'surname',
  'birthDate',
  'promoCode',
  'question',
  'answer',
  'currentPassword',
  'newPassword',
  'captchaId',
  'amount',
  'accountId',
  'method',
  'paymentId',
  'comment',
  'reason',
  'message',
  'text',
  'refId',
  'coefViewId',
  'purpose',
  'kind',
  'value',
  'limit',
  'idempotencyKey',
  'cardNumber',
  'cardHolder',
  'expiry',
  'cvc',
];

function nulBody(type?: string): Record<string, unknown> {
  const body: Record<string, unknown> = Object.fromEntries(FIELD_NAMES.map((f) => [f, NUL]));
  if (type !== undefined) body.type = type;
  return body;
}

interface Probe {
  name: string;
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
const utf8AsLatin1 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

const PROBES: Probe[] = [
  ...[undefined, 'email', 'phone', 'one_click', 'image', 'pow', 'login', 'register'].map(
    (type) => ({
      name: `NUL in every field (type ${String(type)})`,
      body: JSON.stringify(nulBody(type)),
      contentType: 'application/json',
    }),
  ),
  {
    name: 'NUL in a value of a plausible body',
    body: JSON.stringify({
      login: 'player\u0000@example.com',
      password: 'Quiet-River-73\u0000',
      email: 'x\u0000y@example.com',
      amount: '10\u0000',
      currency: 'EUR',
      accountId: 1,
      countryCode: 'de',
    }),
    contentType: 'application/json',
  },
  {
    name: 'NUL in the optional fields of a valid e-mail registration',
    body: JSON.stringify({
      type: 'email',
      email: `nul-${Date.now()}@example.com`,
      password: 'Quiet-River-73',
      currency: 'EUR',
      countryCode: 'de',
      name: NUL,
      surname: NUL,
    }),
    contentType: 'application/json',
  },
  {
    name: 'NUL in the promo code of a one-click registration',
    body: JSON.stringify({ type: 'one_click', countryCode: 'de', currency: 'EUR', promoCode: NUL }),
    contentType: 'application/json',
  },
  { name: 'NUL in a key', body: '{"a\\u0000":"x"}', contentType: 'application/json' },
  { name: 'raw NUL bytes as text', body: 'a\u0000b', contentType: 'text/plain' },
  { name: 'broken JSON', body: '{"login":', contentType: 'application/json' },
  { name: 'JSON null', body: 'null', contentType: 'application/json' },
  { name: 'JSON array', body: '[1,2,3]', contentType: 'application/json' },
  { name: 'JSON string', body: '"x"', contentType: 'application/json' },
  { name: 'deep JSON', body: deep, contentType: 'application/json' },
  {
    name: 'lone surrogates',
    body: '{"login":"\\ud800","email":"\\udfff@x.io","name":"\\ud83d","amount":"\\ud800"}',
    contentType: 'application/json',
  },
  {
    name: 'unicode edge cases',
    body: JSON.stringify({
      login: '\u202e\ufeff\u200b',
      name: '𝕏'.repeat(300),
      email: 'тест@пример.рф',
      amount: '١٠',
      currency: 'ЕUR',
    }),
    contentType: 'application/json',
  },
  {
    name: 'overlong strings',
    body: JSON.stringify(Object.fromEntries(FIELD_NAMES.map((f) => [f, 'x'.repeat(100_000)]))),
    contentType: 'application/json',
  },
  {
    name: 'a form body',
    body: 'amount=%00&accountId=%00&method=a%00b',
    contentType: 'application/x-www-form-urlencoded',
  },
  {
    name: 'a form body sent as JSON',
    body: 'amount=10&accountId=1',
    contentType: 'application/json',
  },
  {
    name: 'JSON sent as a form',
    body: '{"amount":"10"}',
    contentType: 'application/x-www-form-urlencoded',
  },
  {
    name: 'broken multipart',
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\na\u0000b\r\n--x',
    contentType: 'multipart/form-data; boundary=x',
  },
  { name: 'multipart without a boundary', body: 'zzz', contentType: 'multipart/form-data' },
  { name: 'XML', body: '<?xml version="1.0"?><a>&x;</a>', contentType: 'text/xml' },
  { name: 'no content type', body: '{"amount":"10"}' },
  { name: 'empty body', body: '', contentType: 'application/json' },
  {
    name: 'a non-Latin-1 idempotency key (UTF-8 bytes)',
    body: JSON.stringify({ accountId: 1, amount: '10', method: 'card', currency: 'EUR' }),
    contentType: 'application/json',
    headers: { 'Idempotency-Key': utf8AsLatin1('ключ-😀-鍵') },
  },
  {
    name: 'an overlong idempotency key',
    body: JSON.stringify({ accountId: 1, amount: '10', method: 'card', currency: 'EUR' }),
    contentType: 'application/json',
    headers: { 'Idempotency-Key': 'k'.repeat(8000) },
  },
  {
    name: 'a form with a non-Latin-1 idempotency key',
    body: `accountId=1&amount=10&method=card&idempotencyKey=${encodeURIComponent('ключ😀')}`,
    contentType: 'application/x-www-form-urlencoded',
    headers: { 'Idempotency-Key': utf8AsLatin1('ключ') },
  },
];

async function signedInCookie(): Promise<string> {
  const res = await app.request('http://localhost/web-api/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'one_click', countryCode: 'de', currency: 'EUR' }),
  });
  expect(res.status).toBe(201);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('user_token='));
  return (cookie ?? '').split(';')[0] ?? '';
}

describe('the bad-input corpus against every write endpoint', () => {
  it('derives a non-trivial list of write endpoints from the mounted routers', () => {
    const endpoints = writeEndpoints().map((e) => `${e.method} ${e.path}`);
    expect(endpoints.length).toBeGreaterThan(30);
    expect(endpoints).toContain('POST /web-api/auth/login');
    expect(endpoints).toContain('POST /web-api/wallet/deposits');
    expect(endpoints).toContain('POST /sandbox-pay/1/complete');
  });

  it('answers no probe with a 5xx, as a visitor or signed in', async () => {
    const endpoints = writeEndpoints();
    const failures: string[] = [];
    for (const cookie of ['', await signedInCookie()]) {
      for (const endpoint of endpoints) {
        for (const probe of PROBES) {
          const headers: Record<string, string> = { 'X-Language': 'en', ...probe.headers };
          if (probe.contentType) headers['content-type'] = probe.contentType;
          if (cookie) headers.cookie = cookie;
          const res = await app.request(`http://localhost${endpoint.path}`, {
            method: endpoint.method,
            headers,
            body: probe.body,
          });
          await res.arrayBuffer();
          if (res.status >= 500) {
            failures.push(
              `${res.status} ${endpoint.method} ${endpoint.path} (${probe.name}${cookie ? ', signed in' : ''})`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('refuses NUL in the query string with 400', async () => {
    const res = await app.request('http://localhost/web-api/line/games?sport=a%00b');
    expect(res.status).toBe(400);
  });
});

/** Raw HTTP over one socket: the answer's status, then whether the server closed it. */
function rawExchange(
  request: Buffer | string,
): Promise<{ status: number; closed: boolean; head: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    let status = 0;
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ status, closed: false, head: data.split('\r\n\r\n')[0] ?? '' });
    }, 5000);
    socket.on('data', (chunk: Buffer) => {
      data += chunk.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(data);
      if (match) status = Number(match[1]);
    });
    socket.on('end', () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ status, closed: true, head: data.split('\r\n\r\n')[0] ?? '' });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE')
        resolve({ status, closed: true, head: data.split('\r\n\r\n')[0] ?? '' });
      else reject(error);
    });
    socket.write(request);
  });
}

describe('a body over the limit', () => {
  it('answers 413, closes that connection cleanly, and the next connection works', async () => {
    const size = 2 * 1024 * 1024;
    const head =
      `POST /web-api/auth/login HTTP/1.1\r\nHost: localhost\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`;
    const answer = await rawExchange(Buffer.concat([Buffer.from(head), Buffer.alloc(size, 0x61)]));
    expect(answer.status).toBe(413);
    expect(answer.closed).toBe(true);
    // Announced, so a keep-alive client does not send its next request down a dead socket.
    expect(answer.head).toMatch(/\r\nconnection: close\r\n/i);
    const next = await rawExchange(
      'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(next.status).toBe(200);
  });

  it('answers 413 to an over-long chunked body and closes the connection', async () => {
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    const parts: Buffer[] = [
      Buffer.from(
        'POST /web-api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      ),
    ];
    for (let i = 0; i < 8; i++) {
      parts.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n'));
    }
    parts.push(Buffer.from('0\r\n\r\n'));
    const answer = await rawExchange(Buffer.concat(parts));
    expect(answer.status).toBe(413);
    expect(answer.closed).toBe(true);
    expect(answer.head).toMatch(/\r\nconnection: close\r\n/i);
  });
});
