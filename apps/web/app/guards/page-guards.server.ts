// Applies the guard pipeline (packages/domain/src/guards, architecture brief §5) inside React
// Router: the server runs route middleware once per document request and once per client
// navigation (its data request), parents first. The `:lang` route applies the `site` entries,
// each layout route the `layout` entries with its name, and the routes that need a signed-in
// player (the `office` layout route, the printed coupon, the appeal history) the `player`
// entries. The edge entries ran in the server before (apps/server/src/edge-guards.ts).
import { PAGE_GUARDS, pagePath, runGuards } from '@playfield/domain/guards';
import { allowedLanguages } from '@playfield/domain/language';
import type { GuardFacts, GuardOutcome, GuardScope, PageLayout } from '@playfield/domain/guards';
import { LIMIT_API_PREFIX, playerStandingViewSchema } from '@playfield/protocol/limits';
import type { PlayerStandingView } from '@playfield/protocol/limits';
import type { ShellContext } from '@playfield/protocol/load-context';
import { createContext, data, redirect, redirectDocument } from 'react-router';
import type { MiddlewareFunction } from 'react-router';

/**
 * The signed-in player's standing with the limit service (ban mode, restriction), read once per
 * request by the `site` middleware; loaders read it from here (`context.get`).
 */
export const standingContext = createContext<PlayerStandingView | null>(null);

/** The standing of the signed-in player; null for a visitor or when the service is down. */
async function readStanding(shell: ShellContext): Promise<PlayerStandingView | null> {
  if (!shell.auth) return null;
  const response = await shell.api(`${LIMIT_API_PREFIX}/status`);
  if (!response.ok) return null;
  const parsed = playerStandingViewSchema.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data : null;
}

/** Throws what an outcome asks for: a redirect or a 404. */
function apply(outcome: GuardOutcome): never {
  switch (outcome.kind) {
    case 'redirect': {
      const init = outcome.status ?? 302;
      throw outcome.reloadDocument
        ? redirectDocument(outcome.to, init)
        : redirect(outcome.to, init);
    }
    case 'not-found':
    case 'closed':
      throw data(null, { status: 404 });
  }
}

/** The middleware that applies the entries of `scope` (with the layout's name for `layout`). */
export function guardMiddleware(scope: Exclude<GuardScope, 'edge'>, layout?: PageLayout) {
  const middleware: MiddlewareFunction<Response> = async ({ request, url, params, context }) => {
    const { shell } = context;
    const lang = params.lang ?? '';
    if (scope === 'site') context.set(standingContext, await readStanding(shell));
    const facts: GuardFacts = {
      method: request.method,
      pathname: url.pathname,
      search: url.search,
      lang,
      path: pagePath(url.pathname, lang),
      dataRequest: new URL(request.url).pathname !== url.pathname,
      site: {
        languages: allowedLanguages(shell.config),
        maintenance: shell.config.maintenance.isActive,
      },
      ...(layout ? { layout } : {}),
      player: {
        signedIn: shell.auth !== null,
        ban: context.get(standingContext)?.ban ?? null,
      },
    };
    const outcome = runGuards(PAGE_GUARDS, scope, facts);
    if (outcome) apply(outcome);
  };
  return middleware;
}

/** The `player` entries: the route needs a signed-in player (spec §2 office pages). */
export const playerGuards = guardMiddleware('player');
