import type { BalanceUpdate, PaymentView, PaymentsQuery } from '@playfield/protocol/wallet';
import type { BalanceChange } from '../ledger/types.ts';
import { formatMinor } from '../money/amount.ts';
import { currencyInfo } from '../money/currencies.ts';
import type { PaymentFilter, PaymentRecord } from './repository.ts';

/** Digits of a currency for display; 2 for one the wallet no longer knows. */
export function digitsOf(currency: string): number {
  return currencyInfo(currency)?.digits ?? 2;
}

/** A payment as the history shows it. */
export function toPaymentView(p: PaymentRecord): PaymentView {
  return {
    id: p.id,
    type: p.type,
    status: p.status,
    method: p.method,
    accountId: p.accountId,
    amount: formatMinor(p.amount, digitsOf(p.currency)),
    currency: p.currency,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    failureCode: p.failureCode,
    // Only when an operator review applies (issue 15): the history shows "awaiting review".
    ...(p.review ? { review: p.review } : {}),
  };
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/**
 * The history filter of a query. A bare date is a whole UTC day: `from` starts at its
 * midnight, `to` includes the day (ends before the next midnight). Date-times are exact, `to`
 * inclusive.
 */
export function toPaymentFilter(query: PaymentsQuery): PaymentFilter {
  const filter: PaymentFilter = {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
  if (query.type) filter.type = query.type;
  if (query.status) filter.status = query.status;
  if (query.from) {
    filter.from = new Date(DATE_ONLY.test(query.from) ? `${query.from}T00:00:00Z` : query.from);
  }
  if (query.to) {
    filter.toExclusive = DATE_ONLY.test(query.to)
      ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)
      : new Date(Date.parse(query.to) + 1);
  }
  return filter;
}

/** A committed balance change as the WebSocket balance topic sends it (protocol BalanceUpdate). */
export function toBalanceUpdate(change: BalanceChange): BalanceUpdate {
  return {
    accountId: change.accountId,
    iso: change.currency,
    money: formatMinor(change.balance, digitsOf(change.currency)),
  };
}
