import { Link } from 'react-router';
import { useLanguage, useT } from '../i18n/i18n-context.tsx';
import { INFORMATION_PAGES } from '../navigation.ts';

/** The information pages as a list of links (the footer's column, the phone menu's part). */
export function InformationLinks() {
  const t = useT();
  const { lang } = useLanguage();
  return (
    <ul role="list">
      {INFORMATION_PAGES.map((page) => (
        <li key={page.id}>
          <Link to={`/${lang}/information/${page.id}`}>{t(page.label)}</Link>
        </li>
      ))}
    </ul>
  );
}
