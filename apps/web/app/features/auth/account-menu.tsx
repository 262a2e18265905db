import { buttonClassName } from '@playfield/ui';
import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { UserIcon } from '../../components/icons.tsx';
import { useLanguage, useT } from '../../i18n/i18n-context.tsx';
import { openAuthModal } from './modal-store.ts';
import './account-menu.css';

/**
 * The signed-in user's menu in the header: office security and logout (the logout asks
 * first, spec §4). `before` is the slot for what sits beside it (the wallet's balance).
 */
export function AccountMenu({
  compact = false,
  before,
}: {
  compact?: boolean;
  before?: ReactNode;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    function onPointer(event: PointerEvent) {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    }
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') setOpen(false);
    }
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="auth-links account-menu" ref={root}>
      {before}
      <button
        type="button"
        className={buttonClassName({ variant: 'outline', size: compact ? 'sm' : 'md' })}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="account-menu__icon" aria-hidden="true">
          <UserIcon />
        </span>
        <span className="account-menu__label">{t('shell_account')}</span>
      </button>
      {open ? (
        <div id={listId} className="account-menu__list">
          <Link
            className="account-menu__item"
            to={`/${lang}/office/security`}
            onClick={() => setOpen(false)}
          >
            {t('shell_office_security')}
          </Link>
          <button
            type="button"
            className="account-menu__item"
            onClick={() => {
              setOpen(false);
              openAuthModal('logout');
            }}
          >
            {t('shell_logout')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
