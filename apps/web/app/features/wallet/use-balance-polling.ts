import { useEffect } from 'react';
import { refreshBalance } from './balance-store.ts';

/** How often the balance is fetched while the tab is visible (until the WebSocket topic lands). */
export const BALANCE_POLL_MS = 10_000;

/**
 * Keeps the balance fresh: at once, every 10 s while the tab is visible, when the tab becomes
 * visible again and when the page comes back from the back/forward cache (the player returning
 * from the payment provider's page).
 */
export function useBalancePolling(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    function start() {
      stop();
      timer = setInterval(() => {
        void refreshBalance();
      }, BALANCE_POLL_MS);
    }
    function stop() {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    }
    function onVisibility() {
      if (document.visibilityState === 'visible') {
        void refreshBalance();
        start();
      } else {
        stop();
      }
    }
    function onPageShow(event: PageTransitionEvent) {
      if (event.persisted) void refreshBalance();
    }
    void refreshBalance();
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);
}
