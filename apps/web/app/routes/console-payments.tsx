// Payments (issue 15), in four tabs kept in the address (`tab`, with its own `page`):
// withdrawals waiting for review, oldest first — approve, or reject with a reason (both move
// money: each sends an Idempotency-Key kept for the intent across retries); every withdrawal;
// every deposit; the players' payment requests, by status — answer, or answer and close.
import type { PaymentView } from '@playfield/protocol/wallet';
import {
  consoleDepositsEndpoint,
  consolePaymentRequestAnswerEndpoint,
  consolePaymentRequestsEndpoint,
  consoleWithdrawalApproveEndpoint,
  consoleWithdrawalRejectEndpoint,
  consoleWithdrawalsEndpoint,
  consoleWithdrawalsWaitingEndpoint,
} from '@playfield/protocol/endpoints/console-payments';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formValue } from '../components/form-field.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { EndpointError } from '../features/console/console-api.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { useConsole } from '../features/console/console-session.tsx';
import {
  Failure,
  Field,
  PageTitle,
  Paging,
  StatusLine,
  When,
} from '../features/console/console-ui.tsx';
import { createIntentKeys } from '../features/console/intent-keys.ts';
import { DataTable } from '../features/console/data-table.tsx';
import { ReasonForm } from '../features/console/reason-form.tsx';
import { useConsoleData } from '../features/console/use-console-data.ts';

export const meta = consoleMeta('console_payments_title');

