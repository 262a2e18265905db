/**
 * Where a user goes after login or registration (spec §2 "Platform and redirect rules"):
 * return-url, redirect_url or from_url (query first, then the value kept in the session),
 * otherwise the configured route for the page the user came from
 * (afterRegistrationAndLoginRedirectRoutesV2: route_from → route_to), once.
 *
 * Only same-site relative paths are ever returned: anything that could leave the site
 * (`//host`, `/\host`, `https://…`, `javascript:`) is dropped, so this is never an open redirect.
 */

/** One entry of afterRegistrationAndLoginRedirectRoutesV2. */
export interface AfterAuthRedirectRoute {
  route_from: string;
  route_to: string;
}

/** The query and session keys that carry a return address, in priority order. */
export const RETURN_URL_KEYS = ['return-url', 'redirect_url', 'from_url'] as const;

export type ReturnUrlKey = (typeof RETURN_URL_KEYS)[number];

export interface PostAuthRedirectInput {
  /** Query of the page where the auth form was opened. */
  query: Readonly<Partial<Record<string, string | null | undefined>>>;
  /** Return addresses kept in the session (same keys as the query). */
  session?: Readonly<Partial<Record<string, string | null | undefined>>>;
  /** Path of the page the user came from, with or without a language prefix. */
  fromPath: string;
  /** Language prefix to put on a configured target, e.g. `en`. */
  lang?: string;
  rules: readonly AfterAuthRedirectRoute[];
  /** True when the configured-route redirect has already been used for this login. */
  ruleAlreadyUsed: boolean;
}

export type PostAuthRedirect =
  | { kind: 'return-url'; key: ReturnUrlKey; location: string }
  | { kind: 'rule'; location: string }
  | { kind: 'none' };

const SENTINEL_ORIGIN = 'https://same-site.invalid';

/**
 * The same-site path of `value` (path, query and hash), or null when it is empty, absolute,
 * protocol-relative, uses backslashes or control characters, or would resolve elsewhere.
 */
export function safeRelativePath(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return null;
  // Browsers read `\` as `/` in URLs: `/\evil.com` is protocol-relative to them.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed, SENTINEL_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== SENTINEL_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function stripLanguage(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  const stripped = withoutQuery.replace(/^\/[a-z]{2}(?=\/|$)/, '');
  const trimmed = stripped.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function normaliseRoute(route: string): string {
  const withSlash = route.startsWith('/') ? route : `/${route}`;
  return stripLanguage(withSlash);
}

/** Resolves the post-login/registration destination; see the module comment. */
export function resolvePostAuthRedirect(input: PostAuthRedirectInput): PostAuthRedirect {
  for (const source of [input.query, input.session ?? {}]) {
    for (const key of RETURN_URL_KEYS) {
      const location = safeRelativePath(source[key]);
      if (location) return { kind: 'return-url', key, location };
    }
  }
  if (input.ruleAlreadyUsed) return { kind: 'none' };
  const from = stripLanguage(input.fromPath);
  const rule = input.rules.find((r) => normaliseRoute(r.route_from) === from);
  if (!rule) return { kind: 'none' };
  const to = safeRelativePath(rule.route_to.startsWith('/') ? rule.route_to : `/${rule.route_to}`);
  if (!to) return { kind: 'none' };
  const lang = input.lang && /^[a-z]{2}$/.test(input.lang) ? input.lang : null;
  const hasPrefix = lang !== null && new RegExp(`^/${lang}(?=[/?#]|$)`).test(to);
  const location = lang && !hasPrefix ? (to === '/' ? `/${lang}` : `/${lang}${to}`) : to;
  return { kind: 'rule', location };
}
