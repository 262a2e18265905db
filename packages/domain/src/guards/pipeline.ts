/**
 * The guard pipeline of architecture brief §5 (issue 14 item 3): one ordered list of pure
 * decisions that say where a page request must go instead of the page it asked for. Each entry
 * declares the scope it is applied at:
 *
 * - `edge`: by the HTTP server, before the page cache and React Router, for every request (a
 *   guard that must also close APIs — maintenance — lives here);
 * - `site`: by the `:lang` route's middleware, once per document request and once per client
 *   navigation (React Router's data request);
 * - `layout`: by the middleware of each layout route (default, empty, maintenance, blocked,
 *   headless), which names itself in the facts — ban mode, for one, holds the default layout's
 *   pages only (decision 013);
 * - `player`: by the middleware of the routes that need a signed-in player (the `office`
 *   layout route, the printed coupon, the appeal history).
 *
 * React Router runs a parent's middleware before its children's, so a list whose scopes never
 * go back (edge, site, layout, player — a unit test holds it) is applied in its own order.
 * A later guard (blocking, redirects, feature availability, platform type, bonus-variant
 * redirects, terms) is one more entry of `PAGE_GUARDS`.
 */
import type { BanMark } from '../limits/ban-mode.ts';

export type GuardScope = 'edge' | 'site' | 'layout' | 'player';

/** Scopes in the order they are applied. */
export const GUARD_SCOPES: readonly GuardScope[] = ['edge', 'site', 'layout', 'player'];

/** The layouts of spec §2 (route groups of apps/web/app/routes.ts). */
export type PageLayout = 'default' | 'empty' | 'maintenance' | 'blocked' | 'headless';

/** What the guards decide from: the request, the site and the player, gathered beforehand. */
export interface GuardFacts {
  method: string;
  /** The request's path as it came (`/en/office/history.data`, `/line`, `/web-api/...`). */
  pathname: string;
  /** The page's query string with its `?`, or empty. */
  search: string;
  /** The page's language: its prefix, else the request's language. */
  lang: string;
  /** The page's path after the language prefix, without slashes (`office/history`; home ``). */
  path: string;
  /** True for React Router's client data request of a navigation. */
  dataRequest: boolean;
  site: {
    /** The languages the site allows now. */
    languages: readonly string[];
    /** Maintenance for this request (the configuration, or the maintenance cookie). */
    maintenance: boolean;
  };
  /** The layout of the page; absent before the layout's own middleware. */
  layout?: PageLayout;
  /** The visitor; absent at the edge (the session is read after it). */
  player?: {
    signedIn: boolean;
    /** The self-exclusion mark of the limit service's standing; null when none. */
    ban: BanMark | null;
  };
}

export type GuardOutcome =
  /** Go to `to` instead (a page path with its language). */
  | {
      kind: 'redirect';
      to: string;
      status?: 301 | 302;
      /** A full page load even on a client navigation (leaving the app's state behind). */
      reloadDocument?: boolean;
    }
  /** No such page (a language the site does not allow). */
  | { kind: 'not-found' }
  /** An API write refused (maintenance closes money-moving writes). */
  | { kind: 'closed'; reason: string };

export interface GuardEntry {
  /** The guard's name, as architecture brief §5 lists them. */
  id: string;
  scope: GuardScope;
  /** The outcome for `facts`, or null to let the request go on to the next entry. */
  decide(facts: GuardFacts): GuardOutcome | null;
}

/** The first outcome of the entries of `scope`, in list order; null: the page may render. */
export function runGuards(
  entries: readonly GuardEntry[],
  scope: GuardScope,
  facts: GuardFacts,
): GuardOutcome | null {
  for (const entry of entries) {
    if (entry.scope !== scope) continue;
    const outcome = entry.decide(facts);
    if (outcome) return outcome;
  }
  return null;
}

/** The part of `pathname` after `/{lang}`, without slashes; `.data` of a data request cut. */
export function pagePath(pathname: string, lang: string): string {
  const page = pathname.replace(/\/_\.data$|\.data$/, '');
  const prefix = `/${lang}`;
  const rest = page === prefix || page.startsWith(`${prefix}/`) ? page.slice(prefix.length) : page;
  return rest.replace(/^\/+|\/+$/g, '');
}
