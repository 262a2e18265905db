import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness } from '../testing/harness.ts';
import type { Harness } from '../testing/harness.ts';

// Placement against a real database: the real wallet ledger and limits service, the fake
// sportsbook. Every refusal is checked to have charged nothing and written no coupon.

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ acceptDelayMs: 0 });
  // Games 1..5 prematch, each with home/draw/away.
  for (let game = 1; game <= 5; game++) {
    h.sportsbook.addOutcome({ outcomeId: game * 10 + 1, gameId: game, coef: 2500, key: 'home' });
    h.sportsbook.addOutcome({ outcomeId: game * 10 + 2, gameId: game, coef: 3200, key: 'draw' });
    h.sportsbook.addOutcome({ outcomeId: game * 10 + 3, gameId: game, coef: 2800, key: 'away' });
  }
});
afterAll(async () => {
  await h?.close();
});

let keys = 0;
const key = () => `test-key-${++keys}-${Date.now()}`;

async function couponCount(userId: number): Promise<number> {
  const result = await h.database.db.execute<{ n: string }>(
    sql`select count(*) as n from betting_coupons where user_id = ${userId}`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

function single(accountId: number, outcomeId = 11, coef = 2.5, amount = '10.00') {
  return {
    typeId: 0,
    accountId,
    amount,
    systemValue: 2,
    changeCoefAction: 2,
    bets: [{ outcomeId, coef }],
  };
}

interface ErrorBody {
  message: string;
  status: number;
  code?: string;
  outcomeIds?: number[];
}

describe('placing a coupon', () => {
  it('accepts a single: 201 with the coupon, the stake debited, the rows written, the topic told', async () => {
    const account = h.account(1);
    await h.fund(account, 100_00n);
    const response = await h.request('/web-api/betting/place', {
      user: 1,
      key: key(),
      json: single(account.id),
    });
    expect(response.status).toBe(201);
    const body = response.body as {
      couponId: string;
      amount: string;
      coef: string;
      potentialPayout: string;
    };
    expect(body).toMatchObject({
      amount: '10.00',
      coef: '2.500',
      potentialPayout: '25.00',
      status: 'pending',
    });
    expect(await h.balance(account)).toBe(90_00n);
    const coupon = await h.service.coupon(1, Number(body.couponId));
    expect(coupon?.bets).toEqual([
      expect.objectContaining({ outcomeId: '11', gameId: '1', coef: '2.500', statusId: -1 }),
    ]);
    expect(h.published).toContainEqual({
      userId: 1,
      update: { couponId: body.couponId, status: 'pending', payout: null },
    });
  });

  it('answers a repeated Idempotency-Key with the first answer and never places twice', async () => {
    const account = h.account(2);
    await h.fund(account, 100_00n);
    const k = key();
    const first = await h.request('/web-api/betting/place', {
      user: 2,
      key: k,
      json: single(account.id),
    });
    const again = await h.request('/web-api/betting/place', {
      user: 2,
      key: k,
      json: single(account.id),
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await couponCount(2)).toBe(1);
    expect(await h.balance(account)).toBe(90_00n);

    const other = await h.request('/web-api/betting/place', {
      user: 2,
      key: k,
      json: single(account.id, 21),
    });
    expect(other.status).toBe(409);
    expect(await couponCount(2)).toBe(1);
    expect(await h.balance(account)).toBe(90_00n);
  });

  it('places one coupon when the same key arrives several times at once', async () => {
    const account = h.account(3);
    await h.fund(account, 100_00n);
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        h.request('/web-api/betting/place', { user: 3, key: k, json: single(account.id) }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => (a.body as { couponId: string }).couponId)).size).toBe(1);
    expect(await couponCount(3)).toBe(1);
    expect(await h.balance(account)).toBe(90_00n);
  });

  it('never overdraws: 100 concurrent placements against a balance for 10 of them', async () => {
    const account = h.account(4);
    await h.fund(account, 100_00n);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        h.request('/web-api/betting/place', { user: 4, key: key(), json: single(account.id) }),
      ),
    );
    const accepted = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    expect(accepted).toHaveLength(10);
    expect(refused.every((a) => (a.body as ErrorBody).code === 'insufficient_funds')).toBe(true);
    expect((refused[0]?.body as ErrorBody).message).toBe(
      'There is not enough money on the account for this stake',
    );
    expect(await h.balance(account)).toBe(0n);
    expect(await couponCount(4)).toBe(10);
    expect(await h.wallet.checkInvariants()).toEqual([]);
  });
});

