import { and, desc, eq, getTableColumns, gt, isNull, ne } from 'drizzle-orm';
import { sessions, users } from '@playfield/db/identity';
import { readCookie } from '@playfield/domain/cookie-header';
import { USER_TOKEN_COOKIE } from '@playfield/domain/user';
import type { RequestAuth } from '@playfield/protocol/http-context';
import type { SessionView } from '@playfield/protocol/identity';
import type { IdentityContext } from './context.ts';
import { IdentityError } from './errors.ts';
import { randomToken, sha256Hex, signPayload, verifyPayload } from './secrets.ts';

/** "Save" sessions last 30 days from the last visit; others a day (and die with the browser). */
export const REMEMBER_TTL_MS = 30 * 24 * 60 * 60_000;
export const SESSION_TTL_MS = 24 * 60 * 60_000;
/** Lifetime of a bearer token from `gettoken`. */
export const BEARER_TTL_MS = 5 * 60_000;
/** Sliding expiry is written at most this often per session. */
const TOUCH_INTERVAL_MS = 60_000;

export interface NewSession {
  token: string;
  sessionId: number;
  expiresAt: Date;
  remember: boolean;
}

export async function createSession(
  ctx: IdentityContext,
  input: { userId: number; remember: boolean; userAgent: string | null; ip: string | null },
): Promise<NewSession> {
  // An operator's block (issue 15) refuses every way in: each sign-in ends here.
  const [user] = await ctx.db
    .select({ blockedAt: users.blockedAt })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  if (user?.blockedAt) {
    throw new IdentityError(403, 'auth_account_blocked', { code: 'account_blocked' });
  }
  const token = randomToken(ctx.random);
  const now = ctx.now();
  const expiresAt = new Date(now + (input.remember ? REMEMBER_TTL_MS : SESSION_TTL_MS));
  const [row] = await ctx.db
    .insert(sessions)
    .values({
      tokenHash: sha256Hex(token),
      userId: input.userId,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt,
      remember: input.remember,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
      ip: input.ip?.slice(0, 64) ?? null,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('insert returned no session');
  return { token, sessionId: row.id, expiresAt, remember: input.remember };
}

type SessionRow = typeof sessions.$inferSelect;

async function activeSession(
  ctx: IdentityContext,
  where: ReturnType<typeof eq>,
): Promise<SessionRow | null> {
  // A blocked player's session is no session (issue 15), whatever ended or not.
  const [row] = await ctx.db
    .select(getTableColumns(sessions))
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        where,
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, new Date(ctx.now())),
        isNull(users.blockedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Moves last-seen and the sliding expiry forward (at most once a minute unless forced). */
export async function touchSession(
  ctx: IdentityContext,
  row: Pick<SessionRow, 'id' | 'lastSeenAt' | 'remember'>,
  force = false,
): Promise<void> {
  const now = ctx.now();
  if (!force && now - row.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return;
  await ctx.db
    .update(sessions)
    .set({
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + (row.remember ? REMEMBER_TTL_MS : SESSION_TTL_MS)),
    })
    .where(and(eq(sessions.id, row.id), isNull(sessions.endedAt)));
}

export async function sessionByToken(
  ctx: IdentityContext,
  token: string,
): Promise<SessionRow | null> {
  if (token.length < 20 || token.length > 200) return null;
  return activeSession(ctx, eq(sessions.tokenHash, sha256Hex(token)));
}

export async function sessionById(ctx: IdentityContext, id: number): Promise<SessionRow | null> {
  return activeSession(ctx, eq(sessions.id, id));
}

interface BearerPayload {
  sid: number;
  uid: number;
  exp: number;
}

function isBearerPayload(value: unknown): value is BearerPayload {
  const v = value as Partial<BearerPayload> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.sid === 'number' &&
    typeof v.uid === 'number' &&
    typeof v.exp === 'number'
  );
}

/** A short-lived signed bearer token for the session (`GET /web-api/user/gettoken`). */
export function issueBearerToken(
  ctx: IdentityContext,
  auth: { sessionId: number; userId: number },
): { token: string; expiresAt: number } {
  const exp = Math.floor((ctx.now() + BEARER_TTL_MS) / 1000);
  const token = signPayload(ctx.keys.key('bearer-token'), {
    sid: auth.sessionId,
    uid: auth.userId,
    exp,
  });
  return { token, expiresAt: exp };
}

/** The session a bearer token names, when the signature holds (expiry checked by the caller). */
export function readBearerToken(ctx: IdentityContext, token: string): BearerPayload | null {
  const payload = verifyPayload(ctx.keys.key('bearer-token'), token);
  return isBearerPayload(payload) ? payload : null;
}

/**
 * Who sent the request: a valid, unexpired bearer token whose session is still open, else the
 * `user_token` cookie of an open session. Null for visitors (and for ended sessions).
 */
export async function authenticate(
  ctx: IdentityContext,
  input: { cookie?: string | null; authorization?: string | null },
): Promise<RequestAuth | null> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(input.authorization?.trim() ?? '')?.[1];
  if (bearer) {
    const payload = readBearerToken(ctx, bearer);
    if (!payload || payload.exp * 1000 <= ctx.now()) return null;
    const row = await sessionById(ctx, payload.sid);
    if (!row || row.userId !== payload.uid) return null;
    await touchSession(ctx, row);
    return { userId: String(row.userId), sessionId: String(row.id) };
  }
  const token = readCookie(input.cookie, USER_TOKEN_COOKIE);
  if (!token) return null;
  const row = await sessionByToken(ctx, token);
  if (!row) return null;
  await touchSession(ctx, row);
  return { userId: String(row.userId), sessionId: String(row.id) };
}

export async function endSession(
  ctx: IdentityContext,
  sessionId: number,
  reason: string,
): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ endedAt: new Date(ctx.now()), endReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

/** Ends every open session of the user except `keep` (when given). Returns how many ended. */
export async function endUserSessions(
  ctx: IdentityContext,
  userId: number,
  reason: string,
  keep?: number,
): Promise<number> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.endedAt)];
  if (keep !== undefined) conditions.push(ne(sessions.id, keep));
  const ended = await ctx.db
    .update(sessions)
    .set({ endedAt: new Date(ctx.now()), endReason: reason })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends one of the user's own sessions; false when it is not theirs or already ended. */
export async function endOwnSession(
  ctx: IdentityContext,
  userId: number,
  sessionId: number,
): Promise<boolean> {
  const ended = await ctx.db
    .update(sessions)
    .set({ endedAt: new Date(ctx.now()), endReason: 'ended_by_user' })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

export async function listSessions(
  ctx: IdentityContext,
  userId: number,
  currentSessionId: number,
): Promise<SessionView[]> {
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, new Date(ctx.now())),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    current: r.id === currentSessionId,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    remember: r.remember,
    userAgent: r.userAgent,
    ip: r.ip,
  }));
}
