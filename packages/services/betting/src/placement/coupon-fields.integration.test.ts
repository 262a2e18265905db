import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness } from '../testing/harness.ts';
import type { Harness } from '../testing/harness.ts';

// Issue 13 items 3 and 4: the outgoing coupon's fields of spec §3 are honoured or refused with
// 400, never dropped (exactCoef, coef, coefViewId, isDropOnScoreChange, prepaidAmount, refId,
// userId, hyper-bonus fields, unknown fields); the express rules of spec §5 that need the
// market's kind and isBannedExpress; the least stake per currency of spec §9.

let h: Harness;
beforeAll(async () => {
  h = await createHarness({
    siteRules: {
      couponTypesWithMinAmount: [],
      couponTypesWithMaxAmount: [],
      showVipBet: false,
      isAvailableCouponBonusBet: true,
    },
  });
  h.sportsbook.addOutcome({ outcomeId: 11, gameId: 1, coef: 1841 });
  for (let game = 2; game <= 4; game++) {
    h.sportsbook.addOutcome({ outcomeId: game * 10 + 1, gameId: game, coef: 2000 });
  }
  h.sportsbook.addOutcome({
    outcomeId: 51,
    gameId: 5,
    coef: 9000,
    key: 'score',
    market: { type: 'correct_score', period: 0, param: null },
  });
  for (const game of [6, 7]) {
    h.sportsbook.addOutcome({
      outcomeId: game * 10 + 1,
      gameId: game,
      coef: 5000,
      key: 'competitor',
      sportId: 2999,
      market: { type: 'outright_winner', period: 0, param: null },
    });
  }
});
afterAll(async () => {
  await h?.close();
});

let keys = 0;
async function place(userId: number, body: Record<string, unknown>, harness = h) {
  return harness.request('/web-api/betting/place', {
    user: userId,
    key: `fields-key-${++keys}`,
    json: { accountId: userId * 10, changeCoefAction: 2, ...body },
  });
}

async function funded(userId: number, harness = h, currency = 'RUB') {
  const account = harness.account(userId, { currency });
  await harness.fund(account, 1000_00n);
  return account;
}

describe('exactCoef (spec §3 outgoing coupon)', () => {
  it('refuses a coupon asking for exactly 9.5 when the odds are 1.841, even when any change is accepted', async () => {
    const account = await funded(1);
    for (const changeCoefAction of [0, 1, 2]) {
      const refused = await place(1, {
        typeId: 0,
        amount: '10',
        changeCoefAction,
        exactCoef: true,
        bets: [{ outcomeId: 11, coef: 9.5 }],
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'coef_changed' });
    }
    // exactCoef as the coupon coef asked for.
    const asked = await place(1, {
      typeId: 0,
      amount: '10',
      exactCoef: 9.5,
      bets: [{ outcomeId: 11, coef: 1.841 }],
    });
    expect(asked.status).toBe(400);
    expect(asked.body).toMatchObject({ code: 'coef_changed' });
    expect((asked.body as { message: string }).message).toContain('9.500');
    expect(await h.balance(account)).toBe(1000_00n);
  });

  it('accepts the coupon at exactly the coef asked for', async () => {
    const account = await funded(2);
    const single = await place(2, {
      typeId: 0,
      amount: '10',
      exactCoef: 1,
      bets: [{ outcomeId: 11, coef: 1.841 }],
    });
    expect(single.status, JSON.stringify(single.body)).toBe(201);
    expect(single.body).toMatchObject({ coef: '1.841', bets: [{ coef: '1.841', changed: false }] });
    const bets = [21, 31].map((outcomeId) => ({ outcomeId, coef: 2 }));
    const wrongTotal = await place(2, {
      typeId: 1,
      amount: '10',
      exactCoef: true,
      coef: 4.1,
      bets,
    });
    expect(wrongTotal.body).toMatchObject({ code: 'coef_changed' });
    const express = await place(2, { typeId: 1, amount: '10', exactCoef: 4, bets });
    expect(express.status, JSON.stringify(express.body)).toBe(201);
    const withCoef = await place(2, { typeId: 1, amount: '10', exactCoef: true, coef: 4, bets });
    expect(withCoef.status).toBe(201);
    expect(await h.balance(account)).toBe(1000_00n - 30_00n);
    const invalid = await place(2, { typeId: 0, amount: '10', exactCoef: 'yes', bets });
    expect(invalid.body).toMatchObject({ code: 'exact_coef_invalid' });
  });
});

