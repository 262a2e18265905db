// Time spent playing: the ping that counts session time (limit 31) and the reality check (32),
// whose timer lives on the server so a reload, another tab or another device sees the same
// next reminder.
import {
  enforcedValue,
  nextDayStart,
  realityCheckAfter,
  recordPing,
  sessionRemainingSeconds,
} from '@playfield/domain/limits';
import type { ActivityDay, RealityCheckAction } from '@playfield/domain/limits';
import type { Db } from '@playfield/db';
import type { PingResponse, RealityCheckState } from '@playfield/protocol/limits';
import { usageSince } from './context.ts';
import type { LimitsContext } from './context.ts';
import { lockPlayer, readLimits, updatePlayer } from './repository.ts';
import type { PlayerRow, StoredLimit } from './repository.ts';
import { formatMinor, limitCurrency } from './views.ts';

const seconds = (ms: number) => Math.floor(ms / 1000);

function activityOf(player: PlayerRow): ActivityDay | null {
  return player.activityDay === null
    ? null
    : {
        day: player.activityDay.getTime(),
        activeSeconds: player.activitySeconds,
        lastPingAt: player.lastPingAt?.getTime() ?? null,
      };
}

function valueOf(limits: readonly StoredLimit[], type: 31 | 32, now: number): number | null {
  const found = limits.find((l) => l.record.type === type);
  return found ? enforcedValue(found.record, now) : null;
}

/** `POST ping`: counts the time since the last ping as play and reports the session limit. */
export async function ping(ctx: LimitsContext, userId: number): Promise<PingResponse> {
  return ctx.db.transaction(async (tx) => {
    const player = await lockPlayer(tx, userId);
    const now = ctx.now();
    const at = now.getTime();
    const activity = recordPing(activityOf(player), at, ctx.dayOffsetMinutes);
    await updatePlayer(
      tx,
      userId,
      {
        activityDay: new Date(activity.day),
        activitySeconds: activity.activeSeconds,
        lastPingAt: now,
      },
      now,
    );
    const hours = valueOf(await readLimits(tx, userId), 31, at);
    const left = sessionRemainingSeconds(hours, activity, at, ctx.dayOffsetMinutes);
    return {
      success: true as const,
      serverTime: seconds(at),
      sessionLimit:
        left === null
          ? null
          : {
              remainingSeconds: left,
              endsAt: seconds(at + left * 1000),
              renewsAt: seconds(nextDayStart(at, ctx.dayOffsetMinutes)),
            },
      sessionOver: left === 0,
    };
  });
}

interface RealityRow {
  startedAt: number;
  nextAt: number | null;
  doNotShowAgain: boolean;
}

/**
 * The reality-check timer of `sessionId`: a new session starts its own timer one interval
 * from now (do-not-show-again applies to one session only); a shortened interval pulls the
 * next reminder in. Writes what changed.
 */
async function currentReality(
  tx: Db,
  userId: number,
  sessionId: string,
  player: PlayerRow,
  interval: number | null,
  now: Date,
): Promise<RealityRow> {
  const at = now.getTime();
  const sameSession =
    player.realitySessionId === sessionId && player.realitySessionStartedAt !== null;
  const row: RealityRow = sameSession
    ? {
        startedAt: player.realitySessionStartedAt?.getTime() ?? at,
        nextAt: player.realityNextAt?.getTime() ?? null,
        doNotShowAgain: player.realityDoNotShowAgain,
      }
    : { startedAt: at, nextAt: null, doNotShowAgain: false };
  const latest = interval === null ? null : at + interval * 60_000;
  let nextAt = row.nextAt;
  if (latest === null || row.doNotShowAgain) nextAt = null;
  else if (nextAt === null || nextAt > latest) nextAt = latest;
  if (!sameSession || nextAt !== row.nextAt) {
    await updatePlayer(
      tx,
      userId,
      {
        realitySessionId: sessionId,
        realitySessionStartedAt: new Date(row.startedAt),
        realityNextAt: nextAt === null ? null : new Date(nextAt),
        realityDoNotShowAgain: row.doNotShowAgain,
      },
      now,
    );
  }
  return { ...row, nextAt };
}

async function stateOf(
  ctx: LimitsContext,
  userId: number,
  player: PlayerRow,
  interval: number | null,
  row: RealityRow,
  logout: boolean,
): Promise<RealityCheckState> {
  const now = ctx.now().getTime();
  const currency = await limitCurrency(ctx, userId, player);
  let net = '0';
  if (currency !== null) {
    const usage = await usageSince(ctx, userId, currency, new Date(row.startedAt));
    const digits = await ctx.digits(currency);
    const minor = usage.won + usage.refunded - usage.staked;
    net = formatMinor(minor, digits);
  }
  return {
    data: {
      type: 'reality-check',
      attributes: {
        interval_minutes: interval,
        popup_show_at: row.nextAt === null ? null : seconds(row.nextAt),
        do_not_show_again: row.doNotShowAgain,
        session_started_at: seconds(row.startedAt),
        time_played_seconds: seconds(Math.max(0, now - row.startedAt)),
        net_result: net,
        currency,
        logout,
      },
    },
  };
}

/** `GET reality-check`: the current timer, time played and net result of this session. */
export async function realityCheckState(
  ctx: LimitsContext,
  userId: number,
  sessionId: string,
): Promise<RealityCheckState> {
  const { player, interval, row } = await ctx.db.transaction(async (tx) => {
    const player = await lockPlayer(tx, userId);
    const now = ctx.now();
    const interval = valueOf(await readLimits(tx, userId), 32, now.getTime());
    const row = await currentReality(tx, userId, sessionId, player, interval, now);
    return { player, interval, row };
  });
  return stateOf(ctx, userId, player, interval, row, false);
}

/** `POST reality-check`: continue, log out or nothing; stores the next reminder. */
export async function answerRealityCheck(
  ctx: LimitsContext,
  userId: number,
  sessionId: string,
  answer: { action: RealityCheckAction; doNotShowAgain: boolean; popupShowAt: number | null },
): Promise<RealityCheckState> {
  const { player, interval, row, logout } = await ctx.db.transaction(async (tx) => {
    const player = await lockPlayer(tx, userId);
    const now = ctx.now();
    const at = now.getTime();
    const interval = valueOf(await readLimits(tx, userId), 32, at);
    const current = await currentReality(tx, userId, sessionId, player, interval, now);
    const next = realityCheckAfter({
      action: answer.action,
      doNotShowAgain: answer.doNotShowAgain,
      intervalMinutes: interval ?? 0,
      proposedAt: answer.popupShowAt === null ? null : answer.popupShowAt * 1000,
      now: at,
    });
    const nextAt = interval === null ? null : next.nextAt;
    await updatePlayer(
      tx,
      userId,
      {
        realityNextAt: nextAt === null ? null : new Date(nextAt),
        realityDoNotShowAgain: next.doNotShowAgain,
      },
      now,
    );
    const row = { ...current, nextAt, doNotShowAgain: next.doNotShowAgain };
    return { player, interval, row, logout: next.logout };
  });
  if (logout && ctx.deps.endSession) await ctx.deps.endSession({ userId, sessionId });
  return stateOf(ctx, userId, player, interval, row, logout);
}
