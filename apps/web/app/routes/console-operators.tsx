// Operators (issue 15, admin): the list, a new operator (its one-time password and TOTP secret
// shown once), a role change, disabling, and a new TOTP secret (shown once).
import { ROLES } from '@playfield/domain/console';
import type { Role } from '@playfield/domain/console';
import {
  consoleOperatorCreateEndpoint,
  consoleOperatorDisableEndpoint,
  consoleOperatorResetTwoFactorEndpoint,
  consoleOperatorRoleEndpoint,
  consoleOperatorsEndpoint,
} from '@playfield/protocol/endpoints/console';
import type { OperatorView } from '@playfield/protocol/endpoints/console';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useT } from '../i18n/i18n-context.tsx';
import { formValue } from '../components/form-field.tsx';
import { consoleMeta } from '../features/console/console-meta.ts';
import { useConsole } from '../features/console/console-session.tsx';
import { Failure, Field, PageTitle, StatusLine, When } from '../features/console/console-ui.tsx';
import { DataTable } from '../features/console/data-table.tsx';
import { useConsoleData } from '../features/console/use-console-data.ts';

export const meta = consoleMeta('console_operators_title');

interface Shown {
  email: string;
  password?: string;
  totpSecret: string;
  otpauthUri: string;
}

export default function ConsoleOperators() {
  const t = useT();
  const { me, call } = useConsole();
  const list = useConsoleData((signal) => call(consoleOperatorsEndpoint, {}, { signal }), 'all');
  const [failure, setFailure] = useState<unknown>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [busy, setBusy] = useState(false);

  async function act(work: () => Promise<void>) {
    setFailure(null);
    setBusy(true);
    try {
      await work();
      list.reload();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = formValue(form, 'email').trim();
    const role = formValue(form, 'role') as Role;
    void act(async () => {
      const created = await call(consoleOperatorCreateEndpoint, { body: { email, role } });
      form.reset();
      setShown({
        email: created.operator.email,
        password: created.password,
        totpSecret: created.totpSecret,
        otpauthUri: created.otpauthUri,
      });
    });
  }

  function changeRole(operator: OperatorView, role: Role) {
    void act(async () => {
      await call(consoleOperatorRoleEndpoint, {
        params: { operatorId: String(operator.id) },
        body: { role },
      });
    });
  }

  function disable(operator: OperatorView) {
    if (!window.confirm(t('console_operators_disable_confirm', { email: operator.email }))) return;
    void act(async () => {
      await call(consoleOperatorDisableEndpoint, { params: { operatorId: String(operator.id) } });
    });
  }

  function resetTwoFactor(operator: OperatorView) {
    if (!window.confirm(t('console_operators_reset_confirm', { email: operator.email }))) return;
    void act(async () => {
      const answer = await call(consoleOperatorResetTwoFactorEndpoint, {
        params: { operatorId: String(operator.id) },
      });
      setShown({
        email: answer.operator.email,
        totpSecret: answer.totpSecret,
        otpauthUri: answer.otpauthUri,
      });
    });
  }

  return (
    <>
      <PageTitle>{t('console_operators_title')}</PageTitle>
      {shown ? (
        <section className="console-once" aria-labelledby="console-once-title">
          <h2 id="console-once-title">{t('console_operators_once')}</h2>
          <p>{t('console_operators_once_text', { email: shown.email })}</p>
          <dl>
            {shown.password ? (
              <>
                <dt>{t('console_operators_password')}</dt>
                <dd className="console-code" data-testid="once-password">
                  {shown.password}
                </dd>
              </>
            ) : null}
            <dt>{t('console_operators_secret')}</dt>
            <dd className="console-code" data-testid="once-secret">
              {shown.totpSecret}
            </dd>
            <dt>{t('console_operators_uri')}</dt>
            <dd className="console-code">{shown.otpauthUri}</dd>
          </dl>
          <button type="button" className="pf-button" onClick={() => setShown(null)}>
            {t('console_done')}
          </button>
        </section>
      ) : null}
      <Failure error={failure} />
      {list.status === 'loading' && !list.data ? (
        <StatusLine>{t('console_loading')}</StatusLine>
      ) : null}
      {list.status === 'error' ? <Failure error={list.error} /> : null}
      {list.data ? (
        <DataTable
          caption={t('console_operators_caption')}
          columns={[
            t('console_operators_email'),
            t('console_operators_role'),
            t('console_operators_state'),
            t('console_operators_created'),
            t('console_operators_actions'),
          ]}
        >
          {list.data.items.map((operator) => {
            const own = operator.id === me.id;
            const disabled = operator.disabledAt !== null;
            return (
              <tr key={operator.id}>
                <th scope="row">{operator.email}</th>
                <td>
                  <select
                    aria-label={t('console_operators_change_role', { email: operator.email })}
                    value={operator.role}
                    disabled={own || disabled || busy}
                    onChange={(event) => changeRole(operator, event.target.value as Role)}
                  >
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t(`console_role_${role}`)}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  {[
                    disabled ? t('console_operators_disabled') : t('console_operators_active'),
                    operator.locked ? t('console_operators_locked') : null,
                    operator.mustChangePassword ? t('console_operators_must_change') : null,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </td>
                <td>
                  <When at={operator.createdAt} />
                </td>
                <td>
                  {own || disabled ? null : (
                    <div className="console-actions">
                      <button
                        type="button"
                        className="pf-button pf-button--sm"
                        disabled={busy}
                        onClick={() => disable(operator)}
                        aria-label={`${t('console_operators_disable')}: ${operator.email}`}
                      >
                        {t('console_operators_disable')}
                      </button>
                      <button
                        type="button"
                        className="pf-button pf-button--sm"
                        disabled={busy}
                        onClick={() => resetTwoFactor(operator)}
                        aria-label={`${t('console_operators_reset_2fa')}: ${operator.email}`}
                      >
                        {t('console_operators_reset_2fa')}
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
      ) : null}
      <section aria-labelledby="console-add-title">
        <h2 id="console-add-title">{t('console_operators_add')}</h2>
        <form className="console-form console-form--inline" onSubmit={create}>
          <Field label={t('console_operators_email')}>
            {(control) => (
              <input {...control} name="email" type="email" autoComplete="off" required />
            )}
          </Field>
          <Field label={t('console_operators_role')}>
            {(control) => (
              <select {...control} name="role" defaultValue="support">
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`console_role_${role}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="submit" className="pf-button pf-button--primary" disabled={busy}>
            {t('console_operators_create')}
          </button>
        </form>
      </section>
    </>
  );
}
