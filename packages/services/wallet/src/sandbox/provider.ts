import { randomInt, randomUUID } from 'node:crypto';
import type { Database } from '@playfield/db';
import type { PaymentProviderClient } from '../payments/ports.ts';
import type { ProviderEvent, ProviderEventType } from '../payments/provider-event.ts';
import { signPayload } from '../payments/signature.ts';
import { cardOutcome, normalizeCard, payoutSucceeds } from './cards.ts';
import {
  cancelPayoutSession,
  changeSession,
  claimDue,
  dueSessions,
  enqueueEvent,
  insertSession,
  markDelivered,
  readSession,
  scheduleRetry,
} from './store.ts';
import type { SandboxSession, SessionChange, SessionStatus } from './store.ts';

// A payment provider for development and tests: hosted checkout with test cards, 3-D Secure,
// delayed settlement, payouts, and signed webhooks with retries. It keeps its own state (the
// sandbox_* tables) and talks to the site only through `deliver` (webhooks) and the merchant
// calls of `client`, exactly as an external provider would.

export interface SandboxProviderDeps {
  /** The provider's own database (the site's when in-process). */
  database: Pick<Database, 'db'>;
  /** Shared with the site: signs webhooks (and verifies merchant calls in the stand-alone mode). */
  secret: string;
  /**
   * Sends one signed webhook and resolves to the HTTP status the site answered. In-process this
   * calls the site's webhook handler directly (same signature check as over HTTP); the
   * stand-alone provider POSTs to the site's webhook URL.
   */
  deliver: (rawBody: string, signature: string) => Promise<number>;
  now?: () => Date;
  /**
   * Public origin of the hosted pages ('' for same-origin relative URLs); a function when it
   * is known only once the server listens.
   */
  baseUrl?: string | (() => string);
  /** How long a pending card takes to settle (default 15 s). */
  settleDelayMs?: number;
  /** How long a payout takes before it is sent (default 20 s); a player may cancel meanwhile. */
  payoutDelayMs?: number;
  /** An unpaid checkout expires (cancelled) after this long (default 30 min). */
  checkoutTtlMs?: number;
  /** The 3-D Secure one-time code to ask for (default: six random digits). */
  threeDsCode?: () => string;
  newEventId?: () => string;
  onError?: (error: unknown) => void;
}

/** Where the player goes after a step on the hosted pages. */
export type CheckoutStep =
  | { kind: 'result'; status: SessionStatus; redirectUrl: string }
  | { kind: 'page'; url: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'not_found' };

export interface SandboxProvider {
  /** The merchant side the site calls (in-process mode). */
  client: PaymentProviderClient;
  session(paymentId: string): Promise<SandboxSession | null>;
  complete(paymentId: string, card: unknown): Promise<CheckoutStep>;
  confirmThreeDs(paymentId: string, code: unknown): Promise<CheckoutStep>;
  cancelCheckout(paymentId: string): Promise<CheckoutStep>;
  /** Settles due sessions, expires stale checkouts, delivers due webhooks. */
  tick(): Promise<{ settled: number; delivered: number }>;
  /** Runs `tick` every `intervalMs`; returns the stop function. */
  startScheduler(options?: { intervalMs?: number }): () => void;
}

const MAX_DELIVERY_ATTEMPTS = 12;
const DELIVERY_LEASE_MS = 30_000;
const THREE_DS_ATTEMPTS = 3;

function backoffMs(attempts: number): number {
  return Math.min(600_000, 1000 * 2 ** Math.max(0, attempts - 1));
}

