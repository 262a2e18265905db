import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Betting context (issue 6): accepted coupons, their legs with everything settlement needs
// frozen at acceptance, and the settlement bookkeeping of finished games. Users, accounts,
// outcomes and games belong to other contexts: they are plain id columns, never foreign keys.

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * Coupon statuses: the engine's CouponStatus, plus `waiting` (a VIP bet over the normal maximum,
 * its stake held until a trader decides) and `rejected` (a VIP bet turned down or timed out, its
 * stake returned; decision 020).
 */
export const COUPON_STATUSES = [
  'pending',
  'waiting',
  'win',
  'lose',
  'return',
  'partial',
  'rejected',
] as const;

/**
 * One accepted coupon. The stake left the player's account in the transaction that wrote this
 * row; `payout` is set, exactly once, in the transaction that pays it (`status` leaves
 * `pending` then). `answer` is the placement's 201 body, returned again for a repeated
 * idempotency key; `request_hash` tells a replay from a different coupon under the same key.
 */
export const bettingCoupons = pgTable(
  'betting_coupons',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    typeId: smallint('type_id').notNull(),
    /** Total stake in minor units. */
    amount: money('amount').notNull(),
    systemValue: smallint('system_value'),
    /** Express bonus percent frozen at acceptance (payout × (100 + p) / 100 when all won). */
    bonusPercent: smallint('bonus_percent'),
    changeCoefAction: smallint('change_coef_action').notNull(),
    promoCode: text('promo_code'),
    /** The outgoing coupon's `refId` (spec §3): the partner reference the bet is credited to. */
    refId: text('ref_id'),
    /** A VIP bet (spec §5): placed over the normal maximum, sent for a trader's approval. */
    isVip: boolean('is_vip').notNull().default(false),
    /** What the coupon pays if it wins, minor units, rounded down. */
    potentialPayout: money('potential_payout').notNull(),
    status: text('status').$type<(typeof COUPON_STATUSES)[number]>().notNull().default('pending'),
    payout: money('payout'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: instant('created_at').notNull(),
    settledAt: instant('settled_at'),
  },
  (t) => [
    check('betting_coupons_type', sql`${t.typeId} between 0 and 9`),
    check(
      'betting_coupons_status',
      sql`${t.status} in ('pending', 'waiting', 'win', 'lose', 'return', 'partial', 'rejected')`,
    ),
    check('betting_coupons_amount', sql`${t.amount} > 0`),
    check(
      'betting_coupons_payout',
      sql`(${t.status} in ('pending', 'waiting') and ${t.payout} is null and ${t.settledAt} is null)
        or (${t.status} not in ('pending', 'waiting') and ${t.payout} >= 0 and ${t.settledAt} is not null)`,
    ),
    check('betting_coupons_waiting_vip', sql`${t.status} <> 'waiting' or ${t.isVip}`),
    uniqueIndex('betting_coupons_idempotency').on(t.userId, t.idempotencyKey),
    index('betting_coupons_user_idx').on(t.userId, t.createdAt),
    index('betting_coupons_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
    index('betting_coupons_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'waiting'`),
    // The console's dashboard: bets per minute and the day's stakes and payouts (issue 15).
    index('betting_coupons_created_idx').on(t.createdAt),
    index('betting_coupons_settled_idx')
      .on(t.settledAt)
      .where(sql`${t.settledAt} is not null`),
    index('betting_coupons_account_open_idx')
      .on(t.accountId)
      .where(sql`${t.status} in ('pending', 'waiting')`),
  ],
);

/**
 * The decision on a VIP bet (decision 020): one row per coupon, written in the transaction that
 * moves the coupon out of `waiting` — approved (it becomes an ordinary pending coupon) or
 * rejected (its stake returned). `decided_by` names the trader, or `timeout`.
 */
export const bettingVipDecisions = pgTable(
  'betting_vip_decisions',
  {
    couponId: bigint('coupon_id', { mode: 'number' }).primaryKey(),
    decision: text('decision').$type<'approved' | 'rejected'>().notNull(),
    decidedBy: text('decided_by').notNull(),
    reason: text('reason'),
    decidedAt: instant('decided_at').notNull(),
  },
  (t) => [check('betting_vip_decisions_decision', sql`${t.decision} in ('approved', 'rejected')`)],
);

/**
 * One leg of a coupon: the outcome with the coef it was accepted at (× 1000), what settlement
 * needs of its market and outcome (the feed's settle inputs), the names shown in the history,
 * a multi-bet block or the leg's own stake, and its status (−1 until its game is settled).
 */
export const bettingCouponBets = pgTable(
  'betting_coupon_bets',
  {
    couponId: bigint('coupon_id', { mode: 'number' }).notNull(),
    legIndex: smallint('leg_index').notNull(),
    outcomeId: bigint('outcome_id', { mode: 'number' }).notNull(),
    gameId: bigint('game_id', { mode: 'number' }).notNull(),
    marketId: bigint('market_id', { mode: 'number' }).notNull(),
    sportId: integer('sport_id').notNull(),
    champId: integer('champ_id').notNull(),
    coef: integer('coef').notNull(),
    /** The coef the player sent (differs from `coef` when a change was accepted). */
    offeredCoef: integer('offered_coef').notNull(),
    isLive: boolean('is_live').notNull(),
    marketType: text('market_type').notNull(),
    marketPeriod: smallint('market_period').notNull(),
    marketParam: doublePrecision('market_param'),
    outcomeKey: text('outcome_key').notNull(),
    outcomeParam: doublePrecision('outcome_param'),
    outcomeScore: jsonb('outcome_score').$type<[number, number] | null>(),
    competitorId: bigint('competitor_id', { mode: 'number' }),
    gameName: text('game_name').notNull(),
    marketName: text('market_name').notNull(),
    outcomeName: text('outcome_name').notNull(),
    blockId: integer('block_id'),
    /** The leg's own stake (conditional, many singles), minor units. */
    amount: money('amount'),
    statusId: smallint('status_id').notNull().default(-1),
    settledAt: instant('settled_at'),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.legIndex] }),
    check('betting_coupon_bets_status', sql`${t.statusId} between -2 and 6`),
    check('betting_coupon_bets_coef', sql`${t.coef} > 1000`),
    index('betting_coupon_bets_open_idx')
      .on(t.gameId)
      .where(sql`${t.statusId} < 0`),
    index('betting_coupon_bets_game_idx').on(t.gameId, t.couponId),
  ],
);

