import { buttonClassName } from '@playfield/ui';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';

/** Previous / next links with "Page n of m"; `href(page)` builds each page's URL. */
export function Pagination({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  const t = useT();
  if (pages <= 1) return null;
  const link = buttonClassName({ variant: 'outline', size: 'sm' });
  return (
    <nav className="pagination" aria-label={t('wallet_pagination')}>
      {page > 1 ? (
        <Link to={href(page - 1)} className={link} rel="prev">
          {t('wallet_page_prev')}
        </Link>
      ) : (
        <span />
      )}
      <span className="pagination__where" aria-current="page">
        {t('wallet_page_of', { page, pages })}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} className={link} rel="next">
          {t('wallet_page_next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
