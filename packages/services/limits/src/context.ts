import { randomUUID } from 'node:crypto';
import {
  NO_USAGE,
  enforcedValue,
  isMoneyLimit,
  limitRoom,
  toMinorUnits,
  windowStart,
} from '@playfield/domain/limits';
import type { MoneyLimit, MoneyLimitType, WindowUsage } from '@playfield/domain/limits';
import type { Db } from '@playfield/db';
import { messageLanguage } from './messages.ts';
import type { MessageFormat } from './messages.ts';
import { LEDGER_KINDS } from './ports.ts';
import type { LimitsDeps } from './ports.ts';
import { currencyDigits } from './repository.ts';
import type { StoredLimit } from './repository.ts';

/** Everything the service's parts share, built once from the deps. */
export interface LimitsContext {
  db: Db;
  deps: LimitsDeps;
  now(): Date;
  newToken(): string;
  timeZoneHours: number;
  /** The site's day boundary in minutes from UTC. */
  dayOffsetMinutes: number;
  defaultLanguage: string;
  testTtlMs: number;
  /** Minor digits of a currency (cached; reads the reference table through `executor`). */
  digits(currency: string, executor?: Db): Promise<number>;
  /** Message format for a language (the default when absent). */
  format(lang: string | undefined): MessageFormat;
  /** Reports a failure that must not fail the caller (a listener that threw). */
  report(error: unknown, context: string): void;
}

export function createContext(deps: LimitsDeps): LimitsContext {
  const db = deps.database.db;
  const cache = new Map<string, number>();
  const timeZoneHours = deps.timeZoneHours ?? 3;
  const defaultLanguage = messageLanguage(deps.defaultLanguage ?? 'en');
  return {
    db,
    deps,
    now: deps.now ?? (() => new Date()),
    newToken: deps.newToken ?? randomUUID,
    timeZoneHours,
    dayOffsetMinutes: timeZoneHours * 60,
    defaultLanguage,
    testTtlMs: deps.testTtlMs ?? 15 * 60_000,
    async digits(currency, executor = db) {
      const known = cache.get(currency);
      if (known !== undefined) return known;
      const digits = await currencyDigits(executor, currency);
      if (digits === null) throw new Error(`unknown currency ${currency}`);
      cache.set(currency, digits);
      return digits;
    },
    format: (lang) => ({ lang: messageLanguage(lang, defaultLanguage), timeZoneHours }),
    report(error, context) {
      deps.onError?.(error, context);
    },
  };
}

/** Money moved on the player's accounts in `currency` since `since` (from the ledger). */
export async function usageSince(
  ctx: LimitsContext,
  userId: number,
  currency: string,
  since: Date,
  executor?: Db,
): Promise<WindowUsage> {
  const sums = await ctx.deps.ledger.sumsByKind(
    { userId, currency, kinds: LEDGER_KINDS, since },
    executor,
  );
  const of = (kind: keyof typeof sums) => sums[kind] ?? 0n;
  const abs = (n: bigint) => (n < 0n ? -n : n);
  return {
    deposited: abs(of('deposit')),
    // Stakes are posted as debits (negative) on the player's accounts.
    staked: abs(of('bet_stake') + of('casino_stake')),
    refunded: abs(of('bet_refund')),
    won: abs(of('bet_payout') + of('casino_win')),
  };
}

/** The enforced money limits of the player at `now`, in minor units of `digits`. */
export function moneyLimits(
  limits: readonly StoredLimit[],
  now: number,
  digits: number,
): MoneyLimit[] {
  const out: MoneyLimit[] = [];
  for (const { record } of limits) {
    if (!isMoneyLimit(record.type)) continue;
    const value = enforcedValue(record, now);
    if (value !== null) out.push({ type: record.type, limit: toMinorUnits(value, digits) });
  }
  return out;
}

/**
 * Usage in the window of every given limit, one ledger read per distinct window. Returns a
 * lookup by limit type.
 */
export async function usageByWindow(
  ctx: LimitsContext,
  userId: number,
  currency: string,
  limits: readonly MoneyLimit[],
  now: number,
  executor?: Db,
): Promise<(type: MoneyLimitType) => WindowUsage> {
  const byStart = new Map<number, WindowUsage>();
  for (const limit of limits) {
    const start = windowStart(limit.type, now);
    if (!byStart.has(start)) {
      byStart.set(start, await usageSince(ctx, userId, currency, new Date(start), executor));
    }
  }
  return (type) => byStart.get(windowStart(type, now)) ?? NO_USAGE;
}

/** Room left under a money limit in minor units (for `limitBalance`). */
export function roomOf(limit: MoneyLimit, usage: (type: MoneyLimitType) => WindowUsage): bigint {
  return limitRoom(limit, usage(limit.type));
}
