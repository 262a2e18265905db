/**
 * Spec §5: the payment information page is available only when its route is enabled in the
 * site configuration (`availableRoutes`) and, when `isShowPaymentPageOnlyAuth` is set, only to
 * a signed-in user. The spec gives the feature no number; Playfield uses 46 (docs/decisions/011).
 */
export const PAYMENT_PAGE_FEATURE = 46;

export type PaymentPageAccess = 'ok' | 'not_found' | 'login';

/** Decides what a request for the payment page gets: the page, a 404, or the login step. */
export function paymentPageAccess(input: {
  availableRoutes: readonly number[];
  onlyAuth: boolean;
  signedIn: boolean;
}): PaymentPageAccess {
  if (!input.availableRoutes.includes(PAYMENT_PAGE_FEATURE)) return 'not_found';
  if (input.onlyAuth && !input.signedIn) return 'login';
  return 'ok';
}
