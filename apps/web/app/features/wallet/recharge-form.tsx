import type { PaymentMethodView, WalletAccount } from '@playfield/protocol/wallet';
import { Button } from '@playfield/ui';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useLanguage, useT } from '../../i18n/i18n-context.tsx';
import { AccountSelect } from './account-select.tsx';
import { AmountField, amountProblem } from './amount-field.tsx';
import { MethodPicker } from './method-picker.tsx';
import { formatAmount, quickAmounts } from './money.ts';

/**
 * The deposit form. It posts to the page's action, which creates the payment with the
 * idempotency key the loader issued (a retry of the same submission reuses it) and sends the
 * browser to the provider's hosted page.
 */
export function RechargeForm({
  accounts,
  account,
  methods,
  idempotencyKey,
  serverError,
}: {
  accounts: readonly WalletAccount[];
  account: WalletAccount;
  methods: readonly PaymentMethodView[];
  idempotencyKey: string;
  serverError: string | null;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const navigation = useNavigation();
  const [methodId, setMethodId] = useState(methods[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const method = methods.find((m) => m.id === methodId);
  const problem = amountProblem(amount, method, t, lang);
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const quick = method ? quickAmounts(account.iso, method.min, method.max) : [];

  return (
    <Form
      method="post"
      className="wallet-form panel"
      noValidate
      onSubmit={(event) => {
        setTouched(true);
        if (problem !== null || amount === '' || !method) event.preventDefault();
      }}
    >
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <AccountSelect accounts={accounts} selected={account} />
      <MethodPicker methods={methods} value={methodId} onChange={setMethodId} />
      <AmountField
        value={amount}
        onChange={setAmount}
        currency={account.iso}
        quick={quick}
        hint={
          method
            ? t('wallet_limits', {
                min: formatAmount(lang, method.min, method.currency),
                max: formatAmount(lang, method.max, method.currency),
              })
            : undefined
        }
        error={
          (touched || amount !== '' ? problem : null) ??
          (touched && amount === '' ? t('wallet_amount_required') : null) ??
          serverError
        }
      />
      <Button type="submit" variant="primary" size="lg" block disabled={submitting}>
        {submitting ? t('wallet_redirecting') : t('wallet_deposit_submit')}
      </Button>
      <p className="wallet-hint">{t('wallet_deposit_note')}</p>
    </Form>
  );
}
