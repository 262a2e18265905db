/**
 * Lines (betting-rules.md "Leg factor"): a line is a combination of legs staked together and
 * pays `stake × Π m`. A line with a leg at factor 0 is lost even while other legs are unknown;
 * otherwise a line with an unknown leg is pending. Shared by every coupon type.
 */
import type { CoefThousandths } from '../amounts.ts';
import type { BetStatusId } from '../legs.ts';
import { compareRational, isZeroRational, multiplyRational, RATIONAL_ZERO } from '../rational.ts';
import type { Rational } from '../rational.ts';

/**
 * A line's state: `pending` while it has an unknown leg and no lost one; then `win` (pays more
 * than its stake), `return` (exactly its stake), `lose` (nothing), `partial` (something less
 * than its stake); `unplayed` for a chain or conditional leg after a lost one.
 */
export type LineStatus = 'pending' | 'win' | 'lose' | 'return' | 'partial' | 'unplayed';

/** One line of a coupon with exact (unrounded) numbers. */
export interface CouponLine {
  /** Indices of the line's legs in the coupon's `bets`, ascending. */
  readonly legs: readonly number[];
  /** What is staked on the line, in minor units (a fraction for shared stakes, e.g. A / C(n,k)). */
  readonly stake: Rational;
  /** Π m over the line's legs; `null` while pending (or, in a chain, after an unknown leg). */
  readonly factor: Rational | null;
  /** What the line returns in minor units: `stake × factor`; `null` while pending. */
  readonly payout: Rational | null;
  readonly status: LineStatus;
}

/** A leg as the per-type evaluators see it, after validation. */
export interface EvaluatedBet {
  readonly coef: CoefThousandths;
  readonly statusId: BetStatusId;
  readonly blockId?: number;
  readonly amount?: bigint;
}

/** Everything a coupon type needs to compute its payout. */
export interface EvalContext {
  readonly bets: readonly EvaluatedBet[];
  /** Leg factors m (`null` while unknown), one per leg. */
  readonly factors: readonly (Rational | null)[];
  /** The same factors scaled by FACTOR_SCALE (2000) as integers. */
  readonly scaled: readonly (bigint | null)[];
  /** Total stake `A` for the types staked as a whole. */
  readonly amount: bigint;
  /** k of a system. */
  readonly systemValue: number;
  /** Stakes of multi-bet blocks, keyed by String(blockId). */
  readonly amountByBlockId: Readonly<Record<string, bigint>>;
  /** Whether to list lines (the calculator and history do; settlement does not need them). */
  readonly withLines: boolean;
}

/** What a coupon type computes: the exact payout (`null` while pending) and its lines. */
export interface TypeEvaluation {
  readonly payout: Rational | null;
  readonly lines: readonly CouponLine[];
}

/** The payout rules of one coupon type. */
export interface TypeEngine {
  /** Payout and lines from the legs' current statuses. */
  evaluate(ctx: EvalContext): TypeEvaluation;
  /**
   * The payout if every leg wins; when absent, `evaluate` with every leg won is used (the
   * anti-express, which pays nothing then, defines its own).
   */
  potential?(ctx: EvalContext): Rational;
}

/** The status a settled line (or coupon) gets by comparing what it pays with its stake. */
export function settledStatus(
  stake: Rational,
  payout: Rational,
): Exclude<LineStatus, 'pending' | 'unplayed'> {
  if (isZeroRational(payout)) return 'lose';
  const cmp = compareRational(payout, stake);
  return cmp > 0 ? 'win' : cmp === 0 ? 'return' : 'partial';
}

/** A line whose payout is known. */
export function settledLine(
  legs: readonly number[],
  stake: Rational,
  factor: Rational,
): CouponLine {
  const payout = multiplyRational(stake, factor);
  return { legs, stake, factor, payout, status: settledStatus(stake, payout) };
}

/** A pending line. */
export function pendingLine(legs: readonly number[], stake: Rational): CouponLine {
  return { legs, stake, factor: null, payout: null, status: 'pending' };
}

/**
 * The line that stakes `stake` on the product of `legs`: lost as soon as one leg is at factor 0,
 * pending while a leg is unknown, otherwise `stake × Π m`. Takes the factors scaled by
 * FACTOR_SCALE (2000) so that a line costs one integer product and one reduction (a system 8/16 lists
 * 12,870 lines).
 */
export function productLine(
  legs: readonly number[],
  scaled: readonly (bigint | null)[],
  stake: Rational,
): CouponLine {
  let product = 1n;
  let unknown = false;
  for (const index of legs) {
    const factor = scaled[index] ?? null;
    if (factor === null) unknown = true;
    else if (factor === 0n) return settledLine(legs, stake, RATIONAL_ZERO);
    else product *= factor;
  }
  if (unknown) return pendingLine(legs, stake);
  return settledLine(legs, stake, overScale(product, legs.length));
}

/**
 * `product / 2000^k` reduced. The denominator has no prime factors but 2 and 5, so stripping
 * those from the numerator reduces the fraction far faster than a general gcd of two big
 * integers.
 */
function overScale(product: bigint, k: number): Rational {
  let num = product;
  let twos = 4 * k;
  let fives = 3 * k;
  while (twos > 0 && (num & 1n) === 0n) {
    num >>= 1n;
    twos--;
  }
  while (fives > 0 && num % 5n === 0n) {
    num /= 5n;
    fives--;
  }
  return { num, den: (1n << BigInt(twos)) * 5n ** BigInt(fives) };
}

/** The indices 0..n−1. */
export function allLegs(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}
