// The console's player pages (issue 15): reads go through each context's public service
// (identity, wallet, betting, limits), the operator's changes through `auditedWrite`, with
// identity's write in the audit's transaction. Notes are the console's own table.
import { count, desc, eq } from 'drizzle-orm';
import type { BettingService } from '@playfield/betting';
import { playerNotes } from '@playfield/db/console';
import { WINDOW_SECONDS } from '@playfield/domain/limits';
import type { LimitType } from '@playfield/domain/limits';
import type { IdentityService, PlayerProfile } from '@playfield/identity';
import type { LimitsService } from '@playfield/limits';
import {
  PLAYER_MOVEMENTS_PAGE_SIZE,
  PLAYER_NOTES_PAGE_SIZE,
  PLAYER_PAGE_SIZE,
} from '@playfield/protocol/endpoints/console-players';
import type {
  ConsolePlayerCoupon,
  ConsolePlayerLimit,
  ConsolePlayerLimitChange,
  PlayerNote,
  PlayerPage,
} from '@playfield/protocol/endpoints/console-players';
import type { PaymentsQuery } from '@playfield/protocol/wallet';
import { currencyInfo, formatMinor } from '@playfield/wallet';
import type { WalletModule } from '@playfield/wallet';
import { auditedWrite } from '../audit.ts';
import type { Actor, ConsoleContext } from '../context.ts';
import { ConsoleError } from '../errors.ts';

/** The other contexts' services the player pages read. */
export interface PlayerPorts {
  identity: Pick<IdentityService, 'admin'>;
  wallet: Pick<WalletModule, 'wallet' | 'payments' | 'review'>;
  limits: Pick<LimitsService, 'listLimits' | 'history' | 'playerStatus'>;
  betting: Pick<BettingService, 'historyPage'>;
}

type Ctx = Pick<ConsoleContext, 'db' | 'now'>;

const playerNotFound = () => new ConsoleError(404, 'player_not_found', 'No such player.');

const PERIODS: Readonly<Record<number, '24h' | '7d' | '30d'>> = {
  86_400: '24h',
  604_800: '7d',
  2_592_000: '30d',
};

/** A money limit's window ('24h', '7d', '30d'); null for the limits without one. */
function periodOf(type: LimitType): ConsolePlayerLimit['period'] {
  const seconds = (WINDOW_SECONDS as Readonly<Partial<Record<number, number>>>)[type];
  return seconds === undefined ? null : (PERIODS[seconds] ?? null);
}

