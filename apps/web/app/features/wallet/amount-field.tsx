import type { PaymentMethodView } from '@playfield/protocol/wallet';
import { FormField } from '../../components/form-field.tsx';
import { useLanguage, useT } from '../../i18n/i18n-context.tsx';
import { formatAmount, toMinor } from './money.ts';

/** A client-side check of an amount against a method's limits; the server checks again. */
export function amountProblem(
  amount: string,
  method: PaymentMethodView | undefined,
  t: ReturnType<typeof useT>,
  lang: string,
): string | null {
  if (amount === '') return null;
  const minor = toMinor(amount.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
  if (minor === null) return t('wallet_amount_format', { example: '100.00' });
  if (minor <= 0n) return t('wallet_amount_not_positive');
  if (!method) return null;
  const min = toMinor(method.min);
  const max = toMinor(method.max);
  if (min !== null && minor < min) {
    return t('wallet_amount_below_min', { min: formatAmount(lang, method.min, method.currency) });
  }
  if (max !== null && minor > max) {
    return t('wallet_amount_above_max', { max: formatAmount(lang, method.max, method.currency) });
  }
  return null;
}

const AMOUNT_FIELD = {
  field: 'amount-field pf-field',
  label: 'pf-field__label',
  hint: 'wallet-hint',
  error: 'wallet-error',
};

/** The amount input with its currency, a hint, quick amounts and the error that applies. */
export function AmountField({
  value,
  onChange,
  currency,
  hint,
  error,
  quick = [],
}: {
  value: string;
  onChange: (value: string) => void;
  currency: string;
  hint?: string;
  error?: string | null;
  quick?: readonly string[];
}) {
  const t = useT();
  const { lang } = useLanguage();
  return (
    <FormField
      label={t('wallet_amount_label', { currency })}
      hint={hint}
      error={error}
      classes={AMOUNT_FIELD}
      extra={
        quick.length > 0 ? (
          <div className="amount-field__quick" role="group" aria-label={t('wallet_quick_amounts')}>
            {quick.map((amount) => (
              <button
                key={amount}
                type="button"
                className="amount-field__chip"
                aria-pressed={value === amount}
                onClick={() => onChange(amount)}
              >
                {formatAmount(lang, amount, currency)}
              </button>
            ))}
          </div>
        ) : null
      }
    >
      {(control) => (
        <input
          {...control}
          name="amount"
          className="wallet-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