describe('the other outgoing-coupon fields', () => {
  it('answers the coef in the odds format asked for (coefViewId), refuses an unknown one', async () => {
    await funded(3);
    const american = await place(3, {
      typeId: 1,
      amount: '10',
      coefViewId: 2,
      bets: [21, 31].map((outcomeId) => ({ outcomeId, coef: 2 })),
    });
    expect(american.status).toBe(201);
    expect(american.body).toMatchObject({ coefViewId: 2, coefByView: '+300' });
    const unknown = await place(3, {
      typeId: 0,
      amount: '10',
      coefViewId: 3,
      bets: [{ outcomeId: 21, coef: 2 }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'coef_view_invalid' });
  });

  it('keeps refId on the coupon; refuses a malformed one', async () => {
    await funded(4);
    const placed = await place(4, {
      typeId: 0,
      amount: '10',
      refId: 'partner-42',
      bets: [{ outcomeId: 21, coef: 2 }],
    });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ refId: 'partner-42' });
    const couponId = Number((placed.body as { couponId: string }).couponId);
    const stored = await h.database.db.execute<{ ref_id: string }>(
      sql`select ref_id from betting_coupons where id = ${couponId}`,
    );
    expect(stored.rows[0]?.ref_id).toBe('partner-42');
    const bad = await place(4, {
      typeId: 0,
      amount: '10',
      refId: 'a b <c>',
      bets: [{ outcomeId: 21, coef: 2 }],
    });
    expect(bad.body).toMatchObject({ code: 'ref_id_invalid' });
  });

  it('refuses a prepaid stake, another player, hyper-bonus and unknown fields with 400', async () => {
    const account = await funded(5);
    const single = { typeId: 0, amount: '10', bets: [{ outcomeId: 21, coef: 2 }] };
    const prepaid = await place(5, { ...single, prepaidAmount: '5' });
    expect(prepaid.status).toBe(400);
    expect(prepaid.body).toMatchObject({ code: 'prepaid_unavailable' });
    const other = await place(5, { ...single, userId: 6 });
    expect(other.body).toMatchObject({ code: 'user_invalid' });
    const hyper = await place(5, { ...single, hyperBonusPercent: 5 });
    expect(hyper.body).toMatchObject({ code: 'hyper_bonus_unavailable' });
    const unknown = await place(5, { ...single, expressId: 7 });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'field_unknown' });
    expect((unknown.body as { message: string }).message).toContain('expressId');
    expect(await h.balance(account)).toBe(1000_00n);
    // The same fields with their neutral values are accepted.
    const neutral = await place(5, {
      ...single,
      prepaidAmount: '0',
      userId: 5,
      isDropOnScoreChange: false,
      exactCoef: 0,
    });
    expect(neutral.status, JSON.stringify(neutral.body)).toBe(201);
  });

  it('drops a live coupon whose score changed during the acceptance delay (isDropOnScoreChange)', async () => {
    let onSleep = () => {};
    const live = await createHarness({
      acceptDelayMs: 3000,
      sleep: () => {
        onSleep();
        return Promise.resolve();
      },
    });
    try {
      live.sportsbook.addOutcome({ outcomeId: 11, gameId: 1, coef: 2000, isLive: true });
      live.sportsbook.setScore(1, [0, 0]);
      const account = await funded(1, live);
      const body = { typeId: 0, amount: '10', bets: [{ outcomeId: 11, coef: 2 }] };
      onSleep = () => live.sportsbook.setScore(1, [1, 0]);
      const dropped = await place(1, { ...body, isDropOnScoreChange: true }, live);
      expect(dropped.status).toBe(400);
      expect(dropped.body).toMatchObject({ code: 'score_changed', outcomeIds: [11] });
      expect(await live.balance(account)).toBe(1000_00n);
      // Without the setting the same change does not matter; with it and no goal it is placed.
      onSleep = () => live.sportsbook.setScore(1, [2, 0]);
      expect((await place(1, body, live)).status).toBe(201);
      onSleep = () => {};
      expect((await place(1, { ...body, isDropOnScoreChange: 1 }, live)).status).toBe(201);
    } finally {
      await live.close();
    }
  });
});

