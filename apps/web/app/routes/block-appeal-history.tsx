import { redirect } from 'react-router';
import type { Route } from './+types/block-appeal-history';

/**
 * Spec §2/§6: block-appeal-history needs a signed-in player. Nobody is signed in until the
 * identity context exists, so every visitor goes to the login page, query kept (auth guard).
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  throw redirect(`/${params.lang}/login${search}`);
}

// Never rendered yet (the loader always redirects); a component keeps this a page route.
export default function BlockAppealHistory() {
  return null;
}
