import { buttonClassName, cx } from '@playfield/ui';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { AccountMenu } from '../features/auth/account-menu.tsx';
import type { AuthModalKind } from '../features/auth/modal-store.ts';
import { openAuthModal } from '../features/auth/modal-store.ts';
import { useSignedIn } from '../use-site.ts';
import { useLanguage, useT } from '../i18n/i18n-context.tsx';
import { useSite } from '../use-site.ts';

/** A plain click opens the dialog; modified clicks (new tab) keep the page link. */
function opensModal(kind: AuthModalKind) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    openAuthModal(kind);
  };
}

/**
 * "Log in" and "Registration" for visitors, the account menu for a signed-in user. They are
 * links to the login and registration pages that open the auth dialogs; registration is hidden when the site does not allow it and shown disabled when the
 * site config says so (spec §3 isRegistrationAllowed, isRegistrationButtonDisabled).
 */
export function AuthLinks({
  compact = false,
  block = false,
}: {
  compact?: boolean;
  block?: boolean;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const site = useSite();
  const signedIn = useSignedIn();
  const size = compact ? 'sm' : 'md';
  // Wallet: the balance goes into AccountMenu's `before` slot.
  if (signedIn) return <AccountMenu compact={compact} />;
  return (
    <div className={cx('auth-links', block && 'auth-links--block')}>
      <Link
        to={`/${lang}/login`}
        onClick={opensModal('login')}
        className={buttonClassName({
          variant: 'outline',
          size,
          block,
          className: 'auth-links__login',
        })}
      >
        {t('shell_login')}
      </Link>
      {site.isRegistrationAllowed ? (
        site.isRegistrationButtonDisabled ? (
          <button
            type="button"
            disabled
            className={buttonClassName({ variant: 'primary', size, block })}
          >
            {t('shell_registration')}
          </button>
        ) : (
          <Link
            to={`/${lang}/registration`}
            onClick={opensModal('registration')}
            className={buttonClassName({ variant: 'primary', size, block })}
          >
            {t('shell_registration')}
          </Link>
        )
      ) : null}
    </div>
  );
}
