/**
 * Per-currency stake defaults of spec §9: "initial bet per currency (RUB 150, USD 5, EUR 5, UAH
 * 50, KZT 1000, fallback RUB); bet step (RUB 100, USD 2.5, EUR 2.5, UAH 50, KZT 500, fallback
 * RUB)". Amounts are minor units (every listed currency has 2 fraction digits).
 *
 * The spec names no quick amounts; ours are the initial bet × 1, 2, 5 and 10 (USD 5, 10, 25,
 * 50; RUB 150, 300, 750, 1500).
 */

/** The currency whose defaults apply to any currency not listed (spec §9). */
export const DEFAULT_BET_CURRENCY = 'RUB';

/** Stake defaults for one currency, in minor units. */
export interface BetAmountDefaults {
  /** ISO code the defaults were found for (the fallback's code when the asked one is unknown). */
  readonly currency: string;
  readonly minorDigits: number;
  /** The stake a fresh coupon starts with. */
  readonly initialAmount: bigint;
  /** What the − and + buttons take away and add. */
  readonly step: bigint;
  /** One-tap stakes offered under the amount field. */
  readonly quickAmounts: readonly bigint[];
}

const QUICK_MULTIPLIERS = [1n, 2n, 5n, 10n];

const TABLE: Readonly<Record<string, { initialAmount: bigint; step: bigint }>> = {
  RUB: { initialAmount: 15000n, step: 10000n },
  USD: { initialAmount: 500n, step: 250n },
  EUR: { initialAmount: 500n, step: 250n },
  UAH: { initialAmount: 5000n, step: 5000n },
  KZT: { initialAmount: 100000n, step: 50000n },
};

/** The stake defaults for a currency (case-insensitive ISO code), falling back to RUB's. */
export function betAmountDefaults(currencyIso: string): BetAmountDefaults {
  const code = currencyIso.toUpperCase();
  const currency = Object.hasOwn(TABLE, code) ? code : DEFAULT_BET_CURRENCY;
  const entry = TABLE[currency] ?? { initialAmount: 15000n, step: 10000n };
  return {
    currency,
    minorDigits: 2,
    initialAmount: entry.initialAmount,
    step: entry.step,
    quickAmounts: QUICK_MULTIPLIERS.map((m) => m * entry.initialAmount),
  };
}

/**
 * The stake after one press of + (`1`) or − (`-1`): one step more, or one step less but never
 * below one step (a coupon never steps down to zero).
 */
export function stepAmount(amount: bigint, step: bigint, direction: 1 | -1): bigint {
  if (step <= 0n) throw new RangeError('stepAmount: step must be positive');
  const next = amount + BigInt(direction) * step;
  return next < step ? step : next;
}

/**
 * The least stake in a currency with the default settings (minor units; issue 13, decision 020):
 * one bet step of spec §9 (RUB 100, USD 2.50, EUR 2.50, UAH 50, KZT 500; other currencies take
 * RUB's figure, the spec's fallback) — the bet slip's − button never goes below one step either.
 */
export function defaultLeastStake(currencyIso: string): bigint {
  return betAmountDefaults(currencyIso).step;
}
