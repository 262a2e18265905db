import {
  calculate,
  divideRational,
  formatAmount,
  parseAmount,
  parseCoef,
  rational,
  rationalToFixed,
  stakeSource,
} from '@playfield/domain/betting';
import type {
  CalculateResult,
  CalculatorBet,
  CouponTypeId,
  Rational,
} from '@playfield/domain/betting';

// The betting-calculator page's form as typed, turned into the engine's input. The page runs
// the same engine as the placement, settlement and `POST /web-api/betting-calculator`, so its
// numbers are the ones a settled coupon gets (exact rationals, rounded down once at the end).

export interface CalculatorLegForm {
  coef: string;
  statusId: number;
  /** Multi-bet block (type 4), as typed. */
  blockId: string;
  /** Own stake (types 5 and 9), as typed. */
  amount: string;
}

export interface CalculatorForm {
  typeId: CouponTypeId;
  amount: string;
  systemValue: number;
  /** Stakes of multi-bet blocks as typed, keyed by block id. */
  blockAmounts: Record<string, string>;
  legs: CalculatorLegForm[];
}

export function emptyLeg(blockId = '1'): CalculatorLegForm {
  return { coef: '', statusId: 1, blockId, amount: '10' };
}

export const INITIAL_CALCULATOR_FORM: CalculatorForm = {
  typeId: 2,
  amount: '100',
  systemValue: 2,
  blockAmounts: { '1': '10', '2': '10' },
  legs: [
    { coef: '2.5', statusId: 1, blockId: '1', amount: '10' },
    { coef: '1.8', statusId: 0, blockId: '1', amount: '10' },
    { coef: '3.1', statusId: 4, blockId: '2', amount: '10' },
  ],
};

/** What the form gives: the engine's answer, or the legs and fields that do not parse. */
export type CalculatorOutcome =
  | { kind: 'result'; result: CalculateResult }
  | { kind: 'unparsed'; legs: number[]; amount: boolean };

const normalize = (value: string) => value.trim().replace(',', '.');

function stake(value: string | undefined): bigint | null {
  const parsed = parseAmount(normalize(value ?? ''), 2);
  return parsed.ok ? parsed.value : null;
}

/** The block ids the multi-bet legs name, in order of first appearance. */
export function formBlockIds(form: CalculatorForm): string[] {
  return [...new Set(form.legs.map((l) => l.blockId.trim()).filter((id) => id !== ''))];
}

/** Runs the engine on the form. */
export function runCalculator(form: CalculatorForm): CalculatorOutcome {
  const source = stakeSource(form.typeId);
  const badLegs: number[] = [];
  const bets: CalculatorBet[] = form.legs.map((leg, index) => {
    const coef = parseCoef(normalize(leg.coef));
    const bet: { coef: number; statusId: number; blockId?: number; amount?: bigint } = {
      coef: coef.ok ? coef.value : 0,
      statusId: leg.statusId,
    };
    if (!coef.ok) badLegs.push(index);
    if (source === 'block') {
      const block = Number(leg.blockId.trim());
      if (leg.blockId.trim() === '' || !Number.isInteger(block) || block < 0) badLegs.push(index);
      else bet.blockId = block;
    }
    if (source === 'bet') {
      const own = stake(leg.amount);
      if (own === null) badLegs.push(index);
      else bet.amount = own;
    }
    return bet;
  });
  const total = source === 'total' ? stake(form.amount) : 0n;
  const amountByBlockId: Record<string, bigint> = {};
  let badAmount = total === null;
  if (source === 'block') {
    for (const id of formBlockIds(form)) {
      const value = stake(form.blockAmounts[id]);
      if (value === null) badAmount = true;
      else amountByBlockId[id] = value;
    }
  }
  if (badLegs.length > 0 || badAmount) {
    return { kind: 'unparsed', legs: [...new Set(badLegs)], amount: badAmount };
  }
  return {
    kind: 'result',
    result: calculate({
      typeId: form.typeId,
      amount: source === 'total' ? (total ?? 0n) : undefined,
      systemValue: form.systemValue,
      amountByBlockId: source === 'block' ? amountByBlockId : undefined,
      bets,
    }),
  };
}

/** Minor units as a plain decimal ("12.34"). */
export function money(minor: bigint): string {
  return formatAmount(minor, 2);
}

/** An exact amount of minor units as a plain decimal, rounded down to the cent ("3.33"). */
export function exactMoney(minor: Rational): string {
  return rationalToFixed(divideRational(minor, rational(100n)), 2);
}
