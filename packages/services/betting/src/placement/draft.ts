// From a parsed placement body and current prices to the engine's coupon draft: stakes in minor
// units with the account currency's digits, and each leg at the coef it would be accepted at.
import {
  isBannedInExpress,
  marketKindOf,
  parseAmount,
  stakeSource,
} from '@playfield/domain/betting';
import type {
  CoefThousandths,
  CouponDraft,
  CouponTypeId,
  SelectionBet,
} from '@playfield/domain/betting';
import type { PlaceCouponBody } from '@playfield/protocol/betting';
import { BettingError } from '../errors.ts';
import type { OutcomeQuote } from '../ports.ts';

/** Stakes of a coupon in minor units, by where its type takes them from. */
export interface ParsedStakes {
  amount?: bigint;
  amountByBlockId?: Record<string, bigint>;
  /** Own stake of each leg, by leg index (types 5 and 9). */
  legAmounts?: (bigint | undefined)[];
}

export function stake(text: string | number, currency: string, digits: number): bigint {
  const parsed = parseAmount(typeof text === 'number' ? String(text) : text.trim(), digits);
  if (parsed.ok) return parsed.value;
  switch (parsed.code) {
    case 'amount_negative':
      throw new BettingError(400, 'betting_error_amount_negative', {}, parsed.code);
    case 'amount_too_precise':
      throw new BettingError(
        400,
        'betting_error_amount_precision',
        { currency, digits },
        parsed.code,
      );
    case 'amount_too_large':
      throw new BettingError(400, 'betting_error_amount_too_large', {}, parsed.code);
    default:
      throw new BettingError(400, 'betting_error_amount_format', {}, parsed.code);
  }
}

/** Parses the stakes the coupon's type needs; a stake that is missing stays undefined. */
export function parseStakes(body: PlaceCouponBody, currency: string, digits: number): ParsedStakes {
  const source = stakeSource(body.typeId as CouponTypeId);
  if (source === 'total') {
    return body.amount === undefined ? {} : { amount: stake(body.amount, currency, digits) };
  }
  if (source === 'block') {
    const amounts: Record<string, bigint> = {};
    for (const [id, text] of Object.entries(body.amountByBlockId ?? {})) {
      amounts[id] = stake(text, currency, digits);
    }
    return { amountByBlockId: amounts };
  }
  const byBet = body.amountByBetId ?? {};
  return {
    legAmounts: body.bets.map((bet) => {
      const text = byBet[String(bet.outcomeId)];
      return text === undefined ? undefined : stake(text, currency, digits);
    }),
  };
}

/**
 * True when an outcome can settle with a half result: quarter lines (x.25, x.75) split the
 * stake over two neighbouring lines (feed settle.ts `settleAsian`).
 */
export function allowsHalfResult(quote: OutcomeQuote): boolean {
  const param = quote.outcome.param;
  return param !== null && !Number.isInteger(param * 2);
}

/** The engine's draft with every leg at `coefs[i]` (the coef it would be accepted at). */
export function couponDraft(
  body: PlaceCouponBody,
  stakes: ParsedStakes,
  quotes: readonly OutcomeQuote[],
  coefs: readonly CoefThousandths[],
): CouponDraft {
  const bets: SelectionBet[] = body.bets.map((bet, i) => {
    const quote = quotes[i];
    const leg: { -readonly [K in keyof SelectionBet]: SelectionBet[K] } = {
      outcomeId: bet.outcomeId,
      gameId: quote?.gameId ?? 0,
      coef: coefs[i] ?? bet.coef,
      isLive: quote?.isLive ?? false,
      isBlocked: quote?.blocked ?? false,
      allowsHalfResult: quote ? allowsHalfResult(quote) : false,
      // Spec §5 express rules need both (issue 13 item 4): kind 7 earns no express bonus, an
      // outright is never combined with other legs.
      marketKind: quote ? (quote.marketKind ?? marketKindOf(quote.market.type)) : 0,
      isBannedExpress: quote
        ? (quote.isBannedExpress ??
          isBannedInExpress({ marketType: quote.market.type, sportId: quote.sportId }))
        : false,
    };
    if (bet.blockId !== undefined) leg.blockId = bet.blockId;
    const own = stakes.legAmounts?.[i];
    if (own !== undefined) leg.amount = own;
    return leg;
  });
  return {
    typeId: body.typeId,
    bets,
    ...(stakes.amount === undefined ? {} : { amount: stakes.amount }),
    ...(body.systemValue === undefined ? {} : { systemValue: body.systemValue }),
    ...(stakes.amountByBlockId ? { amountByBlockId: stakes.amountByBlockId } : {}),
    ...(body.promoCode === undefined ? {} : { promoCode: body.promoCode }),
    ...(body.isVipBet === undefined ? {} : { isVipBet: body.isVipBet }),
  };
}
