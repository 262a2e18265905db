import { useState } from 'react';
import { useT } from '../../../i18n/i18n-context.tsx';
import { FormNote } from '../fields.tsx';
import { PhoneSmsForm } from '../phone-sms-form.tsx';

export interface PhoneBindingProps {
  /** The bound number as `+7 9161234567`, or null. */
  phone: string | null;
  defaultCountry: string;
  onChanged: () => void;
}

/**
 * Phone binding (office security): the number proved by an SMS code (purpose `bind`); the
 * server moves activation_type 0 → 3 and 1 → 2 and turns phone binding on (spec §4).
 */
export function PhoneBindingPanel({ phone, defaultCountry, onChanged }: PhoneBindingProps) {
  const t = useT();
  const [done, setDone] = useState(false);
  const [round, setRound] = useState(0);
  return (
    <section className="panel auth-panel" aria-labelledby="office-phone">
      <h2 id="office-phone" className="auth-panel__title">
        {t('office_phone_title')}
      </h2>
      {done ? <FormNote tone="success">{t('office_phone_done')}</FormNote> : null}
      <p className="auth-form__lead">
        {phone ? t('office_phone_bound', { phone }) : t('office_phone_none')}
      </p>
      <PhoneSmsForm
        key={round}
        purpose="bind"
        defaultCountry={defaultCountry}
        phoneLabel={phone ? t('office_phone_new') : t('auth_phone')}
        submitLabel={t('office_phone_submit')}
        onCode={(sent, request) => {
          void request
            .send('bindPhoneEndpoint', {
              body: { phoneCode: sent.phoneCode, phoneNumber: sent.phoneNumber, code: sent.code },
            })
            .then((answer) => {
              if (!answer) return;
              setDone(true);
              setRound((r) => r + 1);
              onChanged();
            });
        }}
      />
    </section>
  );
}
