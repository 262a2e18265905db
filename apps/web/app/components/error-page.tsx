import { buttonClassName } from '@playfield/ui';
import { isRouteErrorResponse, useLocation } from 'react-router';
import { useLanguage, useT } from '../i18n/i18n-context.tsx';
import { HomeIcon, SearchOffIcon, WrenchIcon } from './icons.tsx';
import { MainRegion } from './main-region.tsx';

/**
 * The text of an error: 404 "This page could not be found", anything else a generic
 * message (a 500), always with a way back home. `standalone` wraps it in its own `<main>`
 * when no layout is around it.
 */
export function ErrorPage({ error, standalone = false }: { error: unknown; standalone?: boolean }) {
  const t = useT();
  const { lang } = useLanguage();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? t('error_not_found_title') : t('error_generic_title');
  const text = notFound ? t('error_not_found_text') : t('error_generic_text');

  const content = (
    <section className="error-page" aria-labelledby="error-title">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <span className="error-page__icon" aria-hidden="true">
        {notFound ? <SearchOffIcon /> : <WrenchIcon />}
      </span>
      <p className="error-page__code" aria-hidden="true">
        {notFound ? '404' : '500'}
      </p>
      <h1 id="error-title" className="error-page__title">
        {title}
      </h1>
      <p className="error-page__text">{text}</p>
      <div className="error-page__actions">
        <a href={`/${lang}`} className={buttonClassName({ variant: 'primary', size: 'lg' })}>
          <HomeIcon />
          {t('error_home_link')}
        </a>
        {notFound ? null : (
          <a
            href={`${location.pathname}${location.search}`}
            className={buttonClassName({ variant: 'outline', size: 'lg' })}
          >
            {t('error_reload')}
          </a>
        )}
      </div>
    </section>
  );

  if (!standalone) return content;
  return (
    <div className="standalone-frame">
      <MainRegion>{content}</MainRegion>
    </div>
  );
}
