import {
  availableTypes,
  betAmountDefaults,
  calculate,
  couponTotalStake,
  dependentBets,
  formatAmount,
  normalizeSystemValue,
  parseAmount,
  parseCoef,
  stakeSource,
  systemOptions,
  validateCoupon,
} from '@playfield/domain/betting';
import type {
  CoefChangeAction,
  CouponProblem,
  CouponTypeId,
  SelectionBet,
  SystemOption,
} from '@playfield/domain/betting';
import type { EndpointInput } from '@playfield/protocol/endpoint';
import type { placeCouponEndpoint } from '@playfield/protocol/endpoints/betting';
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
  /** Own stakes of conditional and many-singles legs as typed, by outcome id (default: amount). */
  amountByBet: Record<string, string>;
  /** Multi-bet block of each leg, by outcome id (default: each leg its own block). */
  blockByBet: Record<string, number>;
  /** Multi-bet block stakes as typed, by block id (default: amount). */
  amountByBlock: Record<string, string>;
}

export const DEFAULT_SLIP_SETTINGS: CouponSlipSettings = {
  typeId: 0,
  systemValue: 2,
  amount: '',
  changeCoefAction: 2,
  amountByBet: {},
  blockByBet: {},
  amountByBlock: {},
};

/** The types this slip offers: the engine's `availableTypes` for the picks. */
export function offeredTypes(picks: readonly CouponPick[]): CouponTypeId[] {
  return availableTypes(picks.map((p) => ({ gameId: p.gameId })));
}

/** A leg's own stake as typed (types 5 and 9); the coupon's amount until the player sets one. */
export function legAmountText(settings: CouponSlipSettings, pick: CouponPick): string {
  return settings.amountByBet[String(pick.outcomeId)] ?? settings.amount;
}

/** A leg's multi-bet block; each leg starts in a block of its own. */
export function legBlock(settings: CouponSlipSettings, pick: CouponPick, index: number): number {
  return settings.blockByBet[String(pick.outcomeId)] ?? index + 1;
}

/** A block's stake as typed; the coupon's amount until the player sets one. */
export function blockAmountText(settings: CouponSlipSettings, blockId: number): string {
  return settings.amountByBlock[String(blockId)] ?? settings.amount;
}

