import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness } from '../testing/harness.ts';
import type { Harness } from '../testing/harness.ts';
import type { BettingAccount } from '../ports.ts';

// Place → the game finishes → legs settled → coupon paid, for every type, through the real
// wallet; and exactly once when events repeat or the worker dies between the two steps.

let h: Harness;
let stop: () => void;
beforeAll(async () => {
  h = await createHarness({ acceptDelayMs: 0 });
  stop = h.service.start({ sweepMs: 3_600_000 });
  await h.service.idle();
});
afterAll(async () => {
  stop?.();
  await h?.close();
});

let nextGame = 1000;
let keys = 0;

interface TestLeg {
  outcomeId: number;
  gameId: number;
  coef: number;
  score: [number, number];
}

/** A leg on a game of its own, home at `coef`; `wins` decides the final score. */
function leg(coef: number, wins: boolean): TestLeg {
  const gameId = ++nextGame;
  const outcomeId = gameId * 10 + 1;
  h.sportsbook.addOutcome({ outcomeId, gameId, coef: Math.round(coef * 1000) });
  return { outcomeId, gameId, coef, score: wins ? [1, 0] : [0, 1] };
}

async function player(userId: number, funds = 1000_00n): Promise<BettingAccount> {
  const account = h.account(userId);
  await h.fund(account, funds);
  return account;
}

