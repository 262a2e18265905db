import { Link } from 'react-router';

/** The site's mark and name; a link to the home page of the current language. */
export function Logo({
  lang,
  companyName,
  homeLabel,
}: {
  lang: string;
  companyName: string;
  homeLabel: string;
}) {
  return (
    <Link to={`/${lang}`} className="logo" aria-label={homeLabel} prefetch="intent">
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="var(--pf-color-accent)" />
        <path d="M12 9.5v13l10.5-6.5z" fill="var(--pf-navy-900)" />
        <path
          d="M6.5 16h3M22.5 16h3"
          stroke="var(--pf-navy-900)"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className="logo__name" aria-hidden="true">
        {companyName}
      </span>
    </Link>
  );
}
