import { describe, expect, it } from 'vitest';
import { PAYMENT_PAGE_FEATURE, paymentPageAccess } from './payment-page.ts';

describe('paymentPageAccess', () => {
  const on = [PAYMENT_PAGE_FEATURE];
  it('answers 404 when the route is not enabled, whoever asks', () => {
    expect(paymentPageAccess({ availableRoutes: [47], onlyAuth: false, signedIn: true })).toBe(
      'not_found',
    );
  });
  it('asks a visitor to log in when the page is for signed-in users only', () => {
    expect(paymentPageAccess({ availableRoutes: on, onlyAuth: true, signedIn: false })).toBe(
      'login',
    );
    expect(paymentPageAccess({ availableRoutes: on, onlyAuth: true, signedIn: true })).toBe('ok');
  });
  it('shows the page to everyone otherwise', () => {
    expect(paymentPageAccess({ availableRoutes: on, onlyAuth: false, signedIn: false })).toBe('ok');
  });
});
