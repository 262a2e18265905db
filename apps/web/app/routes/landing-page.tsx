import { data } from 'react-router';

/**
 * Headless landings (spec §2 landing-page/{landingId}) are CMS content; until the content
 * context publishes landings every id answers 404.
 */
export function loader(): never {
  throw data(null, { status: 404 });
}

// Never rendered yet (the loader always throws); a component keeps this a page route.
export default function LandingPage() {
  return null;
}
