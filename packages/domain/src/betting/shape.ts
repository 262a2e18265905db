/**
 * Structural checks every coupon passes before any money math: type, legs count, coefs, the
 * stakes the type needs, the system value. Shared by the calculator (settlement, history,
 * calculator page) and by placement validation.
 */
import { isValidCoef, MAX_AMOUNT_MINOR } from './amounts.ts';
import { BETS_COUNT_BY_TYPE, isCouponTypeId, stakeSource } from './coupon-types.ts';
import type { CouponTypeId } from './coupon-types.ts';
import type { CouponProblem } from './problems.ts';

/** The smallest system value (spec §9). */
export const MIN_SYSTEM_VALUE = 2;

/** A leg as far as the coupon's structure goes. */
export interface CouponShapeBet {
  /** Coef in thousandths. */
  readonly coef: number;
  /** Block of a multi-bet (type 4). */
  readonly blockId?: number;
  /** Own stake in minor units (types 5 and 9, `amountByBetId`). */
  readonly amount?: bigint;
}

/** A coupon as far as its structure goes. */
export interface CouponShape {
  readonly typeId: number;
  /** Total stake `A` in minor units (every type but 4, 5 and 9). */
  readonly amount?: bigint;
  /** k of a system; defaults to 2. */
  readonly systemValue?: number;
  /** Stake of each multi-bet block in minor units, keyed by String(blockId). */
  readonly amountByBlockId?: Readonly<Record<string, bigint>>;
  readonly bets: readonly CouponShapeBet[];
}

/** The distinct block ids of a multi-bet in order of first appearance. */
export function blockIdsOf(bets: readonly CouponShapeBet[]): number[] {
  const ids: number[] = [];
  for (const bet of bets) {
    if (bet.blockId !== undefined && !ids.includes(bet.blockId)) ids.push(bet.blockId);
  }
  return ids;
}

function stakeProblems(
  value: bigint | undefined,
  where: Pick<CouponProblem, 'legIndex' | 'blockId'>,
): CouponProblem[] {
  if (typeof value !== 'bigint') return [{ code: 'amount_missing', ...where }];
  if (value <= 0n) return [{ code: 'amount_not_positive', ...where }];
  if (value > MAX_AMOUNT_MINOR) return [{ code: 'amount_too_large', ...where }];
  return [];
}

/**
 * The structural problems of a coupon, empty when it is well-formed: type 0..9; legs count
 * within {@link BETS_COUNT_BY_TYPE}; every coef valid thousandths; a positive total stake for
 * the types staked as a whole, a positive own stake on every leg of conditional and many
 * singles, and on a multi-bet an integer blockId on every leg, at least two blocks and a
 * positive stake for each block (and none for a block without legs); a system value k with
 * 2 ≤ k ≤ n − 1; a total stake within 10^15 minor units.
 */
export function couponShapeProblems(coupon: CouponShape): CouponProblem[] {
  const { typeId, bets } = coupon;
  if (!isCouponTypeId(typeId)) return [{ code: 'type_invalid' }];
  const range = BETS_COUNT_BY_TYPE[typeId];
  if (!Array.isArray(bets) || bets.length < range.min || bets.length > range.max) {
    const actual = Array.isArray(bets) ? bets.length : 0;
    return [{ code: 'bets_count', params: { min: range.min, max: range.max, actual } }];
  }
  const problems: CouponProblem[] = [];
  bets.forEach((bet, legIndex) => {
    if (!isValidCoef(bet.coef)) problems.push({ code: 'coef_invalid', legIndex });
  });
  problems.push(...stakeShapeProblems(typeId, coupon));
  if (typeId === 2) {
    const k = coupon.systemValue ?? MIN_SYSTEM_VALUE;
    const max = bets.length - 1;
    if (!Number.isInteger(k) || k < MIN_SYSTEM_VALUE || k > max) {
      problems.push({
        code: 'system_value_out_of_range',
        params: { min: MIN_SYSTEM_VALUE, max, actual: Number.isFinite(k) ? k : 0 },
      });
    }
  }
  return problems;
}

function stakeShapeProblems(typeId: CouponTypeId, coupon: CouponShape): CouponProblem[] {
  const { bets } = coupon;
  const source = stakeSource(typeId);
  if (source === 'total') return stakeProblems(coupon.amount, {});
  const problems: CouponProblem[] = [];
  let total = 0n;
  if (source === 'bet') {
    bets.forEach((bet, legIndex) => {
      const found = stakeProblems(bet.amount, { legIndex });
      problems.push(...found);
      if (found.length === 0 && bet.amount !== undefined) total += bet.amount;
    });
  } else {
    bets.forEach((bet, legIndex) => {
      if (!Number.isSafeInteger(bet.blockId)) problems.push({ code: 'block_missing', legIndex });
    });
    const blocks = blockIdsOf(bets).filter((id) => Number.isSafeInteger(id));
    if (blocks.length < 2) {
      problems.push({ code: 'blocks_count', params: { min: 2, actual: blocks.length } });
    }
    const amounts = coupon.amountByBlockId ?? {};
    for (const blockId of blocks) {
      const value = Object.hasOwn(amounts, String(blockId)) ? amounts[String(blockId)] : undefined;
      const found = stakeProblems(value, { blockId });
      problems.push(...found);
      if (found.length === 0 && value !== undefined) total += value;
    }
    for (const key of Object.keys(amounts)) {
      if (!blocks.some((id) => String(id) === key)) {
        const id = Number(key);
        problems.push(
          Number.isSafeInteger(id)
            ? { code: 'block_unknown', blockId: id }
            : { code: 'block_unknown' },
        );
      }
    }
  }
  if (total > MAX_AMOUNT_MINOR) problems.push({ code: 'amount_too_large' });
  return problems;
}
