// Issue 2 "Bad input": hostile or broken requests get a proper answer — the page itself when the
// junk is harmless (unknown query parameters), else a redirect, 400 or 404 (or the 4xx Node
// itself answers for oversized headers) — never a 500, a crash or a hang. After the barrage the
// server must still answer normally.
import { describe, expect, inject, it } from 'vitest';
import { rawGet } from './http.ts';

const baseUrl = inject('baseUrl');
const PROPER = [200, 301, 302, 303, 307, 308, 400, 404, 414, 431];

const cases: { name: string; path: string; headers?: Record<string, string> }[] = [
  {
    name: 'a malformed Accept-Language',
    path: '/',
    headers: { 'accept-language': ';;q=x,,-,*;q=9' },
  },
  {
    name: 'an overlong Accept-Language',
    path: '/',
    headers: { 'accept-language': 'en-US,'.repeat(2000) },
  },
  { name: 'an 8 KiB path', path: `/en/${'a'.repeat(8 * 1024)}` },
  { name: 'an 8 KiB path without a prefix', path: `/${'b/'.repeat(4 * 1024)}` },
  { name: 'a %00 in the path', path: '/en/%00' },
  { name: 'a %00 in the prefix', path: '/%00/x' },
  { name: 'invalid percent-encoding', path: '/en/%E0%A4%A' },
  { name: 'a lone %', path: '/%' },
  { name: 'dot-dot segments', path: '/en/../../etc/passwd' },
  { name: 'encoded dot-dot segments', path: '/en/%2e%2e/%2e%2e/etc/passwd' },
  { name: 'dot-dot into the assets', path: '/assets/../../package.json' },
  { name: 'unknown query parameters', path: '/en?utm_x=1&__proto__=2&a[b]=3&=&&' },
  { name: 'a huge cookie', path: '/en', headers: { cookie: `lng=en; big=${'x'.repeat(12_000)}` } },
  {
    name: 'an oversized cookie header',
    path: '/en',
    headers: { cookie: `x=${'y'.repeat(40_000)}` },
  },
  { name: 'a garbage lng cookie', path: '/', headers: { cookie: 'lng=%ZZ%00<script>' } },
  { name: 'an upper-case prefix', path: '/EN/some/path?a=1' },
  { name: 'a three-letter prefix', path: '/eng?a=1' },
];

describe('bad input never breaks the server', () => {
  for (const c of cases) {
    it(`answers ${c.name} properly, not with a 5xx`, async () => {
      const res = await rawGet(baseUrl, c.path, c.headers);
      expect(PROPER, `status ${res.status} for ${c.path.slice(0, 60)}`).toContain(res.status);
    });
  }

  it('keeps serving normally afterwards', async () => {
    const res = await rawGet(baseUrl, '/en');
    expect(res.status).toBe(200);
    const health = await rawGet(baseUrl, '/healthz');
    expect(health.status).toBe(200);
  });
});

// Issue 13 item 17: the office form pages (React Router actions) answered 500 to bodies that
// are not forms and to idempotency keys no header can carry. Each is a 4xx now.
describe('bad input to the office form pages', () => {
  const pages = [
    '/en/office/recharge',
    '/en/office/deduce',
    '/en/office/payment/create-request/1',
    '/en/office/responsible',
  ];

  async function playerCookie(): Promise<string> {
    const res = await fetch(`${baseUrl}/web-api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'one_click', countryCode: 'de', currency: 'EUR' }),
    });
    expect(res.status).toBe(201);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('user_token='));
    return (cookie ?? '').split(';')[0] ?? '';
  }

  it('answers non-form bodies and non-Latin-1 idempotency keys without a 5xx', async () => {
    const cookie = await playerCookie();
    const bodies: { type: string; body: string }[] = [
      { type: 'application/json', body: '{"amount":"10"}' },
      { type: 'text/plain', body: 'a\u0000b' },
      { type: 'multipart/form-data', body: 'zzz' },
      {
        type: 'application/x-www-form-urlencoded',
        body: `accountId=1&amount=10&method=card&idempotencyKey=${encodeURIComponent('ключ😀')}`,
      },
    ];
    const failures: string[] = [];
    for (const page of pages) {
      for (const { type, body } of bodies) {
        const res = await fetch(`${baseUrl}${page}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': type, cookie },
          body,
        });
        await res.arrayBuffer();
        if (res.status >= 500) failures.push(`${res.status} ${page} (${type})`);
      }
    }
    expect(failures).toEqual([]);
  });
});
