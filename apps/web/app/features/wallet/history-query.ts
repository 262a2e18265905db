import type { PaymentStatusName, PaymentTypeName } from '@playfield/protocol/wallet';
import { PAYMENT_STATUSES, PAYMENT_TYPES } from './payment-labels.ts';

/** The history filters as the page's URL carries them (`?type=&status=&from=&to=&page=`). */
export interface HistoryFilters {
  type: PaymentTypeName | '';
  status: PaymentStatusName | '';
  from: string;
  to: string;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | '' {
  return allowed.find((item) => item === value) ?? '';
}

/** Reads the filters from a URL's query, dropping values the API would refuse. */
export function readHistoryFilters(search: URLSearchParams): HistoryFilters {
  const date = (name: string) => {
    const value = search.get(name) ?? '';
    return DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';
  };
  const page = Number(search.get('page') ?? '1');
  return {
    type: oneOf(search.get('type'), PAYMENT_TYPES),
    status: oneOf(search.get('status'), PAYMENT_STATUSES),
    from: date('from'),
    to: date('to'),
    page: Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The query string of filters (empty values left out), optionally on another page. */
export function historyQuery(filters: HistoryFilters, page = filters.page): string {
  const query = new URLSearchParams();
  if (filters.type) query.set('type', filters.type);
  if (filters.status) query.set('status', filters.status);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}
