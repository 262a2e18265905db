// Operator sign-in (issue 15): e-mail, password and the authenticator's 6-digit code, every
// time. Every refusal reads the same; a one-time password leads to the password page first.
import { consoleLoginEndpoint } from '@playfield/protocol/endpoints/console';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLanguage, useT } from '../i18n/i18n-context.tsx';
import { formValue } from '../components/form-field.tsx';
import { callConsole } from '../features/console/console-api.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import {
  ConsoleLanguageSwitch,
  Failure,
  Field,
  PageTitle,
  StatusLine,
} from '../features/console/console-ui.tsx';

export const meta = consoleMeta('console_login_title');

export default function ConsoleLogin() {
  const t = useT();
  const { lang } = useLanguage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [failure, setFailure] = useState<unknown>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reason = search.get('reason');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const code = formValue(form, 'code').replace(/\s/g, '');
    setFailure(null);
    if (!/^\d{6}$/.test(code)) {
      setCodeError(t('console_login_code_format'));
      return;
    }
    setCodeError(null);
    setBusy(true);
    try {
      const me = await callConsole(
        consoleLoginEndpoint,
        {
          body: {
            email: formValue(form, 'email').trim(),
            password: formValue(form, 'password'),
            code,
          },
        },
        { lng: lang },
      );
      void navigate(me.mustChangePassword ? '/console/password' : '/console', { replace: true });
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  }

  return (
    <div className="console-login">
      <header className="console-header console-header--bare">
        <p className="console-brand">{t('console_title')}</p>
        <ConsoleLanguageSwitch />
      </header>
      <main id="console-main" className="console-login__main">
        <PageTitle>{t('console_login_title')}</PageTitle>
        {reason === 'expired' ? <StatusLine>{t('console_login_expired')}</StatusLine> : null}
        {reason === 'signed-out' ? <StatusLine>{t('console_login_signed_out')}</StatusLine> : null}
        <form className="console-form" onSubmit={(event) => void submit(event)} noValidate>
          <Field label={t('console_login_email')}>
            {(control) => (
              <input {...control} name="email" type="email" autoComplete="username" required />
            )}
          </Field>
          <Field label={t('console_login_password')}>
            {(control) => (
              <input
                {...control}
                name="password"
                type="password"
                autoComplete="current-password"
                required
              />
            )}
          </Field>
          <Field
            label={t('console_login_code')}
            hint={t('console_login_code_hint')}
            error={codeError}
          >
            {(control) => (
              <input
                {...control}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
              />
            )}
          </Field>
          <Failure error={failure} />
          <button type="submit" className="pf-button pf-button--primary" disabled={busy}>
            {t('console_login_submit')}
          </button>
        </form>
      </main>
    </div>
  );
}
