import {
  cancelWithdrawalEndpoint,
  paymentsEndpoint,
  withdrawalEndpoint,
} from '@playfield/protocol/endpoints/wallet';
import { EmptyState } from '@playfield/ui';
import { useEffect } from 'react';
import { data } from 'react-router';
import type { Route } from './+types/office-deduce';
import { PageHeader } from '../components/page-header.tsx';
import { TicketIcon } from '../components/icons.tsx';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { useLanguage, useT } from '../i18n/i18n-context.tsx';
import { loadMessages } from '../i18n/messages.server.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { refreshBalance } from '../features/wallet/balance-store.ts';
import { formatAmount } from '../features/wallet/money.ts';
import { OfficeNav } from '../features/wallet/office-nav.tsx';
import {
  chooseAccount,
  failureMessage,
  field,
  normalizeAmount,
  officeCall,
  paymentAccounts,
  paymentMethods,
  readForm,
} from '../features/wallet/office.server.ts';
import { STATUS_LABEL } from '../features/wallet/payment-labels.ts';
import { PendingWithdrawals } from '../features/wallet/pending-withdrawals.tsx';
import { WithdrawForm } from '../features/wallet/payment-form.tsx';

export const handle: RouteHandle = { dictionaries: ['wallet', 'office'] };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const accounts = await paymentAccounts(context.shell);
  const account = chooseAccount(accounts, request);
  const [methods, pending] = await Promise.all([
    account ? paymentMethods(context.shell, account.id, 'withdrawal') : [],
    officeCall(context.shell, paymentsEndpoint, {
      query: { type: 'withdrawal', status: 'pending', pageSize: '100' },
    }),
  ]);
  return {
    accounts,
    account,
    methods,
    pending: pending.items,
    idempotencyKey: crypto.randomUUID(),
    messages: loadMessages(params.lang, handle.dictionaries),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = field(form, 'intent') === 'cancel' ? 'cancel' : 'withdraw';
  try {
    if (intent === 'cancel') {
      await officeCall(context.shell, cancelWithdrawalEndpoint, {
        params: { paymentId: field(form, 'paymentId') },
      });
      return { done: 'cancelled' as const };
    }
    const amount = normalizeAmount(field(form, 'amount'));
    const answer = await officeCall(
      context.shell,
      withdrawalEndpoint,
      { body: { accountId: field(form, 'accountId'), amount, method: field(form, 'method') } },
      field(form, 'idempotencyKey'),
    );
    return { done: 'requested' as const, status: answer.status, amount };
  } catch (error) {
    const failure = failureMessage(error);
    return data({ error: failure.error, intent }, { status: failure.status });
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'office_deduce_title', robots: 'noindex, nofollow' });
}

/** Office › Withdrawal (spec §2 deduce): request a payout; cancel one while it is pending. */
export default function DeducePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { lang } = useLanguage();
  const { accounts, account, methods, pending, idempotencyKey } = loaderData;
  const result = actionData && 'done' in actionData ? actionData : null;
  const failed = actionData && 'error' in actionData ? actionData : null;
  // The header shows the held or returned money at once, not at the next poll.
  useEffect(() => {
    if (result) void refreshBalance();
  }, [result]);

  return (
    <div className="page page--narrow wallet-page">
      <PageHeader
        icon={<TicketIcon />}
        title={t('office_deduce_title')}
        subtitle={t('office_deduce_subtitle')}
      />
      <OfficeNav />
      {result ? (
        <p className="wallet-notice wallet-notice--success" role="status">
          {result.done === 'cancelled'
            ? t('wallet_cancelled')
            : t('wallet_withdraw_created', {
                amount: account ? formatAmount(lang, result.amount, account.iso) : result.amount,
                status: t(STATUS_LABEL[result.status]),
              })}
        </p>
      ) : null}
      {failed?.intent === 'cancel' ? (
        <p className="wallet-notice wallet-notice--error" role="alert">
          {failed.error}
        </p>
      ) : null}
      {account && methods.length > 0 ? (
        <WithdrawForm
          key={account.id}
          accounts={accounts}
          account={account}
          methods={methods}
          idempotencyKey={idempotencyKey}
          serverError={failed?.intent === 'withdraw' ? failed.error : null}
        />
      ) : (
        <div className="panel">
          <EmptyState
            icon={<TicketIcon />}
            title={t('wallet_no_methods_title')}
            description={t('wallet_no_methods_text')}
            headingLevel={2}
          />
        </div>
      )}
      <PendingWithdrawals items={pending} />
    </div>
  );
}
