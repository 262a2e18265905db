// Coupons as the history, coupon and bets-topic answers show them (protocol bet-history.ts,
// with the names, stakes and times the print page and office history can also use).
import { formatAmount } from '@playfield/domain/betting';
import type { BetsTopicUpdate } from '@playfield/protocol/sportsbook';
import { currencyInfo } from '@playfield/wallet';
import type { CouponRow, StoredCoupon } from './repository.ts';

export interface CouponLegView {
  outcomeId: string;
  gameId: string;
  coef: string;
  statusId: number;
  gameName: string;
  marketName: string;
  outcomeName: string;
  isLive: boolean;
  blockId?: number;
  amount?: string;
}

export interface CouponView {
  couponId: string;
  typeId: number;
  accountId: number;
  currency: string;
  amount: string;
  coef: string | null;
  systemValue: number | null;
  status: string;
  payout: string | null;
  potentialPayout: string;
  createdAt: string;
  settledAt: string | null;
  bets: CouponLegView[];
}

function digitsOf(currency: string): number {
  return currencyInfo(currency)?.digits ?? 2;
}

function storedCoef(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null || !('coef' in answer)) return null;
  return typeof answer.coef === 'string' ? answer.coef : null;
}

/** One coupon with its legs for the history and coupon APIs. */
export function couponView({ coupon, legs }: StoredCoupon): CouponView {
  const digits = digitsOf(coupon.currency);
  return {
    couponId: String(coupon.id),
    typeId: coupon.typeId,
    accountId: coupon.accountId,
    currency: coupon.currency,
    amount: formatAmount(coupon.amount, digits),
    coef: storedCoef(coupon.answer),
    systemValue: coupon.systemValue,
    status: coupon.status,
    payout: coupon.payout === null ? null : formatAmount(coupon.payout, digits),
    potentialPayout: formatAmount(coupon.potentialPayout, digits),
    createdAt: coupon.createdAt.toISOString(),
    settledAt: coupon.settledAt ? coupon.settledAt.toISOString() : null,
    bets: legs.map((leg) => ({
      outcomeId: String(leg.outcomeId),
      gameId: String(leg.gameId),
      coef: formatAmount(BigInt(leg.coef), 3),
      statusId: leg.statusId,
      gameName: leg.gameName,
      marketName: leg.marketName,
      outcomeName: leg.outcomeName,
      isLive: leg.isLive,
      ...(leg.blockId === null ? {} : { blockId: leg.blockId }),
      ...(leg.amount === null ? {} : { amount: formatAmount(leg.amount, digits) }),
    })),
  };
}

/** The `bets` topic body for a coupon that was placed or settled. */
export function betsUpdate(
  coupon: Pick<CouponRow, 'id' | 'status' | 'payout' | 'currency'>,
): BetsTopicUpdate {
  return {
    couponId: String(coupon.id),
    status: coupon.status,
    payout: coupon.payout === null ? null : formatAmount(coupon.payout, digitsOf(coupon.currency)),
  };
}
