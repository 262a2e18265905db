import {
  IDLE_LOGOFF_FLAG_KEY,
  LAST_ACTIVE_STORAGE_KEY,
  idleLimitMs,
  idleVerdict,
  isBotUserAgent,
  shouldRecordActivity,
} from '@playfield/domain/limits';
import type { AutoLogoffConfig } from '@playfield/domain/limits';
import { Button, Dialog } from '@playfield/ui';
import { useEffect, useState } from 'react';
import { useLanguage, useT } from '../../i18n/i18n-context.tsx';
import { callIdentity } from '../auth/api.ts';
import { reloadAt } from '../auth/post-auth.ts';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart', 'wheel'];

function readNumber(key: string): number | null {
  try {
    const value = Number(window.localStorage.getItem(key));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage refused: the timer still runs on this page's own memory of activity.
  }
}

function mediaPlaying(): boolean {
  return [...document.querySelectorAll('video, audio')].some(
    (el) => el instanceof HTMLMediaElement && !el.paused && !el.ended,
  );
}

/**
 * Idle auto-logoff (spec §4, timers §9) for a signed-in player: activity (throttled to 100 ms, shared by
 * the tabs through local storage) resets the timer; idle for the configured minutes with no
 * media playing sets a flag and logs out. The timer pauses 30 s after the page is left and
 * re-checks on return, so a tab back from sleep past the limit logs out at once.
 */
export function IdleLogoff({ config }: { config: AutoLogoffConfig }) {
  const { lang } = useLanguage();
  const limitMs = idleLimitMs(config);
  useEffect(() => {
    if (limitMs === null || isBotUserAgent(navigator.userAgent)) return;
    let lastRecorded: number | null = null;
    let hiddenSince: number | null = null;
    let timer = 0;
    let done = false;
    let memory = Date.now();
    const record = () => {
      const now = Date.now();
      if (!shouldRecordActivity(lastRecorded, now)) return;
      lastRecorded = now;
      memory = now;
      write(LAST_ACTIVE_STORAGE_KEY, String(now));
    };
    const check = () => {
      window.clearTimeout(timer);
      if (done) return;
      const now = Date.now();
      const lastActiveAt = Math.max(readNumber(LAST_ACTIVE_STORAGE_KEY) ?? 0, memory);
      const verdict = idleVerdict({
        limitMs,
        lastActiveAt,
        now,
        mediaPlaying: mediaPlaying(),
        hiddenSince,
      });
      if (verdict.kind === 'logout') {
        done = true;
        write(IDLE_LOGOFF_FLAG_KEY, '1');
        void callIdentity('logoutEndpoint', {}).then(() => reloadAt(`/${lang}`));
      } else if (verdict.kind === 'wait') {
        timer = window.setTimeout(check, verdict.delayMs);
      }
    };
    const onVisibility = () => {
      hiddenSince = document.visibilityState === 'hidden' ? Date.now() : null;
      check();
    };
    record(); // Opening the page is activity.
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, record, { passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    check();
    return () => {
      done = true;
      window.clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, record);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [limitMs, lang]);
  return null;
}

/** On the next load after an idle logoff: clears the flag and tells the visitor why. */
export function IdleLogoffNotice() {
  const t = useT();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (readNumber(IDLE_LOGOFF_FLAG_KEY) === null) return;
    write(IDLE_LOGOFF_FLAG_KEY, null);
    setOpen(true);
  }, []);
  if (!open) return null;
  return (
    <Dialog
      open
      onClose={() => setOpen(false)}
      title={t('responsible_idle_title')}
      closeLabel={t('responsible_reality_close')}
    >
      <p>{t('responsible_idle_text')}</p>
      <Button type="button" variant="primary" onClick={() => setOpen(false)}>
        {t('responsible_idle_ok')}
      </Button>
    </Dialog>
  );
}
