import { sql } from 'drizzle-orm';
import type { Db } from '@playfield/db';
import { InsufficientFundsError, refKey } from './types.ts';
import type {
  BalanceChange,
  LedgerAccountRef,
  MovementInput,
  MovementKind,
  PostedEntry,
  PostedMovement,
  SystemAccountCode,
} from './types.ts';

interface ResolvedLeg {
  ledgerAccountId: number;
  account: LedgerAccountRef;
  currency: string;
  amount: bigint;
}

type Posted = { movement: PostedMovement; changes: BalanceChange[] };

function byLockOrder(legs: readonly ResolvedLeg[]): ResolvedLeg[] {
  const rank = (leg: ResolvedLeg) => (leg.account.kind === 'player' ? 0 : 1);
  return [...legs].sort((a, b) => rank(a) - rank(b) || a.ledgerAccountId - b.ledgerAccountId);
}

function entryValues(legs: readonly ResolvedLeg[]) {
  return sql.join(
    legs.map(
      (leg) =>
        sql`(${leg.ledgerAccountId}::bigint, ${leg.amount.toString()}::bigint, ${leg.currency}::text)`,
    ),
    sql`, `,
  );
}

function insertHead(input: MovementInput, now: Date) {
  // ON CONFLICT DO NOTHING waits for a concurrent insert of the same key to commit or roll back,
  // then either inserts or returns nothing: a replay never aborts the transaction (as catching
  // 23505 would on PostgreSQL).
  return sql`insert into wallet_movements (kind, idempotency_key, created_at, metadata)
      values (${input.kind}, ${input.idempotencyKey}, ${now.toISOString()}::timestamptz,
              ${JSON.stringify(input.metadata ?? {})}::jsonb)
      on conflict (idempotency_key) do nothing
      returning id`;
}

async function updateSystemAccounts(tx: Db, ordered: readonly ResolvedLeg[]): Promise<void> {
  for (const leg of ordered) {
    if (leg.account.kind !== 'system') continue;
    await tx.execute(
      sql`update wallet_ledger_accounts
          set balance = balance + ${leg.amount.toString()}::bigint
          where id = ${leg.ledgerAccountId}`,
    );
  }
}

function posted(
  input: MovementInput,
  legs: readonly ResolvedLeg[],
  movementId: number,
  now: Date,
  changes: BalanceChange[],
): Posted {
  return {
    movement: {
      id: movementId,
      kind: input.kind,
      idempotencyKey: input.idempotencyKey,
      createdAt: now,
      metadata: input.metadata ?? {},
      entries: legs.map((leg) => ({ ...leg })),
      replayed: false,
    },
    changes,
  };
}

/**
 * Writes a movement inside the open transaction `tx`; null when its idempotency key exists
 * already (then nothing was written). Locks follow one global order so concurrent movements
 * cannot deadlock: player accounts by id, then system accounts by id. Players come first
 * because their rows are the ones checked (balance >= 0); the shared system rows are locked
 * last so the hot row of a currency is held for as short a time as possible.
 *
 * The common shape (one player leg) takes a single statement for the movement, the guarded
 * player update and the entries, then one for the system accounts: four round trips with BEGIN
 * and COMMIT. The guard is re-evaluated on the newest row version after waiting for a
 * concurrent writer's lock (READ COMMITTED), so two withdrawals can never spend the same money.
 */
