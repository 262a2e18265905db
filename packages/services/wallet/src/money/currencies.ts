// The currencies the wallet can hold, with their ISO 4217 minor units and the betting defaults of
// spec §9. The wallet keeps its own table rather than reading the shared reference table on every
// request: minor units of a currency never change, and a ledger must not depend on a row someone
// can edit. A currency missing here cannot be deposited, withdrawn or posted.

export interface CurrencyInfo {
  /** ISO 4217 alphabetic code. */
  iso: string;
  /** ISO 4217 numeric code (the spec's currencyId). */
  numericCode: number;
  /** Digits after the decimal point. */
  digits: number;
  symbol: string;
  /** Stake pre-filled in the coupon, in minor units (spec §9; fallback RUB). */
  initialBet: bigint;
  /** Step of the stake buttons, in minor units (spec §9; fallback RUB). */
  betStep: bigint;
}

/** Spec §9 names RUB as the fallback for currencies without their own defaults. */
export const FALLBACK_CURRENCY = 'RUB';

const RUB_INITIAL_BET = 15_000n;
const RUB_BET_STEP = 10_000n;

export const CURRENCIES: Readonly<Record<string, CurrencyInfo>> = {
  RUB: {
    iso: 'RUB',
    numericCode: 643,
    digits: 2,
    symbol: '₽',
    initialBet: RUB_INITIAL_BET,
    betStep: RUB_BET_STEP,
  },
  USD: { iso: 'USD', numericCode: 840, digits: 2, symbol: '$', initialBet: 500n, betStep: 250n },
  EUR: { iso: 'EUR', numericCode: 978, digits: 2, symbol: '€', initialBet: 500n, betStep: 250n },
  UAH: {
    iso: 'UAH',
    numericCode: 980,
    digits: 2,
    symbol: '₴',
    initialBet: 5_000n,
    betStep: 5_000n,
  },
  KZT: {
    iso: 'KZT',
    numericCode: 398,
    digits: 2,
    symbol: '₸',
    initialBet: 100_000n,
    betStep: 50_000n,
  },
  // Spec §9 gives no defaults for these: they take RUB's figures (its stated fallback).
  TRY: {
    iso: 'TRY',
    numericCode: 949,
    digits: 2,
    symbol: '₺',
    initialBet: RUB_INITIAL_BET,
    betStep: RUB_BET_STEP,
  },
  BRL: {
    iso: 'BRL',
    numericCode: 986,
    digits: 2,
    symbol: 'R$',
    initialBet: RUB_INITIAL_BET,
    betStep: RUB_BET_STEP,
  },
  INR: {
    iso: 'INR',
    numericCode: 356,
    digits: 2,
    symbol: '₹',
    initialBet: RUB_INITIAL_BET,
    betStep: RUB_BET_STEP,
  },
};

/** The currency's description, or undefined when the wallet does not hold it. */
export function currencyInfo(iso: string): CurrencyInfo | undefined {
  return Object.hasOwn(CURRENCIES, iso) ? CURRENCIES[iso] : undefined;
}

/** Like {@link currencyInfo} but throws: for code paths that validated the currency before. */
export function requireCurrency(iso: string): CurrencyInfo {
  const info = currencyInfo(iso);
  if (!info) throw new Error(`unsupported currency ${iso}`);
  return info;
}

/** Betting defaults of spec §9 for a currency, falling back to RUB's. */
export function bettingDefaults(iso: string): { initialBet: bigint; betStep: bigint } {
  const info = currencyInfo(iso) ?? requireCurrency(FALLBACK_CURRENCY);
  return { initialBet: info.initialBet, betStep: info.betStep };
}
