// A player's page (issue 15): profile, accounts and a ledger, coupons, payments, limits,
// sessions (end one), block/unblock with a reason, two-factor reset, notes. Each part shows
// what the operator's permissions allow.
import {
  consolePlayerAddNoteEndpoint,
  consolePlayerBlockEndpoint,
  consolePlayerCouponsEndpoint,
  consolePlayerEndSessionEndpoint,
  consolePlayerEndpoint,
  consolePlayerLimitsEndpoint,
  consolePlayerMovementsEndpoint,
  consolePlayerNotesEndpoint,
  consolePlayerPaymentsEndpoint,
  consolePlayerResetTwoFactorEndpoint,
  consolePlayerSessionsEndpoint,
  consolePlayerUnblockEndpoint,
} from '@playfield/protocol/endpoints/console-players';
import { consoleReviewFlagEndpoint } from '@playfield/protocol/endpoints/console-payments';
import type { ConsolePlayerLimit } from '@playfield/protocol/endpoints/console-players';
import { limitFamily } from '@playfield/domain/limits';
import type { LimitType } from '@playfield/domain/limits';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { formValue } from '../components/form-field.tsx';
import { auditValue } from '../features/console/console-format.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { useConsole } from '../features/console/console-session.tsx';
import { Failure, Field, PageTitle, StatusLine, When } from '../features/console/console-ui.tsx';
import { DataTable } from '../features/console/data-table.tsx';
import { ReasonForm } from '../features/console/reason-form.tsx';
import { useConsoleData } from '../features/console/use-console-data.ts';

export const meta = consoleMeta('console_players_title');

type Translate = ReturnType<typeof useT>;

/** "Single", "Express" … by the coupon type id; the id itself for an unknown one. */
function couponTypeName(t: Translate, type: number): string {
  return type >= 0 && type <= 9
    ? t(`console_coupon_type_${type as 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`)
    : String(type);
}

/** "Deposits (20)": what the limit restricts, and its type id. */
function limitTypeName(t: Translate, type: LimitType): string {
  return `${t(`console_limit_family_${limitFamily(type)}`)} (${type})`;
}

function periodName(t: Translate, period: ConsolePlayerLimit['period']): string {
  return period === null ? t('console_none') : t(`console_period_${period}`);
}

