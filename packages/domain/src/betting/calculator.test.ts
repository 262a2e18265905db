import { describe, expect, it } from 'vitest';
import { calculate } from './calculator.ts';
import type { CalculatorInput, CouponCalculation } from './calculator.ts';
import type { BetStatusId } from './legs.ts';
import { rational } from './rational.ts';

function calc(input: CalculatorInput): CouponCalculation {
  const result = calculate(input);
  if (!result.ok) throw new Error(`unexpected problems: ${JSON.stringify(result.problems)}`);
  return result.value;
}

describe('anti-express', () => {
  it.each([4, 5, 6] as const)('refuses a leg with half result %i', (status) => {
    const result = calculate({
      typeId: 6,
      amount: 10000n,
      bets: [
        { coef: 2500, statusId: status },
        { coef: 2000, statusId: 1 },
      ],
    });
    expect(result).toEqual({
      ok: false,
      problems: [{ code: 'half_result_not_accepted', legIndex: 0 }],
    });
  });

  it('returns the stake when every leg is returned and counts only non-returned coefs', () => {
    const bets = (a: BetStatusId, b: BetStatusId) => [
      { coef: 2500, statusId: a },
      { coef: 2000, statusId: b },
    ];
    expect(calc({ typeId: 6, amount: 10000n, bets: bets(2, 3) })).toMatchObject({
      payout: 10000n,
      status: 'return',
    });
    // K = 2.0 → 2/(2−1) = 2
    expect(calc({ typeId: 6, amount: 10000n, bets: bets(3, 0) }).payout).toBe(20000n);
    // K = 5 → potential 125.00 whatever the statuses
    const open = calc({ typeId: 6, amount: 10000n, bets: bets(-1, -1) });
    expect(open.potentialPayout).toBe(12500n);
    expect(open.potentialCoef).toEqual(rational(5n, 4n));
  });
});

describe('pending versus settled lines', () => {
  it('settles an express lost on one leg while another is unknown', () => {
    const result = calc({
      typeId: 1,
      amount: 10000n,
      bets: [
        { coef: 2500, statusId: 0 },
        { coef: 2000, statusId: -1 },
      ],
    });
    expect(result).toMatchObject({ payout: 0n, status: 'lose' });
    expect(result.lines[0]).toMatchObject({ status: 'lose', payout: rational(0n) });
  });

  it('keeps a system pending only while some line has an unknown leg and no lost one', () => {
    const system = (a: BetStatusId, b: BetStatusId, c: BetStatusId) =>
      calc({
        typeId: 2,
        amount: 30000n,
        systemValue: 2,
        bets: [
          { coef: 2500, statusId: a },
          { coef: 2000, statusId: b },
          { coef: 1500, statusId: c },
        ],
      });
    expect(system(0, 0, -1)).toMatchObject({ payout: 0n, status: 'lose' });
    const open = system(0, -1, 1);
    expect(open.status).toBe('pending');
    expect(open.lines.map((l) => l.status)).toEqual(['lose', 'lose', 'pending']);
  });

  it('stops a chain at the first loss and never pays below zero', () => {
    const chain = (...statuses: BetStatusId[]) =>
      calc({
        typeId: 3,
        amount: 10000n,
        bets: statuses.map((statusId) => ({ coef: 2500, statusId })),
      });
    // won 2.5 then lost: 100 × 1.5 banked
    expect(chain(1, 0, -1)).toMatchObject({ payout: 15000n, status: 'win' });
    expect(chain(1, 0, -1).lines.map((l) => l.status)).toEqual(['win', 'lose', 'unplayed']);
    // half lose (−0.5) then lost: −50 → 0
    expect(chain(5, 0)).toMatchObject({ payout: 0n, status: 'lose' });
    // three half losses and no loss: 100 × (1 − 1.5) → 0
    expect(chain(5, 5, 5)).toMatchObject({ payout: 0n, status: 'lose' });
    // unknown first leg leaves the rest pending even if a later leg is known
    expect(chain(-1, 0).status).toBe('pending');
  });

  it('returns the amounts of conditional legs after a loss', () => {
    const result = calc({
      typeId: 5,
      bets: [
        { coef: 2500, statusId: 1, amount: 1000n },
        { coef: 2000, statusId: 0, amount: 2000n },
        { coef: 3000, statusId: -1, amount: 3000n },
      ],
    });
    // 10 × 2.5 + 0 + 30 returned
    expect(result).toMatchObject({ payout: 5500n, totalStake: 6000n, status: 'partial' });
    expect(result.lines.map((l) => l.status)).toEqual(['win', 'lose', 'unplayed']);
  });
});

describe('rounding and totals', () => {
  it('rounds down once at the end, not per line', () => {
    // 3 lines at 10.00/3 each; each line pays 3.333.. × 1.001² → sum then floor
    const result = calc({
      typeId: 2,
      amount: 1000n,
      systemValue: 2,
      bets: [1001, 1001, 1001].map((coef) => ({ coef, statusId: 1 as const })),
    });
    // exact: 1000 × 1.002001 = 1002.001 → 1002
    expect(result.exactPayout).toEqual(rational(1002001n, 1000n));
    expect(result.payout).toBe(1002n);
  });

  it('reports total stake and potential payout per stake source', () => {
    const multi = calc({
      typeId: 4,
      amountByBlockId: { '7': 1000n, '3': 500n },
      bets: [
        { coef: 2000, statusId: -1, blockId: 7 },
        { coef: 3000, statusId: -1, blockId: 3 },
      ],
    });
    expect(multi).toMatchObject({ totalStake: 1500n, potentialPayout: 3500n, status: 'pending' });
    expect(multi.lines.map((l) => l.legs)).toEqual([[0], [1]]);
  });

  it('lists no lines when asked not to, with the same payout', () => {
    const input: CalculatorInput = {
      typeId: 7,
      amount: 7000n,
      bets: [1500, 2200, 3100].map((coef) => ({ coef, statusId: 1 as const })),
    };
    const without = calculate(input, { lines: false });
    expect(without.ok && without.value.lines).toEqual([]);
    expect(without.ok && without.value.payout).toBe(calc(input).payout);
  });
});