async function place(userId: number, body: Record<string, unknown>): Promise<string> {
  const response = await h.request('/web-api/betting/place', {
    user: userId,
    key: `settle-${++keys}`,
    json: {
      accountId: userId * 10,
      changeCoefAction: 2,
      systemValue: 2,
      amount: '100.00',
      ...body,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body as { couponId: string }).couponId;
}

async function finishAll(legs: readonly TestLeg[]): Promise<void> {
  for (const l of legs) h.sportsbook.finish(l.gameId, l.score);
  await h.service.idle();
}

async function payoutMovements(couponId: string): Promise<number> {
  const result = await h.database.db.execute<{ n: string }>(
    sql`select count(*) as n from wallet_movements where idempotency_key = ${`bet_payout:${couponId}`}`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

const bets = (legs: readonly TestLeg[]) =>
  legs.map((l) => ({ outcomeId: l.outcomeId, coef: l.coef }));

describe('every coupon type is settled and paid by the engine', () => {
  const cases: {
    name: string;
    legs: () => TestLeg[];
    body: (legs: TestLeg[]) => Record<string, unknown>;
    payout: string;
    status: string;
  }[] = [
    {
      name: '0 single, won',
      legs: () => [leg(2.5, true)],
      body: (l) => ({ typeId: 0, bets: bets(l) }),
      payout: '250.00',
      status: 'win',
    },
    {
      name: '1 express, every leg won',
      legs: () => [leg(2, true), leg(1.5, true), leg(3, true)],
      body: (l) => ({ typeId: 1, bets: bets(l) }),
      payout: '900.00',
      status: 'win',
    },
    {
      name: '2 system 2/3, one leg lost',
      legs: () => [leg(2.5, true), leg(1.8, false), leg(3.1, true)],
      body: (l) => ({ typeId: 2, systemValue: 2, bets: bets(l) }),
      payout: '258.33',
      status: 'win',
    },
    {
      name: '3 chain, the second leg lost',
      legs: () => [leg(2, true), leg(3, false)],
      body: (l) => ({ typeId: 3, bets: bets(l) }),
      payout: '100.00',
      status: 'return',
    },
    {
      name: '4 multi-bet, one block won',
      legs: () => [leg(2, true), leg(1.5, true), leg(3, false)],
      body: (l) => ({
        typeId: 4,
        bets: l.map((x, i) => ({ outcomeId: x.outcomeId, coef: x.coef, blockId: i < 2 ? 1 : 2 })),
        amountByBlockId: { '1': '50.00', '2': '50.00' },
      }),
      payout: '150.00',
      status: 'win',
    },
    {
      name: '5 conditional, the first leg lost: the second stake returned',
      legs: () => [leg(2, false), leg(3, true)],
      body: (l) => ({
        typeId: 5,
        bets: bets(l),
        amountByBetId: { [String(l[0]?.outcomeId)]: '60.00', [String(l[1]?.outcomeId)]: '40.00' },
      }),
      payout: '40.00',
      status: 'partial',
    },
    {
      name: '6 anti-express, a leg lost',
      legs: () => [leg(2, true), leg(3, false)],
      body: (l) => ({ typeId: 6, bets: bets(l) }),
      payout: '120.00',
      status: 'win',
    },
    {
      name: '7 lucky of two, both won',
      legs: () => [leg(2, true), leg(3, true)],
      body: (l) => ({ typeId: 7, bets: bets(l) }),
      payout: '366.66',
      status: 'win',
    },
    {
      name: '8 patent, one leg lost',
      legs: () => [leg(2, true), leg(2, true), leg(2, false)],
      body: (l) => ({ typeId: 8, bets: bets(l) }),
      payout: '114.28',
      status: 'win',
    },
    {
      name: '9 many singles, one won',
      legs: () => [leg(2, true), leg(3, false)],
      body: (l) => ({
        typeId: 9,
        bets: bets(l),
        amountByBetId: { [String(l[0]?.outcomeId)]: '30.00', [String(l[1]?.outcomeId)]: '20.00' },
      }),
      payout: '60.00',
      status: 'win',
    },
  ];

  let user = 100;
  for (const c of cases) {
    it(c.name, async () => {
      const userId = ++user;
      const account = await player(userId);
      const legs = c.legs();
      const couponId = await place(userId, c.body(legs));
      const coupon = await h.service.coupon(userId, Number(couponId));
      const stake = BigInt(Math.round(Number(coupon?.amount) * 100));
      expect(await h.balance(account)).toBe(1000_00n - stake);

      await finishAll(legs);
      const settled = await h.service.coupon(userId, Number(couponId));
      expect(settled).toMatchObject({ status: c.status, payout: c.payout });
      expect(settled?.bets.every((b) => b.statusId === 0 || b.statusId === 1)).toBe(true);
      const payout = BigInt(Math.round(Number(c.payout) * 100));
      expect(await h.balance(account)).toBe(1000_00n - stake + payout);
      expect(h.published).toContainEqual({
        userId,
        update: { couponId, status: c.status, payout: c.payout },
      });
    });
  }
});

describe('leg results', () => {
  it('quarter lines settle half won (4) and half lost (5)', async () => {
    const account = await player(201);
    const gameId = ++nextGame;
    h.sportsbook.addOutcome({
      outcomeId: gameId * 10 + 1,
      gameId,
      coef: 1900,
      market: { type: 'total', period: 0, param: null },
      key: 'over',
      param: 1.75,
    });
    h.sportsbook.addOutcome({
      outcomeId: gameId * 10 + 2,
      gameId,
      coef: 1900,
      market: { type: 'total', period: 0, param: null },
      key: 'over',
      param: 2.25,
    });
    const halfWin = await place(201, {
      typeId: 0,
      bets: [{ outcomeId: gameId * 10 + 1, coef: 1.9 }],
    });
    const halfLose = await place(201, {
      typeId: 0,
      bets: [{ outcomeId: gameId * 10 + 2, coef: 1.9 }],
    });
    h.sportsbook.finish(gameId, [2, 0]);
    await h.service.idle();
    const won = await h.service.coupon(201, Number(halfWin));
    const lost = await h.service.coupon(201, Number(halfLose));
    expect(won).toMatchObject({ status: 'win', payout: '145.00' });
    expect(won?.bets[0]?.statusId).toBe(4);
    expect(lost).toMatchObject({ status: 'partial', payout: '50.00' });
    expect(lost?.bets[0]?.statusId).toBe(5);
    expect(await h.balance(account)).toBe(1000_00n - 200_00n + 195_00n);
  });

  it('a cancelled game returns its legs (3): a single is refunded, an express pays the rest', async () => {
    const account = await player(202);
    const cancelled = leg(2.5, true);
    const other = leg(2, true);
    const single = await place(202, { typeId: 0, bets: bets([cancelled]) });
    const express = await place(202, { typeId: 1, bets: bets([cancelled, other]) });
    h.sportsbook.cancel(cancelled.gameId);
    await h.service.idle();
    expect(await h.service.coupon(202, Number(single))).toMatchObject({
      status: 'return',
      payout: '100.00',
      bets: [expect.objectContaining({ statusId: 3 })],
    });
    expect((await h.service.coupon(202, Number(express)))?.status).toBe('pending');
    await finishAll([other]);
    expect(await h.service.coupon(202, Number(express))).toMatchObject({
      status: 'win',
      payout: '200.00',
    });
    expect(await h.balance(account)).toBe(1000_00n - 200_00n + 300_00n);
    const kinds = await h.database.db.execute<{ kind: string }>(
      sql`select kind from wallet_movements where idempotency_key = ${`bet_payout:${single}`}`,
    );
    expect(kinds.rows.map((r) => r.kind)).toEqual(['bet_refund']);
  });

  it('a lost leg settles an express at once, before its other games finish', async () => {
    await player(203);
    const lost = leg(2, false);
    const open = leg(2, true);
    const couponId = await place(203, { typeId: 1, bets: bets([lost, open]) });
    await finishAll([lost]);
    expect(await h.service.coupon(203, Number(couponId))).toMatchObject({
      status: 'lose',
      payout: '0.00',
    });
  });
});

describe('exactly once', () => {
  it('a game reported finished twice pays once', async () => {
    const account = await player(301);
    const l = leg(3, true);
    const couponId = await place(301, { typeId: 0, bets: bets([l]) });
    h.sportsbook.finish(l.gameId, l.score);
    h.sportsbook.notify(l.gameId);
    await h.service.idle();
    await h.service.settlement.settleGame(l.gameId);
    await h.restart().settlement.settleGame(l.gameId);
    expect(await payoutMovements(couponId)).toBe(1);
    expect(await h.balance(account)).toBe(1000_00n - 100_00n + 300_00n);
  });

  it('a worker that died between settling legs and paying: the next one pays, once', async () => {
    const account = await player(302);
    const l = leg(2, true);
    const couponId = await place(302, { typeId: 0, bets: bets([l]) });
    // The result is stored but no event is delivered; the dying worker gets through step 1 only.
    h.sportsbook.finish(l.gameId, l.score, { notify: false });
    const outcome = (await h.sportsbook.results([l.gameId])).get(l.gameId);
    if (!outcome) throw new Error('no result');
    expect(await h.service.settlement.settleLegs(outcome)).toBe(1);
    const half = await h.service.coupon(302, Number(couponId));
    expect(half).toMatchObject({
      status: 'pending',
      bets: [expect.objectContaining({ statusId: 1 })],
    });
    expect(await h.balance(account)).toBe(900_00n);

    const restarted = h.restart();
    await restarted.settlement.sweep();
    await restarted.settlement.sweep();
    expect(await h.service.coupon(302, Number(couponId))).toMatchObject({
      status: 'win',
      payout: '200.00',
    });
    expect(await payoutMovements(couponId)).toBe(1);
    expect(await h.balance(account)).toBe(1100_00n);
  });

  it('a missed event: the sweep settles games the sportsbook has a result for', async () => {
    const account = await player(303);
    const l = leg(2, true);
    const couponId = await place(303, { typeId: 0, bets: bets([l]) });
    h.sportsbook.finish(l.gameId, l.score, { notify: false });
    await h.restart().settlement.sweep();
    expect((await h.service.coupon(303, Number(couponId)))?.status).toBe('win');
    expect(await h.balance(account)).toBe(1100_00n);
  });

  it('many coupons on one game settle in batches, each paid once, and the ledger balances', async () => {
    const l = leg(2, true);
    const accounts: BettingAccount[] = [];
    for (let i = 0; i < 120; i++) {
      const account = await player(400 + i, 100_00n);
      accounts.push(account);
      await place(400 + i, { typeId: 0, amount: '10.00', bets: bets([l]) });
    }
    await finishAll([l]);
    for (const account of accounts) expect(await h.balance(account)).toBe(110_00n);
    expect(await h.wallet.checkInvariants()).toEqual([]);
    expect(h.errors).toEqual([]);
  });
});
