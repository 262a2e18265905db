// Enforcement for other contexts: deposits (the wallet's DepositGuard), stakes (betting and
// casino), and the player's standing (login, ban mode, live connections).
import {
  checkMoneyLimits,
  enforcedValue,
  limitFamily,
  nextDayStart,
  playerStanding,
  sessionRemainingSeconds,
  windowRenewsBy,
} from '@playfield/domain/limits';
import type { MoneyLimitType, PlayRestriction, PlayerStanding } from '@playfield/domain/limits';
import type { Db } from '@playfield/db';
import type { Params } from '@playfield/i18n';
import { moneyLimits, usageByWindow } from './context.ts';
import type { LimitsContext } from './context.ts';
import { formatAmount, formatInstant, message } from './messages.ts';
import type { LimitsMessageKey } from './messages.ts';
import { lockPlayer, readLimits, readPlayer } from './repository.ts';
import type { PlayerRow, StoredLimit } from './repository.ts';

/** Allowed, or refused with a code, the message in the player's language and its end. */
export type LimitVerdict =
  | { allowed: true }
  | {
      allowed: false;
      /** self_excluded, timed_out, session_limit, deposit_limit, wager_limit, loss_limit, limit_currency. */
      code: string;
      message: string;
      /** The message key and its (formatted) parameters, for callers that translate later. */
      messageKey: LimitsMessageKey;
      params: Params;
      /** When the refusal stops applying (for money limits: at the latest). */
      until?: Date;
    };

export interface DepositCheck {
  userId: number;
  accountId?: number;
  /** Minor units. */
  amount: bigint;
  currency: string;
  lang?: string;
}

export interface StakeCheck {
  userId: number;
  /** Minor units (the whole coupon stake, or one casino round's stake). */
  amount: bigint;
  currency: string;
  kind: 'bet' | 'casino';
  lang?: string;
}

const PERIOD_KEY: Record<number, LimitsMessageKey> = {
  86_400_000: 'responsible_period_24h',
  604_800_000: 'responsible_period_7d',
  2_592_000_000: 'responsible_period_30d',
};

function refuse(
  ctx: LimitsContext,
  lang: string | undefined,
  code: string,
  key: LimitsMessageKey,
  params: Params,
  until?: Date,
): LimitVerdict {
  const text = message(ctx.format(lang).lang, key, params);
  return {
    allowed: false,
    code,
    message: text,
    messageKey: key,
    params,
    ...(until ? { until } : {}),
  };
}

/** The day's session time is over: until the next day starts; null otherwise. */
function sessionOverUntil(
  ctx: LimitsContext,
  limits: readonly StoredLimit[],
  player: PlayerRow | null,
  now: number,
): number | null {
  const session = limits.find((l) => l.record.type === 31);
  const hours = session ? enforcedValue(session.record, now) : null;
  if (hours === null) return null;
  const activity =
    player?.activityDay == null
      ? null
      : {
          day: player.activityDay.getTime(),
          activeSeconds: player.activitySeconds,
          lastPingAt: null,
        };
  const left = sessionRemainingSeconds(hours, activity, now, ctx.dayOffsetMinutes);
  return left === 0 ? nextDayStart(now, ctx.dayOffsetMinutes) : null;
}

function restrictionVerdict(
  ctx: LimitsContext,
  lang: string | undefined,
  restriction: PlayRestriction,
): LimitVerdict {
  const date = formatInstant(ctx.format(lang), restriction.until);
  const until = new Date(restriction.until);
  switch (restriction.kind) {
    case 'self_excluded':
      return refuse(ctx, lang, 'self_excluded', 'responsible_self_excluded', { date }, until);
    case 'timed_out':
      return refuse(ctx, lang, 'timed_out', 'responsible_timed_out', { date }, until);
    case 'session_limit':
      return refuse(ctx, lang, 'session_limit', 'responsible_session_limit_reached', {}, until);
  }
}

