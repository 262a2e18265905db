import { describe, expect, it } from 'vitest';
import { parseStoredSettings } from './coupon-settings-store.ts';
import {
  attemptKey,
  couponSlipView,
  DEFAULT_SLIP_SETTINGS,
  effectiveType,
  initialAmount,
  nameUnknownLegs,
  offeredTypes,
  placeCouponBody,
  refusedLegMarks,
} from './coupon-slip.ts';
import type { CouponPick } from './coupon-store.ts';

function pick(outcomeId: number, gameId: number, coef: number, blocked = false): CouponPick {
  return {
    outcomeId,
    gameId,
    marketId: outcomeId * 10,
    sportId: 1,
    champId: 1,
    coef,
    isLive: false,
    gameName: `Game ${gameId}`,
    marketName: '1X2',
    outcomeName: 'W1',
    blocked,
  };
}

const three = [pick(1, 100, 2.5), pick(2, 200, 1.8), pick(3, 300, 3.1)];

describe('coupon slip view', () => {
  it('offers single for one leg and every multi-leg type for three independent legs', () => {
    expect(offeredTypes([pick(1, 100, 2)])).toEqual([0]);
    expect(offeredTypes(three)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('drops the combining types when two legs share a game and flags both legs', () => {
    const picks = [pick(1, 100, 2), pick(2, 100, 1.5)];
    expect(offeredTypes(picks)).toEqual([3, 4, 5, 9]);
    const view = couponSlipView(picks, { ...DEFAULT_SLIP_SETTINGS, typeId: 1, amount: '5' });
    expect(view.typeId).toBe(3);
    expect([...view.dependentLegs].sort()).toEqual([0, 1]);
  });

  it('keeps the chosen type while allowed and falls back to express, then the first offered', () => {
    expect(effectiveType(2, [1, 2, 3])).toBe(2);
    expect(effectiveType(2, [0])).toBe(0);
    expect(effectiveType(0, [1, 3])).toBe(1);
    expect(effectiveType(1, [3])).toBe(3);
  });

  it('computes an express potential win with the engine (2.5 × 1.8 × 3.1 = 13.95)', () => {
    const view = couponSlipView(three, { ...DEFAULT_SLIP_SETTINGS, typeId: 1, amount: '10.00' });
    expect(view.stake).toBe(1000n);
    expect(view.totalCoef).toBe('13.950');
    expect(view.potentialPayout).toBe(13950n);
    expect(view.problems).toEqual([]);
  });

  it('computes a system 2/3: the stake shared by three doubles', () => {
    const view = couponSlipView(three, {
      ...DEFAULT_SLIP_SETTINGS,
      typeId: 2,
      systemValue: 2,
      amount: '30',
    });
    expect(view.systemOptions.map((o) => [o.value, o.combo])).toEqual([[2, 3]]);
    // 10 × (4.5 + 7.75 + 5.58) = 178.30
    expect(view.potentialPayout).toBe(17830n);
  });

  it('clamps a stored system value to the legs it has', () => {
    const view = couponSlipView(three, { ...DEFAULT_SLIP_SETTINGS, typeId: 2, systemValue: 9 });
    expect(view.systemValue).toBe(2);
  });

  it('shows no potential win and a problem for an unparsable or zero stake', () => {
    const bad = couponSlipView(three, { ...DEFAULT_SLIP_SETTINGS, typeId: 1, amount: '1,5' });
    expect(bad.stake).toBeNull();
    expect(bad.potentialPayout).toBeNull();
    const zero = couponSlipView(three, { ...DEFAULT_SLIP_SETTINGS, typeId: 1, amount: '0' });
    expect(zero.problems.map((p) => p.code)).toContain('amount_not_positive');
  });

  it('reports a blocked leg', () => {
    const view = couponSlipView([pick(1, 100, 2, true)], { ...DEFAULT_SLIP_SETTINGS, amount: '5' });
    expect(view.problems.map((p) => p.code)).toContain('bet_blocked');
  });

  it('starts with the currency initial bet', () => {
    expect(initialAmount('USD')).toBe('5.00');
    expect(initialAmount('XYZ')).toBe('150.00');
  });
});

describe('stakes by leg and by block', () => {
  it('stakes many singles leg by leg, each leg defaulting to the coupon amount', () => {
    const settings = {
      ...DEFAULT_SLIP_SETTINGS,
      typeId: 9 as const,
      amount: '10',
      amountByBet: { '2': '20' },
    };
    const view = couponSlipView(three, settings);
    expect(view.stake).toBe(4000n);
    // 10 × 2.5 + 20 × 1.8 + 10 × 3.1 = 92.00
    expect(view.potentialPayout).toBe(9200n);
    expect(placeCouponBody(three, settings, 1)?.amountByBetId).toEqual({
      '1': '10.00',
      '2': '20.00',
      '3': '10.00',
    });
  });

  it('stakes a multi-bet block by block and sends each leg its block', () => {
    const settings = {
      ...DEFAULT_SLIP_SETTINGS,
      typeId: 4 as const,
      amount: '10',
      blockByBet: { '1': 1, '2': 1, '3': 2 },
      amountByBlock: { '2': '5' },
    };
    const view = couponSlipView(three, settings);
    expect(view.blocks).toEqual([1, 2]);
    expect(view.stake).toBe(1500n);
    // Block 1: 10 × 2.5 × 1.8 = 45; block 2: 5 × 3.1 = 15.50
    expect(view.potentialPayout).toBe(6050n);
    const body = placeCouponBody(three, settings, 1);
    expect(body?.amountByBlockId).toEqual({ '1': '10.00', '2': '5.00' });
    expect(body?.bets.map((b) => b.blockId)).toEqual([1, 1, 2]);
  });

  it('flags legs of one game only within the same block', () => {
    const picks = [pick(1, 100, 2), pick(2, 100, 1.5), pick(3, 300, 3)];
    const apart = couponSlipView(picks, { ...DEFAULT_SLIP_SETTINGS, typeId: 4, amount: '5' });
    expect(apart.dependentLegs.size).toBe(0);
    const together = couponSlipView(picks, {
      ...DEFAULT_SLIP_SETTINGS,
      typeId: 4,
      amount: '5',
      blockByBet: { '1': 1, '2': 1, '3': 2 },
    });
    expect([...together.dependentLegs].sort()).toEqual([0, 1]);
    expect(together.problems.map((p) => p.code)).toContain('dependent_bets');
  });
});

describe('placement body and idempotency key', () => {
  it('builds the outgoing coupon of spec §3', () => {
    const body = placeCouponBody(
      three,
      { ...DEFAULT_SLIP_SETTINGS, typeId: 2, systemValue: 2, amount: '30', changeCoefAction: 0 },
      7,
      ' SPRING ',
    );
    expect(body).toEqual({
      typeId: 2,
      accountId: 7,
      amount: '30.00',
      systemValue: 2,
      changeCoefAction: 0,
      bets: [
        { outcomeId: 1, coef: 2.5 },
        { outcomeId: 2, coef: 1.8 },
        { outcomeId: 3, coef: 3.1 },
      ],
      promoCode: 'SPRING',
    });
  });

  it('reuses the key for a retry of the same coupon and takes a new one after a change', () => {
    let n = 0;
    const next = () => `k${++n}`;
    const body = placeCouponBody(three, { ...DEFAULT_SLIP_SETTINGS, typeId: 1, amount: '5' }, 1);
    if (!body) throw new Error('no body');
    const first = attemptKey(null, body, next);
    expect(attemptKey(first, body, next).key).toBe('k1');
    expect(attemptKey(first, { ...body, amount: '6.00' }, next).key).toBe('k2');
  });
});

describe('stored settings', () => {
  it('keeps valid fields and drops tampered ones', () => {
    expect(
      parseStoredSettings(
        JSON.stringify({ typeId: 2, systemValue: 3, amount: '7.5', changeCoefAction: 1 }),
      ),
    ).toEqual({
      ...DEFAULT_SLIP_SETTINGS,
      typeId: 2,
      systemValue: 3,
      amount: '7.5',
      changeCoefAction: 1,
    });
    expect(
      parseStoredSettings(JSON.stringify({ typeId: 42, systemValue: 'x', changeCoefAction: 7 })),
    ).toEqual(DEFAULT_SLIP_SETTINGS);
    expect(parseStoredSettings('{broken')).toEqual(DEFAULT_SLIP_SETTINGS);
  });
});

describe('refused legs', () => {
  it('marks the legs an odds refusal names as changed and leaves the others', () => {
    const marks = refusedLegMarks(three, 'coef_changed', [2, 999]);
    expect([...marks]).toEqual([[2, 'changed']]);
    expect([...refusedLegMarks(three, 'coef_dropped', [1])]).toEqual([[1, 'changed']]);
  });

  it('marks suspended, finished and unknown legs as unavailable', () => {
    for (const code of ['bet_blocked', 'game_finished', 'outcome_unknown']) {
      expect([...refusedLegMarks(three, code, [1, 3])]).toEqual([
        [1, 'unavailable'],
        [3, 'unavailable'],
      ]);
    }
    expect(refusedLegMarks(three, 'amount_min', []).size).toBe(0);
  });

  it('names an unknown outcome from the slip’s own pick', () => {
    const message = 'Эти исходы больше недоступны: исход 2, исход 7. Удалите их';
    expect(nameUnknownLegs(message, three, [2, 7], (id) => `исход ${id}`)).toBe(
      'Эти исходы больше недоступны: Game 200: W1, исход 7. Удалите их',
    );
  });
});
