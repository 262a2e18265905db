import { Button, Select } from '@playfield/ui';
import { useId, useMemo, useState } from 'react';
import { useLanguage, useT } from '../../i18n/i18n-context.tsx';
import { useSite } from '../../use-site.ts';
import type { Credentials } from './credentials-card.tsx';
import { CredentialsCard } from './credentials-card.tsx';
import { formValue as value } from '../../components/form-field.tsx';
import { authSubmit, FormNote, FormSubmit, PASSWORD_MIN, TextField } from './fields.tsx';
import { BonusChoice } from './bonus-choice.tsx';
import { PhoneSmsForm } from './phone-sms-form.tsx';
import { currencyOptions, regionName, useCountries } from './registration-options.ts';
import { SocialSignIn } from './social-sign-in.tsx';
import { useAuthRequest } from './use-auth-request.ts';

type Tab = 'one_click' | 'phone' | 'email';

const TAB_LABELS = {
  one_click: 'auth_tab_one_click',
  phone: 'auth_tab_phone',
  email: 'auth_tab_email',
} as const;

export interface RegistrationDefaults {
  countryCode: string;
  currency: string;
}

export interface RegistrationFormProps {
  defaults: RegistrationDefaults;
  /** Called when the visitor is done (after reading the one-click credentials, or the mail note). */
  onDone: () => void;
  onLogin?: () => void;
  /** Where a social sign-in comes back to (a same-site path). */
  returnUrl: string;
}

/**
 * Registration of spec §3: tabs one-click, phone (number + SMS code) and e-mail, the
 * configured social providers, then the bonus choice (after the one-click or phone
 * credentials were shown). E-mail registration ends at "check your e-mail".
 */
export function RegistrationForm({ defaults, onDone, onLogin, returnUrl }: RegistrationFormProps) {
  const t = useT();
  const { locale } = useLanguage();
  const site = useSite();
  const request = useAuthRequest();
  const countries = useCountries(locale);
  const currencies = useMemo(() => currencyOptions(locale), [locale]);
  const [tab, setTab] = useState<Tab>('one_click');
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [mailSent, setMailSent] = useState(false);
  const [choosingBonus, setChoosingBonus] = useState(false);
  const tabsId = useId();

  if (mailSent) {
    // E-mail registration signs nobody in (the answer is the same for a taken address, issue
    // 13 item 18): the letter is the next step, then signing in with e-mail and password.
    return (
      <div className="auth-form">
        <FormNote tone="success">{t('auth_email_registered')}</FormNote>
        <Button type="button" variant="primary" block onClick={onLogin ?? onDone}>
          {t('auth_continue')}
        </Button>
      </div>
    );
  }
  if (choosingBonus) {
    return (
      <div className="auth-form">
        <BonusChoice onDone={onDone} />
      </div>
    );
  }
  if (credentials) {
    return <CredentialsCard credentials={credentials} onContinue={() => setChoosingBonus(true)} />;
  }

  const onSubmit = authSubmit(request, (form) => {
    const common = { countryCode: value(form, 'countryCode'), currency: value(form, 'currency') };
    if (tab === 'one_click') {
      void request
        .send('registerEndpoint', { body: { type: 'one_click', ...common } })
        .then((answer) => {
          // A one-click account answers its number and password (an e-mail one never does).
          if (answer && 'userId' in answer) {
            setCredentials({ login: answer.login ?? '', password: answer.password ?? '' });
          }
        });
      return;
    }
    const password = value(form, 'password');
    if (password.length < PASSWORD_MIN) {
      request.setError(t('auth_password_too_short', { min: PASSWORD_MIN }));
      return;
    }
    void request
      .send('registerEndpoint', {
        body: { type: 'email', email: value(form, 'email').trim(), password, ...common },
      })
      .then((answer) => {
        if (answer) setMailSent(true);
      });
  });

  const countryOptions =
    countries.length > 0
      ? countries
      : [
          {
            value: defaults.countryCode,
            label: regionName(defaults.countryCode, locale, defaults.countryCode),
          },
        ];

  const commonFields = (
    <>
      <Select
        label={t('auth_country')}
        name="countryCode"
        block
        defaultValue={defaults.countryCode}
        key={`country-${countryOptions.length}`}
        options={countryOptions}
      />
      <Select
        label={t('auth_currency')}
        name="currency"
        block
        defaultValue={defaults.currency}
        options={currencies}
      />
      <label className="auth-check">
        <input type="checkbox" name="terms" required />
        <span>{t('auth_terms', { age: site.minAge })}</span>
      </label>
    </>
  );

  const panel =
    tab === 'phone' ? (
      <PhoneSmsForm
        purpose="register"
        defaultCountry={defaults.countryCode}
        phoneLabel={t('auth_phone')}
        submitLabel={t('auth_register_submit')}
        lead={t('auth_phone_lead')}
        onCode={(phone, phoneRequest, form) => {
          void phoneRequest
            .send('registerEndpoint', {
              body: {
                type: 'phone',
                phoneCode: phone.phoneCode,
                phoneNumber: phone.phoneNumber,
                smsCode: phone.code,
                countryCode: value(form, 'countryCode'),
                currency: value(form, 'currency'),
              },
            })
            .then((answer) => {
              if (!answer) return;
              if ('login' in answer && answer.login && answer.password) {
                setCredentials({ login: answer.login, password: answer.password });
              } else setChoosingBonus(true);
            });
        }}
      >
        {commonFields}
      </PhoneSmsForm>
    ) : null;

  return (
    <div className="auth-registration">
      <div className="auth-tabs" role="tablist" aria-label={t('auth_registration_type')}>
        {(['one_click', 'phone', 'email'] as const).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`${tabsId}-${id}`}
            aria-selected={tab === id}
            aria-controls={`${tabsId}-panel`}
            className="auth-tabs__tab"
            onClick={() => {
              setTab(id);
              request.setError(null);
            }}
          >
            {t(TAB_LABELS[id])}
          </button>
        ))}
      </div>
      <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${tab}`}>
        {panel ?? (
          <form className="auth-form" onSubmit={onSubmit}>
            {tab === 'email' ? (
              <>
                <TextField
                  label={t('auth_email')}
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                />
                <TextField
                  label={t('auth_password')}
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  minLength={PASSWORD_MIN}
                  maxLength={128}
                  required
                  hint={t('auth_password_rule', { min: PASSWORD_MIN })}
                />
              </>
            ) : (
              <p className="auth-form__lead">{t('auth_one_click_lead')}</p>
            )}
            {commonFields}
            <FormSubmit request={request} label={t('auth_register_submit')} block />
          </form>
        )}
      </div>
      <div className="auth-form auth-form--after">
        <SocialSignIn returnUrl={returnUrl} registration={defaults} />
        {onLogin ? (
          <button type="button" className="auth-link-button" onClick={onLogin}>
            {t('auth_have_account')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
