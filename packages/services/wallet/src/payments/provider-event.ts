import { z } from 'zod';
import type { PaymentStatus, PaymentType } from './state.ts';

// What a provider tells the site about a payment (the webhook body). The sandbox provider
// produces these; a real provider's adapter would translate its own into them.

export const PROVIDER_EVENT_TYPES = [
  'payment.pending',
  'payment.succeeded',
  'payment.failed',
  'payment.cancelled',
  'payout.succeeded',
  'payout.failed',
] as const;
export type ProviderEventType = (typeof PROVIDER_EVENT_TYPES)[number];

export const providerEventSchema = z.object({
  /** Unique per event: a delivery repeated is recognised by it. */
  id: z.string().min(1).max(200),
  type: z.enum(PROVIDER_EVENT_TYPES),
  paymentId: z.uuid(),
  /** Minor units as a decimal string (JSON numbers cannot carry every bigint). */
  amount: z.string().regex(/^[0-9]{1,19}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  failureCode: z.string().max(64).nullable(),
  createdAt: z.string(),
});
export type ProviderEvent = z.infer<typeof providerEventSchema>;

/** The payment type an event applies to and the status it reports. */
export function eventTarget(type: ProviderEventType): {
  payment: PaymentType;
  status: PaymentStatus;
} {
  switch (type) {
    case 'payment.pending':
      return { payment: 'deposit', status: 'pending' };
    case 'payment.succeeded':
      return { payment: 'deposit', status: 'succeeded' };
    case 'payment.failed':
      return { payment: 'deposit', status: 'failed' };
    case 'payment.cancelled':
      return { payment: 'deposit', status: 'cancelled' };
    case 'payout.succeeded':
      return { payment: 'withdrawal', status: 'succeeded' };
    case 'payout.failed':
      return { payment: 'withdrawal', status: 'failed' };
  }
}