export default function ConsolePlayer() {
  const t = useT();
  const { call, may } = useConsole();
  const userId = useParams().userId ?? '';
  const params = { userId };
  const player = useConsoleData(
    (signal) => call(consolePlayerEndpoint, { params }, { signal }),
    userId,
  );
  const coupons = useConsoleData(
    (signal) => call(consolePlayerCouponsEndpoint, { params, query: {} }, { signal }),
    userId,
  );
  const payments = useConsoleData(
    (signal) => call(consolePlayerPaymentsEndpoint, { params, query: {} }, { signal }),
    userId,
  );
  const limits = useConsoleData(
    (signal) => call(consolePlayerLimitsEndpoint, { params }, { signal }),
    userId,
  );
  const sessions = useConsoleData(
    (signal) => call(consolePlayerSessionsEndpoint, { params }, { signal }),
    userId,
  );
  const canNotes = may('players.notes');
  const notes = useConsoleData(
    async (signal) =>
      canNotes ? call(consolePlayerNotesEndpoint, { params, query: {} }, { signal }) : null,
    userId,
  );
  const [accountId, setAccountId] = useState<number | null>(null);
  const ledger = useConsoleData(
    async (signal) =>
      accountId === null
        ? null
        : call(
            consolePlayerMovementsEndpoint,
            { params: { userId, accountId: String(accountId) }, query: {} },
            { signal },
          ),
    `${userId}|${accountId}`,
  );
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function act(work: () => Promise<void>, after: () => void) {
    setFailure(null);
    setDone(null);
    setBusy(true);
    try {
      await work();
      setDone(t('console_done'));
      after();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  function block(reason: string, form: HTMLFormElement, blocked: boolean) {
    void act(
      async () => {
        await call(blocked ? consolePlayerUnblockEndpoint : consolePlayerBlockEndpoint, {
          params,
          body: { reason },
        });
        form.reset();
      },
      () => {
        player.reload();
        sessions.reload();
      },
    );
  }

  /** Flags the player (every withdrawal waits for review) or lifts the flag (reason null). */
  function reviewFlag(reason: string | null, form: HTMLFormElement | null) {
    void act(
      async () => {
        await call(consoleReviewFlagEndpoint, { params, body: { reason } });
        form?.reset();
      },
      () => player.reload(),
    );
  }

  function addNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const text = formValue(form, 'text').trim();
    if (!text) return;
    void act(
      async () => {
        await call(consolePlayerAddNoteEndpoint, { params, body: { text } });
        form.reset();
      },
      () => notes.reload(),
    );
  }

  const data = player.data;
  const profile = data?.profile;
  return (
    <>
      <p>
        <Link to="/console/players">{t('console_player_back')}</Link>
      </p>
      <PageTitle>
        {profile
          ? t('console_player_title', { login: String(profile.login) })
          : t('console_players_title')}
      </PageTitle>
      {!data && player.status === 'loading' ? (
        <StatusLine>{t('console_loading')}</StatusLine>
      ) : null}
      {!data ? <Failure error={player.error} /> : null}
      <Failure error={failure} />
      {done ? <StatusLine>{done}</StatusLine> : null}
      {data && profile ? (
        <>
          <section aria-labelledby="player-profile">
            <h2 id="player-profile">{t('console_player_profile')}</h2>
            <dl className="console-dl">
              <dt>{t('console_players_id')}</dt>
              <dd>{profile.id}</dd>
              <dt>{t('console_players_email')}</dt>
              <dd>{profile.email ?? t('console_none')}</dd>
              <dt>{t('console_players_phone')}</dt>
              <dd>{profile.phone ?? t('console_none')}</dd>
              <dt>{t('console_players_registered')}</dt>
              <dd>
                <When at={profile.createdAt} />
              </dd>
              <dt>{t('console_players_state')}</dt>
              <dd>
                {profile.block
                  ? `${t('console_players_blocked')}: ${profile.block.reason}`
                  : t('console_players_active')}
              </dd>
            </dl>
            {may('players.block') ? (
              <ReasonForm
                label={t('console_player_reason')}
                submit={profile.blocked ? t('console_player_unblock') : t('console_player_block')}
                busy={busy}
                onReason={(reason, form) => block(reason, form, profile.blocked)}
              />
            ) : null}
            {may('players.2fa-reset') && profile.twoFactor ? (
              <p>
                <button
                  type="button"
                  className="pf-button"
                  disabled={busy}
                  onClick={() => {
                    if (!window.confirm(t('console_player_reset_2fa_confirm'))) return;
                    void act(
                      async () =>
                        void (await call(consolePlayerResetTwoFactorEndpoint, { params })),
                      () => player.reload(),
                    );
                  }}
                >
                  {t('console_player_reset_2fa')}
                </button>
              </p>
            ) : null}
            <h3>{t('console_player_review')}</h3>
            <p>
              {data.reviewFlag ? (
                <>
                  {t('console_player_review_flagged', { reason: data.reviewFlag.reason })}{' '}
                  <When at={data.reviewFlag.flaggedAt} />
                </>
              ) : (
                t('console_player_review_none')
              )}
            </p>
            {may('payments.withdrawals') ? (
              data.reviewFlag ? (
                <p>
                  <button
                    type="button"
                    className="pf-button"
                    disabled={busy}
                    onClick={() => reviewFlag(null, null)}
                  >
                    {t('console_player_review_lift')}
                  </button>
                </p>
              ) : (
                <ReasonForm
                  label={t('console_player_review_reason')}
                  submit={t('console_player_review_flag')}
                  busy={busy}
                  onReason={(reason, form) => reviewFlag(reason, form)}
                />
              )
            ) : null}
          </section>

          <section aria-labelledby="player-accounts">
            <h2 id="player-accounts">{t('console_player_accounts')}</h2>
            <DataTable
              caption={t('console_player_accounts_caption')}
              columns={[
                t('console_player_currency'),
                t('console_player_balance'),
                t('console_player_ledger'),
              ]}
            >
              {data.accounts.map((account) => (
                <tr key={account.id}>
                  <th scope="row">{account.iso}</th>
                  <td>{account.money}</td>
                  <td>
                    <button
                      type="button"
                      className="pf-button pf-button--sm"
                      aria-pressed={accountId === account.id}
                      onClick={() => setAccountId(account.id)}
                    >
                      {t('console_player_show_ledger', { currency: account.iso })}
                    </button>
                  </td>
                </tr>
              ))}
            </DataTable>
            {ledger.data ? (
              <DataTable
                caption={t('console_player_ledger_caption', {
                  currency: data.accounts.find((a) => a.id === accountId)?.iso ?? '',
                })}
                columns={[
                  t('console_player_time'),
                  t('console_player_kind'),
                  t('console_player_amount'),
                  t('console_player_details'),
                ]}
              >
                {ledger.data.items.map((movement) => (
                  <tr key={movement.entryId}>
                    <td>
                      <When at={movement.createdAt} />
                    </td>
                    <th scope="row">{movement.kind}</th>
                    <td>
                      {movement.amount} {movement.currency}
                    </td>
                    <td className="console-code">{auditValue(movement.metadata)}</td>
                  </tr>
                ))}
              </DataTable>
            ) : null}
            <Failure error={ledger.error} />
          </section>

          <section aria-labelledby="player-coupons">
            <h2 id="player-coupons">{t('console_player_coupons')}</h2>
            <Failure error={coupons.error} />
            {coupons.data ? (
              coupons.data.items.length === 0 ? (
                <p>{t('console_player_empty')}</p>
              ) : (
                <DataTable
                  caption={t('console_player_coupons_caption')}
                  columns={[
                    t('console_player_coupon'),
                    t('console_player_placed'),
                    t('console_player_coupon_type'),
                    t('console_player_stake'),
                    t('console_player_coef'),
                    t('console_player_status'),
                    t('console_player_payout'),
                    t('console_player_legs'),
                  ]}
                >
                  {coupons.data.items.map((coupon) => (
                    <tr key={coupon.id}>
                      <th scope="row" className="console-code">
                        {coupon.id}
                      </th>
                      <td>
                        <When at={coupon.placedAt} />
                      </td>
                      <td>{couponTypeName(t, coupon.type)}</td>
                      <td>
                        {coupon.stake} {coupon.currency}
                      </td>
                      <td>{coupon.coef ?? t('console_none')}</td>
                      <td>{coupon.status}</td>
                      <td>
                        {coupon.payout === null
                          ? t('console_none')
                          : `${coupon.payout} ${coupon.currency}`}
                      </td>
                      <td>{coupon.legs}</td>
                    </tr>
                  ))}
                </DataTable>
              )
            ) : null}
          </section>

          <section aria-labelledby="player-payments">
            <h2 id="player-payments">{t('console_player_payments')}</h2>
            <Failure error={payments.error} />
            {payments.data ? (
              payments.data.items.length === 0 ? (
                <p>{t('console_player_empty')}</p>
              ) : (
                <DataTable
                  caption={t('console_player_payments_caption')}
                  columns={[
                    t('console_payments_id'),
                    t('console_player_kind'),
                    t('console_player_status'),
                    t('console_payments_amount'),
                    t('console_payments_created'),
                  ]}
                >
                  {payments.data.items.map((payment) => (
                    <tr key={payment.id}>
                      <th scope="row" className="console-code">
                        {payment.id}
                      </th>
                      <td>{payment.type}</td>
                      <td>
                        {payment.status}
                        {payment.review ? ` (${payment.review})` : ''}
                      </td>
                      <td>
                        {payment.amount} {payment.currency}
                      </td>
                      <td>
                        <When at={payment.createdAt} />
                      </td>
                    </tr>
                  ))}
                </DataTable>
              )
            ) : null}
          </section>

          <section aria-labelledby="player-limits">
            <h2 id="player-limits">{t('console_player_limits')}</h2>
            <Failure error={limits.error} />
            {limits.data ? (
              limits.data.limits.length === 0 && limits.data.history.length === 0 ? (
                <p>{t('console_player_empty')}</p>
              ) : (
                <>
                  <DataTable
                    caption={t('console_player_limits_caption')}
                    columns={[
                      t('console_player_limit'),
                      t('console_player_value'),
                      t('console_player_period'),
                      t('console_player_limit_state'),
                      t('console_player_updated'),
                    ]}
                  >
                    {limits.data.limits.map((limit) => (
                      <tr key={`${limit.type}-${limit.state}`}>
                        <th scope="row">{limitTypeName(t, limit.type)}</th>
                        <td>
                          {limit.value} {limit.measure}
                        </td>
                        <td>{periodName(t, limit.period)}</td>
                        <td>{limit.state}</td>
                        <td>{limit.updated ? <When at={limit.updated} /> : t('console_none')}</td>
                      </tr>
                    ))}
                  </DataTable>
                  <DataTable
                    caption={t('console_player_limit_changes_caption')}
                    columns={[
                      t('console_player_time'),
                      t('console_player_limit'),
                      t('console_player_period'),
                      t('console_player_change'),
                      t('console_player_before'),
                      t('console_player_value'),
                    ]}
                  >
                    {limits.data.history.map((change, index) => (
                      <tr key={`${change.at}-${index}`}>
                        <td>
                          <When at={change.at} />
                        </td>
                        <th scope="row">{limitTypeName(t, change.type)}</th>
                        <td>{periodName(t, change.period)}</td>
                        <td>{change.action}</td>
                        <td>{change.previousValue ?? t('console_none')}</td>
                        <td>{change.value ?? t('console_none')}</td>
                      </tr>
                    ))}
                  </DataTable>
                </>
              )
            ) : null}
          </section>

          <section aria-labelledby="player-sessions">
            <h2 id="player-sessions">{t('console_player_sessions')}</h2>
            <Failure error={sessions.error} />
            {sessions.data ? (
              sessions.data.items.length === 0 ? (
                <p>{t('console_player_empty')}</p>
              ) : (
                <DataTable
                  caption={t('console_player_sessions_caption')}
                  columns={[
                    t('console_players_id'),
                    t('console_player_time'),
                    t('console_player_details'),
                    t('console_player_status'),
                  ]}
                >
                  {sessions.data.items.map((session) => (
                    <tr key={session.id}>
                      <th scope="row">{session.id}</th>
                      <td>
                        <When at={session.lastSeenAt} />
                      </td>
                      <td>
                        {session.ip ?? t('console_none')} · {session.userAgent ?? t('console_none')}
                      </td>
                      <td>
                        {session.endedAt ? (
                          <When at={session.endedAt} />
                        ) : may('players.sessions') ? (
                          <button
                            type="button"
                            className="pf-button pf-button--sm"
                            disabled={busy}
                            onClick={() =>
                              void act(
                                async () =>
                                  void (await call(consolePlayerEndSessionEndpoint, {
                                    params: { userId, sessionId: String(session.id) },
                                  })),
                                () => sessions.reload(),
                              )
                            }
                          >
                            {t('console_player_session_end', { id: session.id })}
                          </button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </DataTable>
              )
            ) : null}
          </section>

          {canNotes ? (
            <section aria-labelledby="player-notes">
              <h2 id="player-notes">{t('console_player_notes')}</h2>
              <Failure error={notes.error} />
              <ul>
                {notes.data?.items.map((note) => (
                  <li key={note.id}>
                    <When at={note.createdAt} /> · #{note.operatorId}: {note.text}
                  </li>
                ))}
              </ul>
              <form className="console-form" onSubmit={addNote}>
                <Field label={t('console_player_note')}>
                  {(control) => <textarea {...control} name="text" maxLength={4000} />}
                </Field>
                <button type="submit" className="pf-button" disabled={busy}>
                  {t('console_player_note_add')}
                </button>
              </form>
            </section>
          ) : null}
        </>
      ) : null}
    </>
  );
}
