// The console's ONE audit helper (issue 15, decision 035): every console write runs through
// `auditedWrite`, which records the operator, the action, the object, the state before and
// after, and the client address in the same transaction as the change — the change and its
// line commit together or not at all. The table is append-only (a trigger refuses UPDATE,
// DELETE and TRUNCATE); this module exposes no way to edit or remove a line.
import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { operatorAudit } from '@playfield/db/console';
import { AUDIT_PAGE_SIZE } from '@playfield/protocol/endpoints/console';
import type { AuditEntry, AuditQuery } from '@playfield/protocol/endpoints/console';
import type { Actor, ConsoleContext, Tx } from './context.ts';

/** What a change reports for its audit line, and what it answers its caller. */
export interface AuditedChange<T> {
  object: { type: string; id: string | number };
  before: unknown;
  after: unknown;
  result: T;
}

/** Runs `change` in a transaction and records its audit line in that same transaction. */
export async function auditedWrite<T>(
  ctx: Pick<ConsoleContext, 'db' | 'now'>,
  actor: Actor,
  action: string,
  change: (tx: Tx) => Promise<AuditedChange<T>>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const done = await change(tx);
    await tx.insert(operatorAudit).values({
      at: new Date(ctx.now()),
      operatorId: actor.operatorId,
      action,
      objectType: done.object.type,
      objectId: String(done.object.id),
      before: done.before ?? null,
      after: done.after ?? null,
      clientAddress: actor.clientAddress?.slice(0, 64) ?? null,
    });
    return done.result;
  });
}

/** One page of the audit log, newest first, counted and paged in SQL. */
export async function listAudit(
  ctx: ConsoleContext,
  query: AuditQuery,
): Promise<{ items: AuditEntry[]; total: number }> {
  const filters: SQL[] = [];
  if (query.operatorId !== undefined) filters.push(eq(operatorAudit.operatorId, query.operatorId));
  if (query.action !== undefined) filters.push(eq(operatorAudit.action, query.action));
  if (query.objectType !== undefined) filters.push(eq(operatorAudit.objectType, query.objectType));
  if (query.from !== undefined) filters.push(gte(operatorAudit.at, new Date(query.from)));
  if (query.to !== undefined) filters.push(lte(operatorAudit.at, new Date(query.to)));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(operatorAudit)
      .where(where)
      .orderBy(desc(operatorAudit.at), desc(operatorAudit.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    ctx.db.select({ total: count() }).from(operatorAudit).where(where),
  ]);
  return {
    total: Number(counted?.total ?? 0),
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      operatorId: row.operatorId,
      action: row.action,
      object: { type: row.objectType, id: row.objectId },
      before: row.before ?? null,
      after: row.after ?? null,
      clientAddress: row.clientAddress,
    })),
  };
}
