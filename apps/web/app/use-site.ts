import { useRouteLoaderData } from 'react-router';
import type { loader } from './routes/lang-layout.tsx';
import type { SiteInfo } from './site-info.ts';

/** The site information loaded by the `:lang` layout; only usable below that route. */
export function useSite(): SiteInfo {
  const data = useRouteLoaderData<typeof loader>('lang');
  if (!data) throw new Error('useSite() is only available below the :lang route');
  return data.site;
}
