// The payment state machine: created → pending → succeeded | failed | cancelled. Terminal states
// never change, so a webhook that arrives late, twice or out of order cannot move money again.

export const PAYMENT_STATUSES = ['created', 'pending', 'succeeded', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const TERMINAL_STATUSES: readonly PaymentStatus[] = ['succeeded', 'failed', 'cancelled'];

export const PAYMENT_TYPES = ['deposit', 'withdrawal'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export function isTerminal(status: PaymentStatus): boolean {
  return TERMINAL_STATUSES.includes(status);
}

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

export type Transition =
  | { changed: true; from: PaymentStatus; to: PaymentStatus }
  | { changed: false; from: PaymentStatus; reason: 'same' | 'terminal' | 'backwards' };

/**
 * Where a payment in `from` goes when the provider reports `to`. Forward moves only: created may
 * jump straight to a terminal state (a provider need not report pending), pending never returns
 * to created, and nothing leaves a terminal state.
 */
export function transition(from: PaymentStatus, to: PaymentStatus): Transition {
  if (from === to) return { changed: false, from, reason: 'same' };
  if (isTerminal(from)) return { changed: false, from, reason: 'terminal' };
  if (to === 'created') return { changed: false, from, reason: 'backwards' };
  return { changed: true, from, to };
}
