import { isCouponTypeId } from '@playfield/domain/betting';
import type { CouponStatus } from '@playfield/domain/betting';
import type { HistoryBet } from '@playfield/protocol/bet-history';

// The office bet history's filters as the page URL carries them
// (`?status=&typeId=&from=&to=&page=`), and the API query they become.

/** A coupon's status in the history: the engine's, or a VIP bet's waiting / rejected (decision 020). */
export type HistoryStatus = CouponStatus | 'waiting' | 'rejected';

export const HISTORY_STATUSES: readonly HistoryStatus[] = [
  'pending',
  'waiting',
  'win',
  'lose',
  'return',
  'partial',
  'rejected',
];

export interface BetHistoryFilters {
  status: HistoryStatus | '';
  typeId: number | null;
  from: string;
  to: string;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the filters from a URL's query, dropping values the API would refuse. */
export function readBetHistoryFilters(search: URLSearchParams): BetHistoryFilters {
  const date = (name: string) => {
    const value = search.get(name) ?? '';
    return DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';
  };
  const status = HISTORY_STATUSES.find((s) => s === search.get('status')) ?? '';
  const rawType = search.get('typeId');
  const typeId = rawType !== null && rawType !== '' ? Number(rawType) : null;
  const page = Number(search.get('page') ?? '1');
  return {
    status,
    typeId: isCouponTypeId(typeId) ? typeId : null,
    from: date('from'),
    to: date('to'),
    page: Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The filters as a query string (empty values left out), optionally on another page. */
export function betHistoryQuery(filters: BetHistoryFilters, page = filters.page): string {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.typeId !== null) query.set('typeId', String(filters.typeId));
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * What a player reads for one leg: the game, and the market with the chosen outcome, as the
 * coupon froze them at placement; null when the answer carries no names (the page then falls
 * back to the event and outcome numbers).
 */
export function historyLegNames(
  bet: HistoryBet,
): { game: string; market: string; outcome: string } | null {
  const { gameName, marketName, outcomeName } = bet;
  if (!gameName || !outcomeName) return null;
  return { game: gameName, market: marketName ?? '', outcome: outcomeName };
}
