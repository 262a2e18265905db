import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@playfield/db';
import { outbox } from '@playfield/db/identity';
import type { OutboxMessage } from '@playfield/protocol/identity';
import type { IdentityLogger } from './context.ts';
import type { MailTransport } from './smtp.ts';

export type OutboxChannel = 'email' | 'sms';

/** Queues an e-mail or SMS. Nothing is sent from a request: the dispatcher delivers. */
export async function enqueue(
  db: Db,
  now: number,
  message: { channel: OutboxChannel; to: string; subject?: string; body: string },
): Promise<void> {
  await db.insert(outbox).values({
    channel: message.channel,
    recipient: message.to,
    subject: message.subject ?? '',
    body: message.body,
    createdAt: new Date(now),
  });
}

/** Messages newest first, optionally to one recipient (case-insensitive for e-mail). */
export async function listOutbox(
  db: Db,
  options: { to?: string; limit?: number } = {},
): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(options.to ? sql`lower(${outbox.recipient}) = lower(${options.to})` : undefined)
    .orderBy(desc(outbox.id))
    .limit(Math.min(options.limit ?? 100, 500));
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel === 'sms' ? 'sms' : 'email',
    to: r.recipient,
    subject: r.subject,
    body: r.body,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  }));
}

const MAX_ATTEMPTS = 5;

export interface OutboxDispatcher {
  /** Sends what is pending now; returns how many were delivered. */
  dispatchOnce(): Promise<number>;
}

/**
 * Delivers pending e-mail through `transport`. Rows are claimed by raising their attempt
 * count under `FOR UPDATE SKIP LOCKED`, so several instances never send one message twice at
 * once. SMS stays in the outbox: there is no SMS gateway yet (the development page shows it).
 */
export function createOutboxDispatcher(deps: {
  db: Db;
  transport: MailTransport;
  from: string;
  now?: () => number;
  logger?: IdentityLogger;
  batchSize?: number;
}): OutboxDispatcher {
  const now = deps.now ?? Date.now;
  return {
    async dispatchOnce() {
      const claimed = await deps.db.transaction(async (tx) => {
        const pending = await tx
          .select({ id: outbox.id })
          .from(outbox)
          .where(
            and(
              isNull(outbox.sentAt),
              eq(outbox.channel, 'email'),
              lt(outbox.attempts, MAX_ATTEMPTS),
            ),
          )
          .orderBy(asc(outbox.id))
          .limit(deps.batchSize ?? 20)
          .for('update', { skipLocked: true });
        if (pending.length === 0) return [];
        return tx
          .update(outbox)
          .set({ attempts: sql`${outbox.attempts} + 1` })
          .where(
            inArray(
              outbox.id,
              pending.map((p) => p.id),
            ),
          )
          .returning();
      });
      let sent = 0;
      for (const row of claimed) {
        try {
          await deps.transport.send({
            from: deps.from,
            to: row.recipient,
            subject: row.subject,
            text: row.body,
          });
          await deps.db
            .update(outbox)
            .set({ sentAt: new Date(now()), lastError: null })
            .where(eq(outbox.id, row.id));
          sent++;
        } catch (error) {
          const text = error instanceof Error ? error.message : String(error);
          deps.logger?.warn('outbox delivery failed', { id: row.id, error: text });
          await deps.db
            .update(outbox)
            .set({ lastError: text.slice(0, 500) })
            .where(eq(outbox.id, row.id));
        }
      }
      return sent;
    },
  };
}
