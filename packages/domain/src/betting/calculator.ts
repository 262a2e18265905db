/**
 * The coupon calculator: one engine for the coupon's potential win, settlement, bet history and
 * the betting-calculator page (betting-rules.md). Exact rationals throughout; the payout is
 * rounded down to the minor unit once, at the end.
 */
import type { CoefThousandths } from './amounts.ts';
import { stakeSource } from './coupon-types.ts';
import type { CouponTypeId } from './coupon-types.ts';
import { FACTOR_SCALE, isBetStatusId, isHalfStatus, scaledLegFactor } from './legs.ts';
import type { BetStatusId } from './legs.ts';
import type { CouponProblem } from './problems.ts';
import {
  divideRational,
  floorRational,
  multiplyRational,
  rational,
  RATIONAL_ZERO,
} from './rational.ts';
import type { Rational } from './rational.ts';
import { blockIdsOf, couponShapeProblems, MIN_SYSTEM_VALUE } from './shape.ts';
import type { CouponShape } from './shape.ts';
import { antiExpressEngine } from './types/anti-express.ts';
import { chainEngine } from './types/chain.ts';
import { conditionalEngine } from './types/conditional.ts';
import { expressEngine, singleEngine } from './types/express.ts';
import { settledStatus } from './types/line.ts';
import type { CouponLine, EvalContext, EvaluatedBet, TypeEngine } from './types/line.ts';
import { luckyEngine, patentEngine } from './types/lucky.ts';
import { manySinglesEngine } from './types/many-singles.ts';
import { multiBetEngine } from './types/multi-bet.ts';
import { systemEngine } from './types/system.ts';

const ENGINES: Readonly<Record<CouponTypeId, TypeEngine>> = {
  0: singleEngine,
  1: expressEngine,
  2: systemEngine,
  3: chainEngine,
  4: multiBetEngine,
  5: conditionalEngine,
  6: antiExpressEngine,
  7: luckyEngine,
  8: patentEngine,
  9: manySinglesEngine,
};

/** A leg for the calculator: its frozen coef, its status and, per type, its block or stake. */
export interface CalculatorBet {
  /** Coef in thousandths (2.5 → 2500). */
  readonly coef: CoefThousandths;
  /** Bet status id of spec §3 (−2 … 6). */
  readonly statusId: number;
  /** Block of a multi-bet (type 4). */
  readonly blockId?: number;
  /** Own stake in minor units (types 5 and 9). */
  readonly amount?: bigint;
}

/** A coupon to calculate. */
export interface CalculatorInput extends Omit<CouponShape, 'bets'> {
  readonly bets: readonly CalculatorBet[];
  /**
   * The express bonus multiplier frozen at acceptance (see `expressBonus`); applied to a type-1
   * coupon whose legs all won, and to its potential payout.
   */
  readonly bonusMultiplier?: Rational;
}

/**
 * A coupon's state: `pending` while any line is pending; then, comparing the rounded payout
 * with the total stake, `win` (more), `return` (equal), `lose` (0) or `partial` (less).
 */
export type CouponStatus = 'pending' | 'win' | 'lose' | 'return' | 'partial';

/** What the engine computes for a coupon. */
export interface CouponCalculation {
  readonly typeId: CouponTypeId;
  /** What the coupon stakes in minor units (A, or the sum of block or leg amounts). */
  readonly totalStake: bigint;
  /** The payout in minor units, rounded down once; `null` while pending. */
  readonly payout: bigint | null;
  /** The payout before rounding; `null` while pending. */
  readonly exactPayout: Rational | null;
  readonly status: CouponStatus;
  /** What the coupon pays if every leg wins (anti-express: if at least one loses), rounded down. */
  readonly potentialPayout: bigint;
  readonly exactPotentialPayout: Rational;
  /**
   * The coupon's coef: potential payout ÷ total stake (Π c for an express, times the bonus
   * when one is frozen; K/(K − 1) for an anti-express).
   */
  readonly potentialCoef: Rational;
  /** True when the frozen express bonus multiplied the payout. */
  readonly bonusApplied: boolean;
  /** Every line, exact; empty when the caller asked for no lines. */
  readonly lines: readonly CouponLine[];
}

/** The calculation, or the problems that prevent it. */
export type CalculateResult =
  | { readonly ok: true; readonly value: CouponCalculation }
  | { readonly ok: false; readonly problems: readonly CouponProblem[] };

