// The operator's own password (issue 15): required after a one-time password, before anything.
import { consolePasswordEndpoint } from '@playfield/protocol/endpoints/console';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { formValue } from '../components/form-field.tsx';
import { consoleMeta } from '../features/console/console-meta.ts';
import { useConsole } from '../features/console/console-session.tsx';
import { Failure, Field, PageTitle, StatusLine } from '../features/console/console-ui.tsx';

export const meta = consoleMeta('console_password_title');

export default function ConsolePassword() {
  const t = useT();
  const { me, call, refresh } = useConsole();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);
  const [mismatch, setMismatch] = useState(false);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const required = me.mustChangePassword;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const next = formValue(form, 'next');
    setFailure(null);
    setDone(false);
    if (next !== formValue(form, 'repeat')) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    setBusy(true);
    try {
      await call(consolePasswordEndpoint, { body: { current: formValue(form, 'current'), next } });
      form.reset();
      setDone(true);
      await refresh();
      if (required) void navigate('/console', { replace: true });
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageTitle>{t('console_password_title')}</PageTitle>
      {required ? <p className="console-note">{t('console_password_required')}</p> : null}
      <form className="console-form" onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t('console_password_current')}>
          {(control) => (
            <input
              {...control}
              name="current"
              type="password"
              autoComplete="current-password"
              required
            />
          )}
        </Field>
        <Field label={t('console_password_next')}>
          {(control) => (
            <input {...control} name="next" type="password" autoComplete="new-password" required />
          )}
        </Field>
        <Field
          label={t('console_password_repeat')}
          error={mismatch ? t('console_password_mismatch') : null}
        >
          {(control) => (
            <input
              {...control}
              name="repeat"
              type="password"
              autoComplete="new-password"
              required
            />
          )}
        </Field>
        <Failure error={failure} />
        {done ? <StatusLine>{t('console_password_changed')}</StatusLine> : null}
        <button type="submit" className="pf-button pf-button--primary" disabled={busy}>
          {t('console_save')}
        </button>
      </form>
    </>
  );
}
