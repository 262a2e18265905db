import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '@playfield/db';
import type { PaymentStatus, PaymentType } from './state.ts';

/** A payment as stored (wallet_payments). */
export interface PaymentRecord {
  id: string;
  type: PaymentType;
  status: PaymentStatus;
  userId: number;
  accountId: number;
  currency: string;
  /** Minor units. */
  amount: bigint;
  method: string;
  provider: string;
  idempotencyKey: string;
  requestHash: string;
  language: string;
  failureCode: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
  submittedAt: Date | null;
  /** The operator review of a withdrawal (issue 15); null or absent when none was needed. */
  review?: 'waiting' | 'approved' | 'rejected' | null;
}

type Row = Record<string, unknown>;

const COLUMNS = sql.raw(
  `id, type, status, user_id, account_id, currency, amount, method, provider, idempotency_key,
   request_hash, language, failure_code, details, created_at, updated_at, submitted_at, review`,
);

function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

function toRecord(row: Row): PaymentRecord {
  const details = typeof row.details === 'string' ? JSON.parse(row.details) : row.details;
  return {
    id: String(row.id),
    type: row.type as PaymentType,
    status: row.status as PaymentStatus,
    userId: Number(row.user_id),
    accountId: Number(row.account_id),
    currency: String(row.currency),
    amount: BigInt(String(row.amount)),
    method: String(row.method),
    provider: String(row.provider),
    idempotencyKey: String(row.idempotency_key),
    requestHash: String(row.request_hash),
    language: String(row.language),
    failureCode: row.failure_code === null ? null : String(row.failure_code),
    details: (details ?? {}) as Record<string, unknown>,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    submittedAt: row.submitted_at === null ? null : toDate(row.submitted_at),
    review: (row.review ?? null) as PaymentRecord['review'],
  };
}

async function one(db: Db, query: SQL): Promise<PaymentRecord | null> {
  const result = await db.execute<Row>(query);
  const row = result.rows[0];
  return row ? toRecord(row) : null;
}

export function findPayment(db: Db, id: string): Promise<PaymentRecord | null> {
  return one(db, sql`select ${COLUMNS} from wallet_payments where id = ${id}::uuid`);
}

/** The payment only when it belongs to the user (another player's id reads as absent). */
export function findOwnPayment(db: Db, userId: number, id: string): Promise<PaymentRecord | null> {
  return one(
    db,
    sql`select ${COLUMNS} from wallet_payments where id = ${id}::uuid and user_id = ${userId}`,
  );
}

export function findByIdempotencyKey(
  db: Db,
  userId: number,
  key: string,
): Promise<PaymentRecord | null> {
  return one(
    db,
    sql`select ${COLUMNS} from wallet_payments
        where user_id = ${userId} and idempotency_key = ${key}`,
  );
}

/**
 * Locks the payment row until the transaction ends (state changes go through here). NO KEY
 * UPDATE, not UPDATE: the provider event inserted just before holds a KEY SHARE lock on this row
 * through its foreign key, and two webhooks upgrading those to FOR UPDATE would deadlock.
 */
export function lockPayment(tx: Db, id: string): Promise<PaymentRecord | null> {
  return one(
    tx,
    sql`select ${COLUMNS} from wallet_payments where id = ${id}::uuid for no key update`,
  );
}

/**
 * Inserts a payment unless the player already used the idempotency key; true when inserted.
 * ON CONFLICT waits for a concurrent insert with the same key, so two racing requests
 * produce one payment.
 */
export async function insertPayment(
  db: Db,
  p: Omit<PaymentRecord, 'updatedAt' | 'submittedAt' | 'failureCode'>,
): Promise<boolean> {
  const result = await db.execute<Row>(
    sql`insert into wallet_payments
          (id, type, status, user_id, account_id, currency, amount, method, provider,
           idempotency_key, request_hash, language, details, created_at, updated_at)
        values (${p.id}::uuid, ${p.type}, ${p.status}, ${p.userId}, ${p.accountId}, ${p.currency},
                ${p.amount.toString()}::bigint, ${p.method}, ${p.provider}, ${p.idempotencyKey},
                ${p.requestHash}, ${p.language}, ${JSON.stringify(p.details)}::jsonb,
                ${p.createdAt.toISOString()}::timestamptz, ${p.createdAt.toISOString()}::timestamptz)
        on conflict (user_id, idempotency_key) do nothing
        returning id`,
  );
  return result.rows.length > 0;
}

export async function updateStatus(
  tx: Db,
  id: string,
  status: PaymentStatus,
  failureCode: string | null,
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`update wallet_payments
        set status = ${status}, failure_code = ${failureCode},
            updated_at = ${now.toISOString()}::timestamptz
        where id = ${id}::uuid`,
  );
}

/** Merges non-secret details (e.g. the checkout URL) into the payment. */
export async function mergeDetails(
  db: Db,
  id: string,
  patch: Record<string, unknown>,
): Promise<void> {
  await db.execute(
    sql`update wallet_payments set details = details || ${JSON.stringify(patch)}::jsonb
        where id = ${id}::uuid`,
  );
}

export async function markSubmitted(db: Db, id: string, now: Date): Promise<void> {
  await db.execute(
    sql`update wallet_payments set submitted_at = ${now.toISOString()}::timestamptz
        where id = ${id}::uuid and submitted_at is null`,
  );
}

/** Withdrawals still pending that the provider never acknowledged (the call failed). */
export async function unsubmittedWithdrawals(db: Db, limit: number): Promise<PaymentRecord[]> {
  const result = await db.execute<Row>(
    sql`select ${COLUMNS} from wallet_payments
        where type = 'withdrawal' and status = 'pending' and submitted_at is null
          and review is distinct from 'waiting'
        order by created_at limit ${limit}`,
  );
  return result.rows.map(toRecord);
}

export interface PaymentFilter {
  type?: PaymentType;
  status?: PaymentStatus;
  from?: Date;
  /** Exclusive upper bound. */
  toExclusive?: Date;
  limit: number;
  offset: number;
}

/** One page of a user's payments, newest first, with the total matching the filter. */
export async function listPayments(
  db: Db,
  userId: number,
  f: PaymentFilter,
): Promise<{ items: PaymentRecord[]; total: number }> {
  const where = [sql`user_id = ${userId}`];
  if (f.type) where.push(sql`type = ${f.type}`);
  if (f.status) where.push(sql`status = ${f.status}`);
  if (f.from) where.push(sql`created_at >= ${f.from.toISOString()}::timestamptz`);
  if (f.toExclusive) where.push(sql`created_at < ${f.toExclusive.toISOString()}::timestamptz`);
  const condition = sql.join(where, sql` and `);
  const page = await db.execute<Row>(
    sql`select ${COLUMNS} from wallet_payments where ${condition}
        order by created_at desc, id desc limit ${f.limit} offset ${f.offset}`,
  );
  const count = await db.execute<{ total: string | number }>(
    sql`select count(*) as total from wallet_payments where ${condition}`,
  );
  return { items: page.rows.map(toRecord), total: Number(count.rows[0]?.total ?? 0) };
}
