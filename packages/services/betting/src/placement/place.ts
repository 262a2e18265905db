// Placement of a coupon (issue 6 §3): parse, re-read prices, apply the player's odds-change
// behaviour, validate with the one engine, hold live coupons for the acceptance delay and
// check again, then — in one transaction — the responsible-gaming check, the coupon rows and
// the stake's debit. A refusal writes and charges nothing; a repeated Idempotency-Key gets the
// first answer and never a second coupon.
import { createHash } from 'node:crypto';
import {
  BET_STATUS,
  applyCoefChanges,
  calculate,
  couponTotalStake,
  expressBonus,
  formatAmount,
  validateCoupon,
} from '@playfield/domain/betting';
import { formatCoef } from '@playfield/domain/odds';
import type {
  CoefChangeAction,
  CoefThousandths,
  CouponDraft,
  CouponRules,
  CouponTypeId,
} from '@playfield/domain/betting';
import type { CoefFormatId } from '@playfield/domain/odds';
import { withRetry } from '@playfield/db';
import type { Db } from '@playfield/db';
import { placeBodyProblem, placeCouponBodySchema } from '@playfield/protocol/betting';
import type { PlaceCouponBody, PlaceCouponResponse } from '@playfield/protocol/betting';
import { InsufficientFundsError, currencyInfo } from '@playfield/wallet';
import type { BalanceChange, Leg, WalletService } from '@playfield/wallet';
import { BettingError, bettingMessage } from '../errors.ts';
import type { BettingAccounts, OutcomeQuote, SportsbookPort, StakeGuard } from '../ports.ts';
import { findByKey, insertCoupon, insertLegs } from '../repository.ts';
import type { LegInsert } from '../repository.ts';
import { couponDraft, parseStakes, stake } from './draft.ts';
import type { ParsedStakes } from './draft.ts';
import { bodyRefusal, couponRefusal, legsRefusal } from './refusals.ts';

export interface PlacementDeps {
  db: Db;
  wallet: Pick<WalletService, 'postWithin' | 'prepare' | 'publish'>;
  sportsbook: Pick<SportsbookPort, 'quote'>;
  accounts: BettingAccounts;
  stakes: StakeGuard;
  /** The engine's rules for an account (site config and stake limits in its currency). */
  rules(currency: string, digits: number, isBonusAccount: boolean): Promise<CouponRules>;
  /** How long a coupon with a live leg is held before its prices are checked again (ms). */
  acceptDelayMs: number;
  sleep(ms: number): Promise<void>;
  now(): Date;
  /** Told after commit about every accepted coupon (the bets topic). */
  onAccepted(coupon: { userId: number; couponId: number; status: 'pending' | 'waiting' }): void;
}

export interface PlaceInput {
  userId: number;
  lang: string;
  idempotencyKey: string;
  body: unknown;
}

export interface PlaceResult {
  answer: PlaceCouponResponse;
  /** True when the key had been used for this coupon before and this is the first answer. */
  replayed: boolean;
}

/** What the placement answers, stored with the coupon (without its id, which the row holds). */
type StoredAnswer = Omit<PlaceCouponResponse, 'couponId'>;

function answerOf(couponId: number, stored: unknown): PlaceCouponResponse {
  return { couponId: String(couponId), ...(stored as StoredAnswer) };
}

/** Hash of the parsed coupon: tells a retry of the same coupon from a different one. */
function requestHash(body: PlaceCouponBody): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/** A leg's name in the player's language (the quote's local names when it has them). */
function legName(quote: OutcomeQuote): string {
  const names = quote.localNames ?? quote;
  return `${names.gameName}: ${names.outcomeName}`;
}

/** A leg's name with the coef it stands at now ("Game: Outcome (2.350)"). */
function legAtCoef(quote: OutcomeQuote): string {
  return `${legName(quote)} (${formatAmount(BigInt(quote.coef), 3)})`;
}

