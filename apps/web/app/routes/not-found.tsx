import { data } from 'react-router';

/**
 * The catch-all of the default layout (spec §2): any unknown path under a language answers
 * HTTP 404, rendered by the layout's error boundary as "This page could not be found".
 */
export function loader(): never {
  throw data(null, { status: 404 });
}

// Never rendered (the loader always throws); a component keeps this a page route, so the
// 404 is an HTML page and not a bare resource response.
export default function NotFound() {
  return null;
}