describe('express rules of spec §5', () => {
  it('gives no express bonus when a leg is on market kind 7 (correct score)', async () => {
    await funded(7);
    const plain = await place(7, {
      typeId: 1,
      amount: '10',
      bets: [21, 31, 41].map((outcomeId) => ({ outcomeId, coef: 2 })),
    });
    expect(plain.body).toMatchObject({ potentialPayout: '82.40' });
    const withScore = await place(7, {
      typeId: 1,
      amount: '10',
      bets: [
        { outcomeId: 21, coef: 2 },
        { outcomeId: 31, coef: 2 },
        { outcomeId: 51, coef: 9 },
      ],
    });
    expect(withScore.status).toBe(201);
    // 10 × 2 × 2 × 9, no bonus.
    expect(withScore.body).toMatchObject({ potentialPayout: '360.00', coef: '36.000' });
    const couponId = Number((withScore.body as { couponId: string }).couponId);
    const stored = await h.database.db.execute<{ bonus_percent: number | null }>(
      sql`select bonus_percent from betting_coupons where id = ${couponId}`,
    );
    expect(stored.rows[0]?.bonus_percent).toBeNull();
  });

  it('refuses an express of two outrights and a match; an outright alone is accepted', async () => {
    const account = await funded(8);
    const express = await place(8, {
      typeId: 1,
      amount: '10',
      bets: [
        { outcomeId: 61, coef: 5 },
        { outcomeId: 71, coef: 5 },
        { outcomeId: 21, coef: 2 },
      ],
    });
    expect(express.status).toBe(400);
    expect(express.body).toMatchObject({ code: 'express_banned' });
    expect(await h.balance(account)).toBe(1000_00n);
    const single = await place(8, { typeId: 0, amount: '10', bets: [{ outcomeId: 61, coef: 5 }] });
    expect(single.status).toBe(201);
  });
});

describe('least stake per currency (spec §9 defaults)', () => {
  it('refuses 0.01 RUB with the default settings; each currency has its own least stake', async () => {
    const defaults = await createHarness({ serviceStakeDefaults: true });
    try {
      defaults.sportsbook.addOutcome({ outcomeId: 11, gameId: 1, coef: 2000 });
      const rub = await funded(1, defaults);
      const single = (amount: string) => ({
        typeId: 0,
        amount,
        bets: [{ outcomeId: 11, coef: 2 }],
      });
      const tiny = await place(1, single('0.01'), defaults);
      expect(tiny.status).toBe(400);
      expect(tiny.body).toMatchObject({
        code: 'amount_below_min',
        message: 'The minimum stake is RUB\u00a0100.00',
      });
      expect((await place(1, single('99.99'), defaults)).status).toBe(400);
      expect((await place(1, single('100'), defaults)).status).toBe(201);
      expect(await defaults.balance(rub)).toBe(900_00n);
      // Every type: a system's typed stake too.
      await funded(2, defaults, 'USD');
      const usd = await place(2, single('2.49'), defaults);
      expect(usd.body).toMatchObject({ message: 'The minimum stake is US$2.50' });
      expect((await place(2, single('2.50'), defaults)).status).toBe(201);
    } finally {
      await defaults.close();
    }
  });

  it('follows a configured least stake instead', async () => {
    const configured = await createHarness({
      stakeLimits: {
        minBetAmount: null,
        maxBetAmount: null,
        maxPayout: null,
        leastStake: { RUB: '10' },
      },
    });
    try {
      configured.sportsbook.addOutcome({ outcomeId: 11, gameId: 1, coef: 2000 });
      await funded(1, configured);
      const single = (amount: string) => ({
        typeId: 0,
        amount,
        bets: [{ outcomeId: 11, coef: 2 }],
      });
      expect((await place(1, single('9.99'), configured)).body).toMatchObject({
        code: 'amount_below_min',
      });
      expect((await place(1, single('10'), configured)).status).toBe(201);
    } finally {
      await configured.close();
    }
  });
});
