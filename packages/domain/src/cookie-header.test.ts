import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookie-header.ts';

describe('cookie header', () => {
  it('finds a cookie by exact name', () => {
    const header = 'xlng=de; lng=en; appTheme=1';
    expect(readCookie(header, 'lng')).toBe('en');
    expect(readCookie(header, 'appTheme')).toBe('1');
    expect(readCookie(header, 'tzo')).toBeNull();
    expect(readCookie(null, 'lng')).toBeNull();
  });

  it('decodes values and keeps malformed encodings raw instead of throwing', () => {
    expect(readCookie('a=%D0%AF', 'a')).toBe('Я');
    expect(readCookie('a=%E0%A4%A', 'a')).toBe('%E0%A4%A');
    expect(readCookie('a="quoted"', 'a')).toBe('quoted');
  });

  it('ignores everything past 8 KiB', () => {
    const header = `${'x=1; '.repeat(2000)}late=1`;
    expect(readCookie(header, 'late')).toBeNull();
  });

  it('serializes a lax, root-path cookie', () => {
    expect(serializeCookie('lng', 'en', { maxAge: 60 })).toBe(
      'lng=en; Path=/; Max-Age=60; SameSite=Lax',
    );
    expect(serializeCookie('a', 'b c', { secure: true })).toBe(
      'a=b%20c; Path=/; Max-Age=86400; SameSite=Lax; Secure',
    );
  });
});
