// Shapes of the limit-service answers (spec §3, §7) built from stored limits.
import {
  LIMIT_TYPES,
  MAX_MONEY_LIMIT,
  SELF_EXCLUSION_QUESTIONS,
  SELF_EXCLUSION_REASONS,
  availableValues,
  isMoneyLimit,
  limitEntries,
  limitMeasure,
  removalValue,
  sessionRemainingSeconds,
} from '@playfield/domain/limits';
import type { LimitType } from '@playfield/domain/limits';
import type { MessageKey } from '@playfield/i18n';
import type {
  AvailableLimit,
  ClientLimit,
  LimitQuestion,
  SelfExcludeReasonView,
} from '@playfield/protocol/limits';
import { moneyLimits, roomOf, usageByWindow } from './context.ts';
import type { LimitsContext } from './context.ts';
import { message } from './messages.ts';
import type { PlayerRow, StoredLimit } from './repository.ts';

/** A minor-unit amount as decimal text with the currency's digits (12345, 2 → "123.45"). */
export function formatMinor(minor: bigint, digits: number): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const scale = 10n ** BigInt(digits);
  const whole = abs / scale;
  const fraction = (abs % scale).toString().padStart(digits, '0');
  const text = digits === 0 ? `${whole}` : `${whole}.${fraction}`;
  return negative ? `-${text}` : text;
}

/** A minor-unit amount as a number of whole units (from its exact decimal text, e.g. 399.5). */
export function toMajor(minor: bigint, digits: number): number {
  return Number(formatMinor(minor, digits));
}

/** The currency money limits are shown in: the stored one, else the player's main currency. */
export async function limitCurrency(
  ctx: LimitsContext,
  userId: number,
  player: PlayerRow | null,
): Promise<string | null> {
  return player?.currency ?? (await ctx.deps.players.mainCurrency(userId));
}

/** `GET limits`: the enforced and pending entries of every limit, with what is left. */
export async function clientLimits(
  ctx: LimitsContext,
  userId: number,
  limits: readonly StoredLimit[],
  player: PlayerRow | null,
): Promise<ClientLimit[]> {
  const now = ctx.now().getTime();
  const currency = await limitCurrency(ctx, userId, player);
  const digits = currency === null ? 0 : await ctx.digits(currency);
  const money = moneyLimits(limits, now, digits);
  const usage =
    currency === null || money.length === 0
      ? null
      : await usageByWindow(ctx, userId, currency, money, now);
  const activity =
    player?.activityDay == null
      ? null
      : {
          day: player.activityDay.getTime(),
          activeSeconds: player.activitySeconds,
          lastPingAt: player.lastPingAt?.getTime() ?? null,
        };

  const out: ClientLimit[] = [];
  const order = (t: LimitType) => LIMIT_TYPES.indexOf(t);
  const sorted = [...limits].sort((a, b) => order(a.record.type) - order(b.record.type));
  for (const { record, reasonId } of sorted) {
    const type = record.type;
    for (const entry of limitEntries(record, now, removalValue(type) ?? 0)) {
      let balance: number | null = null;
      if (entry.state === 'ACTIVE' && isMoneyLimit(type) && usage) {
        const limit = money.find((m) => m.type === type);
        if (limit) balance = toMajor(roomOf(limit, usage), digits);
      } else if (entry.state === 'ACTIVE' && type === 31) {
        const seconds = sessionRemainingSeconds(entry.value, activity, now, ctx.dayOffsetMinutes);
        balance = seconds === null ? null : Math.round((seconds / 3600) * 1000) / 1000;
      }
      out.push({
        limitType: type,
        limitValue: entry.value,
        limitBalance: balance,
        limitState: entry.state,
        needApprove: entry.needApprove,
        startedAt: entry.startedAt === null ? null : Math.floor(entry.startedAt / 1000),
        endsAt: entry.endsAt === null ? null : Math.floor(entry.endsAt / 1000),
        measure: isMoneyLimit(type) ? (currency ?? 'currency') : limitMeasure(type),
        selfExcludeReason: type === 30 ? reasonId : null,
      });
    }
  }
  return out;
}

/** `GET availablelimits`: every type with its values and unit (money: the player's currency). */
export function availableLimits(currency: string | null): AvailableLimit[] {
  return LIMIT_TYPES.map((type) => {
    const removal = removalValue(type);
    return {
      type,
      availableValues: [...availableValues(type)],
      measure: isMoneyLimit(type) ? (currency ?? 'currency') : limitMeasure(type),
      ...(isMoneyLimit(type) ? { minValue: 1, maxValue: MAX_MONEY_LIMIT } : {}),
      ...(removal === null ? {} : { noLimitValue: removal }),
    };
  });
}

/** `GET reasons/selfexclude` in the player's language. */
export function selfExcludeReasons(lang: string): SelfExcludeReasonView[] {
  return SELF_EXCLUSION_REASONS.map((r) => ({
    id: r.id,
    selfExcludeReason: message(lang, r.key as MessageKey),
  }));
}

/** The self-exclusion test questions in the player's language. */
export function testQuestions(lang: string): LimitQuestion[] {
  return SELF_EXCLUSION_QUESTIONS.map((q) => ({
    id: q.id,
    question: message(lang, q.key as MessageKey),
    answers: q.answers.map((a) => ({ id: a.id, answer: message(lang, a.key as MessageKey) })),
  }));
}
