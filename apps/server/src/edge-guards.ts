// Applies the guard pipeline's edge entries (packages/domain/src/guards, architecture brief §5):
// maintenance today (spec §2 platform rules, §4); blocking and the redirect service join as
// entries of the same list. It runs before identity, the page cache and every router, and
// decides for pages, React Router's client data requests and the APIs alike, so no path can be
// forgotten.
import {
  PAGE_GUARDS,
  dataRequestPage,
  hasMaintenanceCookie,
  pagePath,
  runGuards,
} from '@playfield/domain/guards';
import type { GuardOutcome } from '@playfield/domain/guards';
import { allowedLanguages } from '@playfield/domain/language';
import { CATALOGS, translate } from '@playfield/i18n';
import { apiError } from '@playfield/protocol/errors';
import type { PublicSiteConfig } from '@playfield/protocol/site-config';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import { requestUrl } from './request-url.ts';

/** How long clients are told to wait before trying a refused write again. */
export const RETRY_AFTER_SECONDS = 300;

/** The maintenance refusal of a write, in the request's language. */
export function maintenanceMessage(lang: string): string {
  return translate(CATALOGS[lang] ?? {}, 'status_maintenance_api', undefined, CATALOGS.en);
}

/** The answer of an edge outcome. */
function answer(
  c: Context<AppEnv>,
  outcome: GuardOutcome,
  dataRequest: boolean,
): Response | Promise<Response> {
  c.header('Cache-Control', 'no-store');
  switch (outcome.kind) {
    case 'closed':
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json(apiError(503, maintenanceMessage(c.get('lang')), outcome.reason), 503);
    case 'not-found':
      return c.notFound();
    case 'redirect':
      if (!dataRequest) return c.redirect(outcome.to, outcome.status ?? 302);
      // React Router's single-fetch answer for a redirect made outside the app: a 204 with
      // these headers; with the reload it is a full load of the target page.
      return c.body(null, 204, {
        'X-Remix-Redirect': outcome.to,
        'X-Remix-Status': String(outcome.status ?? 302),
        ...(outcome.reloadDocument ? { 'X-Remix-Reload-Document': 'true' } : {}),
      });
  }
}

/**
 * The edge guards: sets `c.var.maintenance` (the shell's config says the same) and answers the
 * first outcome of the edge entries. Without a site configuration it passes: the page route
 * answers that case itself.
 */
export function edgeGuards(getConfig: () => Promise<PublicSiteConfig>): MiddlewareHandler<AppEnv> {
  return async function edgeGuardsMiddleware(c, next) {
    const config = await getConfig().catch(() => null);
    if (!config) return next();
    const active = config.maintenance.isActive || hasMaintenanceCookie(c.req.header('cookie'));
    c.set('maintenance', active);
    const lang = c.get('lang');
    const url = requestUrl(c);
    const dataRequest = dataRequestPage(url.pathname) !== null;
    const outcome = runGuards(PAGE_GUARDS, 'edge', {
      method: c.req.method,
      pathname: url.pathname,
      search: url.search,
      lang,
      path: pagePath(url.pathname, lang),
      dataRequest,
      site: { languages: allowedLanguages(config), maintenance: active },
    });
    return outcome ? answer(c, outcome, dataRequest) : next();
  };
}
