import type { ReactNode } from 'react';
import { useState } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { authSubmit, FormNote, FormSubmit, TextField } from './fields.tsx';
import type { PhoneValue } from './phone-field.tsx';
import { PhoneField, phoneExample, phonePayload, usePhoneChoices } from './phone-field.tsx';
import type { AuthRequest } from './use-auth-request.ts';
import { useAuthRequest } from './use-auth-request.ts';

/** A proved phone: the number and the code the visitor typed from the SMS. */
export interface PhoneWithCode {
  phoneCode: string;
  phoneNumber: string;
  code: string;
}

export interface PhoneSmsFormProps {
  /** What the code is for (`POST /web-api/auth/sms/send`). */
  purpose: 'register' | 'login' | 'bind';
  defaultCountry: string;
  phoneLabel: string;
  /** The button of the second step (after the code was sent). */
  submitLabel: string;
  /** Called with the code; `form` carries the extra fields (children). */
  onCode: (phone: PhoneWithCode, request: AuthRequest, form: HTMLFormElement) => void;
  /** Extra fields kept in the form during both steps (registration: country, currency, terms). */
  children?: ReactNode;
  lead?: string;
}

/**
 * Two steps in one form: the number (masked, with its country code) and "send the code", then
 * the code from the SMS. Both submits go through the captcha round of spec §8 (code 112 when
 * SMS are sent too often).
 */
export function PhoneSmsForm({
  purpose,
  defaultCountry,
  phoneLabel,
  submitLabel,
  onCode,
  children,
  lead,
}: PhoneSmsFormProps) {
  const t = useT();
  const request = useAuthRequest();
  const choices = usePhoneChoices();
  const [phone, setPhone] = useState<PhoneValue>({ countryCode: defaultCountry, typed: '' });
  const [sentTo, setSentTo] = useState<{ phoneCode: string; phoneNumber: string } | null>(null);

  async function sendCode(): Promise<void> {
    const payload = phonePayload(choices, phone);
    if (!payload) {
      request.setError(t('auth_phone_invalid', { example: phoneExample(choices, phone) }));
      return;
    }
    const sent = await request.send('smsSendEndpoint', { body: { ...payload, purpose } });
    if (sent) setSentTo(payload);
  }

  const onSubmit = authSubmit(request, (form) => {
    if (!sentTo) {
      void sendCode();
      return;
    }
    const code = new FormData(form).get('smsCode');
    onCode(
      { ...sentTo, code: typeof code === 'string' ? code.replace(/\s+/g, '') : '' },
      request,
      form,
    );
  });

  const shownNumber = sentTo ? `${sentTo.phoneCode} ${phone.typed}` : '';
  return (
    <form className="auth-form" onSubmit={onSubmit}>
      {lead ? <p className="auth-form__lead">{lead}</p> : null}
      <PhoneField
        label={phoneLabel}
        value={phone}
        onChange={setPhone}
        choices={choices}
        disabled={sentTo !== null}
      />
      {sentTo ? (
        <>
          <FormNote>{t('auth_sms_sent', { phone: shownNumber })}</FormNote>
          <TextField
            key="smsCode"
            label={t('auth_sms_code_field')}
            name="smsCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            maxLength={7}
            required
            autoFocus
          />
        </>
      ) : null}
      {children}
      <FormSubmit request={request} label={sentTo ? submitLabel : t('auth_sms_send')} block />
      {sentTo ? (
        <div className="auth-form__links">
          <button
            type="button"
            className="auth-link-button"
            onClick={() => {
              setSentTo(null);
              request.setError(null);
            }}
          >
            {t('auth_sms_change_phone')}
          </button>
          <button
            type="button"
            className="auth-link-button"
            disabled={request.pending}
            onClick={() => void sendCode()}
          >
            {t('auth_sms_resend')}
          </button>
        </div>
      ) : null}
    </form>
  );
}
