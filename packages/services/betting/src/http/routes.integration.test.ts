import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness } from '../testing/harness.ts';
import type { Harness } from '../testing/harness.ts';

let h: Harness;
let time = Date.parse('2026-11-20T10:00:00Z');
const sleeps: number[] = [];
let duringSleep: () => void = () => {};

beforeAll(async () => {
  h = await createHarness({
    acceptDelayMs: 3000,
    now: () => new Date(time),
    sleep: (ms) => {
      sleeps.push(ms);
      duringSleep();
      return Promise.resolve();
    },
  });
  h.sportsbook.addOutcome({ outcomeId: 11, gameId: 1, coef: 2000 });
  h.sportsbook.addOutcome({ outcomeId: 21, gameId: 2, coef: 3000 });
  h.sportsbook.addOutcome({ outcomeId: 31, gameId: 3, coef: 1500 });
  h.sportsbook.addOutcome({ outcomeId: 71, gameId: 7, coef: 1800, isLive: true });
});
afterAll(async () => {
  await h?.close();
});

let keys = 0;
async function place(userId: number, body: Record<string, unknown>) {
  return h.request('/web-api/betting/place', {
    user: userId,
    key: `routes-${++keys}`,
    json: { accountId: userId * 10, amount: '10.00', changeCoefAction: 2, ...body },
  });
}

describe('history and coupon', () => {
  it('lists the player’s coupons, newest first, filtered by status, type and dates', async () => {
    await h.fund(h.account(1), 100_00n);
    await h.fund(h.account(2), 100_00n);
    const single = await place(1, { typeId: 0, bets: [{ outcomeId: 11, coef: 2 }] });
    time += 86_400_000;
    const express = await place(1, {
      typeId: 1,
      bets: [
        { outcomeId: 11, coef: 2 },
        { outcomeId: 21, coef: 3 },
      ],
    });
    await place(2, { typeId: 0, bets: [{ outcomeId: 21, coef: 3 }] });
    const singleId = (single.body as { couponId: string }).couponId;
    const expressId = (express.body as { couponId: string }).couponId;

    const all = await h.request('/web-api/betting/history', { user: 1 });
    expect(all.status).toBe(200);
    expect((all.body as { couponId: string }[]).map((c) => c.couponId)).toEqual([
      expressId,
      singleId,
    ]);
    expect((all.body as unknown[])[0]).toMatchObject({
      couponId: expressId,
      typeId: 1,
      amount: '10.00',
      coef: '6.000',
      status: 'pending',
      payout: null,
      bets: [
        { outcomeId: '11', gameId: '1', coef: '2.000', statusId: -1 },
        { outcomeId: '21', gameId: '2', coef: '3.000', statusId: -1 },
      ],
    });
    const byType = await h.request('/web-api/betting/history?typeId=0', { user: 1 });
    expect((byType.body as { couponId: string }[]).map((c) => c.couponId)).toEqual([singleId]);
    const byDay = await h.request('/web-api/betting/history?from=2026-11-20&to=2026-11-20', {
      user: 1,
    });
    expect((byDay.body as { couponId: string }[]).map((c) => c.couponId)).toEqual([singleId]);
    const won = await h.request('/web-api/betting/history?status=win', { user: 1 });
    expect(won.body).toEqual([]);
    const bad = await h.request('/web-api/betting/history?from=yesterday', { user: 1 });
    expect(bad.status).toBe(400);
    expect((await h.request('/web-api/betting/history')).status).toBe(401);

    const own = await h.request(`/web-api/betting/coupon/${singleId}`, { user: 1 });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ couponId: singleId, typeId: 0 });
    const other = await h.request(`/web-api/betting/coupon/${singleId}`, { user: 2 });
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ message: 'Coupon not found' });
    expect((await h.request('/web-api/betting/coupon/abc', { user: 1 })).status).toBe(404);
  });
});

