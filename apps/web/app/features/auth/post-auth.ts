import { resolvePostAuthRedirect } from '@playfield/domain/user';

/**
 * Where the browser goes after a sign-in or registration (spec §2): the same-site
 * return-url / redirect_url / from_url of the current address when present, else `fallback`
 * (the page itself for the modals; home for the full-page forms).
 */
export function postAuthLocation(search: string, fallback: string): string {
  const query = Object.fromEntries(new URLSearchParams(search));
  const result = resolvePostAuthRedirect({
    query,
    fromPath: '/',
    rules: [],
    ruleAlreadyUsed: true,
  });
  return result.kind === 'return-url' ? result.location : fallback;
}

/** The current address without the one-shot modal switches, so a reload does not reopen them. */
export function currentLocationWithoutModalFlags(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete('showForgotPasswordModal');
  url.searchParams.delete('twoStepTicket');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A full load of `location`: the session cookie changed, so every loader (header, balance,
 * page data) must run again with it; a document load is the one refresh that reaches them all.
 */
export function reloadAt(location: string): void {
  window.location.assign(location);
}
