import { z } from 'zod';

// The signed-in user's coupons as `GET /web-api/betting/history` and
// `GET /web-api/betting/coupon/{couponId}` answer them (issue 6). Amounts are decimal strings
// in the account's currency; coefs are decimals as shown.

const id = z.union([z.string().min(1).max(40), z.number().int().nonnegative()]).transform(String);
const decimal = z.union([z.string().max(40), z.number()]).transform(String);

const name = z.string().max(500);

export const historyBetSchema = z.object({
  outcomeId: id,
  gameId: id,
  coef: decimal,
  statusId: z.number().int().min(-2).max(6),
  /** The names the coupon froze at placement (the sportsbook's English names). */
  gameName: name.optional(),
  marketName: name.optional(),
  outcomeName: name.optional(),
  isLive: z.boolean().optional(),
});

export const historyCouponSchema = z.object({
  couponId: id,
  typeId: z.number().int().min(0).max(9),
  amount: decimal,
  coef: decimal.nullable().optional(),
  status: z.string().max(40),
  payout: decimal.nullable().optional(),
  /** ISO code of the account's currency the amounts are in. */
  currency: z.string().max(10).optional(),
  /** k of a system k/n. */
  systemValue: z.number().int().nullable().optional(),
  bets: z.array(historyBetSchema).max(1000),
});

export const historyCouponListSchema = z.array(historyCouponSchema).max(100_000);

export type HistoryBet = z.infer<typeof historyBetSchema>;
export type HistoryCoupon = z.infer<typeof historyCouponSchema>;
