import type { ReactNode } from 'react';

/** The title block at the top of a page: the page's one `<h1>`. */
export function PageHeader({
  title,
  subtitle,
  icon,
  children,
}: {
  title: string;
  subtitle?: string;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="page-header">
      {icon ? (
        <span className="page-header__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <div className="page-header__text">
        <h1 className="page-header__title">{title}</h1>
        {subtitle ? <p className="page-header__subtitle">{subtitle}</p> : null}
      </div>
      {children ? <div className="page-header__actions">{children}</div> : null}
    </header>
  );
}
