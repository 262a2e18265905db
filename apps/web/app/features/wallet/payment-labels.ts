import type { MessageKey } from '@playfield/i18n';
import type { PaymentStatusName, PaymentTypeName } from '@playfield/protocol/wallet';

/** Message keys of payment types and statuses, shared by the history, forms and filters. */
export const TYPE_LABEL: Readonly<Record<PaymentTypeName, MessageKey>> = {
  deposit: 'wallet_type_deposit',
  withdrawal: 'wallet_type_withdrawal',
};

export const STATUS_LABEL: Readonly<Record<PaymentStatusName, MessageKey>> = {
  created: 'wallet_status_created',
  pending: 'wallet_status_pending',
  succeeded: 'wallet_status_succeeded',
  failed: 'wallet_status_failed',
  cancelled: 'wallet_status_cancelled',
};

export const PAYMENT_TYPES = Object.keys(TYPE_LABEL) as PaymentTypeName[];
export const PAYMENT_STATUSES = Object.keys(STATUS_LABEL) as PaymentStatusName[];

export const REQUEST_STATUS_LABEL: Readonly<Record<'open' | 'answered' | 'closed', MessageKey>> = {
  open: 'wallet_request_status_open',
  answered: 'wallet_request_status_answered',
  closed: 'wallet_request_status_closed',
};
