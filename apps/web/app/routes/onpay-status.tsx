import { data } from 'react-router';
import type { Route } from './+types/onpay-status';
import {
  PaymentStatusPage,
  isPaymentStatus,
  paymentStatusTitle,
} from '../components/payment-status.tsx';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { loadMessages } from '../i18n/messages.server.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { OnpayActions, OnpayBalance } from '../features/wallet/onpay-extras.tsx';

export const handle: RouteHandle = { dictionaries: ['status', 'wallet'] };

export function loader({ params, context }: Route.LoaderArgs) {
  if (!isPaymentStatus(params.status)) throw data(null, { status: 404 });
  return {
    status: params.status,
    signedIn: context.shell.auth !== null,
    messages: loadMessages(params.lang, handle.dictionaries),
  };
}

export function meta(args: Route.MetaArgs) {
  if (!isPaymentStatus(args.params.status)) return [];
  return pageMeta(args, {
    title: paymentStatusTitle('payment', args.params.status),
    robots: 'noindex, nofollow',
  });
}

/** Where a payment provider sends the visitor back after a deposit (onpay/{status}). */
export default function OnpayStatus({ loaderData }: Route.ComponentProps) {
  const { status, signedIn } = loaderData;
  return (
    <PaymentStatusPage
      operation="payment"
      status={status}
      extra={signedIn ? <OnpayBalance /> : null}
      actions={signedIn ? <OnpayActions status={status} /> : null}
    />
  );
}
