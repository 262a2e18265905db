// Spec §2 language prefixes, seen on the wire: which redirect the production server answers.
import { describe, expect, inject, it } from 'vitest';
import { rawGet, redirectTarget } from './http.ts';

const baseUrl = inject('baseUrl');
const REDIRECT = [301, 302, 303, 307, 308];

describe('language prefix redirects (spec §2)', () => {
  it('sends a visitor with no stored or browser language to the default, /ru', async () => {
    const res = await rawGet(baseUrl, '/');
    expect(REDIRECT).toContain(res.status);
    expect(redirectTarget(res, baseUrl)).toBe('/ru');
  });

  it('sends a browser that prefers English to /en', async () => {
    const res = await rawGet(baseUrl, '/', { 'accept-language': 'en-GB,en;q=0.9,ru;q=0.5' });
    expect(REDIRECT).toContain(res.status);
    expect(redirectTarget(res, baseUrl)).toBe('/en');
  });

  it('prefers the stored lng cookie to the browser languages', async () => {
    const res = await rawGet(baseUrl, '/', { 'accept-language': 'en', cookie: 'lng=de' });
    expect(redirectTarget(res, baseUrl)).toBe('/de');
  });

  it('ignores a browser language the site does not offer', async () => {
    const res = await rawGet(baseUrl, '/', { 'accept-language': 'ja-JP,ja;q=0.9' });
    expect(redirectTarget(res, baseUrl)).toBe('/ru');
  });

  it('replaces a prefix that is not an allowed language, keeping the path and the query', async () => {
    const res = await rawGet(baseUrl, '/xx/some/path?a=1');
    expect(REDIRECT).toContain(res.status);
    expect(redirectTarget(res, baseUrl)).toBe('/ru/some/path?a=1');
  });

  it('puts a path without a prefix under the chosen language, keeping the query', async () => {
    const res = await rawGet(baseUrl, '/casino?x=2', { 'accept-language': 'en' });
    expect(REDIRECT).toContain(res.status);
    expect(redirectTarget(res, baseUrl)).toBe('/en/casino?x=2');
  });

  it('serves an allowed prefix without a redirect, with <html lang> and dir', async () => {
    const en = await rawGet(baseUrl, '/en');
    expect(en.status).toBe(200);
    expect(en.body).toMatch(/<html[^>]*\blang="en"/);
    expect(en.body).toMatch(/<html[^>]*\bdir="ltr"/);
    const ar = await rawGet(baseUrl, '/ar');
    expect(ar.status).toBe(200);
    expect(ar.body).toMatch(/<html[^>]*\blang="ar"/);
    expect(ar.body).toMatch(/<html[^>]*\bdir="rtl"/);
  });

  it('answers an unknown page under a language with 404 and the not-found text', async () => {
    const res = await rawGet(baseUrl, '/en/no-such-page');
    expect(res.status).toBe(404);
    expect(res.body).toContain('This page could not be found');
  });
});
