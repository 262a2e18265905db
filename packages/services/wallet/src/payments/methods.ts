import type { PaymentType } from './state.ts';

// Payment methods by country and currency with their limits. They are configuration, not data:
// adding a method means a provider integration, which is a code change anyway. Every method here
// is carried out by the sandbox provider; a real provider would be chosen per method.

export interface MethodLimits {
  /** Minor units. */
  min: bigint;
  /** Minor units. */
  max: bigint;
}

export interface PaymentMethod {
  id: string;
  directions: readonly PaymentType[];
  /** Lower-case ISO 3166-1 alpha-2 codes, or `all`. */
  countries: readonly string[] | 'all';
  /** Limits by currency; a currency absent here is not offered. */
  limits: Readonly<Record<string, MethodLimits>>;
}

const units = (min: number, max: number): MethodLimits => ({
  min: BigInt(min) * 100n,
  max: BigInt(max) * 100n,
});

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  {
    id: 'card',
    directions: ['deposit', 'withdrawal'],
    countries: 'all',
    limits: {
      RUB: units(100, 600_000),
      USD: units(1, 10_000),
      EUR: units(1, 10_000),
      UAH: units(50, 250_000),
      KZT: units(500, 3_000_000),
      TRY: units(50, 300_000),
      BRL: units(10, 50_000),
      INR: units(100, 800_000),
    },
  },
  {
    id: 'sbp',
    directions: ['deposit', 'withdrawal'],
    countries: ['ru'],
    limits: { RUB: units(10, 300_000) },
  },
  {
    id: 'kaspi',
    directions: ['deposit', 'withdrawal'],
    countries: ['kz'],
    limits: { KZT: units(200, 2_000_000) },
  },
  {
    id: 'papara',
    directions: ['deposit', 'withdrawal'],
    countries: ['tr'],
    limits: { TRY: units(20, 200_000) },
  },
  {
    id: 'pix',
    directions: ['deposit', 'withdrawal'],
    countries: ['br'],
    limits: { BRL: units(5, 50_000) },
  },
  { id: 'upi', directions: ['deposit'], countries: ['in'], limits: { INR: units(100, 200_000) } },
];

/** A method as offered for one account: its id and the limits in the account's currency. */
export interface OfferedMethod {
  id: string;
  direction: PaymentType;
  currency: string;
  min: bigint;
  max: bigint;
}

/**
 * The methods offered to a player in `country` (null when unknown: only methods available
 * everywhere) for `currency` and `direction`.
 */
export function offeredMethods(
  country: string | null,
  currency: string,
  direction: PaymentType,
  methods: readonly PaymentMethod[] = PAYMENT_METHODS,
): OfferedMethod[] {
  const offered: OfferedMethod[] = [];
  for (const method of methods) {
    if (!method.directions.includes(direction)) continue;
    if (method.countries !== 'all' && (country === null || !method.countries.includes(country))) {
      continue;
    }
    const limits = Object.hasOwn(method.limits, currency) ? method.limits[currency] : undefined;
    if (!limits) continue;
    offered.push({ id: method.id, direction, currency, min: limits.min, max: limits.max });
  }
  return offered;
}
