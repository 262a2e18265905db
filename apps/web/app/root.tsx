import '@playfield/ui';
import './styles/shell.css';
import './styles/pages.css';
import type { ThemeName } from '@playfield/domain/display-preferences';
import { readCookie } from '@playfield/domain/cookie-header';
import { readDisplayPreferences } from '@playfield/domain/display-preferences';
import { isSiteLanguage } from '@playfield/domain/language';
import {
  effectiveCoefFormat,
  readSportsbookPreferences,
} from '@playfield/domain/sportsbook-preferences';
import { languageInfo } from '@playfield/i18n';
import type { ReactNode } from 'react';
import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  useMatches,
  useParams,
  useRouteLoaderData,
} from 'react-router';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/root';
import { ErrorPage } from './components/error-page.tsx';
import { CONSOLE_LANGUAGE_COOKIE, consoleLanguage, isConsolePath } from './console-language.ts';
import { NavigationProgress } from './components/navigation-progress.tsx';
import { EARLY_CLICK_SCRIPT, markHydrated } from './hydration.ts';
import { ROOT_DICTIONARIES } from './i18n/dictionaries.ts';
import { I18nProvider } from './i18n/i18n-context.tsx';
import { loadMessages } from './i18n/messages.server.ts';
import { mergeRouteMessages } from './i18n/route-messages.ts';
import { PreferencesProvider } from './prefs/preferences.tsx';
import {
  SportsbookPreferencesProvider,
  resolveSportsbookPreferences,
} from './features/sportsbook/sportsbook-preferences.tsx';

// The protocol's COUNTRY_CODE_HEADER, repeated so the root module does not import the protocol.
const COUNTRY_HEADER = 'x-country-code';

export function links(): Route.LinkDescriptors {
  return [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];
}

/** Display preferences from cookies, and the error texts the root error page may need. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const cookies = request.headers.get('Cookie');
  const prefs = readDisplayPreferences((name) => readCookie(cookies, name));
  const lang =
    params.lang && isSiteLanguage(params.lang)
      ? params.lang
      : isConsolePath(new URL(request.url).pathname)
        ? consoleLanguage(readCookie(cookies, CONSOLE_LANGUAGE_COOKIE))
        : context.shell.lang;
  return {
    lang,
    theme: prefs.theme,
    timeZoneOffset: prefs.timeZoneOffset,
    hour12: prefs.hour12 ?? context.shell.config.twelveHourFormat,
    sportsbook: resolveSportsbookPreferences(
      readSportsbookPreferences((name) => readCookie(cookies, name)),
      {
        // The site's odds format for the page language, else for the visitor's country.
        coefFormat: effectiveCoefFormat(
          null,
          context.shell.config.coefFormatByLang[lang],
          context.shell.config.coefFormatByGeo[
            request.headers.get(COUNTRY_HEADER)?.toLowerCase() ?? context.shell.config.countryCode
          ],
        ),
        viewType: context.shell.config.defaultBettingView,
        marketsNameType: context.shell.config.defaultMarketsNameType,
      },
    ),
    messages: loadMessages(lang, ROOT_DICTIONARIES),
  };
}

export function shouldRevalidate({
  currentParams,
  nextParams,
  formMethod,
}: ShouldRevalidateFunctionArgs) {
  // Preferences live in cookies the page itself writes; only a new language or a write
  // (sign-in later) can change what this loader returns.
  return (
    currentParams.lang !== nextParams.lang || (formMethod !== undefined && formMethod !== 'GET')
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const params = useParams();
  const matches = useMatches();
  const messages = useMemo(() => mergeRouteMessages(matches), [matches]);
  const lang = params.lang && isSiteLanguage(params.lang) ? params.lang : (data?.lang ?? 'en');
  const { dir } = languageInfo(lang);
  const [theme, setTheme] = useState<ThemeName | null>(data?.theme ?? null);
  const onThemeChange = useCallback((next: ThemeName) => setTheme(next), []);
  // The request's CSP nonce, as <Scripts> gets it (server only; browsers hide it after load).
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  // After the whole document has hydrated (error pages too): mark it, and replay the odds
  // pressed before.
  useEffect(() => markHydrated(), []);

  return (
    <html lang={lang} dir={dir} data-theme={theme ?? undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="color-scheme" content={theme ?? 'light dark'} />
        <meta name="theme-color" content="#0b1526" />
        {/* Odds pressed before hydration reach the slip (hydration.ts). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: EARLY_CLICK_SCRIPT }}
        />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider lang={lang} messages={messages}>
          <PreferencesProvider
            theme={theme}
            onThemeChange={onThemeChange}
            timeZoneOffset={data?.timeZoneOffset ?? 3}
            hour12={data?.hour12 ?? false}
          >
            <SportsbookPreferencesProvider initial={data?.sportsbook}>
              {children}
            </SportsbookPreferencesProvider>
          </PreferencesProvider>
        </I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}

/** Errors no layout caught: an unknown or disallowed language, or a fault in the shell. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} standalone />;
}
