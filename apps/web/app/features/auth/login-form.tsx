import { Button } from '@playfield/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { answerCaptchaOr, CaptchaField, FormError, TextField } from './fields.tsx';
import { useAuthRequest } from './use-auth-request.ts';

type LoginAnswer = { success: true; userId: string } | { twoStep: true; ticket: string };

export interface LoginFormProps {
  /** Called once the session cookie is set. */
  onSignedIn: () => void;
  onForgotPassword?: () => void;
  onRegister?: () => void;
}

function field(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * Sign-in of spec §3: state `login_password` (e-mail, phone or account number + password,
 * 'save'), then `two_step` when the account has two-factor on (TOTP or a recovery code).
 */
export function LoginForm({ onSignedIn, onForgotPassword, onRegister }: LoginFormProps) {
  const t = useT();
  const request = useAuthRequest();
  const [ticket, setTicket] = useState<string | null>(null);
  const [save, setSave] = useState(true);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    answerCaptchaOr(request, form, () => {
      void (async () => {
        if (ticket) {
          const done = await request.send('/web-api/auth/two-step', {
            body: { ticket, code: field(form, 'code').replace(/\s+/g, ''), save },
          });
          if (done) onSignedIn();
          return;
        }
        const answer = await request.send<LoginAnswer>('/web-api/auth/login', {
          body: { login: field(form, 'login').trim(), password: field(form, 'password'), save },
        });
        if (!answer) return;
        if ('twoStep' in answer) setTicket(answer.ticket);
        else onSignedIn();
      })();
    });
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate={false}>
      {ticket ? (
        <>
          <p className="auth-form__lead">{t('auth_two_step_lead')}</p>
          <TextField
            key="code"
            label={t('auth_two_step_code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            autoFocus
            hint={t('auth_two_step_hint')}
          />
        </>
      ) : (
        <>
          <TextField
            label={t('auth_login_field')}
            name="login"
            autoComplete="username"
            required
            autoFocus
            hint={t('auth_login_field_hint')}
          />
          <TextField
            label={t('auth_password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          <label className="auth-check">
            <input type="checkbox" checked={save} onChange={(e) => setSave(e.target.checked)} />
            <span>{t('auth_remember_me')}</span>
          </label>
        </>
      )}
      <CaptchaField request={request} />
      <FormError message={request.error} />
      <Button type="submit" variant="primary" block disabled={request.pending}>
        {request.captcha
          ? t('auth_captcha_submit')
          : ticket
            ? t('auth_confirm')
            : t('auth_login_submit')}
      </Button>
      {ticket ? (
        <button type="button" className="auth-link-button" onClick={() => setTicket(null)}>
          {t('auth_back')}
        </button>
      ) : (
        <div className="auth-form__links">
          {onForgotPassword ? (
            <button type="button" className="auth-link-button" onClick={onForgotPassword}>
              {t('auth_forgot_password')}
            </button>
          ) : null}
          {onRegister ? (
            <button type="button" className="auth-link-button" onClick={onRegister}>
              {t('auth_no_account')}
            </button>
          ) : null}
        </div>
      )}
    </form>
  );
}
