// What the operator console asks of identity about players (issue 15): search, the profile, the
// block (no sign-in, no session while set: `createSession` and `activeSession` refuse), the
// sessions and the two-factor reset. Writes take the caller's transaction so the console's
// audit line commits with them; reads take the database.
import { and, count, desc, eq, gt, isNull, like, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '@playfield/db';
import { recoveryCodes, sessions, users } from '@playfield/db/identity';
import type { IdentityContext } from './context.ts';

export const PLAYER_SEARCH_PAGE_SIZE = 20;

/** A player as the console's search lists them. */
export interface PlayerSummary {
  id: number;
  login: number;
  email: string | null;
  phone: string | null;
  countryCode: string;
  currency: string;
  createdAt: string;
  blocked: boolean;
}

/** A player's profile for the console. */
export interface PlayerProfile extends PlayerSummary {
  registrationType: string;
  name: string | null;
  surname: string | null;
  twoFactor: boolean;
  banLevel: number;
  block: { at: string; reason: string } | null;
}

/** A player's session as the console lists it. */
export interface PlayerSession {
  id: number;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  endedAt: string | null;
  endReason: string | null;
  userAgent: string | null;
  ip: string | null;
}

type UserRow = typeof users.$inferSelect;

function summary(row: UserRow): PlayerSummary {
  return {
    id: row.id,
    login: row.login,
    email: row.email,
    phone: row.phoneCode && row.phoneNumber ? `${row.phoneCode}${row.phoneNumber}` : null,
    countryCode: row.countryCode,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    blocked: row.blockedAt !== null,
  };
}

function profile(row: UserRow): PlayerProfile {
  return {
    ...summary(row),
    registrationType: row.registrationType,
    name: row.name,
    surname: row.surname,
    twoFactor: row.twoFactorSecret !== null,
    banLevel: row.banLevel,
    block: row.blockedAt
      ? { at: row.blockedAt.toISOString(), reason: row.blockReason ?? '' }
      : null,
  };
}

/** `%` and `_` taken literally in a LIKE prefix. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Players whose id or login is `q`, or whose login, e-mail or phone starts with `q` (exact
 * matches first), a page at a time, counted and paged in SQL.
 */
async function search(
  db: Db,
  q: string,
  page: number,
): Promise<{ items: PlayerSummary[]; total: number }> {
  const text = q.trim().toLowerCase();
  const digits = text.replace(/^\+/, '');
  const prefix = likePrefix(text);
  const phone = sql`(${users.phoneCode} || ${users.phoneNumber})`;
  const filters: SQL[] = [
    like(sql`lower(${users.email})`, prefix),
    like(sql`cast(${users.login} as text)`, likePrefix(digits)),
    like(phone, likePrefix(text.startsWith('+') ? text : `+${digits}`)),
    like(sql`${users.phoneNumber}`, likePrefix(digits)),
  ];
  if (/^\d{1,15}$/.test(text)) filters.push(eq(users.id, Number(text)));
  const where = or(...filters);
  const exact = sql`case when lower(${users.email}) = ${text} or cast(${users.login} as text) = ${digits} or cast(${users.id} as text) = ${digits} then 0 else 1 end`;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(exact, users.id)
      .limit(PLAYER_SEARCH_PAGE_SIZE)
      .offset((page - 1) * PLAYER_SEARCH_PAGE_SIZE),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { items: rows.map(summary), total: Number(counted?.total ?? 0) };
}

async function readUser(db: Db, userId: number, lock = false): Promise<UserRow | null> {
  const query = db.select().from(users).where(eq(users.id, userId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The player-administration part of the identity service. */
export function playerAdmin(ctx: IdentityContext) {
  const now = () => new Date(ctx.now());
  const endAll = (tx: Db, userId: number, reason: string) =>
    tx
      .update(sessions)
      .set({ endedAt: now(), endReason: reason })
      .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)))
      .returning({ id: sessions.id });
  return {
    search: (q: string, page: number) => search(ctx.db, q, page),
    async profile(userId: number): Promise<PlayerProfile | null> {
      const row = await readUser(ctx.db, userId);
      return row ? profile(row) : null;
    },
    /** The profile, its row locked in `tx` (for a change that reports before and after). */
    async lockedProfile(tx: Db, userId: number): Promise<PlayerProfile | null> {
      const row = await readUser(tx, userId, true);
      return row ? profile(row) : null;
    },
    /** Blocks (with a reason) or unblocks; a block ends every open session. */
    async setBlock(tx: Db, userId: number, reason: string | null): Promise<PlayerProfile | null> {
      const [row] = await tx
        .update(users)
        .set(
          reason === null
            ? { blockedAt: null, blockReason: null, updatedAt: now() }
            : { blockedAt: now(), blockReason: reason, updatedAt: now() },
        )
        .where(eq(users.id, userId))
        .returning();
      if (!row) return null;
      if (reason !== null) await endAll(tx, userId, 'blocked');
      return profile(row);
    },
    /** Turns two-factor off (seed, pending seed, recovery codes) and ends every session. */
    async resetTwoFactor(tx: Db, userId: number): Promise<PlayerProfile | null> {
      const [row] = await tx
        .update(users)
        .set({
          twoFactorSecret: null,
          twoFactorPendingSecret: null,
          twoFactorEnabledAt: null,
          totpLastStep: null,
          updatedAt: now(),
        })
        .where(eq(users.id, userId))
        .returning();
      if (!row) return null;
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await endAll(tx, userId, 'two_factor_reset');
      return profile(row);
    },
    /** The player's open sessions, newest activity first. */
    async sessions(userId: number): Promise<PlayerSession[]> {
      const rows = await ctx.db
        .select()
        .from(sessions)
        .where(
          and(eq(sessions.userId, userId), isNull(sessions.endedAt), gt(sessions.expiresAt, now())),
        )
        .orderBy(desc(sessions.lastSeenAt))
        .limit(100);
      return rows.map((r) => ({
        id: r.id,
        createdAt: r.createdAt.toISOString(),
        lastSeenAt: r.lastSeenAt.toISOString(),
        expiresAt: r.expiresAt.toISOString(),
        endedAt: r.endedAt?.toISOString() ?? null,
        endReason: r.endReason,
        userAgent: r.userAgent,
        ip: r.ip,
      }));
    },
    /** Ends one open session of the player; false when there is none such. */
    async endSession(tx: Db, userId: number, sessionId: number): Promise<boolean> {
      const ended = await tx
        .update(sessions)
        .set({ endedAt: now(), endReason: 'ended_by_operator' })
        .where(
          and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.endedAt)),
        )
        .returning({ id: sessions.id });
      return ended.length > 0;
    },
  };
}

export type PlayerAdmin = ReturnType<typeof playerAdmin>;
