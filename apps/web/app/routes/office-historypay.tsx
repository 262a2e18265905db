import { paymentsEndpoint } from '@playfield/protocol/endpoints/wallet';
import { EmptyState } from '@playfield/ui';
import type { Route } from './+types/office-historypay';
import { PageHeader } from '../components/page-header.tsx';
import { ClockIcon } from '../components/icons.tsx';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { loadMessages } from '../i18n/messages.server.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { HistoryFilters } from '../features/wallet/history-filters.tsx';
import { historyQuery, readHistoryFilters } from '../features/wallet/history-query.ts';
import { OfficeNav } from '../features/wallet/office-nav.tsx';
import { officeCall } from '../features/wallet/office.server.ts';
import { Pagination } from '../features/wallet/pagination.tsx';
import { PaymentTable } from '../features/wallet/payment-table.tsx';

export const handle: RouteHandle = { dictionaries: ['wallet', 'office'] };

const PAGE_SIZE = 20;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const filters = readHistoryFilters(new URL(request.url).searchParams);
  // Empty filters are left out (the client drops undefined query values).
  const list = await officeCall(context.shell, paymentsEndpoint, {
    query: {
      type: filters.type || undefined,
      status: filters.status || undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
      page: String(filters.page),
      pageSize: String(PAGE_SIZE),
    },
  });
  return {
    filters,
    list,
    pages: Math.max(1, Math.ceil(list.total / list.pageSize)),
    messages: loadMessages(params.lang, handle.dictionaries),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'office_historypay_title', robots: 'noindex, nofollow' });
}

/** Office › Payment history (spec §2 historypay): filters by date, type and status; pages. */
export default function HistoryPayPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { filters, list, pages } = loaderData;
  return (
    <div className="page wallet-page wallet-page--wide">
      <PageHeader
        icon={<ClockIcon />}
        title={t('office_historypay_title')}
        subtitle={t('office_historypay_subtitle')}
      />
      <OfficeNav />
      <HistoryFilters key={historyQuery(filters, 1)} filters={filters} />
      {list.items.length > 0 ? (
        <div className="panel wallet-section">
          <PaymentTable items={list.items} />
          <Pagination
            page={filters.page}
            pages={pages}
            href={(page) => historyQuery(filters, page) || '.'}
          />
        </div>
      ) : (
        <div className="panel">
          <EmptyState
            icon={<ClockIcon />}
            title={t('wallet_history_empty_title')}
            description={t('wallet_history_empty_text')}
            headingLevel={2}
          />
        </div>
      )}
    </div>
  );
}
