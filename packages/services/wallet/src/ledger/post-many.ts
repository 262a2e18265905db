import { sql } from 'drizzle-orm';
import type { Db } from '@playfield/db';
import { InsufficientFundsError } from './types.ts';
import type { BalanceChange, LedgerAccountRef, MovementInput } from './types.ts';

interface ResolvedLeg {
  ledgerAccountId: number;
  account: LedgerAccountRef;
  currency: string;
  amount: bigint;
}

export interface ResolvedMovement {
  input: MovementInput;
  legs: ResolvedLeg[];
}

/**
 * Writes many movements inside the open transaction `tx` in a fixed number of statements
 * whatever their count: the movements (a key that exists already is skipped and reported), the
 * player accounts locked in id order, their balances changed by each account's total with the
 * `balance + d >= 0` guard, the entries, then each system account once by its total. For bulk
 * work such as paying the coupons of a finished game, where one statement per movement would
 * dominate. Returns the keys that were new and the players' balances after the batch.
 */
export async function insertMovements(
  tx: Db,
  movements: readonly ResolvedMovement[],
  now: Date,
): Promise<{ inserted: Map<string, number>; skipped: string[]; changes: BalanceChange[] }> {
  const inserted = new Map<string, number>();
  if (movements.length === 0) return { inserted, skipped: [], changes: [] };
  const at = now.toISOString();
  const heads = await tx.execute<{ id: string | number; idempotency_key: string }>(
    sql`insert into wallet_movements (kind, idempotency_key, created_at, metadata)
        select v.kind, v.key, ${at}::timestamptz, v.metadata::jsonb
        from (values ${sql.join(
          movements.map(
            (m) =>
              sql`(${m.input.kind}::text, ${m.input.idempotencyKey}::text, ${JSON.stringify(
                m.input.metadata ?? {},
              )}::text)`,
          ),
          sql`, `,
        )}) as v(kind, key, metadata)
        on conflict (idempotency_key) do nothing
        returning id, idempotency_key`,
  );
  for (const row of heads.rows) inserted.set(row.idempotency_key, Number(row.id));
  const fresh = movements.filter((m) => inserted.has(m.input.idempotencyKey));
  const skipped = movements
    .filter((m) => !inserted.has(m.input.idempotencyKey))
    .map((m) => m.input.idempotencyKey);
  if (fresh.length === 0) return { inserted, skipped, changes: [] };

  const players = new Map<number, { delta: bigint; leg: ResolvedLeg; movementId: number }>();
  const systems = new Map<number, bigint>();
  const entries = [];
  for (const m of fresh) {
    const movementId = inserted.get(m.input.idempotencyKey) as number;
    for (const leg of m.legs) {
      entries.push(
        sql`(${movementId}::bigint, ${leg.ledgerAccountId}::bigint, ${leg.amount.toString()}::bigint, ${leg.currency}::text)`,
      );
      if (leg.account.kind === 'player') {
        const known = players.get(leg.ledgerAccountId);
        players.set(leg.ledgerAccountId, {
          delta: (known?.delta ?? 0n) + leg.amount,
          leg,
          movementId,
        });
      } else {
        systems.set(leg.ledgerAccountId, (systems.get(leg.ledgerAccountId) ?? 0n) + leg.amount);
      }
    }
  }

  const changes: BalanceChange[] = [];
  if (players.size > 0) {
    const ids = [...players.keys()].sort((a, b) => a - b);
    // Locked in id order first, so two batches (or a batch and single posts) cannot deadlock.
    await tx.execute(
      sql`select id from wallet_ledger_accounts
          where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})
          order by id for update`,
    );
    const updated = await tx.execute<{ id: string | number; balance: string }>(
      sql`update wallet_ledger_accounts a set balance = a.balance + d.delta
          from (values ${sql.join(
            ids.map(
              (id) => sql`(${id}::bigint, ${(players.get(id)?.delta ?? 0n).toString()}::bigint)`,
            ),
            sql`, `,
          )}) as d(id, delta)
          where a.id = d.id and a.balance + d.delta >= 0
          returning a.id, a.balance`,
    );
    const balances = new Map(updated.rows.map((r) => [Number(r.id), BigInt(r.balance)]));
    for (const id of ids) {
      const player = players.get(id);
      if (!player || player.leg.account.kind !== 'player') continue;
      const balance = balances.get(id);
      if (balance === undefined) throw new InsufficientFundsError(player.leg.account.accountId);
      changes.push({
        userId: player.leg.account.userId,
        accountId: player.leg.account.accountId,
        currency: player.leg.currency,
        balance,
        movementId: player.movementId,
      });
    }
  }
  await tx.execute(
    sql`insert into wallet_entries (movement_id, ledger_account_id, amount, currency)
        values ${sql.join(entries, sql`, `)}`,
  );
  for (const id of [...systems.keys()].sort((a, b) => a - b)) {
    await tx.execute(
      sql`update wallet_ledger_accounts set balance = balance + ${(systems.get(id) ?? 0n).toString()}::bigint
          where id = ${id}`,
    );
  }
  return { inserted, skipped, changes };
}
