import { describe, expect, it } from 'vitest';
import { calculate } from './calculator.ts';
import type { CalculatorInput, CouponStatus } from './calculator.ts';
import type { BetStatusId } from './legs.ts';

type Row = [BetStatusId, bigint | null, CouponStatus];
const pending: Row[] = [
  [-2, null, 'pending'],
  [-1, null, 'pending'],
];

/**
 * Every type × every status: leg 0 (coef 2.5) takes each status while the other legs win.
 * Expected payouts are computed by hand in minor units (comments show the arithmetic).
 */
const cases: { name: string; make: (s: BetStatusId) => CalculatorInput; rows: Row[] }[] = [
  {
    name: 'single 2.5, A = 100.00',
    make: (s) => ({ typeId: 0, amount: 10000n, bets: [{ coef: 2500, statusId: s }] }),
    rows: [
      ...pending,
      [0, 0n, 'lose'],
      [1, 25000n, 'win'],
      [2, 10000n, 'return'],
      [3, 10000n, 'return'],
      [4, 17500n, 'win'], // (2.5 + 1) / 2 = 1.75
      [5, 5000n, 'partial'], // 1/2
      [6, 12500n, 'win'], // 2.5 / 2
    ],
  },
  {
    name: 'express 2.5 × 2.0, A = 100.00',
    make: (s) => ({
      typeId: 1,
      amount: 10000n,
      bets: [
        { coef: 2500, statusId: s },
        { coef: 2000, statusId: 1 },
      ],
    }),
    rows: [
      ...pending,
      [0, 0n, 'lose'],
      [1, 50000n, 'win'],
      [2, 20000n, 'win'],
      [3, 20000n, 'win'],
      [4, 35000n, 'win'], // 1.75 × 2
      [5, 10000n, 'return'], // 0.5 × 2
      [6, 25000n, 'win'], // 1.25 × 2
    ],
  },
  {
    // lines {0,1}, {0,2}, {1,2} at 100.00 each: 100·2·m + 100·1.5·m + 100·3 = 350·m + 300
    name: 'system 2/3 of 2.5, 2.0, 1.5, A = 300.00',
    make: (s) => ({
      typeId: 2,
      amount: 30000n,
      systemValue: 2,
      bets: [
        { coef: 2500, statusId: s },
        { coef: 2000, statusId: 1 },
        { coef: 1500, statusId: 1 },
      ],
    }),
    rows: [
      ...pending,
      [0, 30000n, 'return'],
      [1, 117500n, 'win'],
      [2, 65000n, 'win'],
      [3, 65000n, 'win'],
      [4, 91250n, 'win'],
      [5, 47500n, 'win'],
      [6, 73750n, 'win'],
    ],
  },
  {
    // A·((m − 1) + (2 − 1)) + A when nothing lost
    name: 'chain 2.5 then 2.0, A = 100.00',
    make: (s) => ({
      typeId: 3,
      amount: 10000n,
      bets: [
        { coef: 2500, statusId: s },
        { coef: 2000, statusId: 1 },
      ],
    }),
    rows: [
      ...pending,
      [0, 0n, 'lose'],
      [1, 35000n, 'win'],
      [2, 20000n, 'win'],
      [3, 20000n, 'win'],
      [4, 27500n, 'win'],
      [5, 15000n, 'win'],
      [6, 22500n, 'win'],
    ],
  },
  {
    // block 1: (2.5 × 2.0) at 100.00; block 2: 1.5 at 50.00 → 75.00
    name: 'multi-bet [2.5, 2.0] 100.00 + [1.5] 50.00',
    make: (s) => ({
      typeId: 4,
      amountByBlockId: { '1': 10000n, '2': 5000n },
      bets: [
        { coef: 2500, statusId: s, blockId: 1 },
        { coef: 2000, statusId: 1, blockId: 1 },
        { coef: 1500, statusId: 1, blockId: 2 },
      ],
    }),
    rows: [
      ...pending,
      [0, 7500n, 'partial'],
      [1, 57500n, 'win'],
      [2, 27500n, 'win'],
      [3, 27500n, 'win'],
      [4, 42500n, 'win'],
      [5, 17500n, 'win'],
      [6, 32500n, 'win'],
    ],
  },
  {
    // 100.00 × m, then 50.00 × 2 if leg 0 did not lose, else 50.00 returned
    name: 'conditional 2.5 (100.00) then 2.0 (50.00)',
    make: (s) => ({
      typeId: 5,
      bets: [
        { coef: 2500, statusId: s, amount: 10000n },
        { coef: 2000, statusId: 1, amount: 5000n },
      ],
    }),
    rows: [
      ...pending,
      [0, 5000n, 'partial'],
      [1, 35000n, 'win'],
      [2, 20000n, 'win'],
      [3, 20000n, 'win'],
      [4, 27500n, 'win'],
      [5, 15000n, 'return'],
      [6, 22500n, 'win'],
    ],
  },
  {
    // K = 2.5 × 2 = 5 → K/(K−1) = 1.25 when a leg lost; 0 when every counted leg won
    name: 'anti-express 2.5, 2.0, A = 100.00',
    make: (s) => ({
      typeId: 6,
      amount: 10000n,
      bets: [
        { coef: 2500, statusId: s },
        { coef: 2000, statusId: 1 },
      ],
    }),
    rows: [...pending, [0, 12500n, 'win'], [1, 0n, 'lose'], [2, 0n, 'lose'], [3, 0n, 'lose']],
  },
  {
    // 3 lines at 100.00: m + 2 + 2m
    name: 'lucky of 2.5, 2.0, A = 300.00',
    make: (s) => ({
      typeId: 7,
      amount: 30000n,
      bets: [
        { coef: 2500, statusId: s },
        { coef: 2000, statusId: 1 },
      ],
    }),
    rows: [
      ...pending,
      [0, 20000n, 'partial'],
      [1, 95000n, 'win'],
      [2, 50000n, 'win'],
      [3, 50000n, 'win'],
      [4, 72500n, 'win'],
      [5, 35000n, 'win'],
      [6, 57500n, 'win'],
    ],
  },
  {
    // 7 lines at 100.00: 100 × ((1 + m) × 3 × 2.5 − 1)
    name: 'patent of 2.5, 2.0, 1.5, A = 700.00',
    make: (s) => ({
      typeId: 8,
      amount: 70000n,
      bets: [
        { coef: 2500, statusId: s },
        { coef: 2000, statusId: 1 },
        { coef: 1500, statusId: 1 },
      ],
    }),
    rows: [
      ...pending,
      [0, 65000n, 'partial'],
      [1, 252500n, 'win'],
      [2, 140000n, 'win'],
      [3, 140000n, 'win'],
      [4, 196250n, 'win'],
      [5, 102500n, 'win'],
      [6, 158750n, 'win'],
    ],
  },
  {
    name: 'many singles 2.5 (100.00) and 2.0 (50.00)',
    make: (s) => ({
      typeId: 9,
      bets: [
        { coef: 2500, statusId: s, amount: 10000n },
        { coef: 2000, statusId: 1, amount: 5000n },
      ],
    }),
    rows: [
      ...pending,
      [0, 10000n, 'partial'],
      [1, 35000n, 'win'],
      [2, 20000n, 'win'],
      [3, 20000n, 'win'],
      [4, 27500n, 'win'],
      [5, 15000n, 'return'],
      [6, 22500n, 'win'],
    ],
  },
];

describe.each(cases)('$name', ({ make, rows }) => {
  it.each(rows)('leg 0 status %i pays %s (%s)', (status, payout, couponStatus) => {
    const result = calculate(make(status));
    expect(result.ok && result.value.payout).toBe(payout);
    expect(result.ok && result.value.status).toBe(couponStatus);
  });
});
