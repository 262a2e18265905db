import { redirect } from 'react-router';
import type { Route } from './+types/forgot-password';

/** Spec §4: `user/forgotpassword` goes home, where the forgot-password dialog opens for visitors. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${params.lang}?showForgotPasswordModal=1`);
}
