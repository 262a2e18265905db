// The operator's side of the players' payment requests (issue 15): every request, paged in
// SQL, and an answer (status `answered`, or `closed` when the operator closes it). The answer
// runs in the caller's transaction (the console's audited write).
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '@playfield/db';
import { walletPaymentRequests } from '@playfield/db/wallet';

export const REQUESTS_PAGE_SIZE = 50;

type Row = typeof walletPaymentRequests.$inferSelect;
type Status = Row['status'];

export interface PaymentRequestAdminView {
  id: number;
  userId: number;
  topicId: number;
  paymentId: string | null;
  message: string;
  status: Status;
  answer: string | null;
  createdAt: string;
  answeredAt: string | null;
}

function view(row: Row): PaymentRequestAdminView {
  return {
    id: row.id,
    userId: row.userId,
    topicId: row.topicId,
    paymentId: row.paymentId,
    message: row.message,
    status: row.status,
    answer: row.answer,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

export function paymentRequestAdmin(db: Db, now: () => Date) {
  return {
    async list(page: number, status?: Status) {
      const where = status ? eq(walletPaymentRequests.status, status) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(walletPaymentRequests)
          .where(where)
          .orderBy(desc(walletPaymentRequests.createdAt), desc(walletPaymentRequests.id))
          .limit(REQUESTS_PAGE_SIZE)
          .offset((page - 1) * REQUESTS_PAGE_SIZE),
        db.select({ total: count() }).from(walletPaymentRequests).where(where),
      ]);
      return { items: rows.map(view), total: Number(counted?.total ?? 0) };
    },
    /** Answers (and maybe closes) a request in `tx`; before and after, or null when unknown. */
    async answer(
      tx: Db,
      id: number,
      input: { answer: string; close: boolean; operatorId: number | null },
    ) {
      const [before] = await tx
        .select()
        .from(walletPaymentRequests)
        .where(eq(walletPaymentRequests.id, id))
        .for('update');
      if (!before) return null;
      const [after] = await tx
        .update(walletPaymentRequests)
        .set({
          answer: input.answer,
          answeredAt: now(),
          answeredBy: input.operatorId,
          status: input.close ? 'closed' : 'answered',
        })
        .where(and(eq(walletPaymentRequests.id, id)))
        .returning();
      if (!after) return null;
      return { before: view(before), after: view(after) };
    },
  };
}

export type PaymentRequestAdmin = ReturnType<typeof paymentRequestAdmin>;
