import type { MessageKey } from '@playfield/i18n';
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n-context.tsx';
import { CheckCircleIcon, ClockIcon, CrossCircleIcon } from './icons.tsx';
import { NoticePage } from './notice-page.tsx';

/** Statuses a payment provider returns the visitor with (spec §2 onpay/*). */
export const PAYMENT_STATUSES = ['success', 'fail', 'pending', 'cancel'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export function isPaymentStatus(value: string | undefined): value is PaymentStatus {
  return (PAYMENT_STATUSES as readonly (string | undefined)[]).includes(value);
}

type Operation = 'payment' | 'withdraw';

const TEXT: Record<Operation, Record<PaymentStatus, [MessageKey, MessageKey]>> = {
  payment: {
    success: ['status_payment_success_title', 'status_payment_success_text'],
    fail: ['status_payment_fail_title', 'status_payment_fail_text'],
    pending: ['status_payment_pending_title', 'status_payment_pending_text'],
    cancel: ['status_payment_cancel_title', 'status_payment_cancel_text'],
  },
  withdraw: {
    success: ['status_withdraw_success_title', 'status_withdraw_success_text'],
    fail: ['status_withdraw_fail_title', 'status_withdraw_fail_text'],
    pending: ['status_withdraw_pending_title', 'status_withdraw_pending_text'],
    cancel: ['status_withdraw_cancel_title', 'status_withdraw_cancel_text'],
  },
};

const TONE = { success: 'success', fail: 'danger', pending: 'warning', cancel: 'neutral' } as const;

/** Title key of a status page, for its meta. */
export function paymentStatusTitle(operation: Operation, status: PaymentStatus): MessageKey {
  return TEXT[operation][status][0];
}

export function PaymentStatusPage({
  operation,
  status,
  extra,
  actions,
}: {
  operation: Operation;
  status: PaymentStatus;
  /** Shown under the text (the wallet's balance line). */
  extra?: ReactNode;
  /** Buttons beside the home link. */
  actions?: ReactNode;
}) {
  const t = useT();
  const [title, text] = TEXT[operation][status];
  const icon =
    status === 'success' ? (
      <CheckCircleIcon />
    ) : status === 'pending' ? (
      <ClockIcon />
    ) : (
      <CrossCircleIcon />
    );
  return (
    <NoticePage icon={icon} tone={TONE[status]} title={t(title)} actions={actions}>
      <p>{t(text)}</p>
      {extra}
    </NoticePage>
  );
}
