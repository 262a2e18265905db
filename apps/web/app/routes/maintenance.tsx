import { buttonClassName } from '@playfield/ui';
import { useEffect, useRef } from 'react';
import { redirect, useRevalidator } from 'react-router';
import type { Route } from './+types/maintenance';
import { WrenchIcon } from '../components/icons.tsx';
import { NoticePage } from '../components/notice-page.tsx';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { loadMessages } from '../i18n/messages.server.ts';
import { useFormat } from '../i18n/use-format.ts';
import { pageMeta } from '../seo/page-meta.ts';

export const handle: RouteHandle = { dictionaries: ['status'] };

/** Spec §2: back to the home page as soon as maintenance is over. */
export function loader({ params, context }: Route.LoaderArgs) {
  const { maintenance } = context.shell.config;
  if (!maintenance.isActive) throw redirect(`/${params.lang}`);
  return {
    startAt: maintenance.startAt,
    finishAt: maintenance.finishAt,
    messages: loadMessages(params.lang, handle.dictionaries),
  };
}

/** How often an open maintenance page asks whether the site is open again. */
const RECHECK_MS = 10_000;

/**
 * Spec §2 "back to home when it ends": the page reloads its own data every few seconds and
 * when the tab comes back into view; once maintenance is over its loader redirects home.
 */
function useReturnWhenOpen() {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    const check = () => {
      if (latest.current.state === 'idle') void latest.current.revalidate();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const timer = setInterval(check, RECHECK_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'status_maintenance_title', robots: 'noindex, nofollow' });
}

/** The maintenance page, with the window from the site configuration in the visitor's zone. */
export default function MaintenancePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const format = useFormat();
  useReturnWhenOpen();
  const { startAt, finishAt } = loaderData;
  const start = startAt ? format.dateTime(new Date(startAt)) : null;
  const end = finishAt ? format.dateTime(new Date(finishAt)) : null;
  let window: string | null = null;
  if (start && end) window = t('status_maintenance_window', { start, end });
  else if (end) window = t('status_maintenance_until', { end });
  else if (start) window = t('status_maintenance_since', { start });
  return (
    <NoticePage
      icon={<WrenchIcon />}
      tone="warning"
      title={t('status_maintenance_title')}
      homeLink={false}
      actions={
        <a href="" className={buttonClassName({ variant: 'outline', size: 'lg' })}>
          {t('main_page_refresh_button')}
        </a>
      }
    >
      <p>{t('status_maintenance_text')}</p>
      {window ? <p className="notice__highlight">{window}</p> : null}
      <p>{t('status_maintenance_auto')}</p>
    </NoticePage>
  );
}
