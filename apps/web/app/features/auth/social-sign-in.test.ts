import { describe, expect, it } from 'vitest';
import { oauthStartHref } from './social-sign-in.tsx';

describe('social sign-in start address', () => {
  it('carries where to come back to, encoded', () => {
    expect(oauthStartHref('/web-api/auth/oauth/google', '/en/office/security?tab=1')).toBe(
      '/web-api/auth/oauth/google?return-url=%2Fen%2Foffice%2Fsecurity%3Ftab%3D1',
    );
  });

  it('adds the new account’s country and currency when registering', () => {
    const href = oauthStartHref('/web-api/auth/oauth/vk', '/ru', {
      countryCode: 'kz',
      currency: 'KZT',
    });
    const url = new URL(href, 'https://site.test');
    expect(url.pathname).toBe('/web-api/auth/oauth/vk');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'return-url': '/ru',
      countryCode: 'kz',
      currency: 'KZT',
    });
  });
});
