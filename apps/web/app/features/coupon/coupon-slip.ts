import {
  availableTypes,
  betAmountDefaults,
  calculate,
  dependentBets,
  formatAmount,
  normalizeSystemValue,
  parseAmount,
  parseCoef,
  stakeSource,
  systemOptions,
  validateCoupon,
} from '@playfield/domain';
import type {
  CoefChangeAction,
  CouponProblem,
  CouponTypeId,
  SelectionBet,
  SystemOption,
} from '@playfield/domain';
import type { CouponPick } from './coupon-store.ts';

// What the bet slip shows, derived from the picks and the slip's settings by the one betting
// engine in @playfield/domain: the offered types, the system values, the potential win and the
// problems. Pure, so the same rules are unit-tested here and the slip only renders them.

/** The slip's own settings (spec §3 "Coupon state and settings"), persisted across reloads. */
export interface CouponSlipSettings {
  /** The type the player chose last; the slip falls back when the selection no longer allows it. */
  typeId: CouponTypeId;
  /** k of a system. */
  systemValue: number;
  /** The stake as typed, a plain decimal ("5.00"); empty until the player or the default sets it. */
  amount: string;
  /** Spec §3 odds-change behaviour: 0 approve, 1 accept any, 2 accept on rise (default, §9). */
  changeCoefAction: CoefChangeAction;
}

export const DEFAULT_SLIP_SETTINGS: CouponSlipSettings = {
  typeId: 0,
  systemValue: 2,
  amount: '',
  changeCoefAction: 2,
};

/**
 * The types this slip offers: the engine's `availableTypes`, limited to the types staked as a
 * whole. Multi-bet (per-block stakes), conditional and many singles (per-leg stakes) need the
 * block and per-leg amount editors, which this slip does not have yet.
 */
export function offeredTypes(picks: readonly CouponPick[]): CouponTypeId[] {
  return availableTypes(picks.map((p) => ({ gameId: p.gameId }))).filter(
    (typeId) => stakeSource(typeId) === 'total',
  );
}

/**
 * The type to use: the chosen one while the selection allows it; otherwise express when it is
 * offered (a bookmaker's default for several legs), else the first offered, else single.
 */
export function effectiveType(preferred: CouponTypeId, offered: readonly CouponTypeId[]) {
  if (offered.includes(preferred)) return preferred;
  if (offered.includes(1)) return 1 as CouponTypeId;
  return offered[0] ?? (0 as CouponTypeId);
}

/** The stake the slip starts with in `currency` (spec §9 initial bet), as a decimal string. */
export function initialAmount(currency: string): string {
  const d = betAmountDefaults(currency);
  return formatAmount(d.initialAmount, d.minorDigits);
}

/** A pick's coef in thousandths, or null if the page gave an impossible one. */
function coefOf(pick: CouponPick): number | null {
  const parsed = parseCoef(pick.coef);
  return parsed.ok ? parsed.value : null;
}

export interface CouponSlipView {
  offered: CouponTypeId[];
  typeId: CouponTypeId;
  systemValue: number;
  systemOptions: SystemOption[];
  /** The stake in minor units, or null when the typed amount does not parse. */
  stake: bigint | null;
  /** What the coupon pays if it wins, in minor units; null while it cannot be computed. */
  potentialPayout: bigint | null;
  /** The coupon's total coef as a decimal string with 3 digits ("4.500"), or null. */
  totalCoef: string | null;
  /** Indexes of legs that share a game with another leg (spec §3 isDepend). */
  dependentLegs: Set<number>;
  /** Everything that stops placing, from the engine's validation. */
  problems: CouponProblem[];
}

/** Derives what the slip shows from its picks and settings. */
export function couponSlipView(
  picks: readonly CouponPick[],
  settings: CouponSlipSettings,
  minorDigits = 2,
): CouponSlipView {
  const offered = offeredTypes(picks);
  const typeId = effectiveType(settings.typeId, offered);
  const systemValue = normalizeSystemValue(settings.systemValue, picks.length);
  const parsed = parseAmount(settings.amount.trim(), minorDigits);
  const stake = parsed.ok ? parsed.value : null;
  const dependentLegs = new Set<number>();
  for (const pair of dependentBets(picks.map((p) => ({ gameId: p.gameId })))) {
    dependentLegs.add(pair.legIndex);
    dependentLegs.add(pair.otherLegIndex);
  }
  const coefs = picks.map(coefOf);
  const bets: SelectionBet[] = picks.map((p, i) => ({
    outcomeId: p.outcomeId,
    gameId: p.gameId,
    coef: coefs[i] ?? 0,
    isLive: p.isLive,
    isBlocked: p.blocked,
  }));
  const draft = { typeId, amount: stake ?? 0n, systemValue, bets };
  const problems = picks.length === 0 ? [] : validateCoupon(draft);
  let potentialPayout: bigint | null = null;
  let totalCoef: string | null = null;
  if (picks.length > 0 && stake !== null && stake > 0n && coefs.every((c) => c !== null)) {
    const result = calculate(
      {
        typeId,
        amount: stake,
        systemValue,
        bets: bets.map((b) => ({ coef: b.coef, statusId: -1 })),
      },
      { lines: false },
    );
    if (result.ok) {
      potentialPayout = result.value.potentialPayout;
      const { num, den } = result.value.potentialCoef;
      totalCoef = formatAmount((num * 1000n) / den, 3);
    }
  }
  return {
    offered,
    typeId,
    systemValue,
    systemOptions: systemOptions(picks.length),
    stake,
    potentialPayout,
    totalCoef,
    dependentLegs,
    problems,
  };
}

/** The outgoing coupon of spec §3 for `POST /web-api/betting/place`. */
export interface PlaceCouponBody {
  typeId: CouponTypeId;
  accountId: number;
  amount: string;
  systemValue: number;
  changeCoefAction: CoefChangeAction;
  bets: { outcomeId: number; coef: number }[];
  promoCode?: string;
}

/** The placement body, or null when the slip's stake does not parse. */
export function placeCouponBody(
  picks: readonly CouponPick[],
  settings: CouponSlipSettings,
  accountId: number,
  promoCode = '',
  minorDigits = 2,
): PlaceCouponBody | null {
  const view = couponSlipView(picks, settings, minorDigits);
  if (view.stake === null) return null;
  const body: PlaceCouponBody = {
    typeId: view.typeId,
    accountId,
    amount: formatAmount(view.stake, minorDigits),
    systemValue: view.systemValue,
    changeCoefAction: settings.changeCoefAction,
    bets: picks.map((p) => ({ outcomeId: p.outcomeId, coef: p.coef })),
  };
  const code = promoCode.trim();
  if (code !== '' && view.typeId !== 9) body.promoCode = code;
  return body;
}

/**
 * One Idempotency-Key per placement attempt: the same key while the coupon sent is unchanged
 * (a retry after a network fault must not place twice), a new one once anything in it changes.
 */
export function attemptKey(
  previous: { key: string; body: string } | null,
  body: PlaceCouponBody,
  newKey: () => string,
): { key: string; body: string } {
  const serialized = JSON.stringify(body);
  if (previous && previous.body === serialized) return previous;
  return { key: newKey(), body: serialized };
}
