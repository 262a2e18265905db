// Operator sign-in (issue 15): e-mail, password (argon2id) and the TOTP code, all three
// mandatory. Unknown e-mail, disabled operator, wrong password, wrong or reused code and a
// locked account all answer the same 401 after the same work (a dummy hash for an unknown
// e-mail), so the answer tells nobody which operators exist.
import { and, eq, isNull, or, lt } from 'drizzle-orm';
import { operators } from '@playfield/db/console';
import { checkPassword, base32Decode, verifyTotp } from '@playfield/identity';
import type { AttemptState } from '@playfield/identity';
import { auditedWrite } from './audit.ts';
import type { Actor, ConsoleContext } from './context.ts';
import { ConsoleError, invalidCredentials } from './errors.ts';
import { lockAfterFailure, reserveAttempt } from './lockout.ts';
import type { Reservation } from './lockout.ts';
import { createOperatorSession, endOperatorSession } from './sessions.ts';
import { isSealed, openTotpSeed, sealTotpSeed } from './totp-seal.ts';
import type { OperatorAuth } from './sessions.ts';

export interface LoginInput {
  email: string;
  password: string;
  code: string;
  clientIp: string | null;
  userAgent: string | null;
}

type OperatorRow = typeof operators.$inferSelect;

const attemptState = (row: OperatorRow): AttemptState | null =>
  row.failuresSince === null && row.lockedUntil === null
    ? null
    : {
        failures: row.failedAttempts,
        windowStartedAt: row.failuresSince?.getTime() ?? 0,
        lockedUntil: row.lockedUntil?.getTime() ?? null,
        lockouts: row.lockouts,
      };

const stateColumns = (state: AttemptState) => ({
  failedAttempts: state.failures,
  failuresSince: new Date(state.windowStartedAt),
  lockedUntil: state.lockedUntil === null ? null : new Date(state.lockedUntil),
  lockouts: state.lockouts,
});

/** Reserves an attempt on the operator's row (locked for the moment), before any check. */
async function reserve(ctx: ConsoleContext, operatorId: number): Promise<Reservation> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(operators)
      .where(eq(operators.id, operatorId))
      .for('update');
    if (!row) return { kind: 'locked' } as const;
    const reservation = reserveAttempt(attemptState(row), ctx.now());
    if (reservation.kind === 'reserved') {
      await tx
        .update(operators)
        .set(stateColumns(reservation.state))
        .where(eq(operators.id, row.id));
    }
    return reservation;
  });
}

