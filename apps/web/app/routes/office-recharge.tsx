import { depositEndpoint } from '@playfield/protocol/endpoints/wallet';
import { EmptyState } from '@playfield/ui';
import { data, redirectDocument } from 'react-router';
import type { Route } from './+types/office-recharge';
import { PageHeader } from '../components/page-header.tsx';
import { TicketIcon } from '../components/icons.tsx';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { loadMessages } from '../i18n/messages.server.ts';
import { pageMeta } from '../seo/page-meta.ts';
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
import { RechargeForm } from '../features/wallet/payment-form.tsx';

export const handle: RouteHandle = { dictionaries: ['wallet', 'office'] };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const accounts = await paymentAccounts(context.shell);
  const account = chooseAccount(accounts, request);
  const methods = account ? await paymentMethods(context.shell, account.id, 'deposit') : [];
  return {
    accounts,
    account,
    methods,
    // A new key per rendered form: a failed answer reloads the form with a fresh one, while a
    // retry after a lost connection posts the same key again and gets the first answer.
    idempotencyKey: crypto.randomUUID(),
    messages: loadMessages(params.lang, handle.dictionaries),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  try {
    const answer = await officeCall(
      context.shell,
      depositEndpoint,
      {
        body: {
          accountId: field(form, 'accountId'),
          amount: normalizeAmount(field(form, 'amount')),
          method: field(form, 'method'),
        },
      },
      field(form, 'idempotencyKey'),
    );
    // The hosted page is outside this app: a full document navigation, not a client one.
    return redirectDocument(answer.redirectUrl);
  } catch (error) {
    const failure = failureMessage(error);
    return data({ error: failure.error }, { status: failure.status });
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'office_recharge_title', robots: 'noindex, nofollow' });
}

/** Office › Recharge (spec §2): deposit into one of the player's accounts. */
export default function RechargePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { accounts, account, methods, idempotencyKey } = loaderData;
  return (
    <div className="page page--narrow wallet-page">
      <PageHeader
        icon={<TicketIcon />}
        title={t('office_recharge_title')}
        subtitle={t('office_recharge_subtitle')}
      />
      <OfficeNav />
      {account && methods.length > 0 ? (
        <RechargeForm
          key={account.id}
          accounts={accounts}
          account={account}
          methods={methods}
          idempotencyKey={idempotencyKey}
          serverError={actionData?.error ?? null}
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
    </div>
  );
}
