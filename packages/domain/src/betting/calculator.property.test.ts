import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculate } from './calculator.ts';
import type { CalculatorBet, CalculatorInput, CouponCalculation } from './calculator.ts';
import { combinations } from './combinations.ts';
import { binomial, BETS_COUNT_BY_TYPE, COUPON_TYPE_IDS } from './coupon-types.ts';
import type { CouponTypeId } from './coupon-types.ts';
import { BET_STATUS_IDS, isHalfStatus, legFactor } from './legs.ts';
import type { BetStatusId } from './legs.ts';
import {
  addRational,
  compareRational,
  floorRational,
  multiplyRational,
  rational,
  RATIONAL_ZERO,
} from './rational.ts';
import type { Rational } from './rational.ts';

// Coefs up to 15.000 and at most 7 legs keep every run fast while covering all shapes.
const coefArb = fc.integer({ min: 1001, max: 15_000 });
const amountArb = fc.bigInt({ min: 1n, max: 10n ** 9n });
const anyStatus = fc.constantFrom(...BET_STATUS_IDS);

function calc(input: CalculatorInput): CouponCalculation {
  const result = calculate(input);
  if (!result.ok) throw new Error(`unexpected problems: ${JSON.stringify(result.problems)}`);
  return result.value;
}

/** A well-formed coupon of `typeId` whose legs take statuses from `statuses`. */
function couponArb(
  typeId: CouponTypeId,
  statuses: fc.Arbitrary<BetStatusId> = anyStatus,
): fc.Arbitrary<CalculatorInput> {
  const { min, max } = BETS_COUNT_BY_TYPE[typeId];
  // An anti-express refuses half results: those legs lose instead.
  const legStatuses =
    typeId === 6 ? statuses.map((st): BetStatusId => (isHalfStatus(st) ? 0 : st)) : statuses;
  const leg = fc.record({
    coef: coefArb,
    statusId: legStatuses,
    amount: amountArb,
    block: fc.nat(2),
  });
  return fc
    .record({
      amount: amountArb,
      legs: fc.array(leg, { minLength: min, maxLength: Math.min(max, 7) }),
      k: fc.nat(),
      blockAmounts: fc.tuple(amountArb, amountArb, amountArb),
    })
    .map(({ amount, legs, k, blockAmounts }): CalculatorInput => {
      const bets: CalculatorBet[] = legs.map((l, i) => {
        if (typeId === 5 || typeId === 9)
          return { coef: l.coef, statusId: l.statusId, amount: l.amount };
        // legs 0 and 1 sit in blocks 0 and 1 so that a multi-bet always has two blocks
        if (typeId === 4)
          return { coef: l.coef, statusId: l.statusId, blockId: i < 2 ? i : l.block };
        return { coef: l.coef, statusId: l.statusId };
      });
      if (typeId === 4) {
        const used = new Set(bets.map((b) => b.blockId));
        const amountByBlockId: Record<string, bigint> = {};
        blockAmounts.forEach((a, id) => {
          if (used.has(id)) amountByBlockId[String(id)] = a;
        });
        return { typeId, bets, amountByBlockId };
      }
      if (typeId === 2) return { typeId, amount, bets, systemValue: 2 + (k % (bets.length - 2)) };
      return { typeId, amount, bets };
    });
}

const anyCoupon = fc.constantFrom(...COUPON_TYPE_IDS).chain((t) => couponArb(t));

function sumLines(lines: CouponCalculation['lines']): Rational | null {
  let sum: Rational | null = RATIONAL_ZERO;
  for (const line of lines) sum = sum && line.payout ? addRational(sum, line.payout) : null;
  return sum;
}

