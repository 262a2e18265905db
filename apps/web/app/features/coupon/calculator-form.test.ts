import { describe, expect, it } from 'vitest';
import { formBlockIds, INITIAL_CALCULATOR_FORM, runCalculator } from './calculator-form.ts';
import type { CalculatorForm } from './calculator-form.ts';

function payoutOf(form: CalculatorForm): bigint | null {
  const outcome = runCalculator(form);
  if (outcome.kind !== 'result' || !outcome.result.ok) throw new Error('no result');
  return outcome.result.value.payout;
}

describe('betting calculator form', () => {
  it('settles the issue example: system 2/3, 100 staked, won, lost, half win half return', () => {
    const outcome = runCalculator(INITIAL_CALCULATOR_FORM);
    if (outcome.kind !== 'result' || !outcome.result.ok) throw new Error('no result');
    // Lines of 33.33…: 2.5×0 = 0, 2.5×2.05 = 5.125, 0×2.05 = 0 → 100/3 × 5.125 = 170.83.
    expect(outcome.result.value.payout).toBe(17083n);
    expect(outcome.result.value.lines).toHaveLength(3);
  });

  it('accepts a comma as the decimal separator', () => {
    const form: CalculatorForm = {
      ...INITIAL_CALCULATOR_FORM,
      typeId: 0,
      amount: '10,5',
      legs: [{ coef: '2,0', statusId: 1, blockId: '', amount: '' }],
    };
    expect(payoutOf(form)).toBe(2100n);
  });

  it('uses per-leg stakes for many singles and block stakes for a multi-bet', () => {
    const singles: CalculatorForm = {
      ...INITIAL_CALCULATOR_FORM,
      typeId: 9,
      legs: [
        { coef: '2', statusId: 1, blockId: '', amount: '10' },
        { coef: '3', statusId: 0, blockId: '', amount: '5' },
      ],
    };
    expect(payoutOf(singles)).toBe(2000n);
    const multi: CalculatorForm = {
      ...INITIAL_CALCULATOR_FORM,
      typeId: 4,
      blockAmounts: { '1': '10', '2': '20' },
      legs: [
        { coef: '2', statusId: 1, blockId: '1', amount: '' },
        { coef: '1.5', statusId: 1, blockId: '1', amount: '' },
        { coef: '4', statusId: 1, blockId: '2', amount: '' },
      ],
    };
    expect(formBlockIds(multi)).toEqual(['1', '2']);
    expect(payoutOf(multi)).toBe(3000n + 8000n);
  });

  it('names the legs and the stake that do not parse instead of guessing', () => {
    const outcome = runCalculator({
      ...INITIAL_CALCULATOR_FORM,
      amount: 'ten',
      legs: [
        { coef: 'x', statusId: 1, blockId: '1', amount: '' },
        { coef: '2', statusId: 1, blockId: '1', amount: '' },
        { coef: '1.0001', statusId: 1, blockId: '1', amount: '' },
      ],
    });
    expect(outcome).toEqual({ kind: 'unparsed', legs: [0, 2], amount: true });
  });

  it('passes structural problems through from the engine', () => {
    const outcome = runCalculator({ ...INITIAL_CALCULATOR_FORM, systemValue: 3 });
    expect(outcome.kind === 'result' && !outcome.result.ok).toBe(true);
  });
});
