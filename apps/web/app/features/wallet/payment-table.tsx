import './history.css';
import type { PaymentView } from '@playfield/protocol/wallet';
import { useFormat } from '../../i18n/use-format.ts';
import { useLanguage, useT } from '../../i18n/i18n-context.tsx';
import { useMethodName } from './method-picker.tsx';
import { formatAmount } from './money.ts';
import { STATUS_LABEL, TYPE_LABEL } from './payment-labels.ts';

/**
 * Payments as a table; on phones each row becomes a card (CSS only), and every cell carries
 * its column name so the card still reads "Amount: …".
 */
export function PaymentTable({ items }: { items: readonly PaymentView[] }) {
  const t = useT();
  const { lang } = useLanguage();
  const format = useFormat();
  const methodName = useMethodName();
  const columns = {
    date: t('wallet_col_date'),
    type: t('wallet_col_type'),
    method: t('wallet_col_method'),
    amount: t('wallet_col_amount'),
    status: t('wallet_col_status'),
  };
  return (
    <table className="payment-table">
      <caption className="pf-visually-hidden">{t('wallet_history_caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{columns.date}</th>
          <th scope="col">{columns.type}</th>
          <th scope="col">{columns.method}</th>
          <th scope="col" className="payment-table__num">
            {columns.amount}
          </th>
          <th scope="col">{columns.status}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td data-label={columns.date}>
              <time dateTime={item.createdAt}>{format.dateTime(new Date(item.createdAt))}</time>
            </td>
            <td data-label={columns.type}>{t(TYPE_LABEL[item.type])}</td>
            <td data-label={columns.method}>{methodName(item.method)}</td>
            <td data-label={columns.amount} className="payment-table__num">
              {item.type === 'withdrawal' ? '−' : '+'}
              {formatAmount(lang, item.amount, item.currency)}
            </td>
            <td data-label={columns.status}>
              <span className={`payment-status payment-status--${item.status}`}>
                {t(STATUS_LABEL[item.status])}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
