import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWalletCheck } from '@playfield/wallet';
import { runBettingCli } from './cli/betting.ts';
import { createHarness } from './testing/harness.ts';
import type { Harness } from './testing/harness.ts';
import { VipDecisionError } from './vip.ts';

// Issue 13 item 4, decision 020: a VIP bet over the normal maximum is held for a trader — the
// stake reserved, the coupon waiting (history, bets topic) — then approved, rejected (stake
// returned) or rejected by itself after the timeout; decisions are recorded, idempotent and
// safe when an approval and a rejection race.

let clock = Date.parse('2026-11-25T12:00:00Z');
let h: Harness;
beforeAll(async () => {
  h = await createHarness({
    siteRules: {
      couponTypesWithMinAmount: [],
      couponTypesWithMaxAmount: [0, 1],
      showVipBet: true,
      isAvailableCouponBonusBet: false,
    },
    stakeLimits: { minBetAmount: null, maxBetAmount: '100', maxPayout: '1000000' },
    now: () => new Date(clock),
  });
  for (let game = 1; game <= 40; game++) {
    h.sportsbook.addOutcome({ outcomeId: game * 10 + 1, gameId: game, coef: 2000 });
  }
});
afterAll(async () => {
  await h?.close();
});

let keys = 0;
async function place(userId: number, body: Record<string, unknown>) {
  return h.request('/web-api/betting/place', {
    user: userId,
    key: `vip-key-${++keys}`,
    json: { accountId: userId * 10, changeCoefAction: 2, ...body },
  });
}

const vipSingle = (amount: string, game: number) => ({
  typeId: 0,
  amount,
  isVipBet: true,
  bets: [{ outcomeId: game * 10 + 1, coef: 2 }],
});

async function couponStatus(couponId: number) {
  const rows = await h.database.db.execute<{ status: string; payout: string | null }>(
    sql`select status, payout from betting_coupons where id = ${couponId}`,
  );
  return rows.rows[0];
}

