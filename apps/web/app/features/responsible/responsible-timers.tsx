import './responsible.css';
import {
  PING_INTERVAL_SECONDS,
  REALITY_CHECK_STORAGE_KEY,
  isBotUserAgent,
  playedDuration,
  realityCheckDueAt,
  realityCheckStep,
} from '@playfield/domain/limits';
import {
  LIMIT_API_PREFIX,
  REALITY_CHECK_PATH,
  pingResponseSchema,
  realityCheckStateSchema,
} from '@playfield/protocol/limits';
import type { RealityCheckState } from '@playfield/protocol/limits';
import { Button, Dialog } from '@playfield/ui';
import { useEffect, useRef, useState } from 'react';
import { useLanguage, useT } from '../../i18n/i18n-context.tsx';
import { callApi, callIdentity } from '../auth/api.ts';
import { reloadAt } from '../auth/post-auth.ts';

type RealityAttributes = RealityCheckState['data']['attributes'];

function readStored(): string | null {
  try {
    return window.localStorage.getItem(REALITY_CHECK_STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(at: number | null): void {
  try {
    if (at === null) window.localStorage.removeItem(REALITY_CHECK_STORAGE_KEY);
    else window.localStorage.setItem(REALITY_CHECK_STORAGE_KEY, String(at));
  } catch {
    // Storage refused (private mode): the server's popup_show_at still carries the time.
  }
}

/** Parses a reality-check answer; a malformed one is treated as "no timer". */
function attributesOf(body: unknown): RealityAttributes | null {
  const parsed = realityCheckStateSchema.safeParse(body);
  return parsed.success ? parsed.data.data.attributes : null;
}

async function logout(lang: string): Promise<void> {
  await callIdentity('logoutEndpoint', {});
  reloadAt(`/${lang}`);
}

/**
 * The browser timers of spec §9 for a signed-in player: a ping every 30 s while the page is
 * visible (it counts session-limit time; when the limit runs out the permanent notice shows,
 * then the player is logged out) and the reality-check reminder at the chosen interval, its
 * next time kept in local storage so a reload neither postpones nor repeats it. Bots skip both.
 */
export function ResponsibleTimers() {
  const t = useT();
  const { lang } = useLanguage();
  const [reality, setReality] = useState<RealityAttributes | null>(null);
  const [showReality, setShowReality] = useState(false);
  const [sessionOver, setSessionOver] = useState(false);
  const [dontShow, setDontShow] = useState(false);
  const [busy, setBusy] = useState(false);
  const enabled = useRef(false);

  useEffect(() => {
    enabled.current = !isBotUserAgent(navigator.userAgent);
    if (!enabled.current) return;
    let stopped = false;
    const ping = async () => {
      if (document.visibilityState !== 'visible') return;
      const answer = await callApi<unknown>(`${LIMIT_API_PREFIX}/ping`, { method: 'POST' });
      if (stopped || !answer.ok) return;
      const parsed = pingResponseSchema.safeParse(answer.data);
      if (parsed.success && parsed.data.sessionOver) setSessionOver(true);
    };
    void ping();
    const id = window.setInterval(() => void ping(), PING_INTERVAL_SECONDS * 1000);
    void callApi<unknown>(REALITY_CHECK_PATH).then((answer) => {
      if (!stopped && answer.ok) setReality(attributesOf(answer.data));
    });
    return () => {
      stopped = true;
      window.clearInterval(id);
    };
  }, []);

  // The reminder timer: waits in chunks of at most 300000 ms so a sleeping tab or a changed
  // clock is caught at the next chunk, re-reading the stored time each time.
  useEffect(() => {
    if (!reality || reality.do_not_show_again || showReality) return;
    const serverAt = reality.popup_show_at === null ? null : reality.popup_show_at * 1000;
    if (serverAt === null) {
      store(null);
      return;
    }
    store(serverAt);
    let timer = 0;
    const tick = () => {
      const now = Date.now();
      const dueAt = realityCheckDueAt({
        stored: readStored(),
        intervalMinutes: reality.interval_minutes,
        now,
      });
      if (dueAt === null) return;
      const step = realityCheckStep(dueAt, now);
      if (step.kind === 'show') setShowReality(true);
      else timer = window.setTimeout(tick, step.delayMs);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [reality, showReality]);

  async function answerReality(action: 'confirm' | 'reject' | 'cancel') {
    setBusy(true);
    const answer = await callApi<unknown>(REALITY_CHECK_PATH, {
      method: 'POST',
      body: { data: { attributes: { action, do_not_show_again: dontShow } } },
    });
    setBusy(false);
    setShowReality(false);
    const next = answer.ok ? attributesOf(answer.data) : null;
    if (action === 'reject' || next?.logout) {
      store(null);
      await logout(lang);
      return;
    }
    if (next) setReality(next);
  }

  if (sessionOver) {
    return (
      <Dialog
        open
        onClose={() => void logout(lang)}
        title={t('responsible_session_over_title')}
        closeLabel={t('responsible_reality_logout')}
      >
        <p role="alert">{t('responsible_session_limit_reached')}</p>
        <Button type="button" variant="primary" onClick={() => void logout(lang)}>
          {t('responsible_reality_logout')}
        </Button>
      </Dialog>
    );
  }
  if (!showReality || !reality) return null;
  const played = playedDuration(reality.session_started_at * 1000, Date.now());
  return (
    <Dialog
      open
      onClose={() => void answerReality('cancel')}
      title={t('responsible_reality_title')}
      closeLabel={t('responsible_reality_close')}
    >
      <p>
        {t('responsible_reality_text', {
          hours: played.hours,
          minutes: played.minutes,
          result: `${reality.net_result}${reality.currency ? ` ${reality.currency}` : ''}`,
        })}
      </p>
      <label className="rg-question__answer">
        <input
          type="checkbox"
          checked={dontShow}
          onChange={(event) => setDontShow(event.currentTarget.checked)}
        />{' '}
        {t('responsible_reality_dont_show')}
      </label>
      <div className="rg-card__actions">
        <Button
          type="button"
          variant="primary"
          disabled={busy}
          onClick={() => void answerReality('confirm')}
        >
          {t('responsible_reality_continue')}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={busy}
          onClick={() => void answerReality('reject')}
        >
          {t('responsible_reality_logout')}
        </Button>
      </div>
    </Dialog>
  );
}