const PAGE_SIZE = 50;
const TABS = ['waiting', 'withdrawals', 'deposits', 'requests'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS = {
  waiting: 'console_payments_waiting',
  withdrawals: 'console_payments_withdrawals',
  deposits: 'console_payments_deposits',
  requests: 'console_payments_requests',
} as const;
const REQUEST_STATUSES = ['open', 'answered', 'closed'] as const;
type RequestStatus = (typeof REQUEST_STATUSES)[number];
const REQUEST_STATUS_LABELS = {
  open: 'console_payments_request_open',
  answered: 'console_payments_request_answered',
  closed: 'console_payments_request_closed',
} as const;

function pageOf(search: URLSearchParams): string {
  const value = search.get('page');
  return value && /^[1-9]\d{0,5}$/.test(value) ? value : '1';
}

export default function ConsolePayments() {
  const t = useT();
  const [search] = useSearchParams();
  const tabParam = search.get('tab');
  const tab: Tab = TABS.find((name) => name === tabParam) ?? 'waiting';
  return (
    <>
      <PageTitle>{t('console_payments_title')}</PageTitle>
      <nav className="console-actions" aria-label={t('console_payments_sections')}>
        {TABS.map((name) => (
          <Link
            key={name}
            to={{ search: name === 'waiting' ? '' : `?tab=${name}` }}
            aria-current={name === tab ? 'page' : undefined}
            className={
              name === tab
                ? 'pf-button pf-button--sm pf-button--primary'
                : 'pf-button pf-button--sm'
            }
          >
            {t(TAB_LABELS[name])}
          </Link>
        ))}
      </nav>
      <h2>{t(TAB_LABELS[tab])}</h2>
      {tab === 'waiting' ? <Waiting search={search} /> : null}
      {tab === 'withdrawals' || tab === 'deposits' ? (
        <AllPayments key={tab} kind={tab} search={search} />
      ) : null}
      {tab === 'requests' ? <Requests search={search} /> : null}
    </>
  );
}

function Loading({ state }: { state: { data: unknown; status: string; error: unknown } }) {
  const t = useT();
  return (
    <>
      {!state.data && state.status === 'loading' ? (
        <StatusLine>{t('console_loading')}</StatusLine>
      ) : null}
      {!state.data ? <Failure error={state.error} /> : null}
    </>
  );
}

function PaymentCells({ payment }: { payment: PaymentView & { userId: number } }) {
  return (
    <>
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
    </>
  );
}

function Waiting({ search }: { search: URLSearchParams }) {
  const t = useT();
  const { call, may } = useConsole();
  const page = pageOf(search);
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
      <Failure error={failure} />
      {done ? <StatusLine>{done}</StatusLine> : null}
      <Loading state={waiting} />
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
                  <PaymentCells payment={payment} />
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

/** Every withdrawal or every deposit, newest first, with its status. */
function AllPayments({
  kind,
  search,
}: {
  kind: 'withdrawals' | 'deposits';
  search: URLSearchParams;
}) {
  const t = useT();
  const { call } = useConsole();
  const page = pageOf(search);
  const list = useConsoleData(
    (signal) =>
      kind === 'withdrawals'
        ? call(consoleWithdrawalsEndpoint, { query: { page } }, { signal })
        : call(consoleDepositsEndpoint, { query: { page } }, { signal }),
    `${kind}:${page}`,
  );
  return (
    <>
      <Loading state={list} />
      {list.data ? (
        list.data.items.length === 0 ? (
          <p>{t('console_payments_none')}</p>
        ) : (
          <>
            <DataTable
              caption={t(
                kind === 'withdrawals'
                  ? 'console_payments_withdrawals_caption'
                  : 'console_payments_deposits_caption',
              )}
              columns={[
                t('console_payments_id'),
                t('console_payments_player'),
                t('console_payments_amount'),
                t('console_payments_method'),
                t('console_payments_created'),
                t('console_payments_status'),
                t('console_payments_updated'),
              ]}
            >
              {list.data.items.map((payment) => (
                <tr key={payment.id}>
                  <PaymentCells payment={payment} />
                  <td>
                    {payment.status}
                    {payment.failureCode ? ` (${payment.failureCode})` : ''}
                  </td>
                  <td>
                    <When at={payment.updatedAt} />
                  </td>
                </tr>
              ))}
            </DataTable>
            <Paging page={Number(page)} total={list.data.total} size={PAGE_SIZE} search={search} />
          </>
        )
      ) : null}
    </>
  );
}

/** The players' payment requests, by status: answer one, or answer and close it. */
function Requests({ search }: { search: URLSearchParams }) {
  const t = useT();
  const { call, may } = useConsole();
  const page = pageOf(search);
  const statusParam = search.get('status');
  const status: RequestStatus | undefined = REQUEST_STATUSES.find((name) => name === statusParam);
  const requests = useConsoleData(
    (signal) =>
      call(
        consolePaymentRequestsEndpoint,
        { query: status ? { page, status } : { page } },
        { signal },
      ),
    `${status ?? ''}:${page}`,
  );
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canAnswer = may('payments.withdrawals');

  async function answer(id: number, text: string, close: boolean, form: HTMLFormElement) {
    setFailure(null);
    setDone(null);
    setBusy(true);
    try {
      await call(consolePaymentRequestAnswerEndpoint, {
        params: { requestId: String(id) },
        body: { answer: text, close },
      });
      form.reset();
      setDone(
        t(close ? 'console_payments_request_done_closed' : 'console_payments_request_done', { id }),
      );
      requests.reload();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  const filter = (name: RequestStatus | null): ReactNode => {
    const next = new URLSearchParams({ tab: 'requests' });
    if (name) next.set('status', name);
    const current = (status ?? null) === name;
    return (
      <Link
        key={name ?? 'all'}
        to={`?${next.toString()}`}
        aria-current={current ? 'page' : undefined}
        className={
          current ? 'pf-button pf-button--sm pf-button--primary' : 'pf-button pf-button--sm'
        }
      >
        {name ? t(REQUEST_STATUS_LABELS[name]) : t('console_payments_request_all')}
      </Link>
    );
  };

  return (
    <>
      <nav className="console-actions" aria-label={t('console_payments_request_filter')}>
        {filter(null)}
        {REQUEST_STATUSES.map((name) => filter(name))}
      </nav>
      <Failure error={failure} />
      {done ? <StatusLine>{done}</StatusLine> : null}
      <Loading state={requests} />
      {requests.data ? (
        requests.data.items.length === 0 ? (
          <p>{t('console_payments_requests_empty')}</p>
        ) : (
          <>
            <DataTable
              caption={t('console_payments_requests_caption')}
              columns={[
                t('console_payments_id'),
                t('console_payments_player'),
                t('console_payments_payment'),
                t('console_payments_message'),
                t('console_payments_status'),
                t('console_payments_answer'),
                t('console_payments_created'),
                ...(canAnswer ? [t('console_payments_actions')] : []),
              ]}
            >
              {requests.data.items.map((request) => (
                <tr key={request.id}>
                  <th scope="row">{request.id}</th>
                  <td>
                    <Link to={`/console/players/${request.userId}`}>{request.userId}</Link>
                  </td>
                  <td className="console-code">{request.paymentId ?? t('console_none')}</td>
                  <td>{request.message}</td>
                  <td>{t(REQUEST_STATUS_LABELS[request.status])}</td>
                  <td>
                    {request.answer ?? t('console_none')}
                    {request.answeredAt ? (
                      <>
                        {' '}
                        <When at={request.answeredAt} />
                      </>
                    ) : null}
                  </td>
                  <td>
                    <When at={request.createdAt} />
                  </td>
                  {canAnswer ? (
                    <td>
                      {request.status === 'closed' ? null : (
                        <AnswerForm
                          id={request.id}
                          busy={busy}
                          onAnswer={(text, close, form) =>
                            void answer(request.id, text, close, form)
                          }
                        />
                      )}
                    </td>
                  ) : null}
                </tr>
              ))}
            </DataTable>
            <Paging
              page={Number(page)}
              total={requests.data.total}
              size={PAGE_SIZE}
              search={search}
            />
          </>
        )
      ) : null}
    </>
  );
}

function AnswerForm({
  id,
  busy,
  onAnswer,
}: {
  id: number;
  busy: boolean;
  onAnswer: (answer: string, close: boolean, form: HTMLFormElement) => void;
}) {
  const t = useT();
  const [missing, setMissing] = useState(false);
  return (
    <form
      className="console-form--inline"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        const text = formValue(form, 'answer').trim();
        setMissing(text.length === 0);
        if (text) onAnswer(text, submitter?.getAttribute('value') === 'close', form);
      }}
    >
      <Field
        label={t('console_payments_answer_label', { id })}
        error={missing ? t('console_payments_answer_required') : null}
      >
        {(control) => <textarea {...control} name="answer" maxLength={4000} rows={2} />}
      </Field>
      <div className="console-actions">
        <button
          type="submit"
          name="do"
          value="answer"
          className="pf-button pf-button--sm"
          disabled={busy}
        >
          {t('console_payments_answer_submit', { id })}
        </button>
        <button
          type="submit"
          name="do"
          value="close"
          className="pf-button pf-button--sm"
          disabled={busy}
        >
          {t('console_payments_close_submit', { id })}
        </button>
      </div>
    </form>
  );
}
