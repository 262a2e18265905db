import { formatUtcOffset } from '@playfield/domain/display-preferences';
import { withLanguage } from '@playfield/domain/language-path';
import { LANGUAGES } from '@playfield/i18n';
import { Link, useLocation } from 'react-router';
import { useLanguage, useT } from '../i18n/i18n-context.tsx';
import { MAIN_SECTIONS } from '../navigation.ts';
import { usePreferences } from '../prefs/preferences.tsx';
import { useSite } from '../use-site.ts';
import { ShieldIcon } from './icons.tsx';
import { Logo } from './logo.tsx';
import { InformationLinks } from './information-links.tsx';

const BETTING = new Set(['sports', 'live', 'promotions']);

/**
 * Footer of the default layout: section and information links, the same page in every
 * language (plain links, so they work without script), the age notice and the company.
 */
export function SiteFooter() {
  const t = useT();
  const { lang } = useLanguage();
  const site = useSite();
  const { timeZoneOffset } = usePreferences();
  const location = useLocation();
  const languages = LANGUAGES.filter((l) => site.switcherLanguages.includes(l.code));

  return (
    <footer className="site-footer pf-scheme-dark">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Logo
            lang={lang}
            companyName={site.companyName}
            homeLabel={t('shell_home_link', { company: site.companyName })}
          />
          <p className="site-footer__tagline">{t('shell_footer_tagline')}</p>
        </div>
        <nav className="site-footer__columns" aria-label={t('shell_footer_nav')}>
          <div className="site-footer__column">
            <h2 className="site-footer__heading">{t('shell_footer_betting')}</h2>
            <ul role="list">
              {MAIN_SECTIONS.filter((s) => BETTING.has(s.id)).map((s) => (
                <li key={s.id}>
                  <Link to={`/${lang}/${s.path}`}>{t(s.label)}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div className="site-footer__column">
            <h2 className="site-footer__heading">{t('shell_footer_casino')}</h2>
            <ul role="list">
              {MAIN_SECTIONS.filter((s) => !BETTING.has(s.id)).map((s) => (
                <li key={s.id}>
                  <Link to={`/${lang}/${s.path}`}>{t(s.label)}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div className="site-footer__column">
            <h2 className="site-footer__heading">{t('shell_footer_information')}</h2>
            <InformationLinks />
          </div>
        </nav>
        <nav className="site-footer__languages" aria-label={t('shell_footer_languages')}>
          <h2 className="site-footer__heading" aria-hidden="true">
            {t('shell_footer_languages')}
          </h2>
          <ul role="list">
            {languages.map((l) => (
              <li key={l.code}>
                <Link
                  to={`${withLanguage(location.pathname, l.code)}${location.search}`}
                  lang={l.code}
                  hrefLang={l.code}
                  aria-current={l.code === lang ? 'true' : undefined}
                >
                  {l.nativeName}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="site-footer__legal">
        <div className="site-footer__legal-inner">
          <p className="site-footer__age">
            <span className="age-badge" aria-hidden="true">
              {site.minAge}+
            </span>
            <span>{t('shell_footer_age_notice', { age: site.minAge })}</span>
          </p>
          <p className="site-footer__responsible">
            <ShieldIcon />
            <span>{t('shell_footer_responsible')}</span>
          </p>
          <p className="site-footer__meta">
            <span>
              © {site.year} {site.companyName}. {t('shell_footer_rights')}
            </span>
            <span>{t('shell_footer_timezone', { offset: formatUtcOffset(timeZoneOffset) })}</span>
          </p>
        </div>
      </div>
    </footer>
  );
}