describe('odds that moved between view and placement', () => {
  async function placeAt(userId: number, action: 0 | 1 | 2, sentCoef: number) {
    const account = h.account(userId);
    await h.fund(account, 100_00n);
    const response = await h.request('/web-api/betting/place', {
      user: userId,
      key: key(),
      json: { ...single(account.id, 41, sentCoef), changeCoefAction: action },
    });
    return { response, account };
  }

  it('0 (approve) refuses any change and names the leg; nothing is charged', async () => {
    for (const [user, sent] of [
      [10, 2.4],
      [11, 2.6],
    ] as const) {
      const { response, account } = await placeAt(user, 0, sent);
      expect(response.status).toBe(400);
      const body = response.body as ErrorBody;
      expect(body.code).toBe('coef_changed');
      expect(body.message).toBe(
        'The odds changed on: Home 4 – Away 4: home (2.500). Check the new odds and place the bet again',
      );
      expect(body.outcomeIds).toEqual([41]);
      expect(await h.balance(account)).toBe(100_00n);
      expect(await couponCount(user)).toBe(0);
    }
  });

  it('1 (accept any) accepts a drop and a rise at the current coef', async () => {
    for (const [user, sent] of [
      [12, 2.7],
      [13, 2.3],
    ] as const) {
      const { response } = await placeAt(user, 1, sent);
      expect(response.status).toBe(201);
      const body = response.body as { bets: { coef: string; changed: boolean }[] };
      expect(body.bets[0]).toMatchObject({ coef: '2.500', changed: true });
    }
  });

  it('2 (accept on rise) accepts a rise and refuses a drop', async () => {
    const rise = await placeAt(14, 2, 2.3);
    expect(rise.response.status).toBe(201);
    expect((rise.response.body as { coef: string }).coef).toBe('2.500');
    const drop = await placeAt(15, 2, 2.7);
    expect(drop.response.status).toBe(400);
    expect((drop.response.body as ErrorBody).code).toBe('coef_dropped');
    expect(await h.balance(drop.account)).toBe(100_00n);
  });
});

