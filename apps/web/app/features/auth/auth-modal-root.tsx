import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { openAuthModal, useAuthModal } from './modal-store.ts';
import { useSessionRefresh } from './use-session-refresh.ts';

// The dialogs and their forms load only when one is first opened: the home page does not pay
// for them (JS budget, docs/architecture.md §7).
const AuthModals = lazy(() => import('./auth-modals.tsx'));

/**
 * Mount point of the auth dialogs (once, in the header). Opens the forgot-password dialog
 * for visitors arriving with `showForgotPasswordModal=1` (spec §4, `user/forgotpassword`), the
 * login dialog's two-step step for `twoStepTicket` (a social sign-in with two-factor on),
 * and keeps a signed-in session refreshed (spec §7).
 */
export function AuthModalRoot({ signedIn }: { signedIn: boolean }) {
  const kind = useAuthModal();
  const [params] = useSearchParams();
  const wantsForgot = params.get('showForgotPasswordModal') === '1';
  // A social sign-in of an account with two-factor comes back with a two-step ticket.
  const wantsTwoStep = params.has('twoStepTicket');
  useSessionRefresh(signedIn);
  useEffect(() => {
    if (wantsForgot && !signedIn) openAuthModal('forgot');
    else if (wantsTwoStep && !signedIn) openAuthModal('login');
  }, [wantsForgot, wantsTwoStep, signedIn]);
  if (!kind) return null;
  return (
    <Suspense fallback={null}>
      <AuthModals kind={kind} />
    </Suspense>
  );
}
