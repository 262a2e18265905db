import {
  createPaymentRequestEndpoint,
  paymentRequestTopicsEndpoint,
  paymentsEndpoint,
} from '@playfield/protocol/endpoints/wallet';
import { data, redirect } from 'react-router';
import type { Route } from './+types/office-payment-create-request';
import { PageHeader } from '../components/page-header.tsx';
import { InfoIcon } from '../components/icons.tsx';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { loadMessages } from '../i18n/messages.server.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { OfficeNav } from '../features/wallet/office-nav.tsx';
import { failureMessage, field, officeCall, readForm } from '../features/wallet/office.server.ts';
import { RequestForm } from '../features/wallet/request-form.tsx';
import { readRequestPath } from '../features/wallet/request-path.ts';

export const handle: RouteHandle = { dictionaries: ['wallet', 'office'] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const [topics, payments] = await Promise.all([
    officeCall(context.shell, paymentRequestTopicsEndpoint, {}),
    officeCall(context.shell, paymentsEndpoint, { query: { pageSize: '100' } }),
  ]);
  return {
    topics,
    payments: payments.items,
    initial: readRequestPath(params['*']),
    messages: loadMessages(params.lang, handle.dictionaries),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const subTopicId = field(form, 'subTopicId');
  const paymentId = field(form, 'paymentId');
  try {
    await officeCall(context.shell, createPaymentRequestEndpoint, {
      body: {
        topicId: Number(field(form, 'topicId')),
        ...(subTopicId ? { subTopicId: Number(subTopicId) } : {}),
        ...(paymentId ? { paymentId } : {}),
        message: field(form, 'message'),
      },
    });
  } catch (error) {
    const failure = failureMessage(error);
    return data({ error: failure.error }, { status: failure.status });
  }
  return redirect(`/${params.lang}/office/payment/requests?sent=1`);
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'office_create_request_title', robots: 'noindex, nofollow' });
}

/** Office › New payment request (spec §2 payment/create-request and its children). */
export default function CreatePaymentRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="page page--narrow wallet-page">
      <PageHeader
        icon={<InfoIcon />}
        title={t('office_create_request_title')}
        subtitle={t('office_payment_requests_subtitle')}
      />
      <OfficeNav />
      <RequestForm
        topics={loaderData.topics}
        payments={loaderData.payments}
        initial={loaderData.initial}
        error={actionData?.error ?? null}
      />
    </div>
  );
}
