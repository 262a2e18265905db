// Operator sessions (issue 15): a random token in the console's own cookie, stored as its
// SHA-256; 15 minutes idle (sliding), 8 hours at most (`consoleSessionExpiry`). A disabled
// operator's sessions stop at once.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { operatorSessions, operators } from '@playfield/db/console';
import { consoleSessionExpiry, isRole } from '@playfield/domain/console';
import type { Role } from '@playfield/domain/console';
import { randomToken, sha256Hex } from '@playfield/identity';
import type { ConsoleContext, Tx } from './context.ts';

/** Last-seen and the idle expiry are written at most this often per session. */
const TOUCH_INTERVAL_MS = 10_000;

/** The signed-in operator of a request. */
export interface OperatorAuth {
  operatorId: number;
  sessionId: number;
  email: string;
  role: Role;
  mustChangePassword: boolean;
}

export async function createOperatorSession(
  ctx: ConsoleContext,
  tx: Tx,
  input: { operatorId: number; clientIp: string | null; userAgent: string | null },
): Promise<{ token: string; sessionId: number; expiresAt: Date }> {
  const token = randomToken(ctx.random);
  const now = ctx.now();
  const expiresAt = new Date(consoleSessionExpiry(now, now));
  const [row] = await tx
    .insert(operatorSessions)
    .values({
      tokenHash: sha256Hex(token),
      operatorId: input.operatorId,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt,
      clientIp: input.clientIp?.slice(0, 64) ?? null,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
    })
    .returning({ id: operatorSessions.id });
  if (!row) throw new Error('insert returned no operator session');
  return { token, sessionId: row.id, expiresAt };
}

/** The operator of an open, unexpired session of an enabled operator, or null. */
export async function authenticateOperator(
  ctx: ConsoleContext,
  token: string | null,
): Promise<OperatorAuth | null> {
  if (!token || token.length < 20 || token.length > 200) return null;
  const now = ctx.now();
  const [row] = await ctx.db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, sha256Hex(token)),
        isNull(operatorSessions.endedAt),
        gt(operatorSessions.expiresAt, new Date(now)),
        isNull(operators.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { session, operator } = row;
  const role = operator.role;
  if (!isRole(role)) return null;
  if (now - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await ctx.db
      .update(operatorSessions)
      .set({
        lastSeenAt: new Date(now),
        expiresAt: new Date(consoleSessionExpiry(session.createdAt.getTime(), now)),
      })
      .where(and(eq(operatorSessions.id, session.id), isNull(operatorSessions.endedAt)));
  }
  return {
    operatorId: operator.id,
    sessionId: session.id,
    email: operator.email,
    role,
    mustChangePassword: operator.mustChangePassword,
  };
}

/** Ends one session. */
export async function endOperatorSession(
  ctx: ConsoleContext,
  tx: Tx,
  sessionId: number,
  reason: string,
): Promise<void> {
  await tx
    .update(operatorSessions)
    .set({ endedAt: new Date(ctx.now()), endReason: reason })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.endedAt)));
}

/** Ends every open session of an operator (role change, disable, 2FA reset). */
export async function endOperatorSessions(
  ctx: ConsoleContext,
  tx: Tx,
  operatorId: number,
  reason: string,
): Promise<number> {
  const ended = await tx
    .update(operatorSessions)
    .set({ endedAt: new Date(ctx.now()), endReason: reason })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.endedAt)))
    .returning({ id: operatorSessions.id });
  return ended.length;
}
