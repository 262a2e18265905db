import {
  mayShowRegistrationReminder,
  nextRegistrationReminderAt,
  registrationReminderDelayMs,
} from '@playfield/domain/user';
import { Button, Dialog } from '@playfield/ui';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { openAuthModal, useAuthModal } from './modal-store.ts';
import { readReminderNextAt, writeReminderNextAt } from './registration-reminder-store.ts';
import './auth.css';

/** How often a reminder that is due but blocked by an open dialog tries again. */
const RETRY_MS = 5_000;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface RegistrationReminderProps {
  delaySeconds: number;
  intervalMinutes: number;
}

/**
 * The registration reminder popup of spec §4 (a lazy chunk, visitors only): after the
 * configured delay, unless an auth form or another dialog is open (then it waits), and unless
 * a stored next-allowed time blocks it. Showing it stores now + interval (0 = never again).
 */
export function RegistrationReminder({ delaySeconds, intervalMinutes }: RegistrationReminderProps) {
  const t = useT();
  const authModal = useAuthModal();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const config = { delaySeconds, intervalMinutes };
    if (readReminderNextAt(storage()) === 0) return;
    let timer: ReturnType<typeof setTimeout>;
    const attempt = () => {
      const now = Date.now();
      const stored = readReminderNextAt(storage());
      const input = {
        isAuthorised: false,
        isAuthFormOpen: document.querySelector('dialog.auth-dialog[open]') !== null,
        isOtherModalOpen: document.querySelector('dialog[open]') !== null,
        storedNextAllowedAt: stored,
        now,
      };
      if (mayShowRegistrationReminder(input)) {
        writeReminderNextAt(storage(), nextRegistrationReminderAt(config, now));
        setOpen(true);
        return;
      }
      if (stored === 0) return;
      // Blocked by an open dialog, or not yet allowed: look again later.
      const wait = stored !== null && stored > now ? stored - now : RETRY_MS;
      timer = setTimeout(attempt, Math.min(wait, 2_147_000_000));
    };
    timer = setTimeout(attempt, registrationReminderDelayMs(config));
    // The delay counts from here (this chunk loads after hydration): say so on the document,
    // for tests that move the clock and for anyone debugging when the prompt shows.
    const root = document.documentElement;
    root.dataset.registrationReminder = 'armed';
    return () => {
      clearTimeout(timer);
      delete root.dataset.registrationReminder;
    };
  }, [delaySeconds, intervalMinutes]);

  // An auth dialog opened over it (from the header): the reminder gives way.
  if (!open || authModal !== null) return null;
  return (
    <Dialog
      open
      onClose={() => setOpen(false)}
      title={t('auth_reminder_title')}
      closeLabel={t('auth_reminder_later')}
      className="auth-reminder"
    >
      <div className="auth-form">
        <p className="auth-form__lead">{t('auth_reminder_text')}</p>
        <Button
          type="button"
          variant="primary"
          block
          onClick={() => {
            setOpen(false);
            openAuthModal('registration');
          }}
        >
          {t('auth_reminder_register')}
        </Button>
        <Button type="button" variant="outline" block onClick={() => setOpen(false)}>
          {t('auth_reminder_later')}
        </Button>
      </div>
    </Dialog>
  );
}
