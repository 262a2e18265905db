import { Button } from '@playfield/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { FormError } from './fields.tsx';
import { useAuthRequest } from './use-auth-request.ts';

type BonusChoiceValue = 0 | 1 | 2;

const OPTIONS = [
  { value: 1, title: 'auth_bonus_sport', text: 'auth_bonus_sport_text' },
  { value: 2, title: 'auth_bonus_casino', text: 'auth_bonus_casino_text' },
  { value: 0, title: 'auth_bonus_refuse', text: 'auth_bonus_refuse_text' },
] as const;

/**
 * The bonus choice after registration (spec §3: 0 refuse, 1 sport, 2 casino), stored with
 * `PUT /web-api/user/bonus-choice` (the new account is already signed in).
 */
export function BonusChoice({ onDone }: { onDone: () => void }) {
  const t = useT();
  const request = useAuthRequest();
  const [choice, setChoice] = useState<BonusChoiceValue>(1);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void request.send('bonusChoiceEndpoint', { body: { bonusChoice: choice } }).then((answer) => {
      if (answer) onDone();
    });
  }

  return (
    <form className="auth-form" onSubmit={onSubmit}>
      <fieldset className="auth-bonus">
        <legend className="auth-bonus__legend">{t('auth_bonus_title')}</legend>
        {OPTIONS.map((o) => (
          <label key={o.value} className="auth-bonus__option">
            <input
              type="radio"
              name="bonusChoice"
              value={o.value}
              checked={choice === o.value}
              onChange={() => setChoice(o.value)}
            />
            <span>
              <span className="auth-bonus__title">{t(o.title)}</span>
              <span className="auth-bonus__text">{t(o.text)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <FormError message={request.error} />
      <Button type="submit" variant="primary" block disabled={request.pending}>
        {t('auth_bonus_submit')}
      </Button>
    </form>
  );
}
