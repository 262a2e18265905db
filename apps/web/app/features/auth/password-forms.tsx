import { Button } from '@playfield/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { answerCaptchaOr, CaptchaField, FormError, FormNote, TextField } from './fields.tsx';
import { useAuthRequest } from './use-auth-request.ts';

function value(form: HTMLFormElement, name: string): string {
  const v = new FormData(form).get(name);
  return typeof v === 'string' ? v : '';
}

/** Forgot password (spec §4): a reset link by e-mail; the answer never says whether it exists. */
export function ForgotPasswordForm({ onLogin }: { onLogin?: () => void }) {
  const t = useT();
  const request = useAuthRequest();
  const [sent, setSent] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    answerCaptchaOr(request, form, () => {
      void request
        .send('/web-api/auth/password/forgot', { body: { email: value(form, 'email').trim() } })
        .then((answer) => {
          if (answer) setSent(true);
        });
    });
  }

  if (sent) return <FormNote tone="success">{t('auth_forgot_sent')}</FormNote>;
  return (
    <form className="auth-form" onSubmit={onSubmit}>
      <p className="auth-form__lead">{t('auth_forgot_lead')}</p>
      <TextField
        label={t('auth_email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        autoFocus
      />
      <CaptchaField request={request} />
      <FormError message={request.error} />
      <Button type="submit" variant="primary" block disabled={request.pending}>
        {request.captcha ? t('auth_captcha_submit') : t('auth_forgot_submit')}
      </Button>
      {onLogin ? (
        <button type="button" className="auth-link-button" onClick={onLogin}>
          {t('auth_back_to_login')}
        </button>
      ) : null}
    </form>
  );
}

/** A new password from the mailed link's token (`POST /web-api/auth/password/reset`). */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const t = useT();
  const request = useAuthRequest();
  const [done, setDone] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const password = value(form, 'password');
    if (password.length < 8) return request.setError(t('auth_password_too_short', { min: 8 }));
    if (password !== value(form, 'repeat')) return request.setError(t('auth_password_mismatch'));
    answerCaptchaOr(request, form, () => {
      void request
        .send('/web-api/auth/password/reset', { body: { token, password } })
        .then((answer) => {
          if (answer) setDone(true);
        });
    });
  }

  if (done) {
    return (
      <div className="auth-form">
        <FormNote tone="success">{t('auth_reset_done')}</FormNote>
        <Button type="button" variant="primary" block onClick={onDone}>
          {t('auth_login_submit')}
        </Button>
      </div>
    );
  }
  return (
    <form className="auth-form" onSubmit={onSubmit}>
      <TextField
        label={t('auth_new_password')}
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={8}
        maxLength={128}
        required
        hint={t('auth_password_rule', { min: 8 })}
      />
      <TextField
        label={t('auth_repeat_password')}
        name="repeat"
        type="password"
        autoComplete="new-password"
        required
      />
      <CaptchaField request={request} />
      <FormError message={request.error} />
      <Button type="submit" variant="primary" block disabled={request.pending}>
        {request.captcha ? t('auth_captcha_submit') : t('auth_reset_submit')}
      </Button>
    </form>
  );
}
