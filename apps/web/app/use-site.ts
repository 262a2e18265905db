import { useRouteLoaderData } from 'react-router';
import type { SiteInfo } from './site-info.ts';

/**
 * What pages below the `:lang` layout read of its loader's answer (routes/lang-layout.tsx
 * returns it, checked there with `satisfies`): lib code names this shape instead of importing
 * the route.
 */
export interface LangLayoutData {
  site: SiteInfo;
  /** The layout saw a session (shell.auth) for this request. */
  signedIn: boolean;
}

function useLangLayoutData(): LangLayoutData | undefined {
  return useRouteLoaderData('lang') as LangLayoutData | undefined;
}

/** The site information loaded by the `:lang` layout; only usable below that route. */
export function useSite(): SiteInfo {
  const data = useLangLayoutData();
  if (!data) throw new Error('useSite() is only available below the :lang route');
  return data.site;
}

/** True when the `:lang` layout saw a session (shell.auth) for this request. */
export function useSignedIn(): boolean {
  return useLangLayoutData()?.signedIn === true;
}
