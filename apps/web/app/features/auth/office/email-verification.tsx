import { Button } from '@playfield/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n-context.tsx';
import { answerCaptchaOr, CaptchaField, FormError, FormNote, TextField } from '../fields.tsx';
import { useAuthRequest } from '../use-auth-request.ts';

function value(form: HTMLFormElement, name: string): string {
  const v = new FormData(form).get(name);
  return typeof v === 'string' ? v : '';
}

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

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    answerCaptchaOr(setRequest, form, () => {
      const address = value(form, 'email').trim();
      void setRequest
        .send('/web-api/user/email', {
          body: { email: address, password: value(form, 'password') },
        })
        .then((answer) => {
          if (!answer) return;
          form.reset();
          setSentTo(address);
          onChanged();
        });
    });
  }

  function resend() {
    void resendRequest.send('/web-api/user/email/verify', { method: 'POST' }).then((answer) => {
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
        <TextField
          label={t('office_current_password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <CaptchaField request={setRequest} />
        <FormError message={setRequest.error} />
        <Button type="submit" variant="primary" disabled={setRequest.pending}>
          {t('office_email_submit')}
        </Button>
      </form>
    </section>
  );
}
