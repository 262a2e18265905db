// The guard pipeline (architecture brief §5, packages/domain/src/guards) seen on the wire: the
// office layout route's login guard answers every office page, for a document request and for
// a client navigation's data request alike, with the page's own address as the return-url.
import { describe, expect, inject, it } from 'vitest';
import { rawGet, redirectTarget } from './http.ts';

const baseUrl = inject('baseUrl');

const OFFICE_PAGES = [
  '/en/office/security',
  '/en/office/recharge',
  '/en/office/deduce',
  '/en/office/historypay',
  '/en/office/payment/requests',
  '/en/office/payment/create-request/card',
  '/en/office/history',
  '/en/office/responsible',
];

const toLogin = (back: string) => `/en/login?return-url=${encodeURIComponent(back)}`;

describe('the login guard of the office layout route', () => {
  it('sends a visitor from every office page to the login page and back', async () => {
    for (const page of OFFICE_PAGES) {
      const res = await rawGet(baseUrl, `${page}?tab=2`);
      expect(res.status, page).toBe(302);
      expect(redirectTarget(res, baseUrl), page).toBe(toLogin(`${page}?tab=2`));
    }
  });

  it("answers a client navigation's data request with the same redirect, without the .data", async () => {
    const res = await rawGet(baseUrl, '/en/office/history.data?page=2');
    expect(res.status).toBeLessThan(400);
    const location = res.headers['x-remix-redirect'] ?? res.body;
    expect(String(location)).toContain(toLogin('/en/office/history?page=2'));
    expect(String(location)).not.toContain('.data');
  });

  it('keeps the printed coupon a 404 for a bad number and a sign-in for a good one', async () => {
    expect((await rawGet(baseUrl, '/en/print-coupon/abc')).status).toBe(404);
    const res = await rawGet(baseUrl, '/en/print-coupon/123');
    expect(res.status).toBe(302);
    expect(redirectTarget(res, baseUrl)).toBe(toLogin('/en/print-coupon/123'));
  });

  it('refuses a language the site does not allow on a data request', async () => {
    // Documents with a foreign prefix are redirected by the server (language-routing.spec);
    // a data request is not, and the language guard answers it.
    const res = await rawGet(baseUrl, '/xx/line.data');
    expect(res.status).toBe(404);
  });
});
