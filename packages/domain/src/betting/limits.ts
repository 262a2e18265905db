/**
 * Min and max stake of spec §5: "Min/max amount apply only to types listed in config; max does
 * not apply to a bonus account."
 *
 * Our reading of what is compared: the stake the user types. For the types staked as a whole
 * that is `A`, and for system, lucky and patent — whose `A` is shared between lines — the
 * minimum applies to each line, so `A` must be at least `min × lines` (the `minBetAmount` of a
 * system option). For a multi-bet each block's amount, and for conditional and many singles
 * each leg's amount, is checked on its own.
 */
import { sharedStakeLines, stakeSource } from './coupon-types.ts';
import type { CouponTypeId } from './coupon-types.ts';
import type { CouponProblem } from './problems.ts';
import { blockIdsOf, MIN_SYSTEM_VALUE } from './shape.ts';
import type { CouponShape } from './shape.ts';

/** Stake limits from the coupon state and site config. */
export interface AmountLimitRules {
  /** Least stake in minor units (per line for system, lucky and patent). */
  readonly minBetAmount?: bigint | null;
  /** Greatest stake in minor units; `null` or absent means unlimited (the spec's default). */
  readonly maxBetAmount?: bigint | null;
  /** Site config `couponTypesWithMinAmount`: the types the minimum applies to. */
  readonly couponTypesWithMinAmount?: readonly number[];
  /** Site config `couponTypesWithMaxAmount`: the types the maximum applies to. */
  readonly couponTypesWithMaxAmount?: readonly number[];
  /** The stake comes from a bonus account (type 4): no maximum then. */
  readonly isBonusAccount?: boolean;
  /**
   * The least stake of the currency in minor units (decision 020): every stake the player types
   * — the coupon's amount, a block's, a leg's own — whatever the coupon type; null for none.
   */
  readonly leastStake?: bigint | null;
}

interface StakeUnit {
  readonly amount: bigint;
  readonly where: Pick<CouponProblem, 'legIndex' | 'blockId'>;
  readonly lines: bigint;
}

function stakeUnits(coupon: CouponShape & { readonly typeId: CouponTypeId }): StakeUnit[] {
  const { typeId, bets } = coupon;
  const source = stakeSource(typeId);
  if (source === 'total') {
    const k = coupon.systemValue ?? MIN_SYSTEM_VALUE;
    const lines = sharedStakeLines(typeId, bets.length, k);
    return [{ amount: coupon.amount ?? 0n, where: {}, lines: lines > 0n ? lines : 1n }];
  }
  if (source === 'bet') {
    return bets.map((bet, legIndex) => ({
      amount: bet.amount ?? 0n,
      where: { legIndex },
      lines: 1n,
    }));
  }
  const amounts = coupon.amountByBlockId ?? {};
  return blockIdsOf(bets).map((blockId) => ({
    amount: amounts[String(blockId)] ?? 0n,
    where: { blockId },
    lines: 1n,
  }));
}

/**
 * The stakes of a coupon outside its limits: below `minBetAmount` (per line where `A` is
 * shared) when the type is in `couponTypesWithMinAmount`; above `maxBetAmount` when the type is
 * in `couponTypesWithMaxAmount` and the account is not a bonus account; below the currency's
 * `leastStake` for any type (each stake as typed). `params.min` is the least acceptable amount
 * for that stake; `params.max` the greatest.
 */
export function amountLimitProblems(
  coupon: CouponShape & { readonly typeId: CouponTypeId },
  rules: AmountLimitRules,
): CouponProblem[] {
  const { typeId } = coupon;
  const min = rules.minBetAmount;
  const max = rules.maxBetAmount;
  const checkMin =
    typeof min === 'bigint' && (rules.couponTypesWithMinAmount ?? []).includes(typeId);
  const checkMax =
    typeof max === 'bigint' &&
    !rules.isBonusAccount &&
    (rules.couponTypesWithMaxAmount ?? []).includes(typeId);
  const problems: CouponProblem[] = [];
  const least = rules.leastStake;
  for (const unit of stakeUnits(coupon)) {
    if (
      typeof least === 'bigint' &&
      unit.amount < least &&
      !(checkMin && least < min * unit.lines)
    ) {
      problems.push({ code: 'amount_below_min', ...unit.where, params: { min: least } });
      continue;
    }
    if (checkMin && unit.amount < min * unit.lines) {
      problems.push({ code: 'amount_below_min', ...unit.where, params: { min: min * unit.lines } });
    }
    if (checkMax && unit.amount > max) {
      problems.push({ code: 'amount_above_max', ...unit.where, params: { max } });
    }
  }
  return problems;
}
