import { readCookie } from '@playfield/domain/cookie-header';
import { readDisplayPreferences } from '@playfield/domain/display-preferences';
import type { SiteLanguage } from '@playfield/domain/language';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/lang-layout';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { SHELL_DICTIONARIES } from '../i18n/dictionaries.ts';
import { guardMiddleware } from '../guards/page-guards.server.ts';
import { loadMessages } from '../i18n/messages.server.ts';
import { LANGUAGE_COOKIE } from '../components/language-switcher.tsx';
import { writePreferenceCookie } from '../prefs/client-cookies.ts';
import { maintenanceNotice } from '../maintenance-notice.server.ts';
import { siteInfo } from '../site-info.ts';
import type { LangLayoutData } from '../use-site.ts';
import '../styles/maintenance-notice.css';

// The protocol's COUNTRY_CODE_HEADER (as in root.tsx): the visitor's country, set by the edge.
const COUNTRY_HEADER = 'x-country-code';

export const handle: RouteHandle = { dictionaries: SHELL_DICTIONARIES };

/**
 * The guard pipeline's site entries (packages/domain/src/guards), once per document request and
 * once per client navigation: the language first — the server has already redirected paths
 * without an allowed language; a request that still names an unknown or disallowed one (a
 * direct call, a stale link) is a 404 rather than a page in the wrong language.
 */
export const middleware: Route.MiddlewareFunction[] = [guardMiddleware('site')];

/** The `:lang` segment: the site's shell data in the page's language. */
export function loader({ params, context, request }: Route.LoaderArgs) {
  const { config, publicUrl } = context.shell;
  // An allowed site language: the language guard above refused any other.
  const lang = params.lang as SiteLanguage;
  const now = new Date();
  const cookies = request.headers.get('Cookie');
  const prefs = readDisplayPreferences((name) => readCookie(cookies, name));
  const data = {
    lang,
    // Sign-in and sign-out reload the page, so this loader sees the new state (spec §5).
    site: siteInfo(config, publicUrl, now, context.shell.auth !== null),
    signedIn: context.shell.auth !== null,
    messages: loadMessages(lang, SHELL_DICTIONARIES),
    // Spec §8: planned maintenance is announced ahead, in the visitor's country's language.
    maintenanceNotice: maintenanceNotice(config.maintenance, {
      country: request.headers.get(COUNTRY_HEADER)?.trim() || config.countryCode,
      now: now.getTime(),
      timeZoneOffset: prefs.timeZoneOffset,
      hour12: prefs.hour12 ?? config.twelveHourFormat,
    }),
  };
  // What pages below read of it by its shape (useSite, useSignedIn): checked here.
  return data satisfies LangLayoutData;
}

export function shouldRevalidate({
  currentParams,
  nextParams,
  formMethod,
}: ShouldRevalidateFunctionArgs) {
  return (
    currentParams.lang !== nextParams.lang || (formMethod !== undefined && formMethod !== 'GET')
  );
}

export default function LangLayout({ loaderData }: Route.ComponentProps) {
  const { lang, maintenanceNotice: notice } = loaderData;
  // Whichever way the visitor reached this language (switcher, footer link, shared URL), it
  // becomes the remembered choice, as spec §2 stores the language in the `lng` cookie.
  useEffect(() => {
    writePreferenceCookie(LANGUAGE_COOKIE, lang);
  }, [lang]);
  return (
    <>
      {notice ? (
        <p className="maintenance-notice" role="status" lang={notice.lang}>
          {notice.text}
        </p>
      ) : null}
      <Outlet />
    </>
  );
}
