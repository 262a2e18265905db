import { redirect } from 'react-router';
import type { Route } from './+types/block-appeal-history';

/**
 * Spec §2/§6: block-appeal-history needs a signed-in player. Nobody is signed in until the
 * identity context exists, so every visitor goes to the login page, query kept (auth guard).
 */
export function loader({ params, url }: Route.LoaderArgs) {
  // `url` is the page's address without React Router's data-request details (`.data`, `_routes`).
  throw redirect(`/${params.lang}/login${url.search}`);
}

// Never rendered yet (the loader always redirects); a component keeps this a page route.
export default function BlockAppealHistory() {
  return null;
}
