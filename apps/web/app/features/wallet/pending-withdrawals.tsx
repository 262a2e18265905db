import type { PaymentView } from '@playfield/protocol/wallet';
import { Button } from '@playfield/ui';
import { Form, useNavigation } from 'react-router';
import { useFormat } from '../../i18n/use-format.ts';
import { useLanguage, useT } from '../../i18n/i18n-context.tsx';
import { useMethodName } from './method-picker.tsx';
import { formatAmount } from './money.ts';
import { STATUS_LABEL } from './payment-labels.ts';

/** Withdrawals still waiting for the payout, each with a Cancel button (funds return). */
export function PendingWithdrawals({ items }: { items: readonly PaymentView[] }) {
  const t = useT();
  const { lang } = useLanguage();
  const format = useFormat();
  const methodName = useMethodName();
  const navigation = useNavigation();
  const cancelling =
    navigation.formData?.get('intent') === 'cancel' ? navigation.formData.get('paymentId') : null;
  return (
    <section className="panel wallet-section" aria-labelledby="pending-title">
      <h2 id="pending-title" className="wallet-section__title">
        {t('wallet_pending_title')}
      </h2>
      {items.length === 0 ? (
        <p className="wallet-hint">{t('wallet_pending_empty')}</p>
      ) : (
        <ul className="pending-list">
          {items.map((item) => {
            const amount = formatAmount(lang, item.amount, item.currency);
            return (
              <li key={item.id} className="pending-list__item">
                <span className="pending-list__amount">{amount}</span>
                <span className="pending-list__meta">
                  {methodName(item.method)} · {format.dateTime(new Date(item.createdAt))} ·{' '}
                  {t(STATUS_LABEL[item.status])}
                </span>
                <Form method="post" className="pending-list__action">
                  <input type="hidden" name="intent" value="cancel" />
                  <input type="hidden" name="paymentId" value={item.id} />
                  <Button
                    type="submit"
                    variant="outline"
                    size="sm"
                    aria-label={t('wallet_cancel_label', { amount })}
                    disabled={cancelling === item.id}
                  >
                    {t('wallet_cancel')}
                  </Button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
