/**
 * Coupon validation (spec §5 and betting-rules.md), pure: which types a selection allows, and
 * every problem of a coupon about to be placed. The coupon UI runs it as the user edits; the
 * placement API runs it again on the server with current odds and config.
 */
import type { CoefThousandths } from './amounts.ts';
import { calculate } from './calculator.ts';
import {
  BETS_COUNT_BY_TYPE,
  COUPON_TYPE_IDS,
  combinesLegs,
  isCouponTypeId,
} from './coupon-types.ts';
import type { CouponTypeId } from './coupon-types.ts';
import { expressBonus } from './express-bonus.ts';
import { amountLimitProblems } from './limits.ts';
import type { AmountLimitRules } from './limits.ts';
import type { CouponProblem } from './problems.ts';
import { couponShapeProblems } from './shape.ts';
import type { CouponShape } from './shape.ts';

/** A leg as far as the choice of coupon types goes. */
export interface AvailabilityBet {
  /** Legs of one game depend on each other. */
  readonly gameId: string | number;
  /** The market can settle with a half result (quarter lines): no anti-express. */
  readonly allowsHalfResult?: boolean;
  /** Spec §3 `isBannedExpress`: the leg may not be combined with others. */
  readonly isBannedExpress?: boolean;
}

/** A leg of a coupon about to be placed. */
export interface SelectionBet extends AvailabilityBet {
  readonly outcomeId: string | number;
  /** The coef shown to the user, in thousandths. */
  readonly coef: CoefThousandths;
  readonly isLive?: boolean;
  /** The market's kind (spec §3); kind 7 earns no express bonus. */
  readonly marketKind?: number;
  /** Block of a multi-bet (type 4). */
  readonly blockId?: number;
  /** Own stake in minor units (types 5 and 9). */
  readonly amount?: bigint;
  /** The market is blocked or suspended. */
  readonly isBlocked?: boolean;
}

/** A coupon about to be placed. */
export interface CouponDraft extends Omit<CouponShape, 'bets'> {
  readonly bets: readonly SelectionBet[];
  readonly promoCode?: string;
  /** The user asked for a VIP bet. */
  readonly isVipBet?: boolean;
}

/** The configuration a coupon is validated against. */
export interface CouponRules extends AmountLimitRules {
  /** Site config `showVipBet`. */
  readonly vipBetEnabled?: boolean;
  /** Site config `isAvailableCouponBonusBet`. */
  readonly expressBonusEnabled?: boolean;
  /** The most any coupon may pay, in minor units; absent means no cap. */
  readonly maxPayout?: bigint | null;
}

/**
 * For each leg that shares its game with an earlier leg, that pair (spec §3 `isDepend`).
 * `groupOf` restricts the search to legs of the same group (the blocks of a multi-bet).
 */
export function dependentBets(
  bets: readonly AvailabilityBet[],
  groupOf: (index: number) => unknown = () => 0,
): { legIndex: number; otherLegIndex: number }[] {
  const pairs: { legIndex: number; otherLegIndex: number }[] = [];
  const seen = new Map<string, number>();
  bets.forEach((bet, legIndex) => {
    const key = JSON.stringify([groupOf(legIndex), bet.gameId]);
    const other = seen.get(key);
    if (other === undefined) seen.set(key, legIndex);
    else pairs.push({ legIndex, otherLegIndex: other });
  });
  return pairs;
}

/**
 * The coupon types a selection of legs allows, ascending: the legs count must suit the type
 * (`BETS_COUNT_BY_TYPE`); types whose lines combine legs (express, system, anti-express, lucky,
 * patent) need legs from different games and none banned from expresses; the anti-express
 * needs no leg that can settle with a half result. A multi-bet is offered from two legs on:
 * dependent or banned legs can sit in blocks of their own.
 */
export function availableTypes(bets: readonly AvailabilityBet[]): CouponTypeId[] {
  const n = bets.length;
  const independent = dependentBets(bets).length === 0 && !bets.some((b) => b.isBannedExpress);
  const noHalf = !bets.some((b) => b.allowsHalfResult);
  return COUPON_TYPE_IDS.filter((typeId) => {
    const { min, max } = BETS_COUNT_BY_TYPE[typeId];
    if (n < min || n > max) return false;
    if (typeId !== 4 && combinesLegs(typeId) && !independent) return false;
    if (typeId === 6 && !noHalf) return false;
    return true;
  });
}

/** Spec §5: a promo code is accepted for every coupon type except 9 (many singles). */
export function promoCodeAllowed(typeId: number): boolean {
  return isCouponTypeId(typeId) && typeId !== 9;
}

