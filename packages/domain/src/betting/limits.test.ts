import { describe, expect, it } from 'vitest';
import { amountLimitProblems } from './limits.ts';

const rules = {
  minBetAmount: 1000n,
  maxBetAmount: 50000n,
  couponTypesWithMinAmount: [0, 2, 5, 4],
  couponTypesWithMaxAmount: [0, 5],
};

describe('amountLimitProblems', () => {
  it('checks a single stake against min and max', () => {
    const single = (amount: bigint) => ({ typeId: 0 as const, amount, bets: [{ coef: 2000 }] });
    expect(amountLimitProblems(single(1000n), rules)).toEqual([]);
    expect(amountLimitProblems(single(50000n), rules)).toEqual([]);
    expect(amountLimitProblems(single(999n), rules)).toEqual([
      { code: 'amount_below_min', params: { min: 1000n } },
    ]);
    expect(amountLimitProblems(single(50001n), rules)).toEqual([
      { code: 'amount_above_max', params: { max: 50000n } },
    ]);
    expect(amountLimitProblems(single(50001n), { ...rules, isBonusAccount: true })).toEqual([]);
    expect(amountLimitProblems(single(50001n), { ...rules, maxBetAmount: null })).toEqual([]);
  });

  it('applies the minimum per line of a system: 2/4 has 6 lines', () => {
    const system = (amount: bigint) => ({
      typeId: 2 as const,
      amount,
      systemValue: 2,
      bets: [2000, 2000, 2000, 2000].map((coef) => ({ coef })),
    });
    expect(amountLimitProblems(system(6000n), rules)).toEqual([]);
    expect(amountLimitProblems(system(5999n), rules)).toEqual([
      { code: 'amount_below_min', params: { min: 6000n } },
    ]);
  });

  it('checks each leg of a conditional and each block of a multi-bet', () => {
    const conditional = {
      typeId: 5 as const,
      bets: [
        { coef: 2000, amount: 500n },
        { coef: 2000, amount: 60000n },
      ],
    };
    expect(amountLimitProblems(conditional, rules)).toEqual([
      { code: 'amount_below_min', legIndex: 0, params: { min: 1000n } },
      { code: 'amount_above_max', legIndex: 1, params: { max: 50000n } },
    ]);
    const multi = {
      typeId: 4 as const,
      amountByBlockId: { '3': 999n, '8': 1000n },
      bets: [
        { coef: 2000, blockId: 8 },
        { coef: 2000, blockId: 3 },
      ],
    };
    expect(amountLimitProblems(multi, rules)).toEqual([
      { code: 'amount_below_min', blockId: 3, params: { min: 1000n } },
    ]);
  });
});
