import type { ReactNode } from 'react';
import { cx } from './class-names.ts';

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** A decorative icon. */
  icon?: ReactNode;
  /** A call to action (a link or button). */
  action?: ReactNode;
  /** Heading level of the title inside its section. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a section shows honestly when it has nothing to show. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 3,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('pf-empty-state', className)}>
      {icon ? (
        <span className="pf-empty-state__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className="pf-empty-state__title">{title}</Heading>
      {description ? <p className="pf-empty-state__description">{description}</p> : null}
      {action ? <div className="pf-empty-state__action">{action}</div> : null}
    </div>
  );
}
