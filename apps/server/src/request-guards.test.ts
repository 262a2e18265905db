import { describe, expect, it } from 'vitest';
import { MAX_COOKIE_LENGTH, rejectBadRequest } from './request-guards.ts';

const check = (path: string, cookie?: string) =>
  rejectBadRequest({ url: `http://localhost${path}`, cookie });

describe('rejectBadRequest', () => {
  it('passes ordinary requests, including unknown query parameters', () => {
    expect(check('/en/casino?utm_x=1&__proto__=2&a[b]=3&=&&')).toBeNull();
    expect(check('/en/caf%C3%A9')).toBeNull();
  });

  it('answers 414 for an 8 KiB path', () => {
    expect(check(`/en/${'a'.repeat(8 * 1024)}`)?.status).toBe(414);
  });

  it('answers 400 for %00 and other control characters', () => {
    expect(check('/en/%00')?.status).toBe(400);
    expect(check('/%00/x')?.status).toBe(400);
    expect(check('/en/a%0Ab')?.status).toBe(400);
  });

  it('answers 400 for invalid percent-encoding and non-UTF-8 bytes', () => {
    expect(check('/en/%E0%A4%A')?.status).toBe(400);
    expect(check('/%')?.status).toBe(400);
    expect(check('/en/%FF%FE')?.status).toBe(400);
  });

  it('relies on URL parsing to resolve plain and encoded dot segments', () => {
    // The WHATWG URL parser (used for every Request) removes them before any route runs.
    expect(new URL('http://localhost/en/../%2e%2e/%2E/x').pathname).toBe('/x');
    expect(check('/en/%2e%2e/x')).toBeNull();
  });

  it('answers 400 for dot segments hidden behind encoded backslashes', () => {
    expect(check('/en/..%5c..%5cwin.ini')?.status).toBe(400);
    expect(check('/assets/%5C')?.status).toBe(400);
  });

  it('answers 431 for a cookie header over the limit', () => {
    expect(check('/en', `big=${'x'.repeat(MAX_COOKIE_LENGTH)}`)?.status).toBe(431);
    expect(check('/en', 'lng=en')).toBeNull();
  });
});
