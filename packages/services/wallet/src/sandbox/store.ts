import { sql } from 'drizzle-orm';
import type { Db } from '@playfield/db';

// The sandbox provider's bookkeeping (tables sandbox_sessions and sandbox_outbox). Every state
// change is a conditional UPDATE (`... where status = 'open'`), so two requests or two
// instances racing on one session cannot both act on it.

export type SessionStatus =
  'open' | 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'cancelled';

export interface SandboxSession {
  paymentId: string;
  kind: 'checkout' | 'payout';
  amount: bigint;
  currency: string;
  status: SessionStatus;
  cardLast4: string | null;
  settleOutcome: 'succeeded' | 'failed' | null;
  settleAt: Date | null;
  threeDsCode: string | null;
  threeDsAttempts: number;
  returnUrls: Record<string, string>;
  createdAt: Date;
}

type Row = Record<string, unknown>;

function toSession(row: Row): SandboxSession {
  const urls = typeof row.return_urls === 'string' ? JSON.parse(row.return_urls) : row.return_urls;
  const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
  return {
    paymentId: String(row.payment_id),
    kind: row.kind as SandboxSession['kind'],
    amount: BigInt(String(row.amount)),
    currency: String(row.currency),
    status: row.status as SessionStatus,
    cardLast4: row.card_last4 === null ? null : String(row.card_last4),
    settleOutcome: row.settle_outcome as SandboxSession['settleOutcome'],
    settleAt: row.settle_at === null ? null : date(row.settle_at),
    threeDsCode: row.three_ds_code === null ? null : String(row.three_ds_code),
    threeDsAttempts: Number(row.three_ds_attempts),
    returnUrls: (urls ?? {}) as Record<string, string>,
    createdAt: date(row.created_at),
  };
}

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export async function readSession(db: Db, paymentId: string): Promise<SandboxSession | null> {
  const result = await db.execute<Row>(
    sql`select * from sandbox_sessions where payment_id = ${paymentId}`,
  );
  const row = result.rows[0];
  return row ? toSession(row) : null;
}

/** Creates a session unless one exists for the payment (merchant calls are idempotent). */
export async function insertSession(
  db: Db,
  s: Omit<SandboxSession, 'threeDsCode' | 'threeDsAttempts'>,
): Promise<void> {
  await db.execute(
    sql`insert into sandbox_sessions
          (payment_id, kind, amount, currency, status, card_last4, settle_outcome, settle_at,
           return_urls, created_at, updated_at)
        values (${s.paymentId}, ${s.kind}, ${s.amount.toString()}::bigint, ${s.currency},
                ${s.status}, ${s.cardLast4}, ${s.settleOutcome},
                ${s.settleAt ? iso(s.settleAt) : null}, ${JSON.stringify(s.returnUrls)}::jsonb,
                ${iso(s.createdAt)}, ${iso(s.createdAt)})
        on conflict (payment_id) do nothing`,
  );
}

export interface SessionChange {
  status: SessionStatus;
  cardLast4?: string | null;
  settleOutcome?: 'succeeded' | 'failed' | null;
  settleAt?: Date | null;
  threeDsCode?: string | null;
  threeDsAttempts?: number;
}

/**
 * Moves a session from one of `from` to a new state; false when it was not in `from` any more
 * (someone else acted first).
 */
export async function changeSession(
  db: Db,
  paymentId: string,
  from: readonly SessionStatus[],
  change: SessionChange,
  now: Date,
): Promise<boolean> {
  const sets = [sql`status = ${change.status}`, sql`updated_at = ${iso(now)}`];
  if (change.cardLast4 !== undefined) sets.push(sql`card_last4 = ${change.cardLast4}`);
  if (change.settleOutcome !== undefined) sets.push(sql`settle_outcome = ${change.settleOutcome}`);
  if (change.settleAt !== undefined) {
    sets.push(sql`settle_at = ${change.settleAt ? iso(change.settleAt) : null}`);
  }
  if (change.threeDsCode !== undefined) sets.push(sql`three_ds_code = ${change.threeDsCode}`);
  if (change.threeDsAttempts !== undefined) {
    sets.push(sql`three_ds_attempts = ${change.threeDsAttempts}`);
  }
  const statuses = sql.join(
    from.map((s) => sql`${s}`),
    sql`, `,
  );
  const result = await db.execute<Row>(
    sql`update sandbox_sessions set ${sql.join(sets, sql`, `)}
        where payment_id = ${paymentId} and status in (${statuses})
        returning payment_id`,
  );
  return result.rows.length > 0;
}

