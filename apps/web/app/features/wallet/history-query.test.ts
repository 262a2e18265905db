import { describe, expect, it } from 'vitest';
import { historyQuery, readHistoryFilters } from './history-query.ts';

describe('history filters', () => {
  it('keeps valid filters and round-trips them', () => {
    const filters = readHistoryFilters(
      new URLSearchParams('type=withdrawal&status=pending&from=2026-11-01&to=2026-11-30&page=3'),
    );
    expect(filters).toEqual({
      type: 'withdrawal',
      status: 'pending',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 3,
    });
    expect(historyQuery(filters, 1)).toBe(
      '?type=withdrawal&status=pending&from=2026-11-01&to=2026-11-30',
    );
  });

  it('drops what the API would refuse', () => {
    expect(
      readHistoryFilters(
        new URLSearchParams('type=bet&status=x&from=2026-13-45&to=yesterday&page=-1'),
      ),
    ).toEqual({ type: '', status: '', from: '', to: '', page: 1 });
    expect(historyQuery(readHistoryFilters(new URLSearchParams('')))).toBe('');
  });
});