describe('refusals name what is wrong, charge nothing and write nothing', () => {
  const userId = 20;
  let accountId = 0;
  beforeAll(async () => {
    const account = h.account(userId);
    accountId = account.id;
    await h.fund(account, 1000_00n);
  });

  async function refused(json: unknown, lang = 'en') {
    const response = await h.request('/web-api/betting/place', {
      user: userId,
      key: key(),
      json,
      lang,
    });
    expect(response.status).toBe(400);
    expect(await h.wallet.balance(accountId)).toBe(1000_00n);
    expect(await couponCount(userId)).toBe(0);
    return response.body as ErrorBody;
  }

  it('an unknown outcome', async () => {
    const body = await refused(single(accountId, 999));
    expect(body.message).toBe(
      'These selections are no longer available: outcome 999. Remove them to place the bet',
    );
    expect(body.outcomeIds).toEqual([999]);
  });

  it('the same outcome twice', async () => {
    const body = await refused({
      ...single(accountId),
      typeId: 1,
      bets: [
        { outcomeId: 11, coef: 2.5 },
        { outcomeId: 11, coef: 2.5 },
      ],
    });
    expect(body).toMatchObject({
      code: 'duplicate_outcome',
      message: 'Selection 2 is already in the coupon',
    });
  });

  it('a system value out of range', async () => {
    const bets = [11, 21, 31].map((outcomeId) => ({ outcomeId, coef: 2.5 }));
    for (const systemValue of [1, 3, 7]) {
      const body = await refused({ ...single(accountId), typeId: 2, systemValue, bets });
      expect(body.message).toBe('Choose a system from 2 to 2 for 3 selections');
    }
  });

  it('negative and non-numeric amounts, and a precision the currency does not have', async () => {
    expect((await refused(single(accountId, 11, 2.5, '-10.00'))).message).toBe(
      'A stake cannot be negative',
    );
    for (const amount of ['ten', '1e3', '', 'NaN']) {
      expect((await refused(single(accountId, 11, 2.5, amount))).message).toBe(
        'Enter the stake as a number, for example 10.00',
      );
    }
    expect((await refused(single(accountId, 11, 2.5, '0.001'))).message).toBe(
      'A stake in RUB has at most 2 decimal places',
    );
    expect((await refused(single(accountId, 11, 2.5, '0'))).message).toBe(
      'Enter a stake greater than zero',
    );
  });

  it('10,000 legs', async () => {
    const bets = Array.from({ length: 10_000 }, (_, i) => ({ outcomeId: i + 1, coef: 2 }));
    const body = await refused({ ...single(accountId), typeId: 1, bets });
    expect(body).toMatchObject({
      code: 'bets_count',
      message: 'A coupon can hold from 1 to 30 selections',
    });
  });

  it('a suspended market and a finished game, naming them', async () => {
    h.sportsbook.setBlocked(51, true);
    expect((await refused(single(accountId, 51))).message).toBe(
      'Betting is suspended on: Home 5 – Away 5: home. Remove them to place the bet',
    );
    h.sportsbook.setBlocked(51, false);
    h.sportsbook.addOutcome({ outcomeId: 91, gameId: 9, coef: 2000 });
    h.sportsbook.setGameStatus(9, 4);
    expect((await refused(single(accountId, 91, 2))).message).toBe(
      'These events have already finished: Home 9 – Away 9: home. Remove them to place the bet',
    );
  });

  it('legs of one game in an express', async () => {
    const body = await refused({
      ...single(accountId),
      typeId: 1,
      bets: [
        { outcomeId: 11, coef: 2.5 },
        { outcomeId: 13, coef: 2.8 },
      ],
    });
    expect(body.message).toBe(
      'Selections 1 and 2 are from the same event and cannot be combined in this bet type',
    );
  });

  it('in the player’s language', async () => {
    const body = await refused(single(accountId, 11, 2.5, '-1'), 'ru');
    expect(body.message).toBe('Сумма ставки не может быть отрицательной');
  });

  it('an account that is not the player’s', async () => {
    const other = h.account(21);
    const body = await refused(single(other.id));
    expect(body.code).toBe('account_invalid');
  });

  it('without an Idempotency-Key or signed in', async () => {
    const noKey = await h.request('/web-api/betting/place', {
      user: userId,
      json: single(accountId),
    });
    expect(noKey.status).toBe(400);
    expect((noKey.body as ErrorBody).code).toBe('idempotency_key_required');
    const visitor = await h.request('/web-api/betting/place', {
      key: key(),
      json: single(accountId),
    });
    expect(visitor.status).toBe(401);
    expect(await couponCount(userId)).toBe(0);
  });

  it('the sportsbook down: 503, nothing charged', async () => {
    h.sportsbook.failing = true;
    try {
      const response = await h.request('/web-api/betting/place', {
        user: userId,
        key: key(),
        json: single(accountId),
      });
      expect(response.status).toBe(503);
    } finally {
      h.sportsbook.failing = false;
    }
    expect(await h.wallet.balance(accountId)).toBe(1000_00n);
  });
});

describe('responsible gaming', () => {
  it('a self-excluded player is refused with the limits message', async () => {
    const account = h.account(30);
    await h.fund(account, 100_00n);
    await h.limits.blockUser(30, 1);
    const response = await h.request('/web-api/betting/place', {
      user: 30,
      key: key(),
      json: single(account.id),
    });
    expect(response.status).toBe(403);
    expect((response.body as ErrorBody).code).toBe('self_excluded');
    expect((response.body as ErrorBody).message).toMatch(/^You have excluded yourself until /);
    expect(await h.balance(account)).toBe(100_00n);
    expect(await couponCount(30)).toBe(0);
  });

  it('a wagering limit refuses the stake that would pass it', async () => {
    const account = h.account(31);
    await h.fund(account, 100_00n);
    await h.limits.setLimits(31, [{ limitType: 1, limitValue: 15 }]);
    const first = await h.request('/web-api/betting/place', {
      user: 31,
      key: key(),
      json: single(account.id),
    });
    expect(first.status).toBe(201);
    const second = await h.request('/web-api/betting/place', {
      user: 31,
      key: key(),
      json: single(account.id),
    });
    expect(second.status).toBe(403);
    expect((second.body as ErrorBody).code).toBe('wager_limit');
    expect(await h.balance(account)).toBe(90_00n);
  });
});
