import { data } from 'react-router';
import type { Route } from './+types/onpay-withdraw-status';
import {
  PaymentStatusPage,
  isPaymentStatus,
  paymentStatusTitle,
} from '../components/payment-status.tsx';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { loadMessages } from '../i18n/messages.server.ts';
import { pageMeta } from '../seo/page-meta.ts';

export const handle: RouteHandle = { dictionaries: ['status'] };

export function loader({ params }: Route.LoaderArgs) {
  if (!isPaymentStatus(params.status)) throw data(null, { status: 404 });
  return { status: params.status, messages: loadMessages(params.lang, handle.dictionaries) };
}

export function meta(args: Route.MetaArgs) {
  if (!isPaymentStatus(args.params.status)) return [];
  return pageMeta(args, {
    title: paymentStatusTitle('withdraw', args.params.status),
    robots: 'noindex, nofollow',
  });
}

/** Where a payment provider sends the visitor back after a withdrawal (onpay/withdraw/{status}). */
export default function OnpayWithdrawStatus({ loaderData }: Route.ComponentProps) {
  return <PaymentStatusPage operation="withdraw" status={loaderData.status} />;
}
