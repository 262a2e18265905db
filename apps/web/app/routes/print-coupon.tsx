import { couponEndpoint } from '@playfield/protocol/endpoints/betting';
import type { HistoryCoupon } from '@playfield/protocol/bet-history';
import { Button } from '@playfield/ui';
import { data } from 'react-router';
import type { Route } from './+types/print-coupon';
import '../features/coupon/print-coupon.css';
import { EndpointError, officeCall } from '../features/wallet/office.server.ts';
import { playerGuards } from '../guards/page-guards.server.ts';
import { useCoefText } from '../features/sportsbook/use-coef-text.ts';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { loadMessages } from '../i18n/messages.server.ts';
import { pageMeta } from '../seo/page-meta.ts';

export const handle: RouteHandle = { dictionaries: ['betting'] };

const COUPON_ID = /^\d{1,20}$/;

export const middleware: Route.MiddlewareFunction[] = [
  // Spec §2: print-coupon/{couponId: digits}; anything else is not a page, for anyone.
  ({ params }) => {
    if (!COUPON_ID.test(params.couponId ?? '')) throw data(null, { status: 404 });
  },
  // The guard pipeline's player entries: a visitor signs in first.
  playerGuards,
];

export async function loader({ params, context }: Route.LoaderArgs) {
  let coupon: HistoryCoupon | null = null;
  try {
    coupon = await officeCall(context.shell, couponEndpoint, {
      params: { couponId: params.couponId },
    });
  } catch (error) {
    if (!(error instanceof EndpointError)) throw error;
    // Another user's coupon or none: the API answers 404, and so does the page.
    if (error.status === 404) throw data(null, { status: 404 });
  }
  return {
    couponId: params.couponId,
    coupon,
    messages: loadMessages(params.lang, handle.dictionaries),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'betting_print_title',
    params: { id: args.params.couponId },
    robots: 'noindex, nofollow',
  });
}

type StatusKey = `betting_status_${'m2' | 'm1' | 0 | 1 | 2 | 3 | 4 | 5 | 6}`;

function legStatusKey(statusId: number): StatusKey {
  return (
    statusId < 0 ? `betting_status_m${-statusId}` : `betting_status_${statusId}`
  ) as StatusKey;
}

const COUPON_STATUSES = [
  'pending',
  'waiting',
  'win',
  'lose',
  'return',
  'partial',
  'rejected',
] as const;

/** A coupon laid out for paper (spec §2 print-coupon, empty layout). */
export default function PrintCouponPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const coef = useCoefText();
  const { couponId, coupon } = loaderData;
  const status = coupon?.status ?? '';
  const statusText = (COUPON_STATUSES as readonly string[]).includes(status)
    ? t(`betting_coupon_${status as (typeof COUPON_STATUSES)[number]}`)
    : status;
  return (
    <article className="print-coupon">
      <h1>{t('betting_print_title', { id: couponId })}</h1>
      {coupon ? (
        <>
          <dl className="print-coupon__summary">
            <div>
              <dt>{t('betting_history_type')}</dt>
              <dd>{t(`betting_type_${coupon.typeId as 0}`)}</dd>
            </div>
            <div>
              <dt>{t('betting_history_stake')}</dt>
              <dd>{coupon.amount}</dd>
            </div>
            <div>
              <dt>{t('betting_history_coef')}</dt>
              <dd>{coef(coupon.coef)}</dd>
            </div>
            <div>
              <dt>{t('betting_history_status')}</dt>
              <dd>{statusText}</dd>
            </div>
            <div>
              <dt>{t('betting_history_payout')}</dt>
              <dd>{coupon.payout ?? '—'}</dd>
            </div>
          </dl>
          <table className="print-coupon__legs">
            <caption>{t('betting_calc_legs')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('betting_history_event', { id: '' }).trim()}</th>
                <th scope="col">{t('betting_history_outcome', { id: '' }).trim()}</th>
                <th scope="col">{t('betting_history_coef')}</th>
                <th scope="col">{t('betting_history_status')}</th>
              </tr>
            </thead>
            <tbody>
              {coupon.bets.map((bet) => (
                <tr key={bet.outcomeId}>
                  <td>{bet.gameName ?? bet.gameId}</td>
                  <td>
                    {bet.outcomeName
                      ? `${bet.marketName ? `${bet.marketName}: ` : ''}${bet.outcomeName}`
                      : bet.outcomeId}
                  </td>
                  <td>{coef(bet.coef)}</td>
                  <td>{t(legStatusKey(bet.statusId))}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Button className="print-coupon__print" onClick={() => window.print()}>
            {t('betting_print_action')}
          </Button>
        </>
      ) : (
        <p role="alert">{t('betting_print_not_loaded')}</p>
      )}
    </article>
  );
}