/** The names and outcome ids of the legs a refusal is about. */
function namesAndIds(
  legs: readonly OutcomeQuote[],
  name: (quote: OutcomeQuote) => string = legName,
): [string[], number[]] {
  return [legs.map(name), legs.map((q) => q.outcomeId)];
}

/** The quotes of every leg in leg order, refusing unknown, finished and suspended ones. */
function checkQuotes(
  body: PlaceCouponBody,
  quotes: Map<number, OutcomeQuote>,
  lang: string,
): OutcomeQuote[] {
  const unknown = body.bets.filter((bet) => !quotes.has(bet.outcomeId));
  if (unknown.length > 0) {
    throw legsRefusal(
      'betting_error_outcome_unknown',
      'outcome_unknown',
      unknown.map((bet) => bettingMessage(lang, 'betting_error_outcome_id', { id: bet.outcomeId })),
      unknown.map((bet) => bet.outcomeId),
    );
  }
  const legs = body.bets.map((bet) => quotes.get(bet.outcomeId) as OutcomeQuote);
  const finished = legs.filter((q) => q.gameStatus === 4);
  if (finished.length > 0) {
    throw legsRefusal('betting_error_finished', 'game_finished', ...namesAndIds(finished));
  }
  const blocked = legs.filter((q) => q.blocked);
  if (blocked.length > 0) {
    throw legsRefusal('betting_error_suspended', 'bet_blocked', ...namesAndIds(blocked));
  }
  return legs;
}

/** The coefs the legs are accepted at under the player's behaviour, or the refusal. */
function acceptedCoefs(
  body: PlaceCouponBody,
  legs: readonly OutcomeQuote[],
  action: CoefChangeAction,
): CoefThousandths[] {
  const decision = applyCoefChanges(
    action,
    body.bets.map((bet, i) => ({ offered: bet.coef, current: legs[i]?.coef ?? bet.coef })),
  );
  if (decision.accepted) return [...decision.coefs];
  const refused = decision.refusedLegs
    .map(({ legIndex }) => legs[legIndex])
    .filter((q): q is OutcomeQuote => q !== undefined);
  if (decision.refusedLegs.every((leg) => leg.reason === 'coef_dropped')) {
    throw legsRefusal(
      'betting_error_odds_dropped',
      'coef_dropped',
      ...namesAndIds(refused, legAtCoef),
    );
  }
  throw legsRefusal(
    'betting_error_odds_changed',
    'coef_changed',
    ...namesAndIds(refused, legAtCoef),
  );
}

/**
 * `exactCoef` (spec §3, issue 13 item 3): every leg only at the coef the player sent, whatever
 * `changeCoefAction` says; a changed leg refuses the coupon with `coef_changed`.
 */
function exactCoefs(body: PlaceCouponBody, legs: readonly OutcomeQuote[]): CoefThousandths[] {
  const changed = legs.filter((q, i) => q.coef !== body.bets[i]?.coef);
  if (changed.length > 0) {
    throw legsRefusal(
      'betting_error_odds_changed',
      'coef_changed',
      ...namesAndIds(changed, legAtCoef),
    );
  }
  return body.bets.map((bet) => bet.coef);
}

/** The coupon's coef (without the express bonus) in thousandths, rounded down and up. */
function couponCoefBounds(draft: CouponDraft): [number, number] | null {
  const result = calculate(
    { ...draft, bets: draft.bets.map((bet) => ({ ...bet, statusId: -1 })) },
    { lines: false },
  );
  if (!result.ok) return null;
  const { num, den } = result.value.potentialCoef;
  const floor = (num * 1000n) / den;
  const ceil = (num * 1000n) % den === 0n ? floor : floor + 1n;
  return [Number(floor), Number(ceil)];
}

