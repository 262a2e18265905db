import type { MessageKey } from '@playfield/i18n';
import type { PaymentMethodView } from '@playfield/protocol/wallet';
import { useLanguage, useT } from '../../i18n/i18n-context.tsx';
import { formatAmount } from './money.ts';

const METHOD_NAMES: Readonly<Record<string, MessageKey>> = {
  card: 'wallet_method_card',
  sbp: 'wallet_method_sbp',
  kaspi: 'wallet_method_kaspi',
  papara: 'wallet_method_papara',
  pix: 'wallet_method_pix',
  upi: 'wallet_method_upi',
};

/** The translated name of a payment method (its id for one this build does not know). */
export function useMethodName(): (id: string) => string {
  const t = useT();
  return (id) => {
    const key = METHOD_NAMES[id];
    return key ? t(key) : id;
  };
}

/** Radio cards of the methods offered for the account, each with its limits. */
export function MethodPicker({
  methods,
  value,
  onChange,
}: {
  methods: readonly PaymentMethodView[];
  value: string;
  onChange: (id: string) => void;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const name = useMethodName();
  return (
    <fieldset className="method-picker">
      <legend className="pf-field__label">{t('wallet_method_label')}</legend>
      <div className="method-picker__list">
        {methods.map((method) => (
          <label key={method.id} className="method-picker__option">
            <input
              type="radio"
              name="method"
              value={method.id}
              checked={value === method.id}
              onChange={() => onChange(method.id)}
              required
            />
            <span className="method-picker__name">{name(method.id)}</span>
            <span className="method-picker__limits">
              {t('wallet_limits', {
                min: formatAmount(lang, method.min, method.currency),
                max: formatAmount(lang, method.max, method.currency),
              })}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
