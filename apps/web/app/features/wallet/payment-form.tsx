import type { PaymentMethodView, PaymentTypeName, WalletAccount } from '@playfield/protocol/wallet';
import { Button } from '@playfield/ui';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useLanguage, useT } from '../../i18n/i18n-context.tsx';
import { AccountSelect } from './account-select.tsx';
import { AmountField, amountProblem } from './amount-field.tsx';
import { MethodPicker } from './method-picker.tsx';
import { formatAmount, quickAmounts } from './money.ts';

export interface PaymentFormProps {
  accounts: readonly WalletAccount[];
  account: WalletAccount;
  methods: readonly PaymentMethodView[];
  idempotencyKey: string;
  serverError: string | null;
}

/**
 * The deposit and the withdrawal form: account, method, amount with the method's limits. It
 * posts to the page's action with the idempotency key the loader issued (a retry of the same
 * submission reuses it). A deposit offers quick amounts and sends the browser to the provider's
 * hosted page; a withdrawal shows what is available and the action holds the funds.
 */
export function PaymentForm({
  direction,
  accounts,
  account,
  methods,
  idempotencyKey,
  serverError,
}: PaymentFormProps & { direction: PaymentTypeName }) {
  const t = useT();
  const { lang } = useLanguage();
  const navigation = useNavigation();
  const [methodId, setMethodId] = useState(methods[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const deposit = direction === 'deposit';
  const method = methods.find((m) => m.id === methodId);
  const problem = amountProblem(amount, method, t, lang);
  // The withdrawal page also posts cancels: only its own intent shows this form as sending.
  const submitting =
    navigation.state !== 'idle' &&
    (deposit
      ? navigation.formMethod === 'POST'
      : navigation.formData?.get('intent') === 'withdraw');
  const quick = deposit && method ? quickAmounts(account.iso, method.min, method.max) : [];

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
      {deposit ? null : <input type="hidden" name="intent" value="withdraw" />}
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <AccountSelect accounts={accounts} selected={account} />
      {deposit ? null : (
        <p className="wallet-available">
          {t('wallet_available', { amount: formatAmount(lang, account.money, account.iso) })}
        </p>
      )}
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
        {deposit
          ? submitting
            ? t('wallet_redirecting')
            : t('wallet_deposit_submit')
          : submitting
            ? t('wallet_sending')
            : t('wallet_withdraw_submit')}
      </Button>
      {deposit ? <p className="wallet-hint">{t('wallet_deposit_note')}</p> : null}
    </Form>
  );
}

/** The deposit form (office recharge page). */
export function RechargeForm(props: PaymentFormProps) {
  return <PaymentForm direction="deposit" {...props} />;
}

/** The withdrawal form (office deduce page). */
export function WithdrawForm(props: PaymentFormProps) {
  return <PaymentForm direction="withdrawal" {...props} />;
}