export async function insertMovement(
  tx: Db,
  input: MovementInput,
  legs: readonly ResolvedLeg[],
  now: Date,
): Promise<Posted | null> {
  const ordered = byLockOrder(legs);
  const players = ordered.filter((leg) => leg.account.kind === 'player');
  const player = players[0];
  if (players.length === 1 && player && player.account.kind === 'player') {
    const delta = player.amount.toString();
    const result = await tx.execute<{ movement_id: string | null; balance: string | null }>(
      sql`with m as (${insertHead(input, now)}),
          p as (
            update wallet_ledger_accounts set balance = balance + ${delta}::bigint
            where id = ${player.ledgerAccountId} and balance + ${delta}::bigint >= 0
              and exists (select 1 from m)
            returning balance),
          e as (
            insert into wallet_entries (movement_id, ledger_account_id, amount, currency)
            select m.id, v.account, v.amount, v.currency
            from m cross join (values ${entryValues(legs)}) as v(account, amount, currency)
            returning 1)
          select (select id from m) as movement_id, (select balance from p) as balance,
                 (select count(*) from e) as entries`,
    );
    const row = result.rows[0];
    if (!row || row.movement_id === null) return null;
    if (row.balance === null) throw new InsufficientFundsError(player.account.accountId);
    const movementId = Number(row.movement_id);
    await updateSystemAccounts(tx, ordered);
    return posted(input, legs, movementId, now, [
      {
        userId: player.account.userId,
        accountId: player.account.accountId,
        currency: player.currency,
        balance: BigInt(row.balance),
        movementId,
      },
    ]);
  }

  const inserted = await tx.execute<{ id: string | number }>(insertHead(input, now));
  const row = inserted.rows[0];
  if (!row) return null;
  const movementId = Number(row.id);
  const changes: BalanceChange[] = [];
  for (const leg of players) {
    if (leg.account.kind !== 'player') continue;
    const updated = await tx.execute<{ balance: string }>(
      sql`update wallet_ledger_accounts
          set balance = balance + ${leg.amount.toString()}::bigint
          where id = ${leg.ledgerAccountId}
            and balance + ${leg.amount.toString()}::bigint >= 0
          returning balance`,
    );
    const balance = updated.rows[0]?.balance;
    if (balance === undefined) throw new InsufficientFundsError(leg.account.accountId);
    changes.push({
      userId: leg.account.userId,
      accountId: leg.account.accountId,
      currency: leg.currency,
      balance: BigInt(balance),
      movementId,
    });
  }
  await tx.execute(
    sql`insert into wallet_entries (movement_id, ledger_account_id, amount, currency)
        select ${movementId}, v.account, v.amount, v.currency
        from (values ${entryValues(legs)}) as v(account, amount, currency)`,
  );
  await updateSystemAccounts(tx, ordered);
  return posted(input, legs, movementId, now, changes);
}

interface MovementRow extends Record<string, unknown> {
  id: string | number;
  kind: MovementKind;
  idempotency_key: string;
  created_at: string | Date;
  metadata: Record<string, unknown> | string;
  ledger_account_id: string | number;
  amount: string;
  currency: string;
  account_kind: 'player' | 'system';
  system_code: string | null;
  account_id: string | number | null;
  user_id: string | number | null;
}

/** Reads a posted movement by its idempotency key (null when it was never posted). */
export async function readMovement(db: Db, idempotencyKey: string): Promise<PostedMovement | null> {
  const result = await db.execute<MovementRow>(
    sql`select m.id, m.kind, m.idempotency_key, m.created_at, m.metadata,
               e.ledger_account_id, e.amount, e.currency,
               a.kind as account_kind, a.system_code, a.account_id, a.user_id
        from wallet_movements m
        join wallet_entries e on e.movement_id = m.id
        join wallet_ledger_accounts a on a.id = e.ledger_account_id
        where m.idempotency_key = ${idempotencyKey}
        order by e.id`,
  );
  const first = result.rows[0];
  if (!first) return null;
  const entries: PostedEntry[] = result.rows.map((r) => ({
    ledgerAccountId: Number(r.ledger_account_id),
    account:
      r.account_kind === 'player'
        ? { kind: 'player', accountId: Number(r.account_id), userId: Number(r.user_id) }
        : { kind: 'system', code: r.system_code as SystemAccountCode },
    currency: r.currency,
    amount: BigInt(r.amount),
  }));
  return {
    id: Number(first.id),
    kind: first.kind,
    idempotencyKey: first.idempotency_key,
    createdAt: new Date(first.created_at),
    metadata: typeof first.metadata === 'string' ? JSON.parse(first.metadata) : first.metadata,
    entries,
    replayed: true,
  };
}

/** True when a posted movement is the one `input` describes (same kind and the same legs). */
export function sameMovement(input: MovementInput, posted: PostedMovement): boolean {
  if (input.kind !== posted.kind) return false;
  const describe = (
    legs: readonly { account: LedgerAccountRef; currency: string; amount: bigint }[],
  ) =>
    legs
      .map((leg) => `${refKey(leg.account)}|${leg.currency}|${leg.amount}`)
      .sort()
      .join(',');
  return describe(input.legs) === describe(posted.entries);
}
