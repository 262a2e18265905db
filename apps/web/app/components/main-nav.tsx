import { NavLink } from 'react-router';
import { useLanguage, useT } from '../i18n/i18n-context.tsx';
import { MAIN_SECTIONS } from '../navigation.ts';

/**
 * The main navigation. `header` is the inline bar of wide screens, `bottom` the tab bar of
 * phones; CSS shows one at a time, so assistive technology meets a single landmark.
 */
export function MainNav({ variant }: { variant: 'header' | 'bottom' | 'drawer' }) {
  const t = useT();
  const { lang } = useLanguage();
  return (
    <nav
      className={`main-nav main-nav--${variant}${variant === 'drawer' ? '' : ' pf-scheme-dark'}`}
      aria-label={t('shell_nav_label')}
    >
      <ul role="list" className="main-nav__list">
        {MAIN_SECTIONS.map(({ id, path, label, Icon }) => (
          <li key={id}>
            <NavLink to={`/${lang}/${path}`} className="main-nav__link" prefetch="intent">
              <span className="main-nav__icon">
                <Icon />
              </span>
              <span className="main-nav__label">{t(label)}</span>
              {id === 'live' ? <span className="live-dot" aria-hidden="true" /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
