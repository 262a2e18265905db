import { z } from 'zod';

// The signed-in user's coupons as `GET /web-api/betting/history` and
// `GET /web-api/betting/coupon/{couponId}` answer them (issue 6). Amounts are decimal strings
// in the account's currency; coefs are decimals as shown.

const id = z.union([z.string().min(1).max(40), z.number().int().nonnegative()]).transform(String);
const decimal = z.union([z.string().max(40), z.number()]).transform(String);

export const historyBetSchema = z.object({
  outcomeId: id,
  gameId: id,
  coef: decimal,
  statusId: z.number().int().min(-2).max(6),
});

export const historyCouponSchema = z.object({
  couponId: id,
  typeId: z.number().int().min(0).max(9),
  amount: decimal,
  coef: decimal.nullable().optional(),
  status: z.string().max(40),
  payout: decimal.nullable().optional(),
  bets: z.array(historyBetSchema).max(1000),
});

export const historyCouponListSchema = z.array(historyCouponSchema).max(100_000);

export type HistoryBet = z.infer<typeof historyBetSchema>;
export type HistoryCoupon = z.infer<typeof historyCouponSchema>;