/** Checks the three secrets; opens a session. Every refusal is {@link invalidCredentials}. */
export async function login(
  ctx: ConsoleContext,
  input: LoginInput,
): Promise<{ token: string; expiresAt: Date; auth: OperatorAuth }> {
  const email = input.email.trim().toLowerCase();
  const [row] = await ctx.db.select().from(operators).where(eq(operators.email, email)).limit(1);
  if (!row || row.disabledAt !== null) {
    await ctx.hasher.verifyDummy(input.password);
    throw invalidCredentials();
  }
  const reservation = await reserve(ctx, row.id);
  if (reservation.kind === 'locked') {
    await ctx.hasher.verifyDummy(input.password);
    throw invalidCredentials();
  }
  const passwordOk = await ctx.hasher.verify(row.passwordHash, input.password);
  const step = passwordOk
    ? verifyTotp(
        base32Decode(openTotpSeed(ctx.totpKey, row.totpSecret)),
        input.code.trim(),
        ctx.now(),
        {
          lastUsedStep: row.totpLastStep,
        },
      )
    : null;
  const actor: Actor = { operatorId: row.id, clientAddress: input.clientIp };
  if (step !== null) {
    const opened = await auditedWrite(ctx, actor, 'auth.login', async (tx) => {
      // The step is taken only if no parallel sign-in took it (a code is accepted once), and
      // only while the seed is the one the code was checked against (no parallel 2FA reset).
      // A seed an older install stored in clear text is sealed now (decision 035).
      const [taken] = await tx
        .update(operators)
        .set({
          failedAttempts: 0,
          failuresSince: null,
          lockedUntil: null,
          lockouts: 0,
          totpLastStep: step,
          ...(isSealed(row.totpSecret)
            ? {}
            : { totpSecret: sealTotpSeed(ctx.totpKey, row.totpSecret) }),
        })
        .where(
          and(
            eq(operators.id, row.id),
            eq(operators.totpSecret, row.totpSecret),
            isNull(operators.disabledAt),
            or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step)),
          ),
        )
        .returning();
      if (!taken)
        return {
          object: { type: 'operator', id: row.id },
          before: null,
          after: null,
          result: null,
        };
      const session = await createOperatorSession(ctx, tx, {
        operatorId: row.id,
        clientIp: input.clientIp,
        userAgent: input.userAgent,
      });
      return {
        object: { type: 'operator', id: row.id },
        before: null,
        after: { sessionId: session.sessionId, userAgent: input.userAgent?.slice(0, 200) ?? null },
        result: { session, row: taken },
      };
    });
    if (opened) {
      const { session, row: signedIn } = opened;
      return {
        token: session.token,
        expiresAt: session.expiresAt,
        auth: {
          operatorId: signedIn.id,
          sessionId: session.sessionId,
          email: signedIn.email,
          role: signedIn.role as OperatorAuth['role'],
          mustChangePassword: signedIn.mustChangePassword,
        },
      };
    }
  }
  // A refused attempt keeps its reservation (it is the failure); the one at the threshold locks.
  const locked = lockAfterFailure(reservation, ctx.now());
  await auditedWrite(
    ctx,
    { operatorId: null, clientAddress: input.clientIp },
    'auth.login-failed',
    async (tx) => {
      if (locked)
        await tx.update(operators).set(stateColumns(locked)).where(eq(operators.id, row.id));
      return {
        object: { type: 'operator', id: row.id },
        before: { failedAttempts: reservation.number - 1 },
        after: locked
          ? { failedAttempts: 0, lockedUntil: new Date(locked.lockedUntil ?? 0).toISOString() }
          : { failedAttempts: reservation.number },
        result: null,
      };
    },
  );
  throw invalidCredentials();
}

export async function logout(ctx: ConsoleContext, actor: Actor, auth: OperatorAuth): Promise<void> {
  await auditedWrite(ctx, actor, 'auth.logout', async (tx) => {
    await endOperatorSession(ctx, tx, auth.sessionId, 'logout');
    return {
      object: { type: 'operator-session', id: auth.sessionId },
      before: null,
      after: { ended: true },
      result: null,
    };
  });
}

/** Changes the operator's own password; clears must-change-password. */
export async function changePassword(
  ctx: ConsoleContext,
  actor: Actor,
  auth: OperatorAuth,
  input: { current: string; next: string },
): Promise<void> {
  const [row] = await ctx.db.select().from(operators).where(eq(operators.id, auth.operatorId));
  if (!row || !(await ctx.hasher.verify(row.passwordHash, input.current))) {
    throw new ConsoleError(401, 'wrong_password', 'The current password is not right.');
  }
  const problem = checkPassword(input.next, [row.email, row.email.split('@')[0] ?? '']);
  if (problem !== null || input.next === input.current) {
    throw new ConsoleError(
      400,
      'weak_password',
      `Choose another password (${problem ?? 'same_as_current'}).`,
    );
  }
  const passwordHash = await ctx.hasher.hash(input.next);
  await auditedWrite(ctx, actor, 'auth.password', async (tx) => {
    await tx
      .update(operators)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(operators.id, row.id));
    return {
      object: { type: 'operator', id: row.id },
      before: { mustChangePassword: row.mustChangePassword },
      after: { mustChangePassword: false },
      result: null,
    };
  });
}
