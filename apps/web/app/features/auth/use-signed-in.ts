import { useRouteLoaderData } from 'react-router';
import type { loader } from '../../routes/lang-layout.tsx';

/** True when the `:lang` layout saw a session (shell.auth) for this request. */
export function useSignedIn(): boolean {
  const data = useRouteLoaderData<typeof loader>('lang');
  return data?.signedIn === true;
}