/** Options of {@link calculate}. */
export interface CalculateOptions {
  /** List the lines (default true). Settlement passes false: the payout needs no lines. */
  readonly lines?: boolean;
}

/**
 * The structural problems of {@link couponShapeProblems} plus, for the calculator, an unknown
 * status id, a half result on an anti-express leg, or a bonus multiplier below 1.
 */
export function calculatorProblems(input: CalculatorInput): CouponProblem[] {
  const problems = couponShapeProblems(input);
  if (problems.some((p) => p.code === 'type_invalid' || p.code === 'bets_count')) return problems;
  input.bets.forEach((bet, legIndex) => {
    if (!isBetStatusId(bet.statusId)) problems.push({ code: 'status_invalid', legIndex });
    else if (input.typeId === 6 && isHalfStatus(bet.statusId)) {
      problems.push({ code: 'half_result_not_accepted', legIndex });
    }
  });
  const bonus = input.bonusMultiplier;
  if (bonus !== undefined && (bonus.den <= 0n || bonus.num < bonus.den)) {
    problems.push({ code: 'bonus_multiplier_invalid' });
  }
  return problems;
}

/** What a coupon stakes in minor units: A, or the sum of its block or leg amounts. */
export function couponTotalStake(coupon: CouponShape & { readonly typeId: CouponTypeId }): bigint {
  const source = stakeSource(coupon.typeId);
  if (source === 'total') return coupon.amount ?? 0n;
  if (source === 'bet') return coupon.bets.reduce((sum, bet) => sum + (bet.amount ?? 0n), 0n);
  const amounts = coupon.amountByBlockId ?? {};
  return blockIdsOf(coupon.bets).reduce((sum, id) => sum + (amounts[String(id)] ?? 0n), 0n);
}

function context(
  bets: readonly EvaluatedBet[],
  input: CalculatorInput,
  withLines: boolean,
): EvalContext {
  const scaled = bets.map((bet) => scaledLegFactor(bet.coef, bet.statusId));
  return {
    bets,
    scaled,
    factors: scaled.map((f) => (f === null ? null : rational(f, FACTOR_SCALE))),
    amount: input.amount ?? 0n,
    systemValue: input.systemValue ?? MIN_SYSTEM_VALUE,
    amountByBlockId: input.amountByBlockId ?? {},
    withLines,
  };
}

/**
 * Calculates a coupon by betting-rules.md: payout, status, potential payout and lines. Refuses
 * (with typed problems, never throwing) a coupon that breaks its type's structure.
 *
 * @example
 * calculate({ typeId: 1, amount: 10000n, bets: [{ coef: 2500, statusId: 1 }, { coef: 1800, statusId: 1 }] })
 * // → ok, payout 45000n (450.00), status 'win'
 */
export function calculate(input: CalculatorInput, options: CalculateOptions = {}): CalculateResult {
  const problems = calculatorProblems(input);
  if (problems.length > 0) return { ok: false, problems };
  const typeId = input.typeId as CouponTypeId;
  const bets = input.bets as readonly (CalculatorBet & { statusId: BetStatusId })[];
  const engine = ENGINES[typeId];
  const evaluation = engine.evaluate(context(bets, input, options.lines ?? true));

  const bonus = typeId === 1 ? input.bonusMultiplier : undefined;
  const bonusApplied =
    bonus !== undefined && evaluation.payout !== null && bets.every((bet) => bet.statusId === 1);
  const exactPayout =
    bonusApplied && evaluation.payout !== null
      ? multiplyRational(evaluation.payout, bonus)
      : evaluation.payout;

  const won = bets.map((bet) => ({ ...bet, statusId: 1 as const }));
  const wonContext = context(won, input, false);
  // Every leg won: no line can be pending, so the payout is never null here.
  let exactPotential =
    engine.potential?.(wonContext) ?? engine.evaluate(wonContext).payout ?? RATIONAL_ZERO;
  if (bonus !== undefined) exactPotential = multiplyRational(exactPotential, bonus);

  const totalStake = couponTotalStake({ ...input, typeId });
  const payout = exactPayout === null ? null : floorRational(exactPayout);
  return {
    ok: true,
    value: {
      typeId,
      totalStake,
      payout,
      exactPayout,
      status: payout === null ? 'pending' : settledStatus(rational(totalStake), rational(payout)),
      potentialPayout: floorRational(exactPotential),
      exactPotentialPayout: exactPotential,
      potentialCoef: divideRational(exactPotential, rational(totalStake)),
      bonusApplied,
      lines: evaluation.lines,
    },
  };
}
