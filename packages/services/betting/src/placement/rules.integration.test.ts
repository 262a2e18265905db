import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness } from '../testing/harness.ts';
import type { Harness } from '../testing/harness.ts';

// The configured stake rules at placement: min/max for the listed types only (never a max for
// a bonus account), the payout cap, and the express bonus frozen on the coupon.

let h: Harness;
beforeAll(async () => {
  h = await createHarness({
    siteRules: {
      couponTypesWithMinAmount: [0, 2],
      couponTypesWithMaxAmount: [0],
      showVipBet: false,
      isAvailableCouponBonusBet: true,
    },
    stakeLimits: { minBetAmount: '5', maxBetAmount: '100', maxPayout: '1000' },
  });
  for (let game = 1; game <= 4; game++) {
    h.sportsbook.addOutcome({ outcomeId: game * 10 + 1, gameId: game, coef: 2000 });
  }
  h.sportsbook.addOutcome({ outcomeId: 51, gameId: 5, coef: 50_000 });
});
afterAll(async () => {
  await h?.close();
});

let keys = 0;
async function place(userId: number, body: Record<string, unknown>) {
  return h.request('/web-api/betting/place', {
    user: userId,
    key: `rules-key-${++keys}`,
    json: { accountId: userId * 10, changeCoefAction: 2, ...body },
  });
}

const single = (amount: string, outcomeId = 11) => ({
  typeId: 0,
  amount,
  bets: [{ outcomeId, coef: outcomeId === 51 ? 50 : 2 }],
});

describe('stake rules', () => {
  it('refuses a stake below the minimum and above the maximum, in the currency', async () => {
    const account = h.account(1);
    await h.fund(account, 10_000_00n);
    const low = await place(1, single('4.99'));
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({
      code: 'amount_below_min',
      message: 'The minimum stake is RUB\u00a05.00',
    });
    const high = await place(1, single('100.01'));
    expect(high.body).toMatchObject({
      code: 'amount_above_max',
      message: 'The maximum stake is RUB\u00a0100.00',
    });
    expect(await h.balance(account)).toBe(10_000_00n);
    expect((await place(1, single('5'))).status).toBe(201);
    expect((await place(1, single('100'))).status).toBe(201);
  });

  it('applies the minimum per line of a system and not at all to unlisted types', async () => {
    await h.fund(h.account(2), 10_000_00n);
    const bets = [11, 21, 31].map((outcomeId) => ({ outcomeId, coef: 2 }));
    const system = await place(2, { typeId: 2, systemValue: 2, amount: '14.99', bets });
    expect(system.body).toMatchObject({
      code: 'amount_below_min',
      message: 'The minimum stake is RUB\u00a015.00',
    });
    expect((await place(2, { typeId: 2, systemValue: 2, amount: '15', bets })).status).toBe(201);
    // Express (type 1) is in neither list: any positive stake, any size up to the payout cap.
    const express = await place(2, { typeId: 1, amount: '1', bets: bets.slice(0, 2) });
    expect(express.status).toBe(201);
  });

  it('has no maximum for a bonus account', async () => {
    const bonus = h.account(3, { type: 4 });
    await h.fund(bonus, 10_000_00n);
    expect((await place(3, single('400'))).status).toBe(201);
  });

  it('refuses a coupon whose potential win is above the payout cap', async () => {
    await h.fund(h.account(4), 10_000_00n);
    const response = await place(4, single('20.01', 51));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'max_payout_exceeded',
      message:
        'The potential win of RUB\u00a01,000.50 is above the maximum payout of RUB\u00a01,000.00: lower the stake',
    });
    expect((await place(4, single('20', 51))).status).toBe(201);
  });

  it('freezes the express bonus on the coupon and pays it when every leg wins', async () => {
    const account = h.account(5);
    await h.fund(account, 1000_00n);
    const bets = [11, 21, 31].map((outcomeId) => ({ outcomeId, coef: 2 }));
    const response = await place(5, { typeId: 1, amount: '10', bets });
    expect(response.status).toBe(201);
    // 10 × 8 × 1.03
    expect(response.body).toMatchObject({ potentialPayout: '82.40', coef: '8.240' });
    const couponId = (response.body as { couponId: string }).couponId;
    const stored = await h.database.db.execute<{ bonus_percent: number }>(
      sql`select bonus_percent from betting_coupons where id = ${Number(couponId)}`,
    );
    expect(stored.rows[0]?.bonus_percent).toBe(3);
    for (const game of [1, 2, 3]) h.sportsbook.finish(game, [1, 0], { notify: false });
    await h.service.settlement.sweep();
    expect(await h.service.coupon(5, Number(couponId))).toMatchObject({
      status: 'win',
      payout: '82.40',
    });
    expect(await h.balance(account)).toBe(1000_00n - 10_00n + 82_40n);
  });
});
