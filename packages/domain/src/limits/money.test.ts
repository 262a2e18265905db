import { describe, expect, it } from 'vitest';
import {
  NO_USAGE,
  checkMoneyLimits,
  limitRoom,
  toMinorUnits,
  usedAmount,
  windowRenewsBy,
  windowStart,
} from './money.ts';
import type { MoneyLimit, WindowUsage } from './money.ts';
import type { MoneyLimitType } from './types.ts';

const NOW = Date.UTC(2026, 2, 1, 9);
const usage = (u: Partial<WindowUsage>): WindowUsage => ({ ...NO_USAGE, ...u });
const same = (u: WindowUsage) => () => u;

describe('money limits', () => {
  it('uses rolling windows of 24 hours, 7 days and 30 days', () => {
    expect(windowStart(20, NOW)).toBe(NOW - 86_400_000);
    expect(windowStart(2, NOW)).toBe(NOW - 7 * 86_400_000);
    expect(windowStart(12, NOW)).toBe(NOW - 30 * 86_400_000);
    expect(windowRenewsBy(21, NOW)).toBe(NOW + 7 * 86_400_000);
  });

  it('counts deposits, net stakes, and net losses', () => {
    const u = usage({ deposited: 500n, staked: 1000n, refunded: 100n, won: 300n });
    expect(usedAmount(20, u)).toBe(500n);
    expect(usedAmount(1, u)).toBe(900n);
    expect(usedAmount(10, u)).toBe(600n);
  });

  it('accepts up to the limit and refuses one more (600 + 400 of 1000, then 1)', () => {
    const limits: MoneyLimit[] = [{ type: 20, limit: 1000n }];
    expect(checkMoneyLimits(limits, ['deposit'], same(NO_USAGE), 600n).allowed).toBe(true);
    const after600 = same(usage({ deposited: 600n }));
    expect(checkMoneyLimits(limits, ['deposit'], after600, 400n).allowed).toBe(true);
    const after1000 = same(usage({ deposited: 1000n }));
    expect(checkMoneyLimits(limits, ['deposit'], after1000, 1n)).toEqual({
      allowed: false,
      type: 20,
      limit: 1000n,
      room: 0n,
    });
  });

  it('lets the lowest room win when several limits apply', () => {
    const limits: MoneyLimit[] = [
      { type: 20, limit: 1000n },
      { type: 21, limit: 1500n },
    ];
    const byWindow: Record<number, WindowUsage> = {
      20: usage({ deposited: 200n }),
      21: usage({ deposited: 1200n }),
    };
    const verdict = checkMoneyLimits(
      limits,
      ['deposit'],
      (t: MoneyLimitType) => byWindow[t] ?? NO_USAGE,
      400n,
    );
    expect(verdict).toEqual({ allowed: false, type: 21, limit: 1500n, room: 300n });
    expect(
      checkMoneyLimits(limits, ['deposit'], (t) => byWindow[t] ?? NO_USAGE, 300n).allowed,
    ).toBe(true);
  });

  it('checks stakes against wagering and loss limits, not deposit limits', () => {
    const limits: MoneyLimit[] = [
      { type: 20, limit: 1n },
      { type: 1, limit: 5000n },
      { type: 10, limit: 800n },
    ];
    const u = same(usage({ staked: 1000n, won: 400n }));
    // Loss so far 600; a stake of 300 could make it 900 > 800.
    expect(checkMoneyLimits(limits, ['wager', 'loss'], u, 300n)).toEqual({
      allowed: false,
      type: 10,
      limit: 800n,
      room: 200n,
    });
    expect(checkMoneyLimits(limits, ['wager', 'loss'], u, 200n).allowed).toBe(true);
  });

  it('gives winnings back as room under a loss limit', () => {
    const limits: MoneyLimit[] = [{ type: 10, limit: 100n }];
    const u = same(usage({ staked: 1000n, won: 1500n }));
    expect(checkMoneyLimits(limits, ['loss'], u, 600n).allowed).toBe(true);
    expect(limitRoom(limits[0]!, u())).toBe(600n);
  });

  it('reports room of at least zero', () => {
    expect(limitRoom({ type: 1, limit: 100n }, usage({ staked: 500n }))).toBe(0n);
  });

  it('converts whole units to minor units', () => {
    expect(toMinorUnits(1000, 2)).toBe(100_000n);
    expect(toMinorUnits(5, 0)).toBe(5n);
  });
});
