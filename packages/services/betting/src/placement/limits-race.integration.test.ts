import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness } from '../testing/harness.ts';
import type { Harness } from '../testing/harness.ts';

// Issue 7: 50 concurrent bets through POST /web-api/betting/place while the wagering limit is
// lowered — none is accepted over the limit in force when its stake commits (the limits check
// and the debit share the player's lock, decision 008). On PGlite the lowering usually takes the
// lock first, so this checks the API under concurrency; the lowering in the middle of a queue
// of stakes is pinned down in packages/services/limits (enforcement.integration.test.ts).

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ acceptDelayMs: 0 });
  h.sportsbook.addOutcome({ outcomeId: 11, gameId: 1, coef: 2500, key: 'home' });
});
afterAll(async () => {
  await h?.close();
});

const USER = 40;
const STAKE = 10_00n; // 10.00 RUB
const HIGH = 1000; // RUB: room for all 50
const LOW = 200; // RUB: room for 20

async function coupons(): Promise<number> {
  const r = await h.database.db.execute<{ n: string }>(
    sql`select count(*) as n from betting_coupons where user_id = ${USER}`,
  );
  return Number(r.rows[0]?.n ?? 0);
}

describe('lowering the wagering limit during 50 concurrent placements', () => {
  it('accepts none over the limit in force', async () => {
    const account = h.account(USER);
    await h.fund(account, 1000_00n);
    await h.limits.setLimits(USER, [{ limitType: 1, limitValue: HIGH }]);

    const place = (i: number) =>
      h.request('/web-api/betting/place', {
        user: USER,
        key: `limits-race-${i}`,
        json: {
          typeId: 0,
          accountId: account.id,
          amount: '10.00',
          systemValue: 2,
          changeCoefAction: 2,
          bets: [{ outcomeId: 11, coef: 2.5 }],
        },
      });
    // 25 placements, the lowering, 25 more: all in flight together, racing for the lock.
    const first = Array.from({ length: 25 }, (_, i) => place(i));
    const lowering = h.limits.setLimits(USER, [{ limitType: 1, limitValue: LOW }]);
    const attempts = [...first, ...Array.from({ length: 25 }, (_, i) => place(25 + i))];
    await lowering;
    // At most this many were placed before the lower limit took effect (later ones may count).
    const before = await coupons();
    const results = await Promise.all(attempts);

    const accepted = results.filter((r) => r.status === 201).length;
    const refused = results.filter((r) => r.status !== 201);
    expect(before).toBeLessThan(50); // the lowering did race the placements
    // After the lowering, a stake commits only while the day's total stays within LOW.
    expect(accepted).toBeLessThanOrEqual(Math.max(before, LOW / 10));
    expect(accepted).toBeGreaterThanOrEqual(LOW / 10);
    for (const r of refused) {
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ code: 'wager_limit' });
    }
    expect(await coupons()).toBe(accepted);
    expect(await h.balance(account)).toBe(1000_00n - STAKE * BigInt(accepted));
  });
});
