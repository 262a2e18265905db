// The signed-in console: who is signed in (GET /console-api/auth/me, in the browser), the
// navigation their permissions allow, sign-out, and the session's end — a 401 on any call, or
// the idle time without input — back to sign-in. Focus moves to the page's heading after each
// client navigation.
import { CONSOLE_IDLE_MS } from '@playfield/domain/console';
import type { ConsoleMe } from '@playfield/protocol/endpoints/console';
import { consoleLogoutEndpoint, consoleMeEndpoint } from '@playfield/protocol/endpoints/console';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useLanguage, useT } from '../i18n/i18n-context.tsx';
import { callConsole, EndpointError } from '../features/console/console-api.ts';
import { navFor } from '../features/console/console-format.ts';
import type { ConsoleCall, ConsoleSession } from '../features/console/console-session.tsx';
import { ConsoleSessionContext, signInPath } from '../features/console/console-session.tsx';
import { ConsoleLanguageSwitch, Failure, StatusLine } from '../features/console/console-ui.tsx';

const PASSWORD_PATH = '/console/password';
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

export default function ConsoleShell() {
  const t = useT();
  const { lang } = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const [me, setMe] = useState<ConsoleMe | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const pathRef = useRef(location.pathname);
  pathRef.current = location.pathname;

  const call = useCallback<ConsoleCall>(
    async (endpoint, input, options = {}) => {
      try {
        return await callConsole(endpoint, input, { lng: lang, ...options });
      } catch (error) {
        if (error instanceof EndpointError) {
          if (error.status === 401) void navigate(signInPath('expired'), { replace: true });
          else if (error.code === 'password_change_required' && pathRef.current !== PASSWORD_PATH) {
            void navigate(PASSWORD_PATH);
          }
        }
        throw error;
      }
    },
    [lang, navigate],
  );

  const refresh = useCallback(async () => {
    try {
      setFailure(null);
      setMe(await call(consoleMeEndpoint, {}));
    } catch (error) {
      if (!(error instanceof EndpointError && error.status === 401)) setFailure(error);
    }
  }, [call]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // A one-time password must be changed before anything else.
  useEffect(() => {
    if (me?.mustChangePassword && location.pathname !== PASSWORD_PATH) {
      void navigate(PASSWORD_PATH, { replace: true });
    }
  }, [me, location.pathname, navigate]);

  // Idle expiry: the server ends the session after CONSOLE_IDLE_MS without a call; the page
  // leaves too after as long without the operator's input (polling pages call on their own).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void callConsole(consoleLogoutEndpoint, {}).catch(() => undefined);
        void navigate(signInPath('expired'), { replace: true });
      }, CONSOLE_IDLE_MS);
    };
    arm();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, arm, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, arm);
    };
  }, [navigate]);

  // After a client navigation, focus the new page's heading (screen readers hear where they are).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      document.querySelector<HTMLElement>('[data-console-title]')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [location.pathname]);

  const session = useMemo<ConsoleSession | null>(
    () =>
      me
        ? {
            me,
            call,
            refresh,
            may: (permission) => me.permissions.includes(permission as never),
          }
        : null,
    [me, call, refresh],
  );

  async function signOut() {
    await callConsole(consoleLogoutEndpoint, {}).catch(() => undefined);
    void navigate(signInPath('signed-out'), { replace: true });
  }

  const items = me ? navFor(me.mustChangePassword ? [] : me.permissions) : [];
  return (
    <>
      <a className="console-skip" href="#console-main">
        {t('console_skip')}
      </a>
      <header className="console-header">
        <p className="console-brand">{t('console_title')}</p>
        <div className="console-header__tools">
          {me ? (
            <p className="console-who">
              {t('console_signed_in_as', { email: me.email, role: t(`console_role_${me.role}`) })}
            </p>
          ) : null}
          <ConsoleLanguageSwitch />
          {me ? (
            <button
              type="button"
              className="pf-button pf-button--sm"
              onClick={() => void signOut()}
            >
              {t('console_sign_out')}
            </button>
          ) : null}
        </div>
      </header>
      <div className="console-body">
        {me ? (
          <nav className="console-nav" aria-label={t('console_nav_label')}>
            <ul>
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === '/console/sportsbook'}>
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <main id="console-main" className="console-main" tabIndex={-1}>
          {session ? (
            <ConsoleSessionContext.Provider value={session}>
              <Outlet />
            </ConsoleSessionContext.Provider>
          ) : failure ? (
            <>
              <Failure error={failure} />
              <button type="button" className="pf-button" onClick={() => void refresh()}>
                {t('console_retry')}
              </button>
            </>
          ) : (
            <StatusLine>{t('console_loading')}</StatusLine>
          )}
        </main>
      </div>
    </>
  );
}
