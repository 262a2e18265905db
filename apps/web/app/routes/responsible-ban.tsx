import '../features/responsible/responsible.css';
import { Link } from 'react-router';
import type { Route } from './+types/responsible-ban';
import { PageHeader } from '../components/page-header.tsx';
import { TicketIcon } from '../components/icons.tsx';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { loadMessages } from '../i18n/messages.server.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { standingContext } from '../guards/page-guards.server.ts';

export const handle: RouteHandle = { dictionaries: ['responsible'] };

export function loader({ params, context }: Route.LoaderArgs) {
  // Read once per request by the guard pipeline's site middleware.
  const standing = context.get(standingContext);
  return {
    message: standing?.message ?? null,
    messages: loadMessages(params.lang, handle.dictionaries),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'responsible_ban_title', robots: 'noindex, nofollow' });
}

/** The ban page of spec §2: why play is closed, until when, and what stays open. */
export default function BanPage({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="page page--narrow">
      <PageHeader icon={<TicketIcon />} title={t('responsible_ban_title')} />
      <section className="panel rg-card">
        <p role="status">{loaderData.message ?? t('responsible_ban_text')}</p>
        <ul>
          <li>
            <Link to={`/${params.lang}/office/deduce`}>{t('responsible_ban_withdraw')}</Link>
          </li>
          <li>
            <Link to={`/${params.lang}/office/responsible`}>{t('responsible_ban_limits')}</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
