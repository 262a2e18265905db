import {
  paymentRequestsEndpoint,
  paymentRequestTopicsEndpoint,
} from '@playfield/protocol/endpoints/wallet';
import { EmptyState, buttonClassName } from '@playfield/ui';
import { Link } from 'react-router';
import type { Route } from './+types/office-payment-requests';
import { PageHeader } from '../components/page-header.tsx';
import { InfoIcon } from '../components/icons.tsx';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { useLanguage, useT } from '../i18n/i18n-context.tsx';
import { useFormat } from '../i18n/use-format.ts';
import { loadMessages } from '../i18n/messages.server.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { OfficeNav } from '../features/wallet/office-nav.tsx';
import { officeCall } from '../features/wallet/office.server.ts';
import { Pagination } from '../features/wallet/pagination.tsx';
import { REQUEST_STATUS_LABEL } from '../features/wallet/payment-labels.ts';

export const handle: RouteHandle = { dictionaries: ['wallet', 'office'] };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = Math.max(1, Math.min(10_000, Math.trunc(Number(url.searchParams.get('page'))) || 1));
  const [list, topics] = await Promise.all([
    officeCall(context.shell, paymentRequestsEndpoint, { query: { page: String(page) } }),
    officeCall(context.shell, paymentRequestTopicsEndpoint, {}),
  ]);
  return {
    list,
    page,
    sent: url.searchParams.get('sent') === '1',
    topics: Object.fromEntries(topics.map((topic) => [topic.id, topic.title])),
    messages: loadMessages(params.lang, handle.dictionaries),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'office_payment_requests_title', robots: 'noindex, nofollow' });
}

/** Office › Payment requests (spec §2 payment/requests): the player's requests about payments. */
export default function PaymentRequestsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { lang } = useLanguage();
  const format = useFormat();
  const { list, page, sent, topics } = loaderData;
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const create = (
    <Link
      to={`/${lang}/office/payment/create-request`}
      className={buttonClassName({ variant: 'primary' })}
    >
      {t('wallet_request_new')}
    </Link>
  );
  return (
    <div className="page page--narrow wallet-page">
      <PageHeader
        icon={<InfoIcon />}
        title={t('office_payment_requests_title')}
        subtitle={t('office_payment_requests_subtitle')}
      >
        {list.items.length > 0 ? create : null}
      </PageHeader>
      <OfficeNav />
      {sent ? (
        <p className="wallet-notice wallet-notice--success" role="status">
          {t('wallet_request_sent')}
        </p>
      ) : null}
      {list.items.length > 0 ? (
        <div className="panel wallet-section">
          <ul className="request-list">
            {list.items.map((item) => (
              <li key={item.id} className="request-list__item">
                <span className="request-list__topic">{topics[item.topicId] ?? item.topicId}</span>
                <span className={`payment-status payment-status--${item.status}`}>
                  {t(REQUEST_STATUS_LABEL[item.status])}
                </span>
                <time className="request-list__date" dateTime={item.createdAt}>
                  {format.dateTime(new Date(item.createdAt))}
                </time>
                <p className="request-list__message">{item.message}</p>
              </li>
            ))}
          </ul>
          <Pagination page={page} pages={pages} href={(p) => (p > 1 ? `?page=${p}` : '.')} />
        </div>
      ) : (
        <div className="panel">
          <EmptyState
            icon={<InfoIcon />}
            title={t('wallet_request_empty_title')}
            description={t('wallet_request_empty_text')}
            headingLevel={2}
            action={create}
          />
        </div>
      )}
    </div>
  );
}
