import './responsible.css';
import { withLanguage } from '@playfield/domain/language-path';
import {
  AGE_CONFIRMATION_STORAGE_KEY,
  ageConfirmationValue,
  ageGateShown,
  isBotUserAgent,
} from '@playfield/domain/limits';
import type { AgeGateStorage } from '@playfield/domain/limits';
import { Button, Dialog } from '@playfield/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../i18n/i18n-context.tsx';

function storageOf(kind: AgeGateStorage): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

function readStored(kind: AgeGateStorage): string | null {
  try {
    return storageOf(kind)?.getItem(AGE_CONFIRMATION_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function store(kind: AgeGateStorage, value: string): void {
  try {
    storageOf(kind)?.setItem(AGE_CONFIRMATION_STORAGE_KEY, value);
  } catch {
    // Storage refused (private mode): the confirmation holds for this page only.
  }
}

/**
 * The age gate of spec §5: a blocking warning titled with the minimum age, closable only by its
 * confirm button (no close button; Escape and the backdrop do nothing; focus stays inside), with
 * a link to the terms. Confirming keeps the answer for 3 days in local storage, or in session
 * storage where the site says so. Read after hydration, as storage exists only in the browser;
 * search-engine bots are not asked.
 */
export function AgeGate(props: { minAge: number; storage: AgeGateStorage }) {
  const t = useT();
  const { lang } = useLanguage();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (isBotUserAgent(navigator.userAgent)) return;
    const config = { enabled: true, minAge: props.minAge };
    const shown = ageGateShown(config, readStored(props.storage), Date.now());
    setOpen(shown);
    // Decided (this chunk loads after hydration): say so on the document, so a test can tell
    // "not shown" from "not decided yet" without guessing a delay.
    document.documentElement.dataset.ageGate = shown ? 'shown' : 'confirmed';
  }, [props.minAge, props.storage]);

  function confirm() {
    store(props.storage, ageConfirmationValue(Date.now()));
    setOpen(false);
    document.documentElement.dataset.ageGate = 'confirmed';
  }

  return (
    <Dialog
      open={open}
      onClose={() => {}}
      dismissible={false}
      title={t('responsible_age_title', { age: props.minAge })}
      closeLabel={t('responsible_age_confirm', { age: props.minAge })}
      className="rg-age-gate"
    >
      <p>{t('responsible_age_text')}</p>
      <p>
        <Link to={withLanguage('/information/responsiblegaming', lang)}>
          {t('responsible_age_terms')}
        </Link>
      </p>
      <Button type="button" variant="primary" block onClick={confirm}>
        {t('responsible_age_confirm', { age: props.minAge })}
      </Button>
    </Dialog>
  );
}
