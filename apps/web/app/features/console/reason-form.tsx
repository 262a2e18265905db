// An operator action that needs a reason (block, unblock, reject): the field, its refusal in
// words when the reason is missing or under 3 characters, and the button.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { formValue } from '../../components/form-field.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { Field } from './console-ui.tsx';

export function ReasonForm({
  label,
  submit,
  busy,
  small = false,
  onReason,
}: {
  label: ReactNode;
  submit: ReactNode;
  busy: boolean;
  /** The small button (inside a table row). */
  small?: boolean;
  /** The trimmed reason and the form (to reset once the action is done). */
  onReason: (reason: string, form: HTMLFormElement) => void;
}) {
  const t = useT();
  const [missing, setMissing] = useState(false);
  return (
    <form
      className="console-form--inline"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const reason = formValue(form, 'reason').trim();
        setMissing(reason.length < 3);
        if (reason.length >= 3) onReason(reason, form);
      }}
    >
      <Field label={label} error={missing ? t('console_player_reason_required') : null}>
        {(control) => <input {...control} name="reason" maxLength={500} />}
      </Field>
      <button
        type="submit"
        className={small ? 'pf-button pf-button--sm' : 'pf-button'}
        disabled={busy}
      >
        {submit}
      </button>
    </form>
  );
}