function noteView(row: typeof playerNotes.$inferSelect): PlayerNote {
  return {
    id: row.id,
    userId: row.userId,
    operatorId: row.operatorId,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createPlayerConsole(ctx: Ctx, ports: PlayerPorts) {
  const admin = ports.identity.admin;
  async function profileOf(userId: number): Promise<PlayerProfile> {
    const profile = await admin.profile(userId);
    if (!profile) throw playerNotFound();
    return profile;
  }
  /** A change of the player's row, audited with the profile before and after. */
  function change(
    actor: Actor,
    action: string,
    userId: number,
    run: (tx: Parameters<typeof admin.setBlock>[0]) => Promise<PlayerProfile | null>,
    note?: Record<string, unknown>,
  ): Promise<PlayerProfile> {
    return auditedWrite(ctx, actor, action, async (tx) => {
      const before = await admin.lockedProfile(tx, userId);
      if (!before) throw playerNotFound();
      const after = await run(tx);
      if (!after) throw playerNotFound();
      return {
        object: { type: 'player', id: userId },
        before,
        after: note ? { ...after, ...note } : after,
        result: after,
      };
    });
  }

  return {
    search: (q: string, page: number) => admin.search(q, page),

    async page(userId: number): Promise<PlayerPage> {
      const profile = await profileOf(userId);
      const [accounts, status, reviewFlag] = await Promise.all([
        ports.wallet.payments.accounts(userId),
        ports.limits.playerStatus(userId),
        ports.wallet.review.flagOf(userId),
      ]);
      return {
        profile,
        accounts,
        standing: {
          restriction: status.restriction
            ? {
                kind: status.restriction.kind,
                until: new Date(status.restriction.until).toISOString(),
              }
            : null,
          depositsBlocked: status.depositsBlocked,
          playBlocked: status.playBlocked,
        },
        reviewFlag,
      };
    },

    async movements(userId: number, accountId: number, before?: number) {
      await profileOf(userId);
      const accounts = await ports.wallet.payments.accounts(userId);
      const account = accounts.find((a) => a.id === accountId);
      if (!account) throw new ConsoleError(404, 'account_not_found', 'No such account.');
      const entries = await ports.wallet.wallet.history({
        accountId,
        limit: PLAYER_MOVEMENTS_PAGE_SIZE,
        ...(before === undefined ? {} : { before }),
      });
      const digits = currencyInfo(account.iso)?.digits ?? 2;
      return {
        items: entries.map((e) => ({
          entryId: e.entryId,
          movementId: e.movementId,
          kind: e.kind,
          currency: e.currency,
          amount: formatMinor(e.amount, digits),
          createdAt: e.createdAt.toISOString(),
          metadata: e.metadata,
        })),
      };
    },

    async coupons(userId: number, status: string | undefined, page: number) {
      await profileOf(userId);
      const found = await ports.betting.historyPage({
        userId,
        ...(status === undefined ? {} : { status }),
        page,
        size: PLAYER_PAGE_SIZE,
      });
      return {
        items: found.coupons.map((c): ConsolePlayerCoupon => ({
          id: c.couponId,
          placedAt: c.createdAt,
          type: c.typeId,
          stake: c.amount,
          currency: c.currency,
          coef: c.coef,
          status: c.status,
          payout: c.payout,
          legs: c.bets.length,
        })),
        total: found.total,
        page: found.page,
        pages: found.pages,
      };
    },

    async payments(userId: number, query: Pick<PaymentsQuery, 'type' | 'status' | 'page'>) {
      await profileOf(userId);
      const list = await ports.wallet.payments.listPayments(userId, {
        ...query,
        pageSize: PLAYER_PAGE_SIZE,
      });
      return { items: list.items, total: list.total };
    },

    async limits(userId: number) {
      await profileOf(userId);
      const [limits, history] = await Promise.all([
        ports.limits.listLimits(userId),
        ports.limits.history(userId, 200),
      ]);
      return {
        limits: limits.map((l): ConsolePlayerLimit => ({
          type: l.limitType,
          value: l.limitValue,
          measure: l.measure,
          period: periodOf(l.limitType),
          state: l.limitState,
          updated: l.startedAt === null ? null : new Date(l.startedAt * 1000).toISOString(),
        })),
        history: history.map((h): ConsolePlayerLimitChange => ({
          type: h.limitType,
          action: h.action,
          previousValue: h.previousValue,
          value: h.value,
          period: periodOf(h.limitType),
          at: h.at.toISOString(),
        })),
      };
    },

    async sessions(userId: number) {
      await profileOf(userId);
      return { items: await admin.sessions(userId) };
    },

    endSession(actor: Actor, userId: number, sessionId: number) {
      return auditedWrite(ctx, actor, 'player.session.end', async (tx) => {
        if (!(await admin.lockedProfile(tx, userId))) throw playerNotFound();
        if (!(await admin.endSession(tx, userId, sessionId))) {
          throw new ConsoleError(404, 'session_not_found', 'No such open session.');
        }
        return {
          object: { type: 'player_session', id: sessionId },
          before: { userId, sessionId, open: true },
          after: { userId, sessionId, open: false },
          result: { ok: true as const },
        };
      });
    },

    block: (actor: Actor, userId: number, reason: string) =>
      change(actor, 'player.block', userId, (tx) => admin.setBlock(tx, userId, reason)),
    unblock: (actor: Actor, userId: number, reason: string) =>
      change(actor, 'player.unblock', userId, (tx) => admin.setBlock(tx, userId, null), {
        reason,
      }),
    resetTwoFactor: (actor: Actor, userId: number) =>
      change(actor, 'player.2fa-reset', userId, (tx) => admin.resetTwoFactor(tx, userId)),

    async notes(userId: number, page: number) {
      await profileOf(userId);
      const [rows, [counted]] = await Promise.all([
        ctx.db
          .select()
          .from(playerNotes)
          .where(eq(playerNotes.userId, userId))
          .orderBy(desc(playerNotes.id))
          .limit(PLAYER_NOTES_PAGE_SIZE)
          .offset((page - 1) * PLAYER_NOTES_PAGE_SIZE),
        ctx.db.select({ total: count() }).from(playerNotes).where(eq(playerNotes.userId, userId)),
      ]);
      return { items: rows.map(noteView), total: Number(counted?.total ?? 0) };
    },

    async addNote(actor: Actor, userId: number, text: string): Promise<PlayerNote> {
      await profileOf(userId);
      const operatorId = actor.operatorId;
      if (operatorId === null) throw new Error('a note needs an operator');
      return auditedWrite(ctx, actor, 'player.note.add', async (tx) => {
        const [row] = await tx
          .insert(playerNotes)
          .values({ userId, operatorId, text, createdAt: new Date(ctx.now()) })
          .returning();
        if (!row) throw new Error('insert returned no note');
        const note = noteView(row);
        return { object: { type: 'player', id: userId }, before: null, after: note, result: note };
      });
    },
  };
}

export type PlayerConsole = ReturnType<typeof createPlayerConsole>;
