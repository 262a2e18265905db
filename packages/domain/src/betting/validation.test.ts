import { describe, expect, it } from 'vitest';
import type { CouponTypeId } from './coupon-types.ts';
import { availableTypes, promoCodeAllowed, validateCoupon, vipBetAvailable } from './validation.ts';
import type { CouponDraft, SelectionBet } from './validation.ts';

function leg(outcomeId: number, gameId: number, extra: Partial<SelectionBet> = {}): SelectionBet {
  return { outcomeId, gameId, coef: 2000, ...extra };
}

describe('availableTypes', () => {
  it('offers only a single for one leg and nothing for none', () => {
    expect(availableTypes([])).toEqual([]);
    expect(availableTypes([leg(1, 1)])).toEqual([0]);
  });

  it('offers by legs count: system from 3, lucky up to 8, patent at exactly 3', () => {
    const legs = (n: number) => Array.from({ length: n }, (_, i) => leg(i, i));
    expect(availableTypes(legs(2))).toEqual([1, 3, 4, 5, 6, 7, 9]);
    expect(availableTypes(legs(3))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(availableTypes(legs(9))).toEqual([1, 2, 3, 4, 5, 6, 9]);
    expect(availableTypes(legs(17))).toEqual([1, 3, 4, 5, 6, 9]);
    expect(availableTypes(legs(31))).toEqual([]);
  });

  it('drops the combining types for dependent or express-banned legs', () => {
    expect(availableTypes([leg(1, 1), leg(2, 1), leg(3, 2)])).toEqual([3, 4, 5, 9]);
    expect(availableTypes([leg(1, 1), leg(2, 2, { isBannedExpress: true })])).toEqual([3, 4, 5, 9]);
  });

  it('drops the anti-express for a leg that can settle half', () => {
    expect(availableTypes([leg(1, 1), leg(2, 2, { allowsHalfResult: true })])).toEqual([
      1, 3, 4, 5, 7, 9,
    ]);
  });
});

describe('promo code and VIP bet (spec §5)', () => {
  it('accepts a promo code for every type but many singles', () => {
    const allowed = ([0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const).filter(promoCodeAllowed);
    expect(allowed).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(promoCodeAllowed(12)).toBe(false);
  });

  it('allows a VIP bet only when enabled, capped, all line, non-empty and not type 9', () => {
    const base = { enabled: true, maxBetAmount: 100000n, typeId: 1, bets: [{ isLive: false }, {}] };
    expect(vipBetAvailable(base)).toBe(true);
    expect(vipBetAvailable({ ...base, enabled: false })).toBe(false);
    expect(vipBetAvailable({ ...base, maxBetAmount: null })).toBe(false);
    expect(vipBetAvailable({ ...base, bets: [{ isLive: true }] })).toBe(false);
    expect(vipBetAvailable({ ...base, bets: [] })).toBe(false);
    expect(vipBetAvailable({ ...base, typeId: 9 })).toBe(false);
  });
});

describe('validateCoupon', () => {
  const express: CouponDraft = { typeId: 1, amount: 10000n, bets: [leg(1, 1), leg(2, 2)] };

  it('accepts a well-formed coupon', () => {
    expect(validateCoupon(express)).toEqual([]);
  });

  it('refuses duplicates, blocked legs and dependent legs, naming them', () => {
    const problems = validateCoupon({
      typeId: 1,
      amount: 10000n,
      bets: [leg(1, 1), leg(1, 2), leg(3, 1, { isBlocked: true })],
    });
    expect(problems).toEqual([
      { code: 'duplicate_outcome', legIndex: 1, outcomeId: 1 },
      { code: 'bet_blocked', legIndex: 2, outcomeId: 3 },
      { code: 'dependent_bets', legIndex: 2, outcomeId: 3, params: { otherLegIndex: 0 } },
    ]);
  });

  it('allows legs of one game in a chain, and in different multi-bet blocks only', () => {
    expect(validateCoupon({ ...express, typeId: 3, bets: [leg(1, 1), leg(2, 1)] })).toEqual([]);
    const multi = (blocks: number[]): CouponDraft => ({
      typeId: 4,
      amountByBlockId: { '1': 100n, '2': 100n },
      bets: blocks.map((blockId, i) => leg(i, 7, { blockId })),
    });
    expect(validateCoupon(multi([1, 2]))).toEqual([]);
    expect(validateCoupon(multi([1, 1, 2]))).toEqual([
      { code: 'dependent_bets', legIndex: 1, outcomeId: 1, params: { otherLegIndex: 0 } },
    ]);
  });

  it('refuses express-banned legs in combining types and half-capable legs in an anti-express', () => {
    const bets = [leg(1, 1, { isBannedExpress: true, allowsHalfResult: true }), leg(2, 2)];
    expect(validateCoupon({ ...express, bets })).toEqual([
      { code: 'express_banned', legIndex: 0, outcomeId: 1 },
    ]);
    expect(validateCoupon({ ...express, typeId: 6, bets })).toEqual([
      { code: 'express_banned', legIndex: 0, outcomeId: 1 },
      { code: 'half_result_not_accepted', legIndex: 0, outcomeId: 1 },
    ]);
    expect(
      validateCoupon({ ...express, typeId: 9, bets: bets.map((b) => ({ ...b, amount: 1n })) }),
    ).toEqual([]);
  });

  it('refuses a promo code on many singles and a VIP bet where not allowed', () => {
    const singles: CouponDraft = {
      typeId: 9,
      bets: [leg(1, 1, { amount: 100n }), leg(2, 2, { amount: 100n })],
      promoCode: 'SPRING',
      isVipBet: true,
    };
    expect(validateCoupon(singles, { vipBetEnabled: true, maxBetAmount: 1000n })).toEqual([
      { code: 'promo_code_not_allowed' },
      { code: 'vip_bet_not_allowed' },
    ]);
    expect(
      validateCoupon(
        { ...express, promoCode: ' ', isVipBet: true },
        { vipBetEnabled: true, maxBetAmount: 1000000n },
      ),
    ).toEqual([]);
  });

  it('refuses a structurally broken coupon before anything else', () => {
    expect(validateCoupon({ typeId: 8, amount: 100n, bets: [leg(1, 1), leg(1, 1)] })).toEqual([
      { code: 'bets_count', params: { min: 3, max: 3, actual: 2 } },
    ]);
    expect(validateCoupon({ ...express, amount: 0n, systemValue: 5 })).toEqual([
      { code: 'amount_not_positive' },
    ]);
  });

  it('refuses a potential payout above maxPayout, counting the express bonus', () => {
    // 3 legs × 2.0 at 100.00 = 800.00; with the 3 % bonus 824.00
    const three: CouponDraft = {
      typeId: 1,
      amount: 10000n,
      bets: [leg(1, 1), leg(2, 2), leg(3, 3)],
    };
    expect(validateCoupon(three, { maxPayout: 80000n })).toEqual([]);
    expect(validateCoupon(three, { maxPayout: 80000n, expressBonusEnabled: true })).toEqual([
      { code: 'max_payout_exceeded', params: { max: 80000n, actual: 82400n } },
    ]);
    expect(validateCoupon(three, { maxPayout: 82400n, expressBonusEnabled: true })).toEqual([]);
  });

  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as CouponTypeId[])(
    'applies min/max only where configured (type %i)',
    (typeId) => {
      const n = typeId === 0 ? 1 : 3;
      const draft: CouponDraft = {
        typeId,
        amount: 50n,
        amountByBlockId: { '1': 50n, '2': 50n },
        bets: Array.from({ length: n }, (_, i) =>
          leg(i, i, { blockId: i === 0 ? 1 : 2, amount: 50n }),
        ),
      };
      const limits = { minBetAmount: 100n, maxBetAmount: 10n };
      expect(validateCoupon(draft, limits)).toEqual([]);
      const listed = {
        ...limits,
        couponTypesWithMinAmount: [typeId],
        couponTypesWithMaxAmount: [typeId],
      };
      const codes = validateCoupon(draft, listed).map((p) => p.code);
      expect(codes).toContain('amount_below_min');
      expect(codes).toContain('amount_above_max');
      const bonus = validateCoupon(draft, { ...listed, isBonusAccount: true }).map((p) => p.code);
      expect(bonus).toContain('amount_below_min');
      expect(bonus).not.toContain('amount_above_max');
    },
  );
});
