import { describe, expect, it } from 'vitest';
import { expressBonus, expressBonusPercent } from './express-bonus.ts';
import { rational } from './rational.ts';

const legs = (n: number, coef = 1500, marketKind = 1) =>
  Array.from({ length: n }, () => ({ coef, marketKind }));

describe('expressBonus (spec §5)', () => {
  it('offers 1 % per leg from 3 to 9 legs and 10 % from 10 legs', () => {
    expect(expressBonus({ enabled: true, typeId: 1, bets: legs(3) })).toEqual({
      eligible: true,
      percent: 3,
      multiplier: rational(103n, 100n),
    });
    expect(expressBonus({ enabled: true, typeId: 1, bets: legs(9) })).toMatchObject({ percent: 9 });
    expect(expressBonus({ enabled: true, typeId: 1, bets: legs(10) })).toMatchObject({
      percent: 10,
      multiplier: rational(11n, 10n),
    });
    expect(expressBonus({ enabled: true, typeId: 1, bets: legs(25) })).toMatchObject({
      percent: 10,
    });
    expect([0, 1, 2, 9, 10, 30].map(expressBonusPercent)).toEqual([0, 1, 2, 9, 10, 10]);
  });

  it('is not offered when disabled, not an express, under 3 legs, or with a weak or kind-7 leg', () => {
    const no = { eligible: false };
    expect(expressBonus({ enabled: false, typeId: 1, bets: legs(3) })).toEqual(no);
    expect(expressBonus({ enabled: true, typeId: 2, bets: legs(3) })).toEqual(no);
    expect(expressBonus({ enabled: true, typeId: 1, bets: legs(2) })).toEqual(no);
    expect(expressBonus({ enabled: true, typeId: 1, bets: [...legs(2), { coef: 1099 }] })).toEqual(
      no,
    );
    expect(
      expressBonus({ enabled: true, typeId: 1, bets: [...legs(2), { coef: 1100 }] }),
    ).toMatchObject({
      eligible: true,
    });
    expect(
      expressBonus({ enabled: true, typeId: 1, bets: [...legs(2), { coef: 2000, marketKind: 7 }] }),
    ).toEqual(no);
  });
});