/** With `exactCoef`, the coupon coef asked for (`exactCoef` itself or `coef`) must be the one. */
function checkExactCoupon(body: PlaceCouponBody, draft: CouponDraft): void {
  const asked = typeof body.exactCoef === 'number' ? body.exactCoef : body.coef;
  if (asked === undefined) return;
  const bounds = couponCoefBounds(draft);
  if (bounds && (asked === bounds[0] || asked === bounds[1])) return;
  throw new BettingError(
    400,
    'betting_error_exact_coef_changed',
    {
      coef: formatAmount(BigInt(asked), 3),
      actual: bounds ? formatAmount(BigInt(bounds[0]), 3) : '—',
    },
    'coef_changed',
  );
}

/**
 * `isDropOnScoreChange` (spec §3): a live coupon is refused when the score of a leg's game
 * changed while it was held for the acceptance delay.
 */
function scoreUnchanged(before: readonly OutcomeQuote[], after: readonly OutcomeQuote[]): void {
  const moved = after.filter((q, i) => {
    const was = before[i]?.gameScore;
    const now = q.gameScore;
    return q.isLive && JSON.stringify(was ?? null) !== JSON.stringify(now ?? null);
  });
  if (moved.length === 0) return;
  throw legsRefusal('betting_error_score_changed', 'score_changed', ...namesAndIds(moved));
}

/** The coupon's coef in the player's odds format (`coefViewId`), for the answer. */
function coefView(
  formatId: number | undefined,
  coef: { num: bigint; den: bigint },
): { coefViewId?: number; coefByView?: string } {
  if (formatId === undefined) return {};
  const thousandths = Number((coef.num * 1000n) / coef.den);
  if (!Number.isSafeInteger(thousandths) || thousandths <= 1000) return { coefViewId: formatId };
  return { coefViewId: formatId, coefByView: formatCoef(thousandths, formatId as CoefFormatId) };
}

interface Checked {
  legs: OutcomeQuote[];
  coefs: CoefThousandths[];
  draft: CouponDraft;
  /** A VIP bet over the normal maximum: held for a trader (decision 020). */
  vipHold: boolean;
}

