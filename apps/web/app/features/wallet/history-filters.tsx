import { Button, Select, buttonClassName } from '@playfield/ui';
import { Form, Link } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import type { HistoryFilters as Filters } from './history-query.ts';
import { PAYMENT_STATUSES, PAYMENT_TYPES, STATUS_LABEL, TYPE_LABEL } from './payment-labels.ts';

/** The history's filters: a GET form, so every filtered view has its own URL. */
export function HistoryFilters({ filters }: { filters: Filters }) {
  const t = useT();
  const all = { value: '', label: t('wallet_filter_all') };
  return (
    <Form method="get" className="history-filters panel" aria-label={t('wallet_filters_label')}>
      <label className="pf-field">
        <span className="pf-field__label">{t('wallet_filter_from')}</span>
        <input className="wallet-input" type="date" name="from" defaultValue={filters.from} />
      </label>
      <label className="pf-field">
        <span className="pf-field__label">{t('wallet_filter_to')}</span>
        <input className="wallet-input" type="date" name="to" defaultValue={filters.to} />
      </label>
      <Select
        name="type"
        label={t('wallet_filter_type')}
        block
        defaultValue={filters.type}
        options={[
          all,
          ...PAYMENT_TYPES.map((type) => ({ value: type, label: t(TYPE_LABEL[type]) })),
        ]}
      />
      <Select
        name="status"
        label={t('wallet_filter_status')}
        block
        defaultValue={filters.status}
        options={[
          all,
          ...PAYMENT_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABEL[status]) })),
        ]}
      />
      <div className="history-filters__actions">
        <Button type="submit" variant="primary">
          {t('wallet_filter_apply')}
        </Button>
        <Link to="." className={buttonClassName({ variant: 'ghost' })}>
          {t('wallet_filter_reset')}
        </Link>
      </div>
    </Form>
  );
}