/** The multi-bet blocks the legs use, ascending. */
export function usedBlocks(picks: readonly CouponPick[], settings: CouponSlipSettings): number[] {
  return [...new Set(picks.map((p, i) => legBlock(settings, p, i)))].sort((a, b) => a - b);
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
  /** Multi-bet blocks in use, ascending. */
  blocks: number[];
  /** The total stake in minor units, or null when a typed amount does not parse. */
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
  const source = stakeSource(typeId);
  const systemValue = normalizeSystemValue(settings.systemValue, picks.length);
  const parse = (text: string) => {
    const parsed = parseAmount(text.trim(), minorDigits);
    return parsed.ok ? parsed.value : null;
  };
  const blocks = usedBlocks(picks, settings);
  const amountByBlockId: Record<string, bigint> = {};
  let unparsed = false;
  if (source === 'block') {
    for (const id of blocks) {
      const value = parse(blockAmountText(settings, id));
      if (value === null) unparsed = true;
      else amountByBlockId[String(id)] = value;
    }
  }
  const coefs = picks.map(coefOf);
  const bets: SelectionBet[] = picks.map((p, i) => {
    const bet: { -readonly [K in keyof SelectionBet]: SelectionBet[K] } = {
      outcomeId: p.outcomeId,
      gameId: p.gameId,
      coef: coefs[i] ?? 0,
      isLive: p.isLive,
      isBlocked: p.blocked,
    };
    if (source === 'block') bet.blockId = legBlock(settings, p, i);
    if (source === 'bet') {
      const own = parse(legAmountText(settings, p));
      if (own === null) unparsed = true;
      else bet.amount = own;
    }
    return bet;
  });
  const amount = source === 'total' ? parse(settings.amount) : null;
  if (source === 'total' && amount === null) unparsed = true;
  const shape = {
    typeId,
    amount: amount ?? undefined,
    systemValue,
    amountByBlockId: source === 'block' ? amountByBlockId : undefined,
  };
  const stake = unparsed
    ? null
    : couponTotalStake({
        ...shape,
        bets: bets.map((b) => ({ coef: b.coef, amount: b.amount, blockId: b.blockId })),
      });
  const dependentLegs = new Set<number>();
  const groupOf = (i: number) => (source === 'block' ? bets[i]?.blockId : 0);
  // Flagged in every type (spec §3 isDepend); only the combining types refuse them.
  for (const pair of dependentBets(bets, groupOf)) {
    dependentLegs.add(pair.legIndex);
    dependentLegs.add(pair.otherLegIndex);
  }
  const draft = { ...shape, amount: amount ?? 0n, bets };
  const problems = picks.length === 0 ? [] : validateCoupon(draft);
  let potentialPayout: bigint | null = null;
  let totalCoef: string | null = null;
  if (picks.length > 0 && stake !== null && stake > 0n && coefs.every((c) => c !== null)) {
    const result = calculate(
      {
        ...shape,
        bets: bets.map((b) => ({
          coef: b.coef,
          statusId: -1,
          blockId: b.blockId,
          amount: b.amount,
        })),
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
    blocks,
    stake,
    potentialPayout,
    totalCoef,
    dependentLegs,
    problems,
  };
}

/**
 * The outgoing coupon of spec §3 for `POST /web-api/betting/place`: the input of the betting
 * context's endpoint definition (a type only — the slip's first load brings no schema).
 */
export type PlaceCouponBody = EndpointInput<typeof placeCouponEndpoint>['body'];

/**
 * The answer to a placement: the accepted coupon's id, or the refusal's text, status, code and
 * the outcome ids of the legs at fault (empty when it is about the whole coupon).
 */
export type PlaceResult =
  | { ok: true; couponId: string }
  | {
      ok: false;
      status: number;
      message: string;
      code?: string | number;
      outcomeIds: number[];
    };

/** What a placement that never got an answer gives (status 0: a network fault). */
export const PLACE_NETWORK_FAULT: PlaceResult = {
  ok: false,
  status: 0,
  message: '',
  outcomeIds: [],
};

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
  const source = stakeSource(view.typeId);
  const fixed = (text: string) => {
    const parsed = parseAmount(text.trim(), minorDigits);
    return parsed.ok ? formatAmount(parsed.value, minorDigits) : text;
  };
  const body: PlaceCouponBody = {
    typeId: view.typeId,
    accountId,
    amount: formatAmount(view.stake, minorDigits),
    systemValue: view.systemValue,
    changeCoefAction: settings.changeCoefAction,
    bets: picks.map((p, i) =>
      source === 'block'
        ? { outcomeId: p.outcomeId, coef: p.coef, blockId: legBlock(settings, p, i) }
        : { outcomeId: p.outcomeId, coef: p.coef },
    ),
  };
  if (source === 'block') {
    body.amountByBlockId = Object.fromEntries(
      view.blocks.map((id) => [String(id), fixed(blockAmountText(settings, id))]),
    );
  }
  if (source === 'bet') {
    body.amountByBetId = Object.fromEntries(
      picks.map((p) => [String(p.outcomeId), fixed(legAmountText(settings, p))]),
    );
  }
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

/** How the slip marks a leg a placement refused: its odds moved, or it cannot be bet on. */
export type RefusedLegMark = 'changed' | 'unavailable';

/**
 * The marks of the legs a refusal names (its `outcomeIds`): odds refusals mark them changed,
 * the others (unknown outcome, finished game, suspended) unavailable. Legs not in the coupon
 * are left out.
 */
export function refusedLegMarks(
  picks: readonly CouponPick[],
  code: string | number | undefined,
  outcomeIds: readonly number[],
): Map<number, RefusedLegMark> {
  const mark: RefusedLegMark =
    code === 'coef_changed' || code === 'coef_dropped' ? 'changed' : 'unavailable';
  const refused = new Set(outcomeIds);
  const marks = new Map<number, RefusedLegMark>();
  for (const pick of picks) if (refused.has(pick.outcomeId)) marks.set(pick.outcomeId, mark);
  return marks;
}

/**
 * The refusal's text with each unknown outcome, which the server can only call by its id
 * (`idText(id)`, e.g. "outcome 208842784768"), named from the slip's own pick instead.
 */
export function nameUnknownLegs(
  message: string,
  picks: readonly CouponPick[],
  outcomeIds: readonly number[],
  idText: (id: number) => string,
): string {
  let named = message;
  for (const id of outcomeIds) {
    const pick = picks.find((p) => p.outcomeId === id);
    if (pick) named = named.split(idText(id)).join(`${pick.gameName}: ${pick.outcomeName}`);
  }
  return named;
}
