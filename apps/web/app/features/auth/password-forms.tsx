import { Button } from '@playfield/ui';
import { useState } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { formValue as value } from '../../components/form-field.tsx';
import {
  authSubmit,
  FormNote,
  FormSubmit,
  NewPasswordFields,
  newPasswordProblem,
  TextField,
} from './fields.tsx';
import { useAuthRequest } from './use-auth-request.ts';

/** Forgot password (spec §4): a reset link by e-mail; the answer never says whether it exists. */
export function ForgotPasswordForm({ onLogin }: { onLogin?: () => void }) {
  const t = useT();
  const request = useAuthRequest();
  const [sent, setSent] = useState(false);

  const onSubmit = authSubmit(request, (form) => {
    void request
      .send('forgotPasswordEndpoint', { body: { email: value(form, 'email').trim() } })
      .then((answer) => {
        if (answer) setSent(true);
      });
  });

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
      <FormSubmit request={request} label={t('auth_forgot_submit')} block />
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

  const onSubmit = authSubmit(
    request,
    (form) => {
      void request
        .send('resetPasswordEndpoint', {
          body: { token, password: value(form, 'password') },
        })
        .then((answer) => {
          if (answer) setDone(true);
        });
    },
    (form) => newPasswordProblem(t, value(form, 'password'), value(form, 'repeat')),
  );

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
      <NewPasswordFields name="password" maxLength={128} />
      <FormSubmit request={request} label={t('auth_reset_submit')} block />
    </form>
  );
}
