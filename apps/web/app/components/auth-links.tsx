import { buttonClassName, cx } from '@playfield/ui';
import { Link } from 'react-router';
import { useLanguage, useT } from '../i18n/i18n-context.tsx';
import { useSite } from '../use-site.ts';

/**
 * "Log in" and "Registration" for visitors. They are links to the login and registration
 * pages; registration is hidden when the site does not allow it and shown disabled when the
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
  const size = compact ? 'sm' : 'md';
  return (
    <div className={cx('auth-links', block && 'auth-links--block')}>
      <Link
        to={`/${lang}/login`}
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
            className={buttonClassName({ variant: 'primary', size, block })}
          >
            {t('shell_registration')}
          </Link>
        )
      ) : null}
    </div>
  );
}
