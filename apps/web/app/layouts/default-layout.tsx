import type { ReactNode } from 'react';
import { Suspense, lazy, useEffect, useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/default-layout';
import { ErrorPage } from '../components/error-page.tsx';
import { MainNav } from '../components/main-nav.tsx';
import { MainRegion } from '../components/main-region.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SkipLink } from '../components/skip-link.tsx';
import { RegistrationWidget } from '../features/auth/registration-widget.tsx';
import { useSignedIn } from '../use-site.ts';
import { guardMiddleware, standingContext } from '../guards/page-guards.server.ts';
import { loadMessages } from '../i18n/messages.server.ts';

const ResponsibleShell = lazy(() =>
  import('../features/responsible/responsible-shell.tsx').then((m) => ({
    default: m.ResponsibleShell,
  })),
);

const RegistrationReminder = lazy(() =>
  import('../features/auth/registration-reminder.tsx').then((m) => ({
    default: m.RegistrationReminder,
  })),
);

/** The texts the timers' dialogs and the age gate need on every page (not the office dictionary). */
const TIMER_KEYS = /^responsible_(reality_|session_|idle_|age_)/;
/** The visitors' registration widget and reminder (not the whole auth dictionary). */
const PROMPT_KEYS = /^auth_(widget|reminder)_/;

/** The pipeline's layout entries — ban mode (spec §2): a self-excluded player reaches only the permitted pages. */
export const middleware: Route.MiddlewareFunction[] = [guardMiddleware('layout', 'default')];

export function loader({ params, context }: Route.LoaderArgs) {
  const standing = context.get(standingContext);
  const { config, auth } = context.shell;
  // Spec §6: registration prompts are for visitors, and registration is hidden on VIP domains.
  const prompts = auth === null && config.isRegistrationAllowed && !config.isVipDomain;
  const messages = Object.fromEntries(
    Object.entries(loadMessages(params.lang, ['responsible', 'auth'])).filter(
      ([key]) => TIMER_KEYS.test(key) || (prompts && PROMPT_KEYS.test(key)),
    ),
  );
  const { enabled, inactiveMinutes } = config.autoLogoff;
  return {
    restriction: standing?.restriction ?? null,
    registrationWidget: prompts && config.isShowRegistrationWidget,
    registrationReminder: prompts ? config.registrationReminder : null,
    autoLogoff: { isAutoLogoffEnable: enabled, autoLogoffInactiveMinutes: inactiveMinutes },
    messages,
  };
}

/**
 * Every change of page asks the server (its data request runs the guards' middleware), not
 * only the first load.
 */
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
      {/* Boundaries: hydrated after the page, each in tasks of its own (issue 13). */}
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <Suspense fallback={null}>
        <MainNav variant="bottom" />
      </Suspense>
    </div>
  );
}

export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  const signedIn = useSignedIn();
  const onHome = useMatches().some((m) => m.id === 'routes/home');
  const reminder = signedIn ? null : loaderData.registrationReminder;
  return (
    <DefaultFrame>
      <Outlet />
      {onHome && loaderData.registrationWidget && !signedIn ? <RegistrationWidget /> : null}
      <AfterHydration>
        <Suspense fallback={null}>
          <ResponsibleShell signedIn={signedIn} autoLogoff={loaderData.autoLogoff} />
          {reminder ? <RegistrationReminder {...reminder} /> : null}
        </Suspense>
      </AfterHydration>
    </DefaultFrame>
  );
}

/**
 * Renders its children once the page has hydrated: the timers are not needed for the first
 * interaction. Its own state, so mounting them renders only them, not the layout, header and
 * footer again (issue 13).
 */
function AfterHydration({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? children : null;
}

/** 404s and render errors of pages in this layout keep the header and footer around them. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DefaultFrame>
      <ErrorPage error={error} />
    </DefaultFrame>
  );
}
