/**
 * What happens when odds move between the moment a user saw a coef and the moment the coupon
 * is accepted (spec §3 "Bet odds-change behaviours: 0 approve, 1 accept any change, 2 accept
 * on rise"; §9 default 2).
 */
import type { CoefThousandths } from './amounts.ts';

/** Odds-change behaviours of spec §3, by name. */
export const COEF_CHANGE_ACTION = { APPROVE: 0, ACCEPT_ANY: 1, ACCEPT_RISE: 2 } as const;

/** 0 approve (any change needs the user's approval), 1 accept any change, 2 accept on rise. */
export type CoefChangeAction = (typeof COEF_CHANGE_ACTION)[keyof typeof COEF_CHANGE_ACTION];

/** The default odds-change behaviour (spec §9): accept on rise. */
export const DEFAULT_COEF_CHANGE_ACTION: CoefChangeAction = 2;

/** True when `value` is an odds-change behaviour id. */
export function isCoefChangeAction(value: unknown): value is CoefChangeAction {
  return value === 0 || value === 1 || value === 2;
}

/**
 * Accepted at `coef` (the current one; `changed` when it differs from what was offered), or
 * refused because the coef changed (`coef_changed`, behaviour 0) or fell (`coef_dropped`,
 * behaviour 2).
 */
export type CoefChangeDecision =
  | { readonly accepted: true; readonly coef: CoefThousandths; readonly changed: boolean }
  | { readonly accepted: false; readonly reason: 'coef_changed' | 'coef_dropped' };

/**
 * Decides one leg: an unchanged coef is always accepted; otherwise behaviour 0 refuses any
 * change, 1 accepts any change at the current coef, and 2 accepts a rise at the current coef
 * and refuses a drop. A leg is never accepted at a coef other than the current one.
 */
export function applyCoefChange(
  action: CoefChangeAction,
  offered: CoefThousandths,
  current: CoefThousandths,
): CoefChangeDecision {
  if (offered === current) return { accepted: true, coef: current, changed: false };
  if (action === 1 || (action === 2 && current > offered)) {
    return { accepted: true, coef: current, changed: true };
  }
  return { accepted: false, reason: action === 0 ? 'coef_changed' : 'coef_dropped' };
}

/** The decision for a whole coupon: accepted only if every leg is. */
export type CouponCoefDecision =
  | {
      readonly accepted: true;
      readonly coefs: readonly CoefThousandths[];
      readonly changedLegs: readonly number[];
    }
  | {
      readonly accepted: false;
      readonly refusedLegs: readonly {
        readonly legIndex: number;
        readonly reason: 'coef_changed' | 'coef_dropped';
      }[];
    };

/**
 * Applies {@link applyCoefChange} to every leg: the coupon is accepted at the current coefs
 * when every leg is, else refused naming each refused leg.
 */
export function applyCoefChanges(
  action: CoefChangeAction,
  legs: readonly { readonly offered: CoefThousandths; readonly current: CoefThousandths }[],
): CouponCoefDecision {
  const coefs: CoefThousandths[] = [];
  const changedLegs: number[] = [];
  const refusedLegs: { legIndex: number; reason: 'coef_changed' | 'coef_dropped' }[] = [];
  legs.forEach((leg, legIndex) => {
    const decision = applyCoefChange(action, leg.offered, leg.current);
    if (!decision.accepted) refusedLegs.push({ legIndex, reason: decision.reason });
    else {
      coefs.push(decision.coef);
      if (decision.changed) changedLegs.push(legIndex);
    }
  });
  return refusedLegs.length > 0
    ? { accepted: false, refusedLegs }
    : { accepted: true, coefs, changedLegs };
}
