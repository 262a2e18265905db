// Payments (issue 15): withdrawals waiting for review, oldest first — approve, or reject with a
// reason. Both move money: each sends an Idempotency-Key kept for the intent across retries.
import {
  consoleWithdrawalApproveEndpoint,
  consoleWithdrawalRejectEndpoint,
  consoleWithdrawalsWaitingEndpoint,
} from '@playfield/protocol/endpoints/console-payments';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { EndpointError } from '../features/console/console-api.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { useConsole } from '../features/console/console-session.tsx';
import { Failure, PageTitle, Paging, StatusLine, When } from '../features/console/console-ui.tsx';
import { createIntentKeys } from '../features/console/intent-keys.ts';
import { DataTable } from '../features/console/data-table.tsx';
import { ReasonForm } from '../features/console/reason-form.tsx';
import { useConsoleData } from '../features/console/use-console-data.ts';

export const meta = consoleMeta('console_payments_title');

const PAGE_SIZE = 50;

export default function ConsolePayments() {
  const t = useT();
  const { call, may } = useConsole();
  const [search] = useSearchParams();
  const pageParam = search.get('page');
  const page = pageParam && /^[1-9]\d{0,5}$/.test(pageParam) ? pageParam : '1';
  const waiting = useConsoleData(
    (signal) => call(consoleWithdrawalsWaitingEndpoint, { query: { page } }, { signal }),
    page,
  );
  const intents = useRef(createIntentKeys());
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canDecide = may('payments.withdrawals');

  async function decide(intent: string, work: (key: string) => Promise<string>) {
    setFailure(null);
    setDone(null);
    setBusy(true);
    try {
      setDone(await work(intents.current.keyFor(intent)));
      intents.current.forget(intent);
      waiting.reload();
    } catch (error) {
      // A refusal answers the intent; a fault leaves its key for the retry.
      if (error instanceof EndpointError) intents.current.forget(intent);
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  function reject(id: string, reason: string) {
    void decide(`reject:${id}`, async (idempotencyKey) => {
      await call(
        consoleWithdrawalRejectEndpoint,
        { params: { paymentId: id }, body: { reason } },
        { idempotencyKey },
      );
      return t('console_payments_rejected', { id });
    });
  }

  return (
    <>
      <PageTitle>{t('console_payments_title')}</PageTitle>
      <h2>{t('console_payments_waiting')}</h2>
      <Failure error={failure} />
      {done ? <StatusLine>{done}</StatusLine> : null}
      {!waiting.data && waiting.status === 'loading' ? (
        <StatusLine>{t('console_loading')}</StatusLine>
      ) : null}
      {!waiting.data ? <Failure error={waiting.error} /> : null}
      {waiting.data ? (
        waiting.data.items.length === 0 ? (
          <p>{t('console_payments_empty')}</p>
        ) : (
          <>
            <DataTable
              caption={t('console_payments_caption')}
              columns={[
                t('console_payments_id'),
                t('console_payments_player'),
                t('console_payments_amount'),
                t('console_payments_method'),
                t('console_payments_created'),
                ...(canDecide ? [t('console_payments_actions')] : []),
              ]}
            >
              {waiting.data.items.map((payment) => (
                <tr key={payment.id}>
                  <th scope="row" className="console-code">
                    {payment.id}
                  </th>
                  <td>
                    <Link to={`/console/players/${payment.userId}`}>{payment.userId}</Link>
                  </td>
                  <td>
                    {payment.amount} {payment.currency}
                  </td>
                  <td>{payment.method}</td>
                  <td>
                    <When at={payment.createdAt} />
                  </td>
                  {canDecide ? (
                    <td>
                      <div className="console-actions">
                        <button
                          type="button"
                          className="pf-button pf-button--sm pf-button--primary"
                          disabled={busy}
                          onClick={() =>
                            void decide(`approve:${payment.id}`, async (idempotencyKey) => {
                              await call(
                                consoleWithdrawalApproveEndpoint,
                                { params: { paymentId: payment.id } },
                                { idempotencyKey },
                              );
                              return t('console_payments_approved', { id: payment.id });
                            })
                          }
                        >
                          {t('console_payments_approve', { id: payment.id })}
                        </button>
                      </div>
                      <ReasonForm
                        label={t('console_payments_reject_reason', { id: payment.id })}
                        submit={t('console_payments_reject', { id: payment.id })}
                        busy={busy}
                        small
                        onReason={(reason) => reject(payment.id, reason)}
                      />
                    </td>
                  ) : null}
                </tr>
              ))}
            </DataTable>
            <Paging
              page={Number(page)}
              total={waiting.data.total}
              size={PAGE_SIZE}
              search={search}
            />
          </>
        )
      ) : null}
    </>
  );
}
