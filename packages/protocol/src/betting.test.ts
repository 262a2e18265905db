import { describe, expect, it } from 'vitest';
import { placeBodyProblem, placeCouponBodySchema } from './betting.ts';

const valid = {
  typeId: 2,
  accountId: 7,
  amount: '10.00',
  systemValue: 2,
  changeCoefAction: 2,
  bets: [
    { outcomeId: 1, coef: 2.5 },
    { outcomeId: 2, coef: '1.8' },
    { outcomeId: '3', coef: 3.1 },
  ],
};

function problemOf(body: unknown) {
  const parsed = placeCouponBodySchema.safeParse(body);
  if (parsed.success) throw new Error('expected a refusal');
  return placeBodyProblem(parsed.error);
}

describe('placeCouponBodySchema', () => {
  it('parses the outgoing coupon: coefs into thousandths, ids into numbers', () => {
    const parsed = placeCouponBodySchema.parse(valid);
    expect(parsed.bets).toEqual([
      { outcomeId: 1, coef: 2500 },
      { outcomeId: 2, coef: 1800 },
      { outcomeId: 3, coef: 3100 },
    ]);
  });

  it('names the problem of a bad coupon', () => {
    expect(problemOf({ ...valid, bets: [...valid.bets, { outcomeId: 2, coef: 2 }] })).toEqual({
      code: 'duplicate_outcome',
      legIndex: 3,
    });
    expect(problemOf({ ...valid, systemValue: 3 })).toEqual({ code: 'system_value_out_of_range' });
    expect(problemOf({ ...valid, amount: '-5' })).toEqual({ code: 'amount_negative' });
    expect(problemOf({ ...valid, amount: 'five' })).toEqual({ code: 'amount_format' });
    expect(problemOf({ ...valid, typeId: 12 })).toEqual({ code: 'type_invalid' });
    expect(problemOf({ ...valid, changeCoefAction: 5 })).toEqual({ code: 'coef_action_invalid' });
    expect(problemOf({ ...valid, bets: [{ outcomeId: 1, coef: 0.5 }] })).toEqual({
      code: 'coef_invalid',
      legIndex: 0,
    });
    expect(problemOf({ ...valid, bets: [{ outcomeId: -1, coef: 2 }] })).toEqual({
      code: 'outcome_invalid',
      legIndex: 0,
    });
    const many = Array.from({ length: 31 }, (_, i) => ({ outcomeId: i + 1, coef: 'x' }));
    expect(problemOf({ ...valid, bets: many })).toEqual({ code: 'bets_count' });
    expect(problemOf(null)).toEqual({ code: 'body_invalid' });
  });
});
