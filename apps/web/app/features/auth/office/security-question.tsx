import { useState } from 'react';
import { useT } from '../../../i18n/i18n-context.tsx';
import { formValue as value } from '../../../components/form-field.tsx';
import { authSubmit, CurrentPasswordField, FormNote, FormSubmit, TextField } from '../fields.tsx';
import { useAuthRequest } from '../use-auth-request.ts';

/** Security question (office security): set or replace it; the password confirms the change. */
export function SecurityQuestionPanel({
  active,
  onChanged,
}: {
  active: boolean;
  onChanged: () => void;
}) {
  const t = useT();
  const request = useAuthRequest();
  const [done, setDone] = useState(false);

  const onSubmit = authSubmit(request, (form) => {
    void request
      .send('securityQuestionEndpoint', {
        body: {
          question: value(form, 'question').trim(),
          answer: value(form, 'answer').trim(),
          password: value(form, 'password'),
        },
      })
      .then((answer) => {
        if (!answer) return;
        form.reset();
        setDone(true);
        onChanged();
      });
  });

  return (
    <section className="panel auth-panel" aria-labelledby="office-question">
      <h2 id="office-question" className="auth-panel__title">
        {t('office_question_title')}
      </h2>
      <p className="auth-form__lead">
        {active ? t('office_question_on') : t('office_question_off')}
      </p>
      <form className="auth-form" onSubmit={onSubmit}>
        <TextField
          label={t('office_question')}
          name="question"
          autoComplete="off"
          minLength={3}
          maxLength={200}
          required
        />
        <TextField
          label={t('office_question_answer')}
          name="answer"
          autoComplete="off"
          maxLength={200}
          required
        />
        <CurrentPasswordField name="password" />
        <FormSubmit request={request} label={t('office_question_submit')} keepLabel>
          {done ? <FormNote tone="success">{t('office_question_done')}</FormNote> : null}
        </FormSubmit>
      </form>
    </section>
  );
}