async function evaluate(
  ctx: LimitsContext,
  executor: Db,
  player: PlayerRow | null,
  input: { userId: number; amount: bigint; currency: string; lang?: string },
  families: readonly ('deposit' | 'wager' | 'loss')[],
): Promise<LimitVerdict> {
  if (input.amount <= 0n) throw new RangeError(`amount must be positive, got ${input.amount}`);
  const now = ctx.now().getTime();
  const limits = await readLimits(executor, input.userId);
  const stakes = !families.includes('deposit');
  const over = stakes ? sessionOverUntil(ctx, limits, player, now) : null;
  const standing = playerStanding(
    limits.map((l) => l.record),
    now,
    over,
  );
  if (standing.restriction) return restrictionVerdict(ctx, input.lang, standing.restriction);

  const relevant = limits.filter((l) => {
    const family = limitFamily(l.record.type);
    return (families as readonly string[]).includes(family);
  });
  if (relevant.every((l) => enforcedValue(l.record, now) === null)) return { allowed: true };
  const currency = player?.currency ?? null;
  if (currency === null) return { allowed: true };
  if (currency !== input.currency) {
    // Without exchange rates a movement in another currency cannot be counted against the
    // limit, and letting it through would bypass the limit.
    return refuse(ctx, input.lang, 'limit_currency', 'responsible_limit_other_currency', {
      currency,
    });
  }
  const digits = await ctx.digits(currency, executor);
  const money = moneyLimits(relevant, now, digits);
  const usage = await usageByWindow(ctx, input.userId, currency, money, now, executor);
  const verdict = checkMoneyLimits(money, families, usage, input.amount);
  if (verdict.allowed) return verdict;
  const type: MoneyLimitType = verdict.type;
  const family = limitFamily(type);
  const until = windowRenewsBy(type, now);
  const format = ctx.format(input.lang);
  const params: Params = {
    period: message(format.lang, PERIOD_KEY[until - now] ?? 'responsible_period_24h'),
    room: formatAmount(format, verdict.room, currency, digits),
  };
  const key: LimitsMessageKey =
    family === 'deposit'
      ? 'responsible_deposit_limit_reached'
      : family === 'wager'
        ? 'responsible_wager_limit_reached'
        : 'responsible_loss_limit_reached';
  return refuse(ctx, input.lang, `${family}_limit`, key, params, new Date(until));
}

/**
 * May the player deposit this amount now? Deposit limits (20, 21, 22) against deposits credited
 * in their windows, self-exclusion and time-out. Matches the wallet's `DepositGuard`.
 */
export async function checkDeposit(ctx: LimitsContext, input: DepositCheck): Promise<LimitVerdict> {
  const player = await readPlayer(ctx.db, input.userId);
  return evaluate(ctx, ctx.db, player, input, ['deposit']);
}

/**
 * Advisory stake check outside any transaction (e.g. to refuse a coupon early). It is NOT a
 * guarantee: a stake must be checked with {@link checkStakeWithin} in its own transaction.
 */
export async function checkStake(ctx: LimitsContext, input: StakeCheck): Promise<LimitVerdict> {
  const player = await readPlayer(ctx.db, input.userId);
  return evaluate(ctx, ctx.db, player, input, ['wager', 'loss']);
}

/**
 * The binding stake check: locks the player's limits row (`FOR UPDATE`) in the caller's
 * transaction `tx`, then checks wagering and loss limits, self-exclusion, time-out and the
 * session limit against the ledger as seen by `tx`. The caller posts the stake in the same
 * transaction after an allowed verdict and commits; until then every other stake check and
 * every limit change of this player waits.
 */
export async function checkStakeWithin(
  ctx: LimitsContext,
  tx: Db,
  input: StakeCheck,
): Promise<LimitVerdict> {
  const player = await lockPlayer(tx, input.userId);
  return evaluate(ctx, tx, player, input, ['wager', 'loss']);
}

/** Runs `fn` in a transaction holding the player's limits lock. */
export async function withStakeLock<T>(
  ctx: LimitsContext,
  userId: number,
  fn: (tx: Db) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    return fn(tx);
  });
}

/** Checks a stake and, when allowed, runs `debit` in the same locked transaction. */
export async function withStake<T>(
  ctx: LimitsContext,
  input: StakeCheck,
  debit: (tx: Db) => Promise<T>,
): Promise<{ allowed: true; value: T } | Extract<LimitVerdict, { allowed: false }>> {
  return ctx.db.transaction(async (tx) => {
    const verdict = await checkStakeWithin(ctx, tx, input);
    if (!verdict.allowed) return verdict;
    return { allowed: true as const, value: await debit(tx) };
  });
}

/** A player's standing for login, ban mode and live connections. */
export interface PlayerStatus extends PlayerStanding {
  /** Deposits are refused (self-excluded or timed out). */
  depositsBlocked: boolean;
  /** Bets and casino play are refused (also when today's session time is over). */
  playBlocked: boolean;
  /** Withdrawals stay possible in every state. */
  withdrawalsAllowed: true;
  /** The message to show for `restriction`, in the asked language; null when open. */
  message: string | null;
}

/** The player's standing now (see {@link PlayerStatus}). */
export async function playerStatus(
  ctx: LimitsContext,
  userId: number,
  lang?: string,
): Promise<PlayerStatus> {
  const now = ctx.now().getTime();
  const [limits, player] = await Promise.all([
    readLimits(ctx.db, userId),
    readPlayer(ctx.db, userId),
  ]);
  const standing = playerStanding(
    limits.map((l) => l.record),
    now,
    sessionOverUntil(ctx, limits, player, now),
  );
  const verdict = standing.restriction ? restrictionVerdict(ctx, lang, standing.restriction) : null;
  return {
    ...standing,
    depositsBlocked: standing.restrictions.some((r) => r.kind !== 'session_limit'),
    playBlocked: standing.restriction !== null,
    withdrawalsAllowed: true,
    message: verdict && !verdict.allowed ? verdict.message : null,
  };
}