async function movements(couponId: number): Promise<number> {
  const rows = await h.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from wallet_movements
        where idempotency_key = ${`bet_payout:${couponId}`}`,
  );
  return Number(rows.rows[0]?.n ?? 0);
}

describe('VIP bets', () => {
  it('holds a VIP bet over the maximum: stake reserved, waiting in the history and on the topic', async () => {
    const account = h.account(1);
    await h.fund(account, 10_000_00n);
    const ordinary = await place(1, { ...vipSingle('500', 1), isVipBet: false });
    expect(ordinary.body).toMatchObject({ code: 'amount_above_max' });
    const held = await place(1, vipSingle('500', 1));
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    expect(held.body).toMatchObject({ status: 'waiting', amount: '500.00' });
    const couponId = (held.body as { couponId: string }).couponId;
    expect(await h.balance(account)).toBe(9_500_00n);
    expect(h.published.at(-1)).toEqual({
      userId: 1,
      update: { couponId, status: 'waiting', payout: null },
    });
    const history = await h.request('/web-api/betting/history?status=waiting', { user: 1 });
    expect(JSON.stringify(history.body)).toContain(couponId);
    expect((await h.service.openCoupons(1)).map((c) => c.couponId)).toContain(couponId);
    expect((await h.service.vip.list()).map((v) => String(v.couponId))).toContain(couponId);
    // Within the maximum the VIP flag changes nothing: an ordinary pending coupon.
    const small = await place(1, vipSingle('50', 2));
    expect(small.body).toMatchObject({ status: 'pending' });
    // A VIP bet is line only (spec §5): a live leg is refused.
    h.sportsbook.setGameStatus(3, 2);
    expect((await place(1, vipSingle('500', 3))).body).toMatchObject({
      code: 'vip_bet_not_allowed',
    });
  });

  it('approved: becomes a pending coupon, settles and pays once; decisions are idempotent', async () => {
    const account = h.account(2);
    await h.fund(account, 1000_00n);
    const held = await place(2, vipSingle('500', 4));
    const couponId = Number((held.body as { couponId: string }).couponId);
    const approved = await h.service.vip.approve(couponId, 'trader-1', 'known player');
    expect(approved).toMatchObject({
      decision: 'approved',
      decidedBy: 'trader-1',
      replayed: false,
    });
    expect(await couponStatus(couponId)).toMatchObject({ status: 'pending' });
    expect(h.published.at(-1)?.update).toMatchObject({ status: 'pending' });
    expect(await h.service.vip.approve(couponId, 'trader-2')).toMatchObject({
      replayed: true,
      decidedBy: 'trader-1',
    });
    await expect(h.service.vip.reject(couponId, 'trader-2')).rejects.toMatchObject({
      code: 'already_decided',
    });
    h.sportsbook.finish(4, [1, 0], { notify: false });
    await h.service.settlement.sweep();
    expect(await couponStatus(couponId)).toMatchObject({ status: 'win', payout: '100000' });
    expect(await h.balance(account)).toBe(1000_00n - 500_00n + 1000_00n);
    expect(await movements(couponId)).toBe(1);
    expect(await runWalletCheck(h.database)).toEqual([]);
  });

  it('rejected: the stake returns once and the coupon is never paid', async () => {
    const account = h.account(3);
    await h.fund(account, 1000_00n);
    const held = await place(3, vipSingle('500', 5));
    const couponId = Number((held.body as { couponId: string }).couponId);
    expect(await h.service.vip.reject(couponId, 'trader-1', 'too large')).toMatchObject({
      decision: 'rejected',
      replayed: false,
    });
    expect(await couponStatus(couponId)).toMatchObject({ status: 'rejected', payout: '50000' });
    expect(await h.balance(account)).toBe(1000_00n);
    expect(h.published.at(-1)?.update).toMatchObject({ status: 'rejected', payout: '500.00' });
    expect((await h.service.vip.reject(couponId, 'trader-2')).replayed).toBe(true);
    await expect(h.service.vip.approve(couponId, 'trader-2')).rejects.toBeInstanceOf(
      VipDecisionError,
    );
    h.sportsbook.finish(5, [1, 0], { notify: false });
    await h.service.settlement.sweep();
    expect(await couponStatus(couponId)).toMatchObject({ status: 'rejected' });
    expect(await h.balance(account)).toBe(1000_00n);
    expect(await movements(couponId)).toBe(1);
    expect(await runWalletCheck(h.database)).toEqual([]);
  });

  it('is rejected by itself after the timeout, stake returned', async () => {
    const account = h.account(4);
    await h.fund(account, 1000_00n);
    const held = await place(4, vipSingle('500', 6));
    const couponId = Number((held.body as { couponId: string }).couponId);
    expect(await h.service.vip.expire()).toBe(0);
    clock += 16 * 60_000;
    expect(await h.service.vip.expire()).toBeGreaterThanOrEqual(1);
    expect(await couponStatus(couponId)).toMatchObject({ status: 'rejected' });
    const decision = await h.database.db.execute<{ decided_by: string }>(
      sql`select decided_by from betting_vip_decisions where coupon_id = ${couponId}`,
    );
    expect(decision.rows[0]?.decided_by).toBe('timeout');
    expect(await h.balance(account)).toBe(1000_00n);
  });

  it('an approval and a rejection racing: exactly one decision, the stake returned at most once', async () => {
    const account = h.account(5);
    await h.fund(account, 10_000_00n);
    const ids: number[] = [];
    for (let game = 10; game < 20; game++) {
      const held = await place(5, vipSingle('500', game));
      ids.push(Number((held.body as { couponId: string }).couponId));
    }
    const results = await Promise.all(
      ids.map((id) =>
        Promise.allSettled([
          h.service.vip.approve(id, 'trader-a'),
          h.service.vip.reject(id, 'trader-b'),
          h.service.vip.reject(id, 'trader-c'),
        ]),
      ),
    );
    let approvedStakes = 0n;
    for (const [i, settled] of results.entries()) {
      const made = settled
        .filter((r) => r.status === 'fulfilled')
        .map((r) => (r as PromiseFulfilledResult<{ decision: string; replayed: boolean }>).value);
      expect(made.filter((d) => !d.replayed)).toHaveLength(1);
      const decision = made[0]?.decision;
      const id = ids[i] ?? 0;
      const status = await couponStatus(id);
      expect(status?.status).toBe(decision === 'approved' ? 'pending' : 'rejected');
      expect(await movements(id)).toBe(decision === 'approved' ? 0 : 1);
      if (decision === 'approved') approvedStakes += 500_00n;
    }
    expect(await h.balance(account)).toBe(10_000_00n - approvedStakes);
    expect(await runWalletCheck(h.database)).toEqual([]);
  });

  it('the CLI lists, approves and rejects (npm run betting -- vip ...)', async () => {
    const account = h.account(6);
    await h.fund(account, 2000_00n);
    const first = Number(
      ((await place(6, vipSingle('500', 21))).body as { couponId: string }).couponId,
    );
    const second = Number(
      ((await place(6, vipSingle('500', 22))).body as { couponId: string }).couponId,
    );
    const out: string[] = [];
    const run = (args: string[]) =>
      runBettingCli(args, {
        database: h.database,
        now: () => new Date(clock),
        print: (l) => out.push(l),
      });
    expect(await run(['vip', 'list'])).toBe(0);
    expect(out.join('\n')).toContain(`#${first}`);
    expect(await run(['vip', 'approve', String(first), '--by', 'alice'])).toBe(0);
    expect(await run(['vip', 'reject', String(second), '--by', 'bob', '--reason', 'limit'])).toBe(
      0,
    );
    expect(await run(['vip', 'approve', String(second)])).toBe(1);
    expect(out.join('\n')).toContain('already rejected');
    expect(await couponStatus(first)).toMatchObject({ status: 'pending' });
    expect(await couponStatus(second)).toMatchObject({ status: 'rejected' });
    expect(await h.balance(account)).toBe(1500_00n);
    expect(await run(['vip', 'nonsense'])).toBe(2);
  });
});
