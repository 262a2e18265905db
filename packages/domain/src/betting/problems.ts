/**
 * Typed coupon problems. The engine never produces text: callers (coupon UI, placement API,
 * calculator API) translate `code` with its indices and params in the user's language.
 */

/**
 * What is wrong with a coupon:
 * - `type_invalid` — typeId is not 0..9.
 * - `bets_count` — too few or too many legs for the type (`params.min`, `params.max`, `params.actual`).
 * - `coef_invalid` — a leg's coef is not integer thousandths in 1.001..1,000,000 (`legIndex`).
 * - `status_invalid` — a leg's statusId is not a spec §3 status (`legIndex`).
 * - `system_value_out_of_range` — k outside 2..n−1 (`params.min`, `params.max`, `params.actual`).
 * - `amount_missing` — no stake where the type needs one (coupon, `legIndex` or `blockId`).
 * - `amount_not_positive` — a stake is zero or negative (coupon, `legIndex` or `blockId`).
 * - `amount_too_large` — a stake or the total stake is above 10^15 minor units.
 * - `block_missing` — a multi-bet leg has no integer blockId (`legIndex`).
 * - `blocks_count` — a multi-bet has fewer than two blocks (`params.min`, `params.actual`).
 * - `block_unknown` — amountByBlockId names a block that holds no leg (`blockId` when numeric).
 * - `half_result_not_accepted` — an anti-express leg can have or has a half result (`legIndex`).
 * - `bonus_multiplier_invalid` — the frozen express bonus multiplier is below 1.
 * - `duplicate_outcome` — the same outcome twice (`legIndex` of the repeat, `outcomeId`).
 * - `dependent_bets` — two legs of one game where lines combine legs (`legIndex`, `outcomeId`,
 *   `params.otherLegIndex`).
 * - `express_banned` — a leg that may not be combined is in a combining type (`legIndex`).
 * - `bet_blocked` — a leg's market is blocked or suspended (`legIndex`, `outcomeId`).
 * - `amount_below_min` / `amount_above_max` — a stake outside the configured limits
 *   (`params.min` / `params.max` in minor units, and `legIndex` or `blockId` when per leg/block).
 * - `max_payout_exceeded` — the potential payout is above maxPayout (`params.max`, `params.actual`).
 * - `promo_code_not_allowed` — a promo code on a many-singles coupon.
 * - `vip_bet_not_allowed` — VIP bet asked for where spec §5 does not allow it.
 */
export type CouponProblemCode =
  | 'type_invalid'
  | 'bets_count'
  | 'coef_invalid'
  | 'status_invalid'
  | 'system_value_out_of_range'
  | 'amount_missing'
  | 'amount_not_positive'
  | 'amount_too_large'
  | 'block_missing'
  | 'blocks_count'
  | 'block_unknown'
  | 'half_result_not_accepted'
  | 'bonus_multiplier_invalid'
  | 'duplicate_outcome'
  | 'dependent_bets'
  | 'express_banned'
  | 'bet_blocked'
  | 'amount_below_min'
  | 'amount_above_max'
  | 'max_payout_exceeded'
  | 'promo_code_not_allowed'
  | 'vip_bet_not_allowed';

/** One problem: a code, where it is (leg index, outcome id or block id) and its numbers. */
export interface CouponProblem {
  readonly code: CouponProblemCode;
  /** Index of the leg in the coupon's `bets` array. */
  readonly legIndex?: number;
  readonly outcomeId?: string | number;
  readonly blockId?: number;
  /** Numbers for the message; amounts are bigint minor units. */
  readonly params?: Readonly<Record<string, number | bigint>>;
}
