import { useState } from 'react';
import { useT } from '../../../i18n/i18n-context.tsx';
import { formValue as value } from '../../../components/form-field.tsx';
import {
  authSubmit,
  CurrentPasswordField,
  FormNote,
  FormSubmit,
  NewPasswordFields,
  newPasswordProblem,
} from '../fields.tsx';
import { useAuthRequest } from '../use-auth-request.ts';

/** Change password (office security); the server ends the user's other sessions. */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const t = useT();
  const request = useAuthRequest();
  const [done, setDone] = useState<string | null>(null);

  const onSubmit = authSubmit(
    request,
    (form) => {
      void request
        .send('changePasswordEndpoint', {
          body: {
            currentPassword: value(form, 'currentPassword'),
            newPassword: value(form, 'newPassword'),
          },
        })
        .then((answer) => {
          if (!answer) return;
          form.reset();
          setDone(answer.message ?? t('office_password_changed'));
          onChanged();
        });
    },
    (form) => newPasswordProblem(t, value(form, 'newPassword'), value(form, 'repeat')),
  );

  return (
    <section className="panel auth-panel" aria-labelledby="office-password">
      <h2 id="office-password" className="auth-panel__title">
        {t('office_password_title')}
      </h2>
      <form className="auth-form" onSubmit={onSubmit}>
        <CurrentPasswordField name="currentPassword" />
        <NewPasswordFields name="newPassword" />
        <FormSubmit request={request} label={t('office_password_submit')} keepLabel>
          {done ? <FormNote tone="success">{done}</FormNote> : null}
        </FormSubmit>
      </form>
    </section>
  );
}
