import type { LimitQuestion, SelfExcludeReasonView } from '@playfield/protocol/limits';
import { Button } from '@playfield/ui';
import { Form } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { useFormat } from '../../i18n/use-format.ts';

/** Self-exclusion (30): period, reason and the warning; the API answers with test questions. */
export function SelfExclusionForm(props: {
  values: readonly number[];
  reasons: readonly SelfExcludeReasonView[];
  busy: boolean;
}) {
  const t = useT();
  const f = useFormat();
  return (
    <section className="rg-card panel" aria-labelledby="rg-self-exclusion">
      <h3 id="rg-self-exclusion" className="rg-card__title">
        {t('responsible_name_self_exclusion')}
      </h3>
      <p className="rg-message rg-message--warning" role="note">
        {t('responsible_gaming_self_exclusion_warning')}
      </p>
      <Form method="post" className="rg-card__form">
        <input type="hidden" name="intent" value="set" />
        <input type="hidden" name="limitType" value="30" />
        <label className="pf-field__label" htmlFor="rg-value-30">
          {t('responsible_period')}
        </label>
        <select id="rg-value-30" className="wallet-input" name="limitValue">
          {props.values.map((v) => (
            <option key={v} value={v}>
              {f.number(v, { style: 'unit', unit: 'day', unitDisplay: 'long' })}
            </option>
          ))}
        </select>
        <label className="pf-field__label" htmlFor="rg-reason">
          {t('responsible_reason')}
        </label>
        <select id="rg-reason" className="wallet-input" name="selfExcludeReason" required>
          {props.reasons.map((r) => (
            <option key={r.id} value={r.id}>
              {r.selfExcludeReason}
            </option>
          ))}
        </select>
        <Button type="submit" variant="primary" disabled={props.busy}>
          {t('responsible_self_exclude')}
        </Button>
      </Form>
    </section>
  );
}

/** The self-exclusion test: every question must be answered right before it starts. */
export function SelfExclusionTest(props: {
  questions: readonly LimitQuestion[];
  tokenGuid: string;
  busy: boolean;
}) {
  const t = useT();
  return (
    <Form method="post" className="rg-card panel" aria-labelledby="rg-test-title">
      <h3 id="rg-test-title" className="rg-card__title">
        {t('responsible_test_title')}
      </h3>
      <input type="hidden" name="intent" value="answers" />
      <input type="hidden" name="tokenGuid" value={props.tokenGuid} />
      {props.questions.map((q) => (
        <fieldset key={q.id} className="rg-question">
          <legend>{q.question}</legend>
          {q.answers.map((a) => (
            <label key={a.id} className="rg-question__answer">
              <input type="radio" name={`q-${q.id}`} value={a.id} required /> {a.answer}
            </label>
          ))}
        </fieldset>
      ))}
      <Button type="submit" variant="primary" disabled={props.busy}>
        {t('responsible_test_submit')}
      </Button>
    </Form>
  );
}
