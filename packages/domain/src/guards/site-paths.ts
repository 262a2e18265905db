/** Path prefixes of the HTTP APIs (spec §7); their errors are JSON, never pages. */
export const API_PREFIXES = [
  '/bff-api/',
  '/web-api/',
  '/limit-service-api/',
  '/blocks-api/',
  '/redirects-api/',
  '/social-api/',
  '/fatman-api/',
  '/hd-api/',
  '/captcha/',
  '/console-api/',
] as const;

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix);
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Methods that change state (rate limits, CSRF and maintenance look at these). */
export function isWriteMethod(method: string): boolean {
  return WRITE_METHODS.has(method.toUpperCase());
}

/** The page path of a React Router data request (`/en/line.data` → `/en/line`), else null. */
export function dataRequestPage(pathname: string): string | null {
  if (pathname === '/_root.data') return '/';
  if (pathname.endsWith('/_.data')) return pathname.slice(0, -'_.data'.length);
  if (pathname.endsWith('.data')) return pathname.slice(0, -'.data'.length);
  return null;
}
