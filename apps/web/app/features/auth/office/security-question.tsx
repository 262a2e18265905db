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

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    answerCaptchaOr(request, form, () => {
      void request
        .send('/web-api/user/security-question', {
          method: 'PUT',
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
  }

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
        <TextField
          label={t('office_current_password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <CaptchaField request={request} />
        <FormError message={request.error} />
        {done ? <FormNote tone="success">{t('office_question_done')}</FormNote> : null}
        <Button type="submit" variant="primary" disabled={request.pending}>
          {t('office_question_submit')}
        </Button>
      </form>
    </section>
  );
}
