import type { EndpointResponse } from '@playfield/protocol/endpoint';
import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { formValue as field } from '../../components/form-field.tsx';
import { authSubmit, FormSubmit, TextField } from './fields.tsx';
import type { PhoneValue } from './phone-field.tsx';
import { PhoneField, phoneExample, phonePayload, usePhoneChoices } from './phone-field.tsx';
import { PhoneSmsForm } from './phone-sms-form.tsx';
import { SocialSignIn } from './social-sign-in.tsx';
import type { IdentityEndpoints } from './api.ts';
import type { AuthRequest } from './use-auth-request.ts';
import { useAuthRequest } from './use-auth-request.ts';

/** A sign-in's answer: signed in, or a two-step ticket to confirm with a code. */
type LoginAnswer = EndpointResponse<IdentityEndpoints['loginEndpoint']>;

/** Auth form states of spec §3 the visitor picks from (two-step follows by itself). */
type Mode = 'login_password' | 'phone_password' | 'sms';

const MODE_LABELS = {
  login_password: 'auth_login_tab_login',
  phone_password: 'auth_login_tab_phone',
  sms: 'auth_login_tab_sms',
} as const;

export interface LoginFormProps {
  /** Called once the session cookie is set. */
  onSignedIn: () => void;
  onForgotPassword?: () => void;
  onRegister?: () => void;
  /** The site's country: the phone input starts with its dialling code. */
  defaultCountry: string;
  /** Where a social sign-in comes back to (a same-site path). */
  returnUrl: string;
  /** A two-step ticket handed back by a social sign-in (`?twoStepTicket=`). */
  initialTicket?: string | null;
}

/**
 * Sign-in of spec §3: states `login_password` (e-mail or account number + password, 'save'),
 * `phone_password` (country code + number + password), `sms` (number + SMS code), then
 * `login_password_two_step_code` when the account has two-factor on (TOTP or a recovery code).
 */
export function LoginForm({
  onSignedIn,
  onForgotPassword,
  onRegister,
  defaultCountry,
  returnUrl,
  initialTicket = null,
}: LoginFormProps) {
  const t = useT();
  const request = useAuthRequest();
  const choices = usePhoneChoices();
  const tabsId = useId();
  const [mode, setMode] = useState<Mode>('login_password');
  const [ticket, setTicket] = useState<string | null>(initialTicket);
  const [save, setSave] = useState(true);
  const [phone, setPhone] = useState<PhoneValue>({ countryCode: defaultCountry, typed: '' });

  function answered(answer: LoginAnswer | null): void {
    if (!answer) return;
    if ('twoStep' in answer) setTicket(answer.ticket);
    else onSignedIn();
  }

  const onSubmit = authSubmit(request, (form) => {
    void (async () => {
      if (ticket) {
        const done = await request.send('twoStepEndpoint', {
          body: { ticket, code: field(form, 'code').replace(/\s+/g, ''), save },
        });
        if (done) onSignedIn();
        return;
      }
      if (mode === 'phone_password') {
        const payload = phonePayload(choices, phone);
        if (!payload) {
          request.setError(t('auth_phone_invalid', { example: phoneExample(choices, phone) }));
          return;
        }
        answered(
          await request.send('loginEndpoint', {
            body: {
              login: payload.phoneNumber,
              phoneCode: payload.phoneCode,
              password: field(form, 'password'),
              save,
            },
          }),
        );
        return;
      }
      answered(
        await request.send('loginEndpoint', {
          body: { login: field(form, 'login').trim(), password: field(form, 'password'), save },
        }),
      );
    })();
  });

  const remember = (
    <label className="auth-check">
      <input type="checkbox" checked={save} onChange={(e) => setSave(e.target.checked)} />
      <span>{t('auth_remember_me')}</span>
    </label>
  );

  if (ticket) {
    return (
      <form className="auth-form" onSubmit={onSubmit}>
        <p className="auth-form__lead">{t('auth_two_step_lead')}</p>
        <TextField
          key="code"
          label={t('auth_two_step_code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          autoFocus
          hint={t('auth_two_step_hint')}
        />
        <FormSubmit request={request} label={t('auth_confirm')} block />
        <button type="button" className="auth-link-button" onClick={() => setTicket(null)}>
          {t('auth_back')}
        </button>
      </form>
    );
  }

  return (
    <div className="auth-registration">
      <div className="auth-tabs" role="tablist" aria-label={t('auth_login_mode')}>
        {(['login_password', 'phone_password', 'sms'] as const).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`${tabsId}-${id}`}
            aria-selected={mode === id}
            aria-controls={`${tabsId}-panel`}
            className="auth-tabs__tab"
            onClick={() => {
              setMode(id);
              request.setError(null);
            }}
          >
            {t(MODE_LABELS[id])}
          </button>
        ))}
      </div>
      <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${mode}`}>
        {mode === 'sms' ? (
          <PhoneSmsForm
            purpose="login"
            defaultCountry={defaultCountry}
            phoneLabel={t('auth_phone')}
            submitLabel={t('auth_login_submit')}
            onCode={(sent, smsRequest: AuthRequest) => {
              void smsRequest
                .send('smsLoginEndpoint', {
                  body: {
                    phoneCode: sent.phoneCode,
                    phoneNumber: sent.phoneNumber,
                    code: sent.code,
                    save,
                  },
                })
                .then(answered);
            }}
          >
            {remember}
          </PhoneSmsForm>
        ) : (
          <form className="auth-form" onSubmit={onSubmit}>
            {mode === 'phone_password' ? (
              <PhoneField
                label={t('auth_phone')}
                value={phone}
                onChange={setPhone}
                choices={choices}
              />
            ) : (
              <TextField
                label={t('auth_login_field')}
                name="login"
                autoComplete="username"
                required
                autoFocus
                hint={t('auth_login_field_hint')}
              />
            )}
            <TextField
              label={t('auth_password')}
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
            {remember}
            <FormSubmit request={request} label={t('auth_login_submit')} block />
          </form>
        )}
      </div>
      <div className="auth-form auth-form--after">
        <SocialSignIn returnUrl={returnUrl} />
        <div className="auth-form__links">
          {onForgotPassword ? (
            <button type="button" className="auth-link-button" onClick={onForgotPassword}>
              {t('auth_forgot_password')}
            </button>
          ) : null}
          {onRegister ? (
            <button type="button" className="auth-link-button" onClick={onRegister}>
              {t('auth_no_account')}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
