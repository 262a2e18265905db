import { sql } from 'drizzle-orm';
import { withRetry } from '@playfield/db';
import type { Db } from '@playfield/db';
import type { MovementInput } from '../ledger/types.ts';
import type { WalletService } from '../ledger/service.ts';
import { depositMovement, payoutMovement, releaseMovement } from './movements.ts';
import { eventTarget, providerEventSchema } from './provider-event.ts';
import type { ProviderEvent } from './provider-event.ts';
import { findPayment, lockPayment, updateStatus } from './repository.ts';
import type { PaymentRecord } from './repository.ts';
import { verifySignature } from './signature.ts';
import { transition } from './state.ts';
import type { PaymentStatus } from './state.ts';

export interface WebhookResult {
  status: 200 | 400 | 401 | 404;
  body: { received: boolean; outcome?: string; message?: string };
}

export interface WebhookDeps {
  db: Db;
  wallet: WalletService;
  provider: string;
  secret: string;
  now: () => Date;
}

/** The ledger movement a status change causes, if any. */
function movementFor(p: PaymentRecord, to: PaymentStatus): MovementInput | null {
  if (p.type === 'deposit') return to === 'succeeded' ? depositMovement(p) : null;
  if (to === 'succeeded') return payoutMovement(p);
  if (to === 'failed' || to === 'cancelled') return releaseMovement(p);
  return null;
}

function parse(rawBody: string): ProviderEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = providerEventSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/**
 * Applies a provider's webhook exactly once. The signature is checked over the raw bytes
 * first (a bad one changes nothing); the event must describe the payment exactly (type,
 * amount, currency). Then, in one transaction: the event id is recorded (a repeat stops here),
 * the payment row is locked, the state machine decides, and the status change and its ledger
 * movement commit together. Duplicates, replays and late or reordered events therefore never
 * move money twice.
 */
export async function handleProviderWebhook(
  deps: WebhookDeps,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookResult> {
  const check = verifySignature({
    secret: deps.secret,
    header: signature,
    rawBody,
    nowSeconds: deps.now().getTime() / 1000,
  });
  if (!check.ok) {
    return { status: 401, body: { received: false, message: `signature ${check.reason}` } };
  }
  const event = parse(rawBody);
  if (!event) return { status: 400, body: { received: false, message: 'malformed event' } };

  const payment = await findPayment(deps.db, event.paymentId);
  if (!payment || payment.provider !== deps.provider) {
    return { status: 404, body: { received: false, message: 'unknown payment' } };
  }
  const target = eventTarget(event.type);
  if (
    target.payment !== payment.type ||
    event.amount !== payment.amount.toString() ||
    event.currency !== payment.currency
  ) {
    return { status: 400, body: { received: false, message: 'event does not match the payment' } };
  }

  const movement = movementFor(payment, target.status);
  if (movement) await deps.wallet.prepare(movement.legs);
  const now = deps.now();

  const result = await withRetry(() =>
    deps.db.transaction(async (tx) => {
      const recorded = await tx.execute(
        sql`insert into wallet_provider_events
              (provider, event_id, payment_id, type, outcome, received_at, payload)
            values (${deps.provider}, ${event.id}, ${payment.id}::uuid, ${event.type}, 'received',
                    ${now.toISOString()}::timestamptz, ${rawBody}::jsonb)
            on conflict (provider, event_id) do nothing
            returning event_id`,
      );
      if (recorded.rows.length === 0) return { outcome: 'duplicate', changes: [] };
      const locked = await lockPayment(tx, payment.id);
      if (!locked) throw new Error(`payment ${payment.id} vanished`);
      const step = transition(locked.status, target.status);
      let changes: Awaited<ReturnType<WalletService['postWithin']>>['changes'] = [];
      if (step.changed) {
        const failure = target.status === 'failed' ? (event.failureCode ?? 'failed') : null;
        await updateStatus(tx, payment.id, target.status, failure, now);
        if (movement) changes = (await deps.wallet.postWithin(tx, movement)).changes;
      }
      const outcome = step.changed ? 'applied' : step.reason;
      await tx.execute(
        sql`update wallet_provider_events set outcome = ${outcome}
            where provider = ${deps.provider} and event_id = ${event.id}`,
      );
      return { outcome, changes };
    }),
  );
  deps.wallet.publish(result.changes);
  return { status: 200, body: { received: true, outcome: result.outcome } };
}
