// `POST /web-api/betting-calculator` (issue 6 §6): the engine that settles coupons, on a coupon
// the caller describes with each leg's result. Amounts have two decimals; the payout is rounded
// down to the cent once, at the end, exactly as settlement rounds it.
import {
  calculate,
  divideRational,
  formatAmount,
  parseAmount,
  parseCoef,
  rational,
  rationalToFixed,
} from '@playfield/domain/betting';
import type { CalculatorBet } from '@playfield/domain/betting';
import { calculatorRequestSchema } from '@playfield/protocol/betting';
import type { CalculatorResponse } from '@playfield/protocol/betting';
import { BettingError } from './errors.ts';
import { couponRefusal } from './placement/refusals.ts';

const DIGITS = 2;

function amountOf(value: string | number): bigint {
  const parsed = parseAmount(typeof value === 'number' ? String(value) : value.trim(), DIGITS);
  if (parsed.ok) return parsed.value;
  if (parsed.code === 'amount_negative') {
    throw new BettingError(400, 'betting_error_amount_negative', {}, parsed.code);
  }
  throw new BettingError(400, 'betting_error_amount_format', {}, parsed.code);
}

/** Minor units (possibly a fraction of one) as a decimal string with two digits, rounded down. */
function money(minor: ReturnType<typeof rational>): string {
  return rationalToFixed(divideRational(minor, rational(100n)), DIGITS);
}

/** Calculates the described coupon; refusals are BettingErrors (400) in the caller's language. */
export function runCalculator(body: unknown, lang: string): CalculatorResponse {
  const parsed = calculatorRequestSchema.safeParse(body);
  if (!parsed.success) throw new BettingError(400, 'betting_error_invalid', {}, 'body_invalid');
  const input = parsed.data;
  const bets: CalculatorBet[] = input.bets.map((bet, legIndex) => {
    const coef = parseCoef(bet.coef);
    if (!coef.ok) {
      throw new BettingError(400, 'betting_error_coef_invalid', { n: legIndex + 1 }, coef.code);
    }
    return {
      coef: coef.value,
      statusId: bet.statusId,
      ...(bet.blockId === undefined ? {} : { blockId: bet.blockId }),
      ...(bet.amount === undefined ? {} : { amount: amountOf(bet.amount) }),
    };
  });
  const amountByBlockId = input.amountByBlockId
    ? Object.fromEntries(Object.entries(input.amountByBlockId).map(([k, v]) => [k, amountOf(v)]))
    : undefined;
  const result = calculate({
    typeId: input.typeId,
    bets,
    ...(input.amount === undefined ? {} : { amount: amountOf(input.amount) }),
    ...(input.systemValue === undefined ? {} : { systemValue: input.systemValue }),
    ...(amountByBlockId ? { amountByBlockId } : {}),
  });
  if (!result.ok) {
    const problem = result.problems[0];
    throw problem
      ? couponRefusal(problem, { lang, currency: 'EUR', digits: DIGITS })
      : new BettingError(400, 'betting_error_invalid');
  }
  const value = result.value;
  const coef = value.potentialCoef;
  return {
    payout: value.payout === null ? null : formatAmount(value.payout, DIGITS),
    status: value.status,
    totalStake: formatAmount(value.totalStake, DIGITS),
    potentialPayout: formatAmount(value.potentialPayout, DIGITS),
    coef: formatAmount((coef.num * 1000n) / coef.den, 3),
    lines: value.lines.map((line) => ({
      legs: [...line.legs],
      stake: money(line.stake),
      payout: line.payout === null ? null : money(line.payout),
      status: line.status,
    })),
  };
}