export function createPlacement(deps: PlacementDeps) {
  async function quoteAndCheck(
    body: PlaceCouponBody,
    stakes: ParsedStakes,
    rules: CouponRules,
    format: { lang: string; currency: string; digits: number },
  ): Promise<Checked> {
    let quotes: Map<number, OutcomeQuote>;
    try {
      quotes = await deps.sportsbook.quote(
        body.bets.map((bet) => bet.outcomeId),
        format.lang,
      );
    } catch {
      throw new BettingError(503, 'betting_error_unavailable', {}, 'sportsbook_unavailable');
    }
    const legs = checkQuotes(body, quotes, format.lang);
    const action = (body.changeCoefAction ?? 2) as CoefChangeAction;
    const exact = body.exactCoef !== undefined && body.exactCoef !== false;
    const coefs = exact ? exactCoefs(body, legs) : acceptedCoefs(body, legs, action);
    const draft = couponDraft(body, stakes, legs, coefs);
    if (exact) checkExactCoupon(body, draft);
    const problems = validateCoupon(draft, rules);
    // A VIP bet (spec §5, decision 020) may go over the normal maximum: it is then held for a
    // trader's approval instead of refused. Every other rule still applies.
    const overMax = problems.some((p) => p.code === 'amount_above_max');
    const vipHold = draft.isVipBet === true && overMax;
    const problem = problems.find((p) => !(vipHold && p.code === 'amount_above_max'));
    if (problem) throw couponRefusal(problem, format);
    return { legs, coefs, draft, vipHold };
  }

  async function replayOf(
    userId: number,
    idempotencyKey: string,
    hash: string,
  ): Promise<PlaceResult | null> {
    const found = await findByKey(deps.db, userId, idempotencyKey);
    if (!found) return null;
    if (found.requestHash !== hash) {
      throw new BettingError(409, 'betting_error_key_reused', {}, 'idempotency_key_reused');
    }
    return { answer: answerOf(found.id, found.answer), replayed: true };
  }

  return async function place(input: PlaceInput): Promise<PlaceResult> {
    const { userId, lang, idempotencyKey } = input;
    const parsed = placeCouponBodySchema.safeParse(input.body);
    if (!parsed.success) {
      const bets = (input.body as { bets?: unknown } | null)?.bets;
      throw bodyRefusal(placeBodyProblem(parsed.error), Array.isArray(bets) ? bets.length : null);
    }
    const body = parsed.data;
    if (body.userId !== undefined && body.userId !== userId) {
      throw new BettingError(400, 'betting_error_user', {}, 'user_invalid');
    }
    const hash = requestHash(body);
    const earlier = await replayOf(userId, idempotencyKey, hash);
    if (earlier) return earlier;

    const account = await deps.accounts.getAccount(userId, body.accountId);
    const currency = account ? currencyInfo(account.currency) : undefined;
    if (!account || !account.isActive || !currency) {
      throw new BettingError(400, 'betting_error_account', {}, 'account_invalid');
    }
    const format = { lang, currency: currency.iso, digits: currency.digits };
    const parsedStakes = parseStakes(body, currency.iso, currency.digits);
    if (
      body.prepaidAmount !== undefined &&
      stake(body.prepaidAmount, currency.iso, currency.digits) !== 0n
    ) {
      // No prepaid (voucher) stakes exist on this site: refused, never silently ignored.
      throw new BettingError(400, 'betting_error_prepaid', {}, 'prepaid_unavailable');
    }
    const rules = await deps.rules(currency.iso, currency.digits, account.type === 4);

    let checked = await quoteAndCheck(body, parsedStakes, rules, format);
    if (deps.acceptDelayMs > 0 && checked.legs.some((q) => q.isLive)) {
      // Live prices move with play: the coupon is held, then priced and checked again, so a
      // bet cannot be placed on a price that the next event has already made stale.
      const first = checked;
      await deps.sleep(deps.acceptDelayMs);
      checked = await quoteAndCheck(body, parsedStakes, rules, format);
      if (body.isDropOnScoreChange) scoreUnchanged(first.legs, checked.legs);
    }
    const { legs, coefs, draft, vipHold } = checked;
    const status = vipHold ? 'waiting' : 'pending';
    const stakes = parsedStakes;
    const typeId = body.typeId as CouponTypeId;
    const bonus = expressBonus({
      enabled: rules.expressBonusEnabled ?? false,
      typeId,
      bets: draft.bets,
    });
    const calculation = calculate(
      {
        ...draft,
        bets: draft.bets.map((bet) => ({ ...bet, statusId: -1 })),
        ...(bonus.eligible ? { bonusMultiplier: bonus.multiplier } : {}),
      },
      { lines: false },
    );
    if (!calculation.ok) {
      const problem = calculation.problems[0];
      throw problem
        ? couponRefusal(problem, format)
        : new BettingError(400, 'betting_error_invalid');
    }
    const totalStake = couponTotalStake({ ...draft, typeId });
    const { potentialPayout, potentialCoef } = calculation.value;
    const createdAt = deps.now();
    const stored: StoredAnswer = {
      typeId,
      accountId: account.id,
      currency: currency.iso,
      amount: formatAmount(totalStake, currency.digits),
      coef: formatAmount((potentialCoef.num * 1000n) / potentialCoef.den, 3),
      potentialPayout: formatAmount(potentialPayout, currency.digits),
      status,
      createdAt: createdAt.toISOString(),
      bets: body.bets.map((bet, i) => ({
        outcomeId: bet.outcomeId,
        gameId: legs[i]?.gameId ?? 0,
        coef: formatAmount(BigInt(coefs[i] ?? bet.coef), 3),
        changed: (coefs[i] ?? bet.coef) !== bet.coef,
      })),
      ...coefView(body.coefViewId, potentialCoef),
      ...(body.refId === undefined ? {} : { refId: body.refId }),
    };
    const stakeLegs: Leg[] = [
      {
        account: { kind: 'player', accountId: account.id, userId },
        currency: currency.iso,
        amount: -totalStake,
      },
      {
        account: { kind: 'system', code: 'bets_stakes' },
        currency: currency.iso,
        amount: totalStake,
      },
    ];
    await deps.wallet.prepare(stakeLegs);

    const written = await withRetry(() =>
      deps.db.transaction(async (tx) => {
        const verdict = await deps.stakes.checkStakeWithin(tx, {
          userId,
          amount: totalStake,
          currency: currency.iso,
          kind: 'bet',
          lang,
        });
        if (!verdict.allowed) {
          throw new BettingError(403, 'betting_error_invalid', {}, verdict.code, verdict.message);
        }
        const couponId = await insertCoupon(tx, {
          userId,
          accountId: account.id,
          currency: currency.iso,
          typeId,
          amount: totalStake,
          systemValue: typeId === 2 ? (body.systemValue ?? 2) : null,
          bonusPercent: bonus.eligible ? bonus.percent : null,
          changeCoefAction: body.changeCoefAction ?? 2,
          promoCode: body.promoCode?.trim() ? body.promoCode.trim() : null,
          refId: body.refId ?? null,
          isVip: vipHold,
          status,
          potentialPayout,
          idempotencyKey,
          requestHash: hash,
          answer: stored,
          createdAt,
        });
        if (couponId === null) return null;
        await insertLegs(
          tx,
          body.bets.map((bet, legIndex): LegInsert => {
            const q = legs[legIndex] as OutcomeQuote;
            return {
              couponId,
              legIndex,
              outcomeId: bet.outcomeId,
              gameId: q.gameId,
              marketId: q.marketId,
              sportId: q.sportId,
              champId: q.champId,
              coef: coefs[legIndex] ?? bet.coef,
              offeredCoef: bet.coef,
              isLive: q.isLive,
              // A leg on a game in play is not "game not started" (spec §3 bet statuses): it
              // waits to be calculated from the result.
              statusId: q.isLive ? BET_STATUS.NOT_CALCULATED : BET_STATUS.NOT_STARTED,
              marketType: q.market.type,
              marketPeriod: q.market.period,
              marketParam: q.market.param,
              outcomeKey: q.outcome.key,
              outcomeParam: q.outcome.param,
              outcomeScore: q.outcome.score,
              competitorId: q.outcome.competitorId,
              gameName: q.gameName,
              marketName: q.marketName,
              outcomeName: q.outcomeName,
              blockId: bet.blockId ?? null,
              // Types 5 and 9: the leg's own stake; a multi-bet: its block's stake.
              amount:
                typeId === 4
                  ? (stakes.amountByBlockId?.[String(bet.blockId)] ?? null)
                  : (draft.bets[legIndex]?.amount ?? null),
            };
          }),
        );
        let changes: BalanceChange[];
        try {
          ({ changes } = await deps.wallet.postWithin(tx, {
            kind: 'bet_stake',
            idempotencyKey: `bet_stake:${couponId}`,
            legs: stakeLegs,
            metadata: { couponId },
          }));
        } catch (error) {
          if (error instanceof InsufficientFundsError) {
            throw new BettingError(400, 'betting_error_insufficient', {}, 'insufficient_funds');
          }
          throw error;
        }
        return { couponId, changes };
      }),
    );
    if (written === null) {
      // A concurrent request with the same key committed first: answer as it did.
      const replay = await replayOf(userId, idempotencyKey, hash);
      if (replay) return replay;
      throw new Error(`coupon under key ${idempotencyKey} vanished`);
    }
    deps.wallet.publish(written.changes);
    deps.onAccepted({ userId, couponId: written.couponId, status });
    return { answer: answerOf(written.couponId, stored), replayed: false };
  };
}
