import type { MessageKey } from '@playfield/i18n';
import { EmptyState } from '@playfield/ui';
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n-context.tsx';
import { PageHeader } from './page-header.tsx';

/**
 * The frame of a main section (sports, live, casino, live casino, promotions): its title and
 * an honest empty state until the section's context supplies content.
 */
export function SectionPage({
  icon,
  title,
  subtitle,
  emptyTitle,
  emptyText,
  aside,
}: {
  icon: ReactNode;
  title: MessageKey;
  subtitle: MessageKey;
  emptyTitle: MessageKey;
  emptyText: MessageKey;
  /** A panel beside the content (the route passes the bet slip where a section has one). */
  aside?: ReactNode;
}) {
  const t = useT();
  return (
    <div className={aside ? 'page page--with-aside' : 'page'}>
      <div className="page__content">
        <PageHeader icon={icon} title={t(title)} subtitle={t(subtitle)} />
        <div className="panel">
          <EmptyState
            icon={icon}
            title={t(emptyTitle)}
            description={t(emptyText)}
            headingLevel={2}
          />
        </div>
      </div>
      {aside ?? null}
    </div>
  );
}
