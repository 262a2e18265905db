// The operator review of withdrawals (issue 15): a withdrawal above the site's threshold, or of
// a player flagged for review, waits (`review = 'waiting'`, funds held, no payout) until an
// operator decides. The decision locks the payment row: of two racing decisions exactly one
// applies, the other finds it decided (409), and the same Idempotency-Key answers the same
// outcome. Approval hands the payout to the provider (reconcile resends it if that call
// fails); rejection fails the payment and releases the held funds through the ledger as their
// own movement. Writes run in the caller's transaction (the console's audited write).
import { sql } from 'drizzle-orm';
import { withRetry } from '@playfield/db';
import type { Db } from '@playfield/db';
import type { BalanceChange } from '../ledger/types.ts';
import type { WalletService } from '../ledger/service.ts';
import { WalletError } from './errors.ts';
import { releaseMovement } from './movements.ts';
import type { PaymentProviderClient } from './ports.ts';
import { findPayment, lockPayment, markSubmitted } from './repository.ts';
import type { PaymentRecord } from './repository.ts';
import { toPaymentView } from './views.ts';
import { digitsOf } from './views.ts';

export const REVIEW_PAGE_SIZE = 50;

export type ReviewDecision = 'approve' | 'reject';

export interface ReviewInput {
  decision: ReviewDecision;
  operatorId: number | null;
  reason: string | null;
  /** The decision's Idempotency-Key. */
  key: string;
}

/** What a decision did, for the audit line and the work after commit. */
export interface ReviewOutcome {
  payment: PaymentRecord;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** The same key decided it before: nothing changed now. */
  replayed: boolean;
  changes: readonly BalanceChange[];
}

export interface ReviewDeps {
  db: Db;
  wallet: WalletService;
  provider: PaymentProviderClient;
  now: () => Date;
  /** The threshold (major units of any currency) above which a withdrawal waits. */
  threshold: () => Promise<number>;
  onProviderError: (error: unknown, context: { paymentId: string; call: string }) => void;
}

type Row = Record<string, unknown>;

const state = (p: PaymentRecord, reason: string | null = null) => ({
  status: p.status,
  review: p.review ?? null,
  failureCode: p.failureCode,
  ...(reason === null ? {} : { reason }),
});

