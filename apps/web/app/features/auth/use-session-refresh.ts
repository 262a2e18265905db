import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { checkSession, startSessionRefresh } from './session-refresh.ts';

/**
 * While signed in, refreshes the session every 60 s and on return to the foreground; when the
 * session has ended elsewhere (logout in another tab, expiry), the loaders run again so the
 * page shows the signed-out state.
 */
export function useSessionRefresh(signedIn: boolean): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!signedIn) return undefined;
    return startSessionRefresh({
      check: () => checkSession(),
      onEnded: () => void revalidate(),
      setInterval: (handler, ms) => window.setInterval(handler, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
      onForeground(handler) {
        const listener = (): void => {
          if (document.visibilityState === 'visible') handler();
        };
        document.addEventListener('visibilitychange', listener);
        return () => document.removeEventListener('visibilitychange', listener);
      },
    });
  }, [signedIn, revalidate]);
}
