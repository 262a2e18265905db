// The entries of the guard pipeline, in the order architecture brief §5 gives them (see
// pipeline.ts for scopes). Each is a pure decision over the facts gathered for the request.
import { BAN_PAGE_PATH, banModeRedirect } from '../limits/ban-mode.ts';
import { isSiteLanguage } from '../language.ts';
import { decideMaintenance } from './maintenance.ts';
import type { GuardEntry, GuardFacts } from './pipeline.ts';

/** Spec §2 platform rules: maintenance closes pages, data requests and money-moving writes. */
export const maintenanceGuard: GuardEntry = {
  id: 'maintenance',
  scope: 'edge',
  decide(facts) {
    const decision = decideMaintenance({
      method: facts.method,
      pathname: facts.pathname,
      active: facts.site.maintenance,
      lang: isSiteLanguage(facts.lang) ? facts.lang : 'en',
      config: { languages: facts.site.languages, defaultLanguage: facts.lang },
    });
    switch (decision.kind) {
      case 'pass':
        return null;
      case 'closed':
        return { kind: 'closed', reason: 'maintenance' };
      case 'redirect':
        return { kind: 'redirect', to: decision.location };
      case 'data-redirect':
        return { kind: 'redirect', to: decision.location, reloadDocument: true };
    }
  },
};

/**
 * Spec §2: every page carries an allowed language prefix. The server redirects paths without
 * one before rendering (apps/server/src/page-routing.ts); a request that still names an unknown
 * or disallowed one (a client data request, a stale link) is no page.
 */
export const languageGuard: GuardEntry = {
  id: 'language',
  scope: 'site',
  decide(facts) {
    return facts.site.languages.includes(facts.lang) ? null : { kind: 'not-found' };
  },
};

/**
 * Ban mode (spec §2, decision 013): a self-excluded player reaches only the permitted pages of
 * the default layout; anyone else on the ban page goes home.
 */
export const banGuard: GuardEntry = {
  id: 'ban',
  scope: 'layout',
  decide(facts) {
    if (facts.layout !== 'default') return null;
    const target = banModeRedirect(facts.path, facts.player?.ban ?? null);
    if (target === 'ban') return { kind: 'redirect', to: `/${facts.lang}/${BAN_PAGE_PATH}` };
    if (target === 'home') return { kind: 'redirect', to: `/${facts.lang}` };
    return null;
  },
};

/**
 * Spec §2: office pages (and the printed coupon, the appeal history) need a signed-in player.
 * A visitor goes to the login page with the page's address as the return-url, so signing in
 * brings them back (decision 023).
 */
export const authenticationGuard: GuardEntry = {
  id: 'authentication',
  scope: 'player',
  decide(facts) {
    if (facts.player?.signedIn) return null;
    return { kind: 'redirect', to: loginRedirect(facts) };
  },
};

/** The login page that returns to the page of `facts`. */
export function loginRedirect(facts: Pick<GuardFacts, 'lang' | 'path' | 'search'>): string {
  const back = `/${facts.lang}${facts.path ? `/${facts.path}` : ''}${facts.search}`;
  return `/${facts.lang}/login?return-url=${encodeURIComponent(back)}`;
}

/**
 * The site's pipeline in order. Issue 18 adds blocking and the redirect service (edge), route
 * feature availability, platform type, bonus-variant redirects and terms as entries here.
 */
export const PAGE_GUARDS: readonly GuardEntry[] = [
  maintenanceGuard,
  languageGuard,
  banGuard,
  authenticationGuard,
];
