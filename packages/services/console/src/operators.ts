// Operators (issue 15): created by an admin in the console or by `npm run console -- operator
// add` on a fresh install, each with a one-time password (changed at the first sign-in) and a
// TOTP seed, both shown once. Every change is an audited write.
import { and, asc, eq, notLike } from 'drizzle-orm';
import { operators } from '@playfield/db/console';
import { UNIQUE_VIOLATION, sqlState } from '@playfield/db';
import { isRole } from '@playfield/domain/console';
import type { Role } from '@playfield/domain/console';
import { base32Encode, generatePassword, otpauthUri } from '@playfield/identity';
import type { OperatorView } from '@playfield/protocol/endpoints/console';
import { auditedWrite } from './audit.ts';
import type { Actor, ConsoleContext, Tx } from './context.ts';
import { ConsoleError, operatorNotFound } from './errors.ts';
import { endOperatorSessions } from './sessions.ts';
import { sealTotpSeed } from './totp-seal.ts';

type OperatorRow = typeof operators.$inferSelect;

export function operatorView(row: OperatorRow, now: number): OperatorView {
  if (!isRole(row.role)) throw new Error(`operator ${row.id} has an unknown role ${row.role}`);
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    mustChangePassword: row.mustChangePassword,
    locked: row.lockedUntil !== null && row.lockedUntil.getTime() > now,
    createdAt: row.createdAt.toISOString(),
    disabledAt: row.disabledAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of an operator: never the password hash or the TOTP seed. */
const audited = (view: OperatorView) => ({
  email: view.email,
  role: view.role,
  mustChangePassword: view.mustChangePassword,
  disabledAt: view.disabledAt,
});

function newTwoFactor(ctx: ConsoleContext, email: string) {
  const totpSecret = base32Encode(ctx.random(20));
  return {
    totpSecret,
    otpauthUri: otpauthUri({ issuer: ctx.issuer, account: email, secret: totpSecret }),
  };
}

export async function listOperators(ctx: ConsoleContext): Promise<OperatorView[]> {
  const rows = await ctx.db.select().from(operators).orderBy(asc(operators.id)).limit(1000);
  return rows.map((row) => operatorView(row, ctx.now()));
}

export async function createOperator(
  ctx: ConsoleContext,
  actor: Actor,
  input: { email: string; role: Role },
) {
  const email = input.email.trim().toLowerCase();
  const password = generatePassword(ctx.random);
  const twoFactor = newTwoFactor(ctx, email);
  const passwordHash = await ctx.hasher.hash(password);
  try {
    return await auditedWrite(ctx, actor, 'operator.create', async (tx) => {
      const [row] = await tx
        .insert(operators)
        .values({
          email,
          role: input.role,
          passwordHash,
          totpSecret: sealTotpSeed(ctx.totpKey, twoFactor.totpSecret),
          mustChangePassword: true,
          createdAt: new Date(ctx.now()),
        })
        .returning();
      if (!row) throw new Error('insert returned no operator');
      const operator = operatorView(row, ctx.now());
      return {
        object: { type: 'operator', id: row.id },
        before: null,
        after: audited(operator),
        result: { operator, password, ...twoFactor },
      };
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) {
      throw new ConsoleError(409, 'operator_exists', 'An operator with this e-mail exists.');
    }
    throw error;
  }
}

/** Loads the operator an admin changes, locked for the change; refuses the admin's own account. */
async function target(tx: Tx, actor: Actor, operatorId: number): Promise<OperatorRow> {
  if (operatorId === actor.operatorId) {
    throw new ConsoleError(409, 'own_account', 'Ask another admin to change your own account.');
  }
  const [row] = await tx.select().from(operators).where(eq(operators.id, operatorId)).for('update');
  if (!row) throw operatorNotFound();
  return row;
}

async function changeOperator<T>(
  ctx: ConsoleContext,
  actor: Actor,
  action: string,
  operatorId: number,
  change: (tx: Tx, row: OperatorRow) => Promise<{ row: OperatorRow; result?: T }>,
): Promise<{ operator: OperatorView; result: T | undefined }> {
  return auditedWrite(ctx, actor, action, async (tx) => {
    const current = await target(tx, actor, operatorId);
    const before = operatorView(current, ctx.now());
    const { row, result } = await change(tx, current);
    await endOperatorSessions(ctx, tx, operatorId, action);
    const operator = operatorView(row, ctx.now());
    return {
      object: { type: 'operator', id: operatorId },
      before: audited(before),
      after: audited(operator),
      result: { operator, result },
    };
  });
}

async function updated(
  tx: Tx,
  operatorId: number,
  set: Partial<OperatorRow>,
): Promise<OperatorRow> {
  const [row] = await tx.update(operators).set(set).where(eq(operators.id, operatorId)).returning();
  if (!row) throw operatorNotFound();
  return row;
}

export async function changeRole(
  ctx: ConsoleContext,
  actor: Actor,
  operatorId: number,
  role: Role,
): Promise<OperatorView> {
  const done = await changeOperator(ctx, actor, 'operator.role', operatorId, async (tx) => ({
    row: await updated(tx, operatorId, { role }),
  }));
  return done.operator;
}

export async function disableOperator(
  ctx: ConsoleContext,
  actor: Actor,
  operatorId: number,
): Promise<OperatorView> {
  const done = await changeOperator(
    ctx,
    actor,
    'operator.disable',
    operatorId,
    async (tx, row) => ({
      row: row.disabledAt
        ? row
        : await updated(tx, operatorId, { disabledAt: new Date(ctx.now()) }),
    }),
  );
  return done.operator;
}

export async function resetTwoFactor(ctx: ConsoleContext, actor: Actor, operatorId: number) {
  const done = await changeOperator(
    ctx,
    actor,
    'operator.reset-2fa',
    operatorId,
    async (tx, row) => {
      const twoFactor = newTwoFactor(ctx, row.email);
      const next = await updated(tx, operatorId, {
        totpSecret: sealTotpSeed(ctx.totpKey, twoFactor.totpSecret),
        totpLastStep: null,
      });
      return { row: next, result: twoFactor };
    },
  );
  if (!done.result) throw new Error('2FA reset gave no seed');
  return { operator: done.operator, ...done.result };
}

/**
 * The one-off step at start (decision 035): seals every seed an older install stored in clear
 * text. Each row is changed only if its value is still the plain one read (a parallel start or
 * sign-in may have sealed it). Returns how many were sealed.
 */
export async function sealPlainSeeds(ctx: ConsoleContext): Promise<number> {
  const plain = await ctx.db
    .select({ id: operators.id, totpSecret: operators.totpSecret })
    .from(operators)
    .where(notLike(operators.totpSecret, 'v1:%'));
  let sealed = 0;
  for (const row of plain) {
    const changed = await ctx.db
      .update(operators)
      .set({ totpSecret: sealTotpSeed(ctx.totpKey, row.totpSecret) })
      .where(and(eq(operators.id, row.id), eq(operators.totpSecret, row.totpSecret)))
      .returning({ id: operators.id });
    sealed += changed.length;
  }
  return sealed;
}
