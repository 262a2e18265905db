// The stake rules a coupon is validated against: the site's configuration (which types the
// minimum and maximum apply to, VIP bet, express bonus) and the operator's stake limits
// (minimum and maximum stake, the most a coupon may pay), per currency.
import { defaultLeastStake, parseAmount } from '@playfield/domain/betting';
import type { CouponRules } from '@playfield/domain/betting';

/** The site configuration fields betting reads (site config keys of the same names). */
export interface SiteBettingRules {
  couponTypesWithMinAmount: readonly number[];
  couponTypesWithMaxAmount: readonly number[];
  showVipBet: boolean;
  isAvailableCouponBonusBet: boolean;
}

export const DEFAULT_SITE_RULES: SiteBettingRules = {
  couponTypesWithMinAmount: [],
  couponTypesWithMaxAmount: [],
  showVipBet: false,
  isAvailableCouponBonusBet: false,
};

/**
 * Stake limits in major units of the account's currency, as decimal strings ("1", "0.50");
 * null means none. One set serves every currency (BET_MIN_AMOUNT, BET_MAX_AMOUNT,
 * BET_MAX_PAYOUT).
 */
export interface StakeLimits {
  minBetAmount: string | null;
  maxBetAmount: string | null;
  maxPayout: string | null;
  /**
   * The least stake per currency (ISO code → major units) for every coupon type (decision 020).
   * Absent, or a currency missing from it: spec §9's default for that currency (one bet step:
   * RUB 100, USD/EUR 2.50, UAH 50, KZT 500, else RUB's). Null: no least stake.
   */
  leastStake?: Readonly<Record<string, string>> | null;
}

/** Spec §3: no maximum stake by default; a payout cap keeps every coupon's payout bounded. */
export const DEFAULT_STAKE_LIMITS: StakeLimits = {
  minBetAmount: '1',
  maxBetAmount: null,
  maxPayout: '10000000',
};

function minor(value: string | null, digits: number): bigint | null {
  if (value === null) return null;
  const parsed = parseAmount(value, digits);
  if (!parsed.ok) throw new RangeError(`invalid stake limit ${value}`);
  return parsed.value;
}

/** Checks stake limits once at start-up; throws on a value that is not a plain decimal. */
export function checkStakeLimits(limits: StakeLimits): StakeLimits {
  for (const value of [limits.minBetAmount, limits.maxBetAmount, limits.maxPayout]) {
    minor(value, 2);
  }
  for (const value of Object.values(limits.leastStake ?? {})) minor(value, 2);
  return limits;
}

/** The engine's rules for a coupon in a currency with `digits` minor digits. */
/** The least stake in a currency, minor units (see {@link StakeLimits.leastStake}). */
export function leastStakeOf(limits: StakeLimits, currency: string, digits: number): bigint | null {
  if (limits.leastStake === null) return null;
  const configured = limits.leastStake?.[currency];
  if (configured !== undefined) return minor(configured, digits);
  // Spec §9's figures are in hundredths.
  const hundredths = defaultLeastStake(currency);
  return digits >= 2
    ? hundredths * 10n ** BigInt(digits - 2)
    : hundredths / 10n ** BigInt(2 - digits);
}

export function couponRules(
  site: SiteBettingRules,
  limits: StakeLimits,
  digits: number,
  isBonusAccount: boolean,
  currency = 'RUB',
): CouponRules {
  return {
    leastStake: leastStakeOf(limits, currency, digits),
    minBetAmount: minor(limits.minBetAmount, digits),
    maxBetAmount: minor(limits.maxBetAmount, digits),
    maxPayout: minor(limits.maxPayout, digits),
    couponTypesWithMinAmount: site.couponTypesWithMinAmount,
    couponTypesWithMaxAmount: site.couponTypesWithMaxAmount,
    isBonusAccount,
    vipBetEnabled: site.showVipBet,
    expressBonusEnabled: site.isAvailableCouponBonusBet,
  };
}
