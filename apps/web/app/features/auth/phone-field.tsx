import { Select } from '@playfield/ui';
import { useId, useMemo } from 'react';
import { useLanguage, useT } from '../../i18n/i18n-context.tsx';
import type { PhoneChoice } from './phone-input.ts';
import {
  choiceFor,
  formatPhoneInput,
  maskPlaceholder,
  phoneChoices,
  validPhoneNumber,
} from './phone-input.ts';
import { regionName } from './registration-options.ts';
import { usePhoneCountries } from './use-phone-countries.ts';

/** What the visitor typed: the country picked in the list and the number box's text. */
export interface PhoneValue {
  countryCode: string;
  typed: string;
}

/** The phone countries of the site named in the visitor's language (empty while loading). */
export function usePhoneChoices(): PhoneChoice[] {
  const { locale } = useLanguage();
  const answer = usePhoneCountries();
  return useMemo(
    () =>
      answer
        ? phoneChoices(answer.countries, answer.masks, locale, (code, fallback) =>
            regionName(code, locale, fallback),
          )
        : [],
    [answer, locale],
  );
}

/** The API's `{phoneCode, phoneNumber}` when the number fits its country's mask, else null. */
export function phonePayload(
  choices: readonly PhoneChoice[],
  value: PhoneValue,
): { phoneCode: string; phoneNumber: string } | null {
  const choice = choiceFor(choices, value.countryCode);
  if (!choice) return null;
  const phoneNumber = validPhoneNumber(value.typed, choice);
  return phoneNumber ? { phoneCode: choice.telCode, phoneNumber } : null;
}

/** How a number of the picked country looks: `+7 (000) 000-00-00`. */
export function phoneExample(choices: readonly PhoneChoice[], value: PhoneValue): string {
  const choice = choiceFor(choices, value.countryCode);
  return choice ? `${choice.telCode} ${maskPlaceholder(choice.mask)}` : '';
}

export interface PhoneFieldProps {
  label: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  choices: readonly PhoneChoice[];
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * Phone input of spec §3/§5: the country's dialling code from a list, and the national number
 * laid out in the country's mask as it is typed.
 */
export function PhoneField({
  label,
  value,
  onChange,
  choices,
  disabled,
  autoFocus,
}: PhoneFieldProps) {
  const t = useT();
  const id = useId();
  const choice = choiceFor(choices, value.countryCode);
  const example = phoneExample(choices, value);
  const options = choices.map((c) => ({ value: c.countryCode, label: `${c.telCode} ${c.name}` }));
  return (
    <fieldset className="auth-phone" disabled={disabled}>
      <legend className="auth-field__label">{label}</legend>
      <div className="auth-phone__row">
        <Select
          label={t('auth_phone_country')}
          hideLabel
          className="auth-phone__country"
          value={choice?.countryCode ?? ''}
          options={options.length > 0 ? options : [{ value: '', label: '…' }]}
          onChange={(e) => {
            const next = choiceFor(choices, e.target.value);
            onChange({
              countryCode: e.target.value,
              typed: next ? formatPhoneInput(value.typed, next) : value.typed,
            });
          }}
        />
        <input
          id={`${id}-number`}
          className="auth-field__input auth-phone__number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          aria-label={t('auth_phone_number')}
          aria-describedby={`${id}-hint`}
          placeholder={choice ? maskPlaceholder(choice.mask) : undefined}
          value={value.typed}
          autoFocus={autoFocus}
          required
          onChange={(e) =>
            onChange({
              countryCode: value.countryCode,
              typed: choice ? formatPhoneInput(e.target.value, choice) : e.target.value,
            })
          }
        />
      </div>
      <p id={`${id}-hint`} className="auth-field__hint">
        {t('auth_phone_hint', { example })}
      </p>
    </fieldset>
  );
}
