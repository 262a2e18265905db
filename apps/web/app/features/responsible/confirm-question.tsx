import type { ClientLimit } from '@playfield/protocol/limits';
import { Button, Dialog } from '@playfield/ui';
import { useRef } from 'react';
import { Form, useSubmit } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { useLimitName, useLimitValue } from './limit-card.tsx';

/**
 * Spec §4: a pending change whose 24 hours have passed asks the permanent question until it is
 * answered. Confirm approves it (action 1); cancel, Escape or the close button reject it (0).
 */
export function ConfirmQuestion({ pending, busy }: { pending: ClientLimit; busy: boolean }) {
  const t = useT();
  const name = useLimitName()(pending.limitType);
  const show = useLimitValue();
  const submit = useSubmit();
  const answered = useRef(false);
  const answer = (action: 0 | 1) => {
    if (answered.current) return;
    answered.current = true;
    void submit(
      { intent: 'decide', limitType: String(pending.limitType), action: String(action) },
      { method: 'post' },
    );
  };
  return (
    <Dialog
      open
      onClose={() => answer(0)}
      title={t('responsible_confirm_title')}
      closeLabel={t('responsible_cancel_change')}
    >
      <p>
        {t('responsible_confirm_question', {
          name,
          value: show(pending.limitValue, pending.measure),
        })}
      </p>
      <Form method="post" className="rg-card__actions">
        <Button type="button" variant="secondary" disabled={busy} onClick={() => answer(0)}>
          {t('responsible_cancel_change')}
        </Button>
        <Button type="button" variant="primary" disabled={busy} onClick={() => answer(1)}>
          {t('responsible_confirm_change')}
        </Button>
      </Form>
    </Dialog>
  );
}
