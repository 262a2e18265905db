import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness } from '../testing/harness.ts';
import type { Harness } from '../testing/harness.ts';
import { reportLines, runWalletCheck } from './check.ts';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
  h.directory.add({ id: 6101, userId: 61, type: 0, currency: 'RUB' });
});

afterAll(async () => {
  await h?.close();
});

describe('wallet:check', () => {
  it('reports OK on a healthy wallet', async () => {
    await h.fund(61, 6101, 50_000n);
    const violations = await runWalletCheck(h.database);
    expect(reportLines('PGlite in memory://', violations)).toEqual([
      'wallet:check PGlite in memory://: OK',
    ]);
  });

  it('finds a payment whose status disagrees with the ledger', async () => {
    const res = await h.request('/web-api/wallet/deposits', {
      user: 61,
      key: 'check-deposit-1',
      json: { accountId: 6101, amount: '100.00', method: 'card' },
    });
    const { paymentId } = (await res.json()) as { paymentId: string };
    // A status flipped without its movement: money the player was never credited.
    await h.database.db.execute(
      sql`update wallet_payments set status = 'succeeded' where id = ${paymentId}::uuid`,
    );
    const violations = await runWalletCheck(h.database);
    expect(violations.map((v) => v.code)).toEqual(['payment_ledger_mismatch']);
    const lines = reportLines('here', violations);
    expect(lines[0]).toBe('wallet:check here: 1 violation(s)');
    expect(lines[1]).toContain(paymentId);
    await h.database.db.execute(
      sql`update wallet_payments set status = 'created' where id = ${paymentId}::uuid`,
    );
    expect(await runWalletCheck(h.database)).toEqual([]);
  });
});