/** What VIP bet eligibility depends on. */
export interface VipBetInput {
  /** Site config `showVipBet`. */
  readonly enabled: boolean;
  /** The coupon's max bet amount; `null` or absent means unlimited. */
  readonly maxBetAmount?: bigint | null;
  readonly typeId: number;
  readonly bets: readonly { readonly isLive?: boolean }[];
}

/**
 * Spec §5: a VIP bet only if enabled, the max bet amount is finite, every leg is a line (not
 * live) bet, there is at least one leg, and the type is not 9.
 */
export function vipBetAvailable(input: VipBetInput): boolean {
  return (
    input.enabled &&
    typeof input.maxBetAmount === 'bigint' &&
    input.bets.length >= 1 &&
    input.bets.every((bet) => bet.isLive !== true) &&
    isCouponTypeId(input.typeId) &&
    input.typeId !== 9
  );
}

function selectionProblems(typeId: CouponTypeId, draft: CouponDraft): CouponProblem[] {
  const problems: CouponProblem[] = [];
  const { bets } = draft;
  const outcomes = new Set<string>();
  bets.forEach((bet, legIndex) => {
    const key = JSON.stringify(bet.outcomeId);
    if (outcomes.has(key))
      problems.push({ code: 'duplicate_outcome', legIndex, outcomeId: bet.outcomeId });
    outcomes.add(key);
    if (bet.isBlocked) problems.push({ code: 'bet_blocked', legIndex, outcomeId: bet.outcomeId });
  });
  if (combinesLegs(typeId)) {
    const groupOf = (i: number) => (typeId === 4 ? bets[i]?.blockId : 0);
    for (const { legIndex, otherLegIndex } of dependentBets(bets, groupOf)) {
      const outcomeId = bets[legIndex]?.outcomeId;
      problems.push({
        code: 'dependent_bets',
        legIndex,
        ...(outcomeId === undefined ? {} : { outcomeId }),
        params: { otherLegIndex },
      });
    }
    bets.forEach((bet, legIndex) => {
      const alone = typeId === 4 && bets.filter((b) => b.blockId === bet.blockId).length === 1;
      if (bet.isBannedExpress && !alone) {
        problems.push({ code: 'express_banned', legIndex, outcomeId: bet.outcomeId });
      }
    });
  }
  if (typeId === 6) {
    bets.forEach((bet, legIndex) => {
      if (bet.allowsHalfResult) {
        problems.push({ code: 'half_result_not_accepted', legIndex, outcomeId: bet.outcomeId });
      }
    });
  }
  return problems;
}

/**
 * Every problem of a coupon about to be placed, empty when it may be placed: its structure
 * (`couponShapeProblems`); duplicate outcomes; blocked or suspended legs; dependent legs (same
 * game) and legs banned from expresses in types that combine legs (within a block for a
 * multi-bet); legs that can settle half in an anti-express; a promo code on type 9; a VIP bet
 * where not allowed; amounts outside the configured min/max (`amountLimitProblems`); a
 * potential payout (with the express bonus when offered) above `maxPayout`.
 */
export function validateCoupon(draft: CouponDraft, rules: CouponRules = {}): CouponProblem[] {
  const shape = couponShapeProblems(draft);
  if (shape.some((p) => p.code === 'type_invalid' || p.code === 'bets_count')) return shape;
  const typeId = draft.typeId as CouponTypeId;
  const problems = [...shape, ...selectionProblems(typeId, draft)];
  if (draft.promoCode !== undefined && draft.promoCode.trim() !== '' && !promoCodeAllowed(typeId)) {
    problems.push({ code: 'promo_code_not_allowed' });
  }
  const vip = {
    enabled: rules.vipBetEnabled ?? false,
    maxBetAmount: rules.maxBetAmount,
    typeId,
    bets: draft.bets,
  };
  if (draft.isVipBet && !vipBetAvailable(vip)) problems.push({ code: 'vip_bet_not_allowed' });
  if (shape.length > 0) return problems;
  problems.push(...amountLimitProblems({ ...draft, typeId }, rules));
  const maxPayout = rules.maxPayout;
  if (typeof maxPayout === 'bigint') {
    const bonus = expressBonus({
      enabled: rules.expressBonusEnabled ?? false,
      typeId,
      bets: draft.bets,
    });
    const result = calculate({
      ...draft,
      bets: draft.bets.map((bet) => ({ ...bet, statusId: -1 })),
      ...(bonus.eligible ? { bonusMultiplier: bonus.multiplier } : {}),
    });
    if (result.ok && result.value.potentialPayout > maxPayout) {
      problems.push({
        code: 'max_payout_exceeded',
        params: { max: maxPayout, actual: result.value.potentialPayout },
      });
    }
  }
  return problems;
}