export function createReviewService(deps: ReviewDeps) {
  const { db } = deps;

  async function flagOf(userId: number, executor: Db = db) {
    const result = await executor.execute<Row>(
      sql`select reason, flagged_at from wallet_review_flags where user_id = ${userId}`,
    );
    const row = result.rows[0];
    if (!row) return null;
    const at = row.flagged_at instanceof Date ? row.flagged_at : new Date(String(row.flagged_at));
    return { reason: String(row.reason), flaggedAt: at.toISOString() };
  }

  return {
    flagOf: (userId: number) => flagOf(userId),

    /** The site's threshold now (read before a transaction: it may read the database). */
    threshold: () => deps.threshold(),

    /** Does a new withdrawal of this player and amount wait for an operator? */
    async needsReview(
      tx: Db,
      p: { userId: number; amount: bigint; currency: string },
      threshold: number,
    ): Promise<boolean> {
      if (await flagOf(p.userId, tx)) return true;
      return Number(p.amount) / 10 ** digitsOf(p.currency) > threshold;
    },

    /** Marks a just-inserted withdrawal as waiting (in its creating transaction). */
    async hold(tx: Db, paymentId: string): Promise<void> {
      await tx.execute(
        sql`update wallet_payments set review = 'waiting' where id = ${paymentId}::uuid`,
      );
    },

    /** Flags (with a reason) or unflags a player; answers the flag before and after. */
    async setFlag(tx: Db, userId: number, reason: string | null) {
      const before = await flagOf(userId, tx);
      if (reason === null) {
        await tx.execute(sql`delete from wallet_review_flags where user_id = ${userId}`);
      } else {
        await tx.execute(
          sql`insert into wallet_review_flags (user_id, reason, flagged_at)
              values (${userId}, ${reason}, ${deps.now().toISOString()}::timestamptz)
              on conflict (user_id) do update set reason = excluded.reason,
                flagged_at = excluded.flagged_at`,
        );
      }
      return { before, after: await flagOf(userId, tx) };
    },

    /** Withdrawals waiting for an operator, oldest first, counted and paged in SQL. */
    async waiting(page: number) {
      const [rows, counted] = await Promise.all([
        db.execute<Row>(
          sql`select id, user_id from wallet_payments where review = 'waiting'
              order by created_at, id limit ${REVIEW_PAGE_SIZE}
              offset ${(page - 1) * REVIEW_PAGE_SIZE}`,
        ),
        db.execute<Row>(
          sql`select count(*) as total from wallet_payments where review = 'waiting'`,
        ),
      ]);
      const items = [];
      for (const row of rows.rows) {
        const p = await findPayment(db, String(row.id));
        if (p) items.push({ ...toPaymentView(p), userId: p.userId });
      }
      return { items, total: Number(counted.rows[0]?.total ?? 0) };
    },

    /** Every player's deposits (or withdrawals), newest first, paged in SQL. */
    async list(type: 'deposit' | 'withdrawal', page: number) {
      const [rows, counted] = await Promise.all([
        db.execute<Row>(
          sql`select id from wallet_payments where type = ${type}
              order by created_at desc, id desc limit ${REVIEW_PAGE_SIZE}
              offset ${(page - 1) * REVIEW_PAGE_SIZE}`,
        ),
        db.execute<Row>(sql`select count(*) as total from wallet_payments where type = ${type}`),
      ]);
      const items = [];
      for (const row of rows.rows) {
        const p = await findPayment(db, String(row.id));
        if (p) items.push({ ...toPaymentView(p), userId: p.userId });
      }
      return { items, total: Number(counted.rows[0]?.total ?? 0) };
    },

    /** Creates the ledger accounts a rejection posts to (before its transaction). */
    async prepare(paymentId: string): Promise<void> {
      const p = await findPayment(db, paymentId);
      if (p?.type === 'withdrawal') await deps.wallet.prepare(releaseMovement(p).legs);
    },

    /** The decision, in `tx` (row-locked). */
    async decideWithin(tx: Db, paymentId: string, input: ReviewInput): Promise<ReviewOutcome> {
      const p = await lockPayment(tx, paymentId);
      if (!p || p.type !== 'withdrawal') throw new WalletError(404, 'wallet_payment_not_found');
      const keyRow = await tx.execute<Row>(
        sql`select review_key from wallet_payments where id = ${paymentId}::uuid`,
      );
      if (keyRow.rows[0]?.review_key === input.key) {
        return { payment: p, before: state(p), after: state(p), replayed: true, changes: [] };
      }
      if (p.review !== 'waiting' || p.status !== 'pending') {
        throw new WalletError(409, 'wallet_withdrawal_not_cancellable');
      }
      const at = deps.now().toISOString();
      const approve = input.decision === 'approve';
      await tx.execute(
        sql`update wallet_payments set review = ${approve ? 'approved' : 'rejected'},
              reviewed_by = ${input.operatorId}, reviewed_at = ${at}::timestamptz,
              review_reason = ${input.reason}, review_key = ${input.key},
              status = ${approve ? 'pending' : 'failed'},
              failure_code = ${approve ? null : 'rejected'}, updated_at = ${at}::timestamptz
            where id = ${paymentId}::uuid`,
      );
      const changes = approve
        ? []
        : (
            await deps.wallet.postWithin(tx, {
              ...releaseMovement(p),
              metadata: { paymentId, reason: input.reason },
            })
          ).changes;
      const after: PaymentRecord = approve
        ? { ...p, review: 'approved' }
        : { ...p, review: 'rejected', status: 'failed', failureCode: 'rejected' };
      return {
        payment: after,
        before: state(p),
        after: state(after, input.reason),
        replayed: false,
        changes,
      };
    },

    /** After the decision committed: the balance pushes, and an approved payout goes out. */
    async afterCommit(outcome: ReviewOutcome): Promise<void> {
      deps.wallet.publish(outcome.changes);
      const p = outcome.payment;
      if (outcome.replayed || p.review !== 'approved' || p.submittedAt) return;
      try {
        await deps.provider.createPayout({
          paymentId: p.id,
          amount: p.amount,
          currency: p.currency,
          method: p.method,
        });
        await withRetry(() => markSubmitted(db, p.id, deps.now()));
      } catch (error) {
        // The payment stays approved and pending: reconcile() sends it again.
        deps.onProviderError(error, { paymentId: p.id, call: 'createPayout' });
      }
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