/**
 * Settlement of one finished (or cancelled) game: its legs were given their statuses in the
 * transaction that wrote this row; `coupons_settled_at` is set once every coupon with a leg on
 * the game has been evaluated (and paid when due). A row still without it after a restart is
 * picked up again by the sweep, so a worker dying between the two steps loses nothing.
 */
export const bettingSettledGames = pgTable('betting_settled_games', {
  gameId: bigint('game_id', { mode: 'number' }).primaryKey(),
  cancelled: boolean('cancelled').notNull(),
  legsSettledAt: instant('legs_settled_at').notNull(),
  couponsSettledAt: instant('coupons_settled_at'),
});

/**
 * One resettlement of a settled coupon (issue 15, decision 037): a corrected result or a voided
 * market made the engine give it another status and payout. `paid_*` is what the coupon has
 * given the player in total (payouts and corrections); `moved` is what this correction moved
 * through the ledger (signed, its own movement `movement_key`); `receivable` is what the
 * player still owes the site on this coupon when the balance could not cover a take-back.
 */
export const bettingResettlements = pgTable(
  'betting_resettlements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    couponId: bigint('coupon_id', { mode: 'number' }).notNull(),
    gameId: bigint('game_id', { mode: 'number' }).notNull(),
    reason: text('reason').$type<'result' | 'void'>().notNull(),
    statusBefore: text('status_before').notNull(),
    statusAfter: text('status_after').notNull(),
    payoutBefore: money('payout_before'),
    payoutAfter: money('payout_after'),
    paidBefore: money('paid_before').notNull(),
    paidAfter: money('paid_after').notNull(),
    moved: money('moved').notNull(),
    receivable: money('receivable').notNull(),
    movementKey: text('movement_key'),
    at: instant('at').notNull(),
  },
  (t) => [
    check('betting_resettlements_reason', sql`${t.reason} in ('result', 'void')`),
    check('betting_resettlements_receivable', sql`${t.receivable} >= 0`),
    index('betting_resettlements_coupon_idx').on(t.couponId, t.id),
    index('betting_resettlements_at_idx').on(t.at),
  ],
);

/** A market an operator voided: every leg on it is returned (status 3, coef 1). */
export const bettingVoidedMarkets = pgTable('betting_voided_markets', {
  marketId: bigint('market_id', { mode: 'number' }).primaryKey(),
  gameId: bigint('game_id', { mode: 'number' }).notNull(),
  voidedAt: instant('voided_at').notNull(),
});
