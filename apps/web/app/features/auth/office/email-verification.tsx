import { Button } from '@playfield/ui';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n-context.tsx';
import { formValue as value } from '../../../components/form-field.tsx';
import {
  authSubmit,
  CurrentPasswordField,
  FormError,
  FormNote,
  FormSubmit,
  TextField,
} from '../fields.tsx';
import { useAuthRequest } from '../use-auth-request.ts';

export interface EmailPanelProps {
  email: string | null;
  /** activation_type says the e-mail is confirmed (1 or 2). */
  confirmed: boolean;
  onChanged: () => void;
}

/**
 * E-mail and its verification (office security): add or change the address (password needed;
 * a confirmation link is sent), or send the link again. The link opens `user/accountverify`.
 */
export function EmailPanel({ email, confirmed, onChanged }: EmailPanelProps) {
  const t = useT();
  const setRequest = useAuthRequest();
  const resendRequest = useAuthRequest();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = authSubmit(setRequest, (form) => {
    const address = value(form, 'email').trim();
    void setRequest
      .send('setEmailEndpoint', {
        body: { email: address, password: value(form, 'password') },
      })
      .then((answer) => {
        if (!answer) return;
        form.reset();
        setSentTo(address);
        onChanged();
      });
  });

  function resend() {
    void resendRequest.send('resendEmailVerificationEndpoint', {}).then((answer) => {
      if (answer && email) setSentTo(email);
    });
  }

  return (
    <section className="panel auth-panel" aria-labelledby="office-email">
      <h2 id="office-email" className="auth-panel__title">
        {t('office_email_title')}
      </h2>
      <p className="auth-form__lead">
        {email === null
          ? t('office_email_none')
          : confirmed
            ? t('office_email_confirmed', { email })
            : t('office_email_unconfirmed', { email })}
      </p>
      {sentTo ? (
        <FormNote tone="success">{t('office_email_sent', { email: sentTo })}</FormNote>
      ) : null}
      {email !== null && !confirmed ? (
        <div className="auth-form">
          <FormError message={resendRequest.error} />
          <Button type="button" variant="outline" disabled={resendRequest.pending} onClick={resend}>
            {t('office_email_resend')}
          </Button>
        </div>
      ) : null}
      <form className="auth-form auth-form--spaced" onSubmit={onSubmit}>
        <TextField
          label={email === null ? t('auth_email') : t('office_email_new')}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          required
        />
        <CurrentPasswordField name="password" />
        <FormSubmit request={setRequest} label={t('office_email_submit')} keepLabel />
      </form>
    </section>
  );
}