describe('history pages', () => {
  it('pages the history in the database: the page asked for, the total and the last page', async () => {
    const user = 9;
    await h.fund(h.account(user), 1_000_00n);
    const placed: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      time += 60_000;
      const answer = await place(user, { typeId: 0, bets: [{ outcomeId: 31, coef: 1.5 }] });
      expect(answer.status).toBe(201);
      placed.unshift((answer.body as { couponId: string }).couponId);
    }
    const page = async (query: string) => {
      const res = await h.request(`/web-api/betting/history/page${query}`, { user });
      return {
        status: res.status,
        body: res.body as {
          coupons: { couponId: string }[];
          total: number;
          page: number;
          pages: number;
        },
      };
    };
    const first = await page('?size=2');
    expect(first.status).toBe(200);
    expect(first.body.coupons.map((c) => c.couponId)).toEqual(placed.slice(0, 2));
    expect(first.body).toMatchObject({ total: 5, page: 1, pages: 3 });
    const third = await page('?size=2&page=3');
    expect(third.body.coupons.map((c) => c.couponId)).toEqual(placed.slice(4));
    // A page past the last answers the last.
    const beyond = await page('?size=2&page=9');
    expect(beyond.body).toMatchObject({ page: 3, pages: 3 });
    // Filters apply before paging; an empty history is one empty page.
    const won = await page('?status=win');
    expect(won.body).toEqual({ coupons: [], total: 0, page: 1, pages: 1 });
    expect((await page('?size=101')).status).toBe(400);
    expect((await page('?page=0')).status).toBe(400);
    expect((await h.request('/web-api/betting/history/page')).status).toBe(401);
    // Another player's coupons are never counted.
    const other = await h.request('/web-api/betting/history/page', { user: 2 });
    expect((other.body as { total: number }).total).toBe(1);
  });
});

describe('live acceptance delay', () => {
  it('holds a live coupon for the delay and checks the odds again after it', async () => {
    const account = h.account(5);
    await h.fund(account, 100_00n);
    sleeps.length = 0;
    duringSleep = () => h.sportsbook.setCoef(71, 1700);
    const refused = await place(5, {
      typeId: 0,
      changeCoefAction: 0,
      bets: [{ outcomeId: 71, coef: 1.8 }],
    });
    expect(sleeps).toEqual([3000]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'coef_changed' });
    expect(await h.balance(account)).toBe(100_00n);

    duringSleep = () => h.sportsbook.setBlocked(71, true);
    const suspended = await place(5, {
      typeId: 0,
      changeCoefAction: 1,
      bets: [{ outcomeId: 71, coef: 1.7 }],
    });
    expect(suspended.body).toMatchObject({ code: 'bet_blocked' });
    h.sportsbook.setBlocked(71, false);

    duringSleep = () => h.sportsbook.setCoef(71, 1750);
    const accepted = await place(5, {
      typeId: 0,
      changeCoefAction: 1,
      bets: [{ outcomeId: 71, coef: 1.7 }],
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ coef: '1.750' });

    sleeps.length = 0;
    const prematch = await place(5, { typeId: 0, bets: [{ outcomeId: 31, coef: 1.5 }] });
    expect(prematch.status).toBe(201);
    expect(sleeps).toEqual([]);
  });
});

describe('POST /web-api/betting-calculator', () => {
  it('answers the issue’s example with the engine’s payout, status and lines', async () => {
    const response = await h.request('/web-api/betting-calculator', {
      json: {
        typeId: 2,
        amount: '100.00',
        systemValue: 2,
        bets: [
          { coef: 2.5, statusId: 1 },
          { coef: 1.8, statusId: 0 },
          { coef: 3.1, statusId: 4 },
        ],
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      payout: '170.83',
      status: 'win',
      totalStake: '100.00',
      lines: [
        { legs: [0, 1], stake: '33.33', payout: '0.00', status: 'lose' },
        { legs: [0, 2], stake: '33.33', payout: '170.83', status: 'win' },
        { legs: [1, 2], stake: '33.33', payout: '0.00', status: 'lose' },
      ],
    });
  });

  it('takes blocks for a multi-bet and own stakes for many singles; a pending leg leaves it pending', async () => {
    const multi = await h.request('/web-api/betting-calculator', {
      json: {
        typeId: 4,
        bets: [
          { coef: 2, statusId: 1, blockId: 1 },
          { coef: 3, statusId: 1, blockId: 2 },
        ],
        amountByBlockId: { '1': '10', '2': '5' },
      },
    });
    expect(multi.body).toMatchObject({ payout: '35.00', status: 'win' });
    const singles = await h.request('/web-api/betting-calculator', {
      json: {
        typeId: 9,
        bets: [
          { coef: 2, statusId: 1, amount: '10' },
          { coef: 3, statusId: -1, amount: '5' },
        ],
      },
    });
    expect(singles.body).toMatchObject({
      payout: null,
      status: 'pending',
      potentialPayout: '35.00',
    });
  });

  it('refuses a coupon the engine cannot calculate, with a message', async () => {
    const response = await h.request('/web-api/betting-calculator', {
      json: { typeId: 2, amount: '100', systemValue: 5, bets: [{ coef: 2, statusId: 1 }] },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'bets_count' });
  });
});
