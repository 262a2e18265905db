import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronIcon } from './icons.tsx';

/** A titled block of a page (home: top live, top line, casino), optionally with "see all". */
export function ContentSection({
  id,
  title,
  icon,
  badge,
  more,
  children,
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  badge?: ReactNode;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section className="content-section" id={id} aria-labelledby={headingId}>
      <div className="content-section__head">
        {icon ? (
          <span className="content-section__icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <h2 id={headingId} className="content-section__title">
          {title}
        </h2>
        {badge}
        {more ? (
          <Link to={more.to} className="content-section__more" prefetch="intent">
            {more.label}
            <ChevronIcon />
          </Link>
        ) : null}
      </div>
      <div className="content-section__body">{children}</div>
    </section>
  );
}
