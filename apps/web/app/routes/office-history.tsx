import { betHistoryPageEndpoint } from '@playfield/protocol/endpoints/betting';
import type { HistoryCoupon } from '@playfield/protocol/bet-history';
import { Button, EmptyState, Select, buttonClassName } from '@playfield/ui';
import { Form, Link, useRevalidator } from 'react-router';
import type { Route } from './+types/office-history';
import { ClockIcon } from '../components/icons.tsx';
import { PageHeader } from '../components/page-header.tsx';
import {
  betHistoryQuery,
  HISTORY_STATUSES,
  historyLegNames,
  readBetHistoryFilters,
} from '../features/coupon/bet-history-query.ts';
import '../features/coupon/bet-history.css';
import { useLiveTopic } from '../features/live/use-live-topic.ts';
import { useCoefText } from '../features/sportsbook/use-coef-text.ts';
import '../features/wallet/history.css';
import '../features/wallet/wallet.css';
import { OfficeNav } from '../features/wallet/office-nav.tsx';
import { EndpointError, officeCall } from '../features/wallet/office.server.ts';
import { formatAmount } from '../features/wallet/money.ts';
import { Pagination } from '../features/wallet/pagination.tsx';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { useLanguage, useT } from '../i18n/i18n-context.tsx';
import { loadMessages } from '../i18n/messages.server.ts';
import { pageMeta } from '../seo/page-meta.ts';

export const handle: RouteHandle = { dictionaries: ['betting', 'wallet', 'office'] };

const PAGE_SIZE = 20;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const filters = readBetHistoryFilters(new URL(request.url).searchParams);
  // One page, paged by the database: only the coupons shown cross the API.
  let found: { coupons: HistoryCoupon[]; page: number; pages: number } | null = null;
  try {
    found = await officeCall(context.shell, betHistoryPageEndpoint, {
      // Empty filters are left out (the client drops undefined query values).
      query: {
        status: filters.status || undefined,
        typeId: filters.typeId === null ? undefined : String(filters.typeId),
        from: filters.from || undefined,
        to: filters.to || undefined,
        page: filters.page > 1 ? String(filters.page) : undefined,
        size: String(PAGE_SIZE),
      },
    });
  } catch (error) {
    // The page stays usable (filters, navigation) and says the list could not be loaded.
    if (!(error instanceof EndpointError)) throw error;
  }
  return {
    filters,
    failed: found === null,
    coupons: found?.coupons ?? [],
    page: found?.page ?? 1,
    pages: found?.pages ?? 1,
    messages: loadMessages(params.lang, handle.dictionaries),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'betting_history_title', robots: 'noindex, nofollow' });
}

type StatusKey = `betting_status_${'m2' | 'm1' | 0 | 1 | 2 | 3 | 4 | 5 | 6}`;

function legStatusKey(statusId: number): StatusKey {
  return (
    statusId < 0 ? `betting_status_m${-statusId}` : `betting_status_${statusId}`
  ) as StatusKey;
}