/** Sessions due to settle or expire, oldest first. */
export async function dueSessions(
  db: Db,
  now: Date,
  expireBefore: Date,
  limit: number,
): Promise<SandboxSession[]> {
  const result = await db.execute<Row>(
    sql`select * from sandbox_sessions
        where (status = 'processing' and settle_at <= ${iso(now)})
           or (kind = 'checkout' and status in ('open', 'requires_action')
               and created_at < ${iso(expireBefore)})
        order by created_at limit ${limit}`,
  );
  return result.rows.map(toSession);
}

export async function enqueueEvent(
  db: Db,
  event: { eventId: string; paymentId: string; body: string },
  now: Date,
): Promise<void> {
  await db.execute(
    sql`insert into sandbox_outbox (event_id, payment_id, body, next_attempt_at, created_at)
        values (${event.eventId}, ${event.paymentId}, ${event.body}, ${iso(now)}, ${iso(now)})
        on conflict (event_id) do nothing`,
  );
}

export interface OutboxItem {
  id: number;
  eventId: string;
  body: string;
  attempts: number;
}

/**
 * Claims due webhooks for delivery: pushes their next attempt past a lease so another instance
 * (or the next tick) does not send them at the same time; delivery then marks them done or
 * schedules a retry. A crash mid-delivery only means one more delivery later, which the
 * receiver recognises by the event id.
 */
export async function claimDue(
  db: Db,
  now: Date,
  leaseUntil: Date,
  maxAttempts: number,
  limit: number,
  eventId?: string,
): Promise<OutboxItem[]> {
  const only = eventId === undefined ? sql`` : sql`and event_id = ${eventId}`;
  const result = await db.execute<Row>(
    sql`update sandbox_outbox set next_attempt_at = ${iso(leaseUntil)}, attempts = attempts + 1
        where id in (
          select id from sandbox_outbox
          where delivered_at is null and next_attempt_at <= ${iso(now)}
            and attempts < ${maxAttempts} ${only}
          order by id limit ${limit}
          for update skip locked)
        returning id, event_id, body, attempts`,
  );
  return result.rows
    .map((r) => ({
      id: Number(r.id),
      eventId: String(r.event_id),
      body: String(r.body),
      attempts: Number(r.attempts),
    }))
    .sort((a, b) => a.id - b.id);
}

export async function markDelivered(db: Db, id: number, now: Date): Promise<void> {
  await db.execute(sql`update sandbox_outbox set delivered_at = ${iso(now)} where id = ${id}`);
}

export async function scheduleRetry(db: Db, id: number, at: Date, error: string): Promise<void> {
  await db.execute(
    sql`update sandbox_outbox set next_attempt_at = ${iso(at)}, last_error = ${error.slice(0, 500)}
        where id = ${id}`,
  );
}

/** Stops a payout that has not been sent. Unknown payouts get a cancelled tombstone, so a late
 * `createPayout` for the same payment does nothing. True when the payout is (now) cancelled. */
export async function cancelPayoutSession(db: Db, paymentId: string, now: Date): Promise<boolean> {
  const result = await db.execute<Row>(
    sql`insert into sandbox_sessions
          (payment_id, kind, amount, currency, status, created_at, updated_at)
        values (${paymentId}, 'payout', 0, 'XXX', 'cancelled', ${iso(now)}, ${iso(now)})
        on conflict (payment_id) do update
          set status = 'cancelled', settle_at = null, updated_at = ${iso(now)}
          where sandbox_sessions.kind = 'payout'
            and sandbox_sessions.status in ('processing', 'cancelled')
        returning status`,
  );
  return result.rows.length > 0;
}
