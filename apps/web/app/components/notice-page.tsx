import { buttonClassName, cx } from '@playfield/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../i18n/i18n-context.tsx';
import { HomeIcon } from './icons.tsx';

/** A centred card with an icon, a title and a text: status, maintenance and block pages. */
export function NoticePage({
  icon,
  tone = 'neutral',
  title,
  children,
  actions,
  homeLink = true,
}: {
  icon: ReactNode;
  tone?: 'neutral' | 'success' | 'danger' | 'warning';
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  homeLink?: boolean;
}) {
  const t = useT();
  const { lang } = useLanguage();
  return (
    <section className={cx('notice', `notice--${tone}`)} aria-labelledby="notice-title">
      <span className="notice__icon" aria-hidden="true">
        {icon}
      </span>
      <h1 id="notice-title" className="notice__title">
        {title}
      </h1>
      {children ? <div className="notice__text">{children}</div> : null}
      {actions || homeLink ? (
        <div className="notice__actions">
          {actions}
          {homeLink ? (
            <Link to={`/${lang}`} className={buttonClassName({ variant: 'primary', size: 'lg' })}>
              <HomeIcon />
              {t('status_back_home')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