/** Office › Bet history (spec §2 office history): filters, coupons with their legs, pages. */
export default function BetHistoryPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { filters, failed, coupons, page, pages } = loaderData;
  const revalidator = useRevalidator();
  // A coupon settled or a leg changed: reload the list (the topic carries the user's coupons).
  useLiveTopic('bets', (_data, kind) => {
    if (kind === 'update' && revalidator.state === 'idle') void revalidator.revalidate();
  });
  const all = { value: '', label: t('betting_history_all') };
  const couponStatus = (status: string) =>
    (HISTORY_STATUSES as readonly string[]).includes(status)
      ? t(`betting_coupon_${status as (typeof HISTORY_STATUSES)[number]}`)
      : status;

  return (
    <div className="page wallet-page wallet-page--wide">
      <PageHeader
        icon={<ClockIcon />}
        title={t('betting_history_title')}
        subtitle={t('betting_history_subtitle')}
      >
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          {t('betting_history_print')}
        </Button>
      </PageHeader>
      <OfficeNav />
      <Form
        method="get"
        className="history-filters panel"
        aria-label={t('betting_history_filters')}
        key={betHistoryQuery(filters, 1)}
      >
        <label className="pf-field">
          <span className="pf-field__label">{t('betting_history_from')}</span>
          <input className="wallet-input" type="date" name="from" defaultValue={filters.from} />
        </label>
        <label className="pf-field">
          <span className="pf-field__label">{t('betting_history_to')}</span>
          <input className="wallet-input" type="date" name="to" defaultValue={filters.to} />
        </label>
        <Select
          name="typeId"
          label={t('betting_history_type')}
          block
          defaultValue={filters.typeId === null ? '' : String(filters.typeId)}
          options={[
            all,
            ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((id) => ({
              value: String(id),
              label: t(`betting_type_${id as 0}`),
            })),
          ]}
        />
        <Select
          name="status"
          label={t('betting_history_status')}
          block
          defaultValue={filters.status}
          options={[all, ...HISTORY_STATUSES.map((s) => ({ value: s, label: couponStatus(s) }))]}
        />
        <div className="history-filters__actions">
          <Button type="submit" variant="primary">
            {t('betting_history_apply')}
          </Button>
          <Link to="." className={buttonClassName({ variant: 'ghost' })}>
            {t('wallet_filter_reset')}
          </Link>
        </div>
      </Form>
      {failed ? (
        <div className="panel" role="alert">
          <EmptyState icon={<ClockIcon />} title={t('betting_history_error')} headingLevel={2} />
        </div>
      ) : coupons.length > 0 ? (
        <div className="panel wallet-section">
          <table className="payment-table">
            <thead>
              <tr>
                <th scope="col">{t('betting_history_coupon')}</th>
                <th scope="col">{t('betting_history_type')}</th>
                <th scope="col" className="payment-table__num">
                  {t('betting_history_stake')}
                </th>
                <th scope="col" className="payment-table__num">
                  {t('betting_history_coef')}
                </th>
                <th scope="col">{t('betting_history_status')}</th>
                <th scope="col" className="payment-table__num">
                  {t('betting_history_payout')}
                </th>
              </tr>
            </thead>
            <tbody>
              {coupons.map((coupon) => (
                <CouponRow
                  key={coupon.couponId}
                  coupon={coupon}
                  status={couponStatus(coupon.status)}
                />
              ))}
            </tbody>
          </table>
          <Pagination page={page} pages={pages} href={(p) => betHistoryQuery(filters, p) || '.'} />
        </div>
      ) : (
        <div className="panel">
          <EmptyState
            icon={<ClockIcon />}
            title={t('betting_history_empty_title')}
            description={t('betting_history_empty_text')}
            headingLevel={2}
          />
        </div>
      )}
    </div>
  );
}

function CouponRow({ coupon, status }: { coupon: HistoryCoupon; status: string }) {
  const t = useT();
  const coef = useCoefText();
  const { lang } = useLanguage();
  const money = (amount: string) =>
    coupon.currency ? formatAmount(lang, amount, coupon.currency) : amount;
  return (
    <tr data-testid="history-coupon">
      <td data-label={t('betting_history_coupon')} className="bet-history__coupon">
        <details>
          <summary>{coupon.couponId}</summary>
          <ul
            className="bet-history__legs"
            aria-label={t('betting_history_details', { id: coupon.couponId })}
          >
            {coupon.bets.map((bet) => {
              const names = historyLegNames(bet);
              return (
                <li key={bet.outcomeId} className="bet-history__leg">
                  {names ? (
                    <>
                      <span className="bet-history__game">{names.game}</span>
                      <span className="bet-history__pick">
                        {names.market ? `${names.market}: ` : ''}
                        <strong>{names.outcome}</strong> · {coef(bet.coef)} ·{' '}
                        {t(legStatusKey(bet.statusId))}
                      </span>
                    </>
                  ) : (
                    <span>
                      {t('betting_history_event', { id: bet.gameId })} ·{' '}
                      {t('betting_history_outcome', { id: bet.outcomeId })} · {coef(bet.coef)} ·{' '}
                      {t(legStatusKey(bet.statusId))}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </details>
      </td>
      <td data-label={t('betting_history_type')}>{t(`betting_type_${coupon.typeId as 0}`)}</td>
      <td data-label={t('betting_history_stake')} className="payment-table__num">
        {money(coupon.amount)}
      </td>
      <td data-label={t('betting_history_coef')} className="payment-table__num">
        {coef(coupon.coef)}
      </td>
      <td data-label={t('betting_history_status')}>{status}</td>
      <td data-label={t('betting_history_payout')} className="payment-table__num">
        {coupon.payout ? money(coupon.payout) : '—'}
      </td>
    </tr>
  );
}
