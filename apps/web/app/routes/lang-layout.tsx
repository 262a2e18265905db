import { isSiteLanguage } from '@playfield/domain';
import { useEffect } from 'react';
import { Outlet, data } from 'react-router';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/lang-layout';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { SHELL_DICTIONARIES } from '../i18n/dictionaries.ts';
import { loadMessages } from '../i18n/messages.server.ts';
import { LANGUAGE_COOKIE } from '../components/language-switcher.tsx';
import { writePreferenceCookie } from '../prefs/client-cookies.ts';
import { siteInfo } from '../site-info.ts';

export const handle: RouteHandle = { dictionaries: SHELL_DICTIONARIES };

/**
 * The `:lang` segment. The server has already redirected paths without an allowed language;
 * a request that still names an unknown or disallowed one (a direct call, a stale link) is a
 * 404 rather than a page in the wrong language.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const { config, publicUrl } = context.shell;
  const lang = params.lang;
  if (!isSiteLanguage(lang) || !config.languages.includes(lang)) {
    throw data(null, { status: 404 });
  }
  return {
    lang,
    site: siteInfo(config, publicUrl, new Date()),
    signedIn: context.shell.auth !== null,
    messages: loadMessages(lang, SHELL_DICTIONARIES),
  };
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
  const { lang } = loaderData;
  // Whichever way the visitor reached this language (switcher, footer link, shared URL), it
  // becomes the remembered choice, as spec §2 stores the language in the `lng` cookie.
  useEffect(() => {
    writePreferenceCookie(LANGUAGE_COOKIE, lang);
  }, [lang]);
  return <Outlet />;
}
