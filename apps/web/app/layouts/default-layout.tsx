import type { ReactNode } from 'react';
import { Suspense, lazy, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/default-layout';
import { ErrorPage } from '../components/error-page.tsx';
import { MainNav } from '../components/main-nav.tsx';
import { MainRegion } from '../components/main-region.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { SiteHeader } from '../components/site-header.tsx';
import { SkipLink } from '../components/skip-link.tsx';
import { guardBanMode } from '../features/responsible/ban-guard.server.ts';
import { useSignedIn } from '../features/auth/use-signed-in.ts';
import { loadMessages } from '../i18n/messages.server.ts';

const ResponsibleShell = lazy(() =>
  import('../features/responsible/responsible-shell.tsx').then((m) => ({
    default: m.ResponsibleShell,
  })),
);

/** The texts the timers' dialogs and the age gate need on every page (not the office dictionary). */
const TIMER_KEYS = /^responsible_(reality_|session_|idle_|age_)/;

/** Ban mode (spec §2): a self-excluded player reaches only the permitted pages. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const standing = await guardBanMode(context.shell, request, params.lang);
  const messages = Object.fromEntries(
    Object.entries(loadMessages(params.lang, ['responsible'])).filter(([key]) =>
      TIMER_KEYS.test(key),
    ),
  );
  const { enabled, inactiveMinutes } = context.shell.config.autoLogoff;
  return {
    restriction: standing?.restriction ?? null,
    autoLogoff: { isAutoLogoffEnable: enabled, autoLogoffInactiveMinutes: inactiveMinutes },
    messages,
  };
}

/** The guard runs again on every change of page, not only on the first load. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

/** Header with navigation, the page, the footer, and the tab bar on phones. */
function DefaultFrame({ children }: { children: ReactNode }) {
  return (
    <div className="default-frame">
      <SkipLink />
      <SiteHeader />
      <MainRegion className="default-frame__main">{children}</MainRegion>
      <SiteFooter />
      <MainNav variant="bottom" />
    </div>
  );
}

export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  const signedIn = useSignedIn();
  // Loaded after hydration: the timers are not needed for the first interaction.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <DefaultFrame>
      <Outlet />
      {mounted && (
        <Suspense fallback={null}>
          <ResponsibleShell signedIn={signedIn} autoLogoff={loaderData.autoLogoff} />
        </Suspense>
      )}
    </DefaultFrame>
  );
}

/** 404s and render errors of pages in this layout keep the header and footer around them. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DefaultFrame>
      <ErrorPage error={error} />
    </DefaultFrame>
  );
}