export function createSandboxProvider(deps: SandboxProviderDeps): SandboxProvider {
  const db = deps.database.db;
  const now = deps.now ?? (() => new Date());
  const baseUrl = () =>
    (typeof deps.baseUrl === 'function' ? deps.baseUrl() : (deps.baseUrl ?? '')).replace(
      /\/+$/,
      '',
    );
  const settleDelayMs = deps.settleDelayMs ?? 15_000;
  const payoutDelayMs = deps.payoutDelayMs ?? 20_000;
  const checkoutTtlMs = deps.checkoutTtlMs ?? 30 * 60_000;
  const threeDsCode = deps.threeDsCode ?? (() => String(randomInt(0, 1_000_000)).padStart(6, '0'));
  const newEventId = deps.newEventId ?? (() => `evt_${randomUUID()}`);
  const onError = deps.onError ?? (() => {});

  const pageUrl = (paymentId: string, suffix = '') =>
    `${baseUrl()}/sandbox-pay/${encodeURIComponent(paymentId)}${suffix}`;

  function returnUrl(s: SandboxSession, status: SessionStatus): string {
    const key =
      status === 'succeeded'
        ? 'success'
        : status === 'failed'
          ? 'fail'
          : status === 'cancelled'
            ? 'cancel'
            : 'pending';
    return s.returnUrls[key] ?? '/';
  }

  function where(s: SandboxSession): CheckoutStep {
    if (s.status === 'open') return { kind: 'page', url: pageUrl(s.paymentId) };
    if (s.status === 'requires_action') {
      return { kind: 'page', url: pageUrl(s.paymentId, '/3ds') };
    }
    return { kind: 'result', status: s.status, redirectUrl: returnUrl(s, s.status) };
  }

  function event(s: SandboxSession, type: ProviderEventType, failureCode: string | null) {
    const body: ProviderEvent = {
      id: newEventId(),
      type,
      paymentId: s.paymentId,
      amount: s.amount.toString(),
      currency: s.currency,
      failureCode,
      createdAt: now().toISOString(),
    };
    return { eventId: body.id, paymentId: s.paymentId, body: JSON.stringify(body) };
  }

  async function deliverDue(eventId?: string): Promise<number> {
    const at = now();
    const items = await claimDue(
      db,
      at,
      new Date(at.getTime() + DELIVERY_LEASE_MS),
      MAX_DELIVERY_ATTEMPTS,
      20,
      eventId,
    );
    let delivered = 0;
    for (const item of items) {
      let error: string | null;
      try {
        const status = await deps.deliver(
          item.body,
          signPayload(deps.secret, item.body, now().getTime() / 1000),
        );
        error = status >= 200 && status < 300 ? null : `HTTP ${status}`;
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      }
      if (error === null) {
        await markDelivered(db, item.id, now());
        delivered += 1;
      } else {
        await scheduleRetry(
          db,
          item.id,
          new Date(now().getTime() + backoffMs(item.attempts)),
          error,
        );
      }
    }
    return delivered;
  }

  /**
   * Changes a session and queues its webhook in one transaction, then tries to deliver the
   * webhook at once so the site knows the result before the player lands on its page.
   */
  async function move(
    s: SandboxSession,
    from: readonly SessionStatus[],
    change: SessionChange,
    webhook: { type: ProviderEventType; failureCode: string | null } | null,
  ): Promise<boolean> {
    const queued = webhook ? event(s, webhook.type, webhook.failureCode) : null;
    const moved = await db.transaction(async (tx) => {
      if (!(await changeSession(tx, s.paymentId, from, change, now()))) return false;
      if (queued) await enqueueEvent(tx, queued, now());
      return true;
    });
    if (moved && queued) {
      try {
        await deliverDue(queued.eventId);
      } catch (error) {
        // Left in the outbox: the scheduler retries it.
        onError(error);
      }
    }
    return moved;
  }

  async function checkoutSession(paymentId: string): Promise<SandboxSession | null> {
    const s = await readSession(db, paymentId);
    return s && s.kind === 'checkout' ? s : null;
  }

  async function settle(s: SandboxSession): Promise<boolean> {
    const outcome = s.settleOutcome ?? 'succeeded';
    const type: ProviderEventType =
      s.kind === 'checkout'
        ? outcome === 'succeeded'
          ? 'payment.succeeded'
          : 'payment.failed'
        : outcome === 'succeeded'
          ? 'payout.succeeded'
          : 'payout.failed';
    const failureCode = outcome === 'failed' ? 'card_declined' : null;
    return move(s, ['processing'], { status: outcome, settleAt: null }, { type, failureCode });
  }

  const client: PaymentProviderClient = {
    name: 'sandbox',
    async createCheckout(input) {
      await insertSession(db, {
        paymentId: input.paymentId,
        kind: 'checkout',
        amount: input.amount,
        currency: input.currency,
        status: 'open',
        cardLast4: null,
        settleOutcome: null,
        settleAt: null,
        returnUrls: { ...input.returnUrls },
        createdAt: now(),
      });
      return { redirectUrl: pageUrl(input.paymentId) };
    },
    async createPayout(input) {
      const at = now();
      await insertSession(db, {
        paymentId: input.paymentId,
        kind: 'payout',
        amount: input.amount,
        currency: input.currency,
        status: 'processing',
        cardLast4: input.card ? input.card.slice(-4) : null,
        settleOutcome: payoutSucceeds(input.card) ? 'succeeded' : 'failed',
        settleAt: new Date(at.getTime() + payoutDelayMs),
        returnUrls: {},
        createdAt: at,
      });
    },
    async cancelPayout(paymentId) {
      return { cancelled: await cancelPayoutSession(db, paymentId, now()) };
    },
  };

  async function tick(): Promise<{ settled: number; delivered: number }> {
    const at = now();
    let settled = 0;
    for (const s of await dueSessions(db, at, new Date(at.getTime() - checkoutTtlMs), 50)) {
      const moved =
        s.status === 'processing'
          ? await settle(s)
          : await move(
              s,
              ['open', 'requires_action'],
              { status: 'cancelled' },
              { type: 'payment.cancelled', failureCode: 'expired' },
            );
      if (moved) settled += 1;
    }
    return { settled, delivered: await deliverDue() };
  }

  return {
    client,
    session: (paymentId) => readSession(db, paymentId),

    async complete(paymentId, cardInput) {
      const s = await checkoutSession(paymentId);
      if (!s) return { kind: 'not_found' };
      if (s.status !== 'open') return where(s);
      const card = normalizeCard(cardInput);
      if (!card) return { kind: 'invalid', message: 'The card number is not valid.' };
      const last4 = card.slice(-4);
      const outcome = cardOutcome(card);
      if (outcome === 'three_ds') {
        await changeSession(
          db,
          paymentId,
          ['open'],
          { status: 'requires_action', cardLast4: last4, threeDsCode: threeDsCode() },
          now(),
        );
      } else if (outcome === 'pending') {
        await move(
          s,
          ['open'],
          {
            status: 'processing',
            cardLast4: last4,
            settleOutcome: 'succeeded',
            settleAt: new Date(now().getTime() + settleDelayMs),
          },
          { type: 'payment.pending', failureCode: null },
        );
      } else if (outcome === 'succeeded') {
        await move(
          s,
          ['open'],
          { status: 'succeeded', cardLast4: last4 },
          { type: 'payment.succeeded', failureCode: null },
        );
      } else {
        const failureCode = outcome === 'declined' ? 'card_declined' : 'card_not_supported';
        await move(
          s,
          ['open'],
          { status: 'failed', cardLast4: last4 },
          { type: 'payment.failed', failureCode },
        );
      }
      const after = await checkoutSession(paymentId);
      return after ? where(after) : { kind: 'not_found' };
    },

    async confirmThreeDs(paymentId, code) {
      const s = await checkoutSession(paymentId);
      if (!s) return { kind: 'not_found' };
      if (s.status !== 'requires_action') return where(s);
      if (typeof code === 'string' && s.threeDsCode !== null && code.trim() === s.threeDsCode) {
        await move(
          s,
          ['requires_action'],
          { status: 'succeeded', threeDsCode: null },
          { type: 'payment.succeeded', failureCode: null },
        );
      } else if (s.threeDsAttempts + 1 >= THREE_DS_ATTEMPTS) {
        await move(
          s,
          ['requires_action'],
          { status: 'failed', threeDsCode: null, threeDsAttempts: s.threeDsAttempts + 1 },
          { type: 'payment.failed', failureCode: 'authentication_failed' },
        );
      } else {
        await changeSession(
          db,
          paymentId,
          ['requires_action'],
          { status: 'requires_action', threeDsAttempts: s.threeDsAttempts + 1 },
          now(),
        );
        const left = THREE_DS_ATTEMPTS - s.threeDsAttempts - 1;
        return { kind: 'invalid', message: `The code is not correct. Attempts left: ${left}.` };
      }
      const after = await checkoutSession(paymentId);
      return after ? where(after) : { kind: 'not_found' };
    },

    async cancelCheckout(paymentId) {
      const s = await checkoutSession(paymentId);
      if (!s) return { kind: 'not_found' };
      await move(
        s,
        ['open', 'requires_action'],
        { status: 'cancelled', threeDsCode: null },
        { type: 'payment.cancelled', failureCode: null },
      );
      const after = await checkoutSession(paymentId);
      return after ? where(after) : { kind: 'not_found' };
    },

    tick,

    startScheduler({ intervalMs = 1000 } = {}) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        tick()
          .catch(onError)
          .finally(() => {
            running = false;
          });
      }, intervalMs);
      timer.unref?.();
      return () => clearInterval(timer);
    },
  };
}
