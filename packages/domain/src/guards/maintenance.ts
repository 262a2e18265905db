// Maintenance of spec §2 platform rules and §4 (issue 13 item 7), the pipeline's edge entry: it
// decides for pages, React Router's client data requests and the money-moving APIs alike, so no
// path can be forgotten. Applied by the server before identity and every router
// (apps/server/src/maintenance-guard.ts).
import { allowedLanguages, isSiteLanguage } from '../language.ts';
import type { SiteLanguage } from '../language.ts';
import { dataRequestPage, isApiPath, isWriteMethod } from './site-paths.ts';

/**
 * Spec §4: "maintenance active if cookie equals 1". The spec does not name the cookie; this is
 * it (decision 023). It closes the site for the browser that carries it only — operators use
 * it to look at the maintenance page, and it can never open a closed site.
 */
export const MAINTENANCE_COOKIE = 'maintenance';

/**
 * Writes that move money or place bets: bet placement, deposits, withdrawals (and their
 * cancellation), payment requests and the currency accounts (add, remove, switch). The payment
 * providers' webhooks stay open: they report money that has already moved at the provider.
 */
const CLOSED_WRITES: readonly RegExp[] = [
  /^\/web-api\/betting(?:\/|$)/,
  /^\/web-api\/wallet\/(?!webhooks\/)/,
  /^\/web-api\/user\/accounts(?:\/|$)/,
];

/**
 * Routers that are not pages of the web app: the sandbox payment provider's hosted pages (a
 * stand-in for an outside provider, which our maintenance does not close) and the dev outbox.
 */
const NOT_PAGES: readonly string[] = ['/sandbox-pay/', '/dev/'];

/**
 * The operator console's pages and their data requests (issue 15, decision 038): operators run
 * the site through maintenance (and turn it off from the console), so the console stays open.
 */
const CONSOLE_PAGES = /^\/console(?:\/|\.data$|$)/;

/** True when the request carries the maintenance cookie with the value 1. */
export function hasMaintenanceCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  const match = new RegExp(`(?:^|;)\\s*${MAINTENANCE_COOKIE}=([^;]*)`).exec(cookieHeader);
  return match?.[1]?.trim().replace(/^"|"$/g, '') === '1';
}

/** Pages that stay open during maintenance: the maintenance page and the withdrawal returns. */
function isOpenDuringMaintenance(rest: string): boolean {
  return /^\/maintenance\/?$/.test(rest) || /^\/onpay\/withdraw\/[^/]+\/?$/.test(rest);
}

export type MaintenanceDecision =
  | { kind: 'pass' }
  /** A page (document): go to `location` with a 302. */
  | { kind: 'redirect'; location: string }
  /** An open page's client data request: React Router's redirect, as a full page load. */
  | { kind: 'data-redirect'; location: string }
  /** A money-moving or betting API write. */
  | { kind: 'closed' };

export interface MaintenanceRequest {
  method: string;
  pathname: string;
  /** Maintenance for this request: the site configuration or the cookie. */
  active: boolean;
  /** The language of the request (for paths without an allowed prefix). */
  lang: SiteLanguage;
  config: { languages: readonly string[]; defaultLanguage: string };
}

function isDocumentMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

/**
 * What maintenance does to one request. While it is on: every page and client data request
 * goes to `/{lng}/maintenance` (health checks answer before this guard; the withdrawal status
 * pages stay), and money-moving or betting writes are closed. While it is off: the maintenance
 * page sends its visitor home (spec §2 "back to home when it ends").
 */
export function decideMaintenance(request: MaintenanceRequest): MaintenanceDecision {
  const { pathname } = request;
  if (NOT_PAGES.some((prefix) => pathname.startsWith(prefix))) return { kind: 'pass' };
  if (CONSOLE_PAGES.test(pathname)) return { kind: 'pass' };
  if (isApiPath(pathname)) {
    const closed =
      request.active &&
      isWriteMethod(request.method) &&
      CLOSED_WRITES.some((pattern) => pattern.test(pathname));
    return closed ? { kind: 'closed' } : { kind: 'pass' };
  }
  // React Router's route discovery carries no page data.
  if (pathname === '/__manifest') return { kind: 'pass' };
  const dataPage = dataRequestPage(pathname);
  const page = dataPage ?? pathname;
  const prefix = /^\/([a-z]{2})(\/.*)?$/.exec(page);
  const allowed = allowedLanguages(request.config);
  const prefixLang =
    prefix?.[1] && isSiteLanguage(prefix[1]) && allowed.includes(prefix[1]) ? prefix[1] : null;
  const lang = prefixLang ?? request.lang;
  const rest = prefixLang ? (prefix?.[2] ?? '') : page;
  if (!request.active) {
    // The maintenance page's own loader sends data requests home; documents go from here.
    const onMaintenancePage = prefixLang !== null && /^\/maintenance\/?$/.test(rest);
    if (onMaintenancePage && dataPage === null && isDocumentMethod(request.method)) {
      return { kind: 'redirect', location: `/${lang}` };
    }
    return { kind: 'pass' };
  }
  if (prefixLang !== null && isOpenDuringMaintenance(rest)) return { kind: 'pass' };
  const location = `/${lang}/maintenance`;
  return dataPage === null ? { kind: 'redirect', location } : { kind: 'data-redirect', location };
}
