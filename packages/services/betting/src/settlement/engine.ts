// The settlement's arithmetic, shared by the ordinary settlement and the resettlement
// (decision 037): a leg's status from a game's result (feed `settleOutcome`), a coupon's
// status and payout from its legs (the one engine).
import { calculate, rational } from '@playfield/domain/betting';
import type { CalculatorBet, CouponTypeId } from '@playfield/domain/betting';
import { settleOutcome } from '@playfield/feed';
import type { GameResult, MarketType, OutcomeKey } from '@playfield/feed';
import type { GameOutcome } from '../ports.ts';
import type { CouponRow, LegRow } from '../repository.ts';

/** What one settled coupon gets. */
export interface CouponSettlement {
  coupon: CouponRow;
  status: 'win' | 'lose' | 'return' | 'partial';
  payout: bigint;
}

export interface OpenOutcome extends Record<string, unknown> {
  outcome_id: string | number;
  market_type: string;
  market_period: number | string;
  market_param: number | string | null;
  outcome_key: string;
  outcome_param: number | string | null;
  outcome_score: [number, number] | string | null;
  competitor_id: string | number | null;
}

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

/** The leg status of one outcome from a game's result (feed SETTLEMENT ids are leg status ids). */
export function legStatus(row: OpenOutcome, outcome: GameOutcome): number {
  if (outcome.cancelled || !outcome.result) return 3;
  const score =
    typeof row.outcome_score === 'string'
      ? (JSON.parse(row.outcome_score) as [number, number] | null)
      : row.outcome_score;
  return settleOutcome(
    {
      type: row.market_type as MarketType,
      period: Number(row.market_period),
      param: num(row.market_param),
    },
    {
      key: row.outcome_key as OutcomeKey,
      param: num(row.outcome_param),
      score,
      competitorId: num(row.competitor_id),
    },
    outcome.result as GameResult,
  );
}

/** A coupon's payout by the one engine, or null while it is still pending. */
export function couponSettlement(
  coupon: CouponRow,
  legs: readonly LegRow[],
): CouponSettlement | null {
  const typeId = coupon.typeId as CouponTypeId;
  const amountByBlockId: Record<string, bigint> = {};
  const bets: CalculatorBet[] = legs.map((leg) => {
    if (typeId === 4 && leg.blockId !== null && leg.amount !== null) {
      amountByBlockId[String(leg.blockId)] = leg.amount;
    }
    return {
      coef: leg.coef,
      statusId: leg.statusId,
      ...(leg.blockId === null ? {} : { blockId: leg.blockId }),
      ...(leg.amount === null || typeId === 4 ? {} : { amount: leg.amount }),
    };
  });
  const result = calculate(
    {
      typeId,
      bets,
      amount: coupon.amount,
      ...(coupon.systemValue === null ? {} : { systemValue: coupon.systemValue }),
      ...(typeId === 4 ? { amountByBlockId } : {}),
      ...(coupon.bonusPercent === null
        ? {}
        : { bonusMultiplier: rational(BigInt(100 + coupon.bonusPercent), 100n) }),
    },
    { lines: false },
  );
  if (!result.ok)
    throw new Error(`coupon ${coupon.id} cannot be calculated: ${result.problems[0]?.code}`);
  const { payout, status } = result.value;
  if (payout === null || status === 'pending') return null;
  return { coupon, status, payout };
}