describe('calculator properties', () => {
  it('never pays a negative amount, and never pays while pending', () => {
    // Half losses pull a chain's banked profit below zero: weight them in.
    const losing = fc.oneof(
      { arbitrary: fc.constant<BetStatusId>(5), weight: 3 },
      { arbitrary: anyStatus, weight: 2 },
    );
    const coupons = fc.oneof(
      anyCoupon,
      fc.constantFrom(...COUPON_TYPE_IDS).chain((t) => couponArb(t, losing)),
    );
    fc.assert(
      fc.property(coupons, (input) => {
        const result = calc(input);
        if (result.payout === null) expect(result.status).toBe('pending');
        else expect(result.payout).toBeGreaterThanOrEqual(0n);
        expect(result.potentialPayout).toBeGreaterThanOrEqual(0n);
      }),
    );
  });

  it('rounds down once: payout ≤ exact payout < payout + 1 minor unit', () => {
    fc.assert(
      fc.property(anyCoupon, (input) => {
        const { payout, exactPayout } = calc(input);
        if (payout === null || exactPayout === null) return;
        expect(compareRational(rational(payout), exactPayout)).toBeLessThanOrEqual(0);
        expect(compareRational(exactPayout, rational(payout + 1n))).toBe(-1);
        expect(floorRational(exactPayout)).toBe(payout);
      }),
    );
  });

  it('sums exact line payouts before rounding for the types that add their lines', () => {
    const additive = fc
      .constantFrom<CouponTypeId>(0, 1, 2, 4, 5, 7, 8, 9)
      .chain((t) => couponArb(t));
    fc.assert(
      fc.property(additive, (input) => {
        const result = calc(input);
        if (result.exactPayout === null) return;
        expect(sumLines(result.lines)).toEqual(result.exactPayout);
        for (const line of result.lines) {
          // Lines are built by fast paths; they must still be normalised fractions.
          if (line.factor) expect(line.factor).toEqual(rational(line.factor.num, line.factor.den));
          if (line.payout) expect(line.payout).toEqual(rational(line.payout.num, line.payout.den));
        }
        const perLine = result.lines.reduce(
          (s, l) => s + floorRational(l.payout ?? RATIONAL_ZERO),
          0n,
        );
        expect(result.payout).toBeGreaterThanOrEqual(perLine);
      }),
    );
  });

  it('gives the stake back when every leg is returned, for every type', () => {
    const returned = fc.constantFrom<BetStatusId>(2, 3);
    const coupons = fc.constantFrom(...COUPON_TYPE_IDS).chain((t) => couponArb(t, returned));
    fc.assert(
      fc.property(coupons, (input) => {
        const result = calc(input);
        expect(result.payout).toBe(result.totalStake);
        expect(result.status).toBe('return');
      }),
    );
  });

  it('pays a single exactly as an express of that leg (plus a returned leg, factor 1)', () => {
    fc.assert(
      fc.property(coefArb, anyStatus, amountArb, coefArb, (coef, statusId, amount, other) => {
        const single = calc({ typeId: 0, amount, bets: [{ coef, statusId }] });
        const express = calc({
          typeId: 1,
          amount,
          bets: [
            { coef, statusId },
            { coef: other, statusId: 3 },
          ],
        });
        expect(express.payout).toBe(single.payout);
        expect(express.status).toBe(single.status);
        const factor = legFactor(coef, statusId);
        expect(single.exactPayout).toEqual(factor && multiplyRational(rational(amount), factor));
      }),
    );
  });

  it('pays a fully won system k/n the sum over its combinations', () => {
    const won = fc.constant<BetStatusId>(1);
    fc.assert(
      fc.property(couponArb(2, won), (input) => {
        const n = input.bets.length;
        const k = input.systemValue ?? 2;
        const stake = rational(input.amount ?? 0n, binomial(n, k));
        let expected = RATIONAL_ZERO;
        for (const combo of combinations(n, k)) {
          let line = stake;
          for (const i of combo)
            line = multiplyRational(line, rational(BigInt(input.bets[i]?.coef ?? 0), 1000n));
          expected = addRational(expected, line);
        }
        const result = calc(input);
        expect(result.exactPayout).toEqual(expected);
        expect(result.payout).toBe(floorRational(expected));
        expect(result.potentialPayout).toBe(result.payout);
      }),
    );
  });

  it('pays the potential payout when every leg wins (every type but anti-express)', () => {
    const won = fc.constant<BetStatusId>(1);
    const coupons = fc
      .constantFrom<CouponTypeId>(0, 1, 2, 3, 4, 5, 7, 8, 9)
      .chain((t) => couponArb(t, won));
    fc.assert(
      fc.property(coupons, (input) => {
        const result = calc(input);
        expect(result.payout).toBe(result.potentialPayout);
      }),
    );
  });

  it('lists 2^n − 1 lucky lines and 7 patent lines, each staked A / lines', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<CouponTypeId>(7, 8).chain((t) => couponArb(t)),
        (input) => {
          const { lines } = calc(input);
          const count = 2 ** input.bets.length - 1;
          expect(lines).toHaveLength(input.typeId === 8 ? 7 : count);
          expect(new Set(lines.map((l) => l.legs.join(','))).size).toBe(count);
          for (const line of lines)
            expect(line.stake).toEqual(rational(input.amount ?? 0n, BigInt(count)));
        },
      ),
    );
  });

  it('ignores every chain or conditional leg after the first lost one', () => {
    const sequential = fc
      .constantFrom<CouponTypeId>(3, 5)
      .chain((t) =>
        fc.tuple(couponArb(t), fc.nat(), fc.array(anyStatus, { minLength: 30, maxLength: 30 })),
      );
    fc.assert(
      fc.property(sequential, ([input, at, noise]) => {
        const lostAt = at % input.bets.length;
        const bets = input.bets.map((b, i) => (i === lostAt ? { ...b, statusId: 0 } : b));
        const after = bets.map((b, i) => (i > lostAt ? { ...b, statusId: noise[i] ?? -1 } : b));
        const base = calc({ ...input, bets });
        const changed = calc({ ...input, bets: after });
        expect(changed.payout).toBe(base.payout);
        expect(changed.status).toBe(base.status);
      }),
    );
  });

  it('pays a settled chain the same whatever the order of the legs before the first loss', () => {
    const settled = fc.constantFrom<BetStatusId>(1, 2, 3, 4, 5, 6);
    fc.assert(
      fc.property(couponArb(3, settled), fc.boolean(), (input, lose) => {
        const head = input.bets.slice(0, 29);
        const tail: CalculatorBet[] = lose ? [{ coef: 2000, statusId: 0 }] : [];
        const a = calc({ ...input, bets: [...head, ...tail] });
        const b = calc({ ...input, bets: [...[...head].reverse(), ...tail] });
        expect(b.payout).toBe(a.payout);
      }),
    );
  });

  it('pays a conditional its played legs in order and returns the rest after a loss', () => {
    const settled = fc.constantFrom<BetStatusId>(1, 2, 3, 4, 5, 6);
    fc.assert(
      fc.property(couponArb(5, settled), fc.nat(), (input, at) => {
        const lostAt = at % input.bets.length;
        const bets = input.bets.map((b, i) => (i === lostAt ? { ...b, statusId: 0 } : b));
        let expected = RATIONAL_ZERO;
        bets.forEach((b, i) => {
          const stake = rational(b.amount ?? 0n);
          const factor = legFactor(b.coef, b.statusId as BetStatusId) ?? RATIONAL_ZERO;
          if (i > lostAt) expected = addRational(expected, stake);
          else expected = addRational(expected, multiplyRational(stake, factor));
        });
        expect(calc({ ...input, bets }).exactPayout).toEqual(expected);
      }),
    );
  });
});
