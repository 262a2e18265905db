import { historyCouponListSchema } from '@playfield/protocol/bet-history';
import { describe, expect, it } from 'vitest';
import { betHistoryQuery, historyLegNames, readBetHistoryFilters } from './bet-history-query.ts';

describe('bet history filters', () => {
  it('reads valid filters and writes them back', () => {
    const filters = readBetHistoryFilters(
      new URLSearchParams('status=win&typeId=2&from=2026-11-01&to=2026-11-23&page=3'),
    );
    expect(filters).toEqual({
      status: 'win',
      typeId: 2,
      from: '2026-11-01',
      to: '2026-11-23',
      page: 3,
    });
    expect(betHistoryQuery(filters)).toBe(
      '?status=win&typeId=2&from=2026-11-01&to=2026-11-23&page=3',
    );
    expect(betHistoryQuery(filters, 1)).toBe('?status=win&typeId=2&from=2026-11-01&to=2026-11-23');
  });

  it('drops what the API would refuse', () => {
    expect(
      readBetHistoryFilters(new URLSearchParams('status=paid&typeId=12&from=yesterday&page=-1')),
    ).toEqual({ status: '', typeId: null, from: '', to: '', page: 1 });
    expect(readBetHistoryFilters(new URLSearchParams('typeId=')).typeId).toBeNull();
  });

  it('parses the history answer of the contract', () => {
    const parsed = historyCouponListSchema.parse([
      {
        couponId: 17,
        typeId: 2,
        amount: '30.00',
        coef: '5.943',
        status: 'pending',
        payout: null,
        bets: [{ outcomeId: 1, gameId: 100, coef: 2.5, statusId: -1 }],
      },
    ]);
    expect(parsed[0]?.couponId).toBe('17');
    expect(parsed[0]?.bets[0]?.coef).toBe('2.5');
  });

  it('keeps the names, currency and system value the API sends, and names each leg by them', () => {
    // What GET /web-api/betting/history answers for a live system 2/3 (betting views.ts).
    const [coupon] = historyCouponListSchema.parse([
      {
        couponId: '1',
        typeId: 2,
        accountId: 5,
        currency: 'RUB',
        amount: '300.00',
        coef: '1.483',
        systemValue: 2,
        status: 'pending',
        payout: null,
        potentialPayout: '445.16',
        createdAt: '2026-11-25T05:19:30.000Z',
        settledAt: null,
        bets: [
          {
            outcomeId: '212468760576',
            gameId: '3166',
            coef: '1.220',
            statusId: -2,
            gameName: 'Mersin Blaze — Bursa Falcons',
            marketName: 'Winner',
            outcomeName: 'Mersin Blaze',
            isLive: true,
          },
          { outcomeId: '7', gameId: '8', coef: '1.500', statusId: -1 },
        ],
      },
    ]);
    expect(coupon).toMatchObject({ currency: 'RUB', systemValue: 2 });
    expect(historyLegNames(coupon!.bets[0]!)).toEqual({
      game: 'Mersin Blaze — Bursa Falcons',
      market: 'Winner',
      outcome: 'Mersin Blaze',
    });
    // An answer without names: the page shows the event and outcome numbers instead.
    expect(historyLegNames(coupon!.bets[1]!)).toBeNull();
  });
});
