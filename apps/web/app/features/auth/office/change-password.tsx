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

/** Change password (office security); the server ends the user's other sessions. */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const t = useT();
  const request = useAuthRequest();
  const [done, setDone] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const newPassword = value(form, 'newPassword');
    if (newPassword.length < 8) return request.setError(t('auth_password_too_short', { min: 8 }));
    if (newPassword !== value(form, 'repeat')) return request.setError(t('auth_password_mismatch'));
    answerCaptchaOr(request, form, () => {
      void request
        .send<{ message?: string }>('/web-api/user/password', {
          body: { currentPassword: value(form, 'currentPassword'), newPassword },
        })
        .then((answer) => {
          if (!answer) return;
          form.reset();
          setDone(answer.message ?? t('office_password_changed'));
          onChanged();
        });
    });
  }

  return (
    <section className="panel auth-panel" aria-labelledby="office-password">
      <h2 id="office-password" className="auth-panel__title">
        {t('office_password_title')}
      </h2>
      <form className="auth-form" onSubmit={onSubmit}>
        <TextField
          label={t('office_current_password')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
        />
        <TextField
          label={t('auth_new_password')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          minLength={8}
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
        {done ? <FormNote tone="success">{done}</FormNote> : null}
        <Button type="submit" variant="primary" disabled={request.pending}>
          {t('office_password_submit')}
        </Button>
      </form>
    </section>
  );
}