describe('the calculator example of issue 6', () => {
  it('pays system 2/3 of 2.5 won, 1.8 lost, 3.1 half won on 100.00', () => {
    const result = calc({
      typeId: 2,
      amount: 10000n,
      systemValue: 2,
      bets: [
        { coef: 2500, statusId: 1 },
        { coef: 1800, statusId: 0 },
        { coef: 3100, statusId: 4 },
      ],
    });
    // Only line {0,2} survives: 100/3 × 2.5 × (3.1 + 1)/2 = 170.8333… → 170.83
    expect(result.lines.map((l) => l.status)).toEqual(['lose', 'win', 'lose']);
    expect(result.exactPayout).toEqual(rational(51250n, 3n));
    expect(result).toMatchObject({ payout: 17083n, status: 'win', totalStake: 10000n });
    // all won: 100/3 × (2.5·1.8 + 2.5·3.1 + 1.8·3.1) = 100/3 × 17.83 = 594.33…
    expect(result.potentialPayout).toBe(59433n);
    expect(result.potentialCoef).toEqual(rational(1783n, 300n));
  });
});

describe('express bonus', () => {
  const bets = (status: BetStatusId) =>
    [2000, 2000, 2000].map((coef) => ({ coef, statusId: status }));

  it('multiplies the payout of a fully won express by the frozen multiplier', () => {
    const result = calc({
      typeId: 1,
      amount: 10000n,
      bets: bets(1),
      bonusMultiplier: rational(103n, 100n),
    });
    expect(result).toMatchObject({ payout: 82400n, bonusApplied: true, potentialPayout: 82400n });
    expect(result.potentialCoef).toEqual(rational(824n, 100n));
  });

  it('pays no bonus when a leg is returned, and ignores it for other types', () => {
    const partly = calc({
      typeId: 1,
      amount: 10000n,
      bets: [...bets(1).slice(0, 2), { coef: 2000, statusId: 2 }],
      bonusMultiplier: rational(103n, 100n),
    });
    expect(partly).toMatchObject({ payout: 40000n, bonusApplied: false });
    const chain = calc({ typeId: 3, amount: 10000n, bets: bets(1), bonusMultiplier: rational(2n) });
    expect(chain).toMatchObject({ payout: 40000n, bonusApplied: false, potentialPayout: 40000n });
  });
});

describe('problems', () => {
  it('refuses malformed coupons with typed problems', () => {
    expect(calculate({ typeId: 11, amount: 1n, bets: [] })).toEqual({
      ok: false,
      problems: [{ code: 'type_invalid' }],
    });
    const many = Array.from({ length: 10_000 }, () => ({ coef: 2000, statusId: 1 }));
    expect(calculate({ typeId: 1, amount: 1n, bets: many })).toEqual({
      ok: false,
      problems: [{ code: 'bets_count', params: { min: 2, max: 30, actual: 10_000 } }],
    });
    const bad = calculate({
      typeId: 2,
      amount: -5n,
      systemValue: 3,
      bets: [
        { coef: 1000, statusId: 1 },
        { coef: 2000, statusId: 9 },
        { coef: 2000.5, statusId: 1 },
      ],
      bonusMultiplier: rational(1n, 2n),
    });
    expect(bad.ok ? [] : bad.problems).toEqual([
      { code: 'coef_invalid', legIndex: 0 },
      { code: 'coef_invalid', legIndex: 2 },
      { code: 'amount_not_positive' },
      { code: 'system_value_out_of_range', params: { min: 2, max: 2, actual: 3 } },
      { code: 'status_invalid', legIndex: 1 },
      { code: 'bonus_multiplier_invalid' },
    ]);
  });

  it('checks the stakes of multi-bets and per-leg types', () => {
    const multi = calculate({
      typeId: 4,
      amountByBlockId: { '1': 100n, '9': 5n, x: 1n },
      bets: [
        { coef: 2000, statusId: 1, blockId: 1 },
        { coef: 2000, statusId: 1 },
      ],
    });
    expect(multi.ok ? [] : multi.problems).toEqual([
      { code: 'block_missing', legIndex: 1 },
      { code: 'blocks_count', params: { min: 2, actual: 1 } },
      { code: 'block_unknown', blockId: 9 },
      { code: 'block_unknown' },
    ]);
    const singles = calculate({
      typeId: 9,
      bets: [
        { coef: 2000, statusId: 1, amount: 0n },
        { coef: 2000, statusId: 1 },
      ],
    });
    expect(singles.ok ? [] : singles.problems).toEqual([
      { code: 'amount_not_positive', legIndex: 0 },
      { code: 'amount_missing', legIndex: 1 },
    ]);
  });
});
