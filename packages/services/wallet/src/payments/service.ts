import { randomUUID } from 'node:crypto';
import { withRetry } from '@playfield/db';
import type { Database, Db } from '@playfield/db';
import type {
  DepositResponse,
  PaymentList,
  PaymentMethodView,
  PaymentView,
  PaymentsQuery,
  WalletAccount,
  WithdrawalResponse,
} from '@playfield/protocol/wallet';
import type { WalletService } from '../ledger/service.ts';
import { InsufficientFundsError } from '../ledger/types.ts';
import { formatMinor } from '../money/amount.ts';
import { lockPlayerLedgerAccount, walletRemovalBlocker } from './account-removal.ts';
import type { WalletRemovalBlocker } from './account-removal.ts';
import { WalletError } from './errors.ts';
import { offeredMethods } from './methods.ts';
import { holdMovement, releaseMovement } from './movements.ts';
import { prepareOrder } from './order.ts';
import type { Order } from './order.ts';
import { ALLOW_ALL_DEPOSITS } from './ports.ts';
import type { AccountDirectory, DepositGuard, PaymentProviderClient, ReturnUrls } from './ports.ts';
import {
  findByIdempotencyKey,
  findOwnPayment,
  insertPayment,
  listPayments,
  lockPayment,
  markSubmitted,
  mergeDetails,
  unsubmittedWithdrawals,
  updateStatus,
} from './repository.ts';
import type { PaymentRecord } from './repository.ts';
import type { ReviewService } from './review.ts';
import { transition } from './state.ts';
import type { PaymentType } from './state.ts';
import { digitsOf, toPaymentFilter, toPaymentView } from './views.ts';
import { handleProviderWebhook } from './webhook.ts';
import type { WebhookResult } from './webhook.ts';

export interface PaymentsDeps {
  database: Pick<Database, 'db'>;
  wallet: WalletService;
  /** Identity's accounts (see AccountDirectory). */
  accounts: AccountDirectory;
  provider: PaymentProviderClient;
  /** Shared secret of the provider's webhook signatures. */
  webhookSecret: string;
  /** Responsible-gaming check on every deposit; allows all by default. */
  depositGuard?: DepositGuard;
  now?: () => Date;
  /** Payment ids (UUIDs). */
  newId?: () => string;
  /**
   * Origin the provider sends players back to (`https://site.example`); empty for same-origin
   * relative paths, which is right when the provider runs inside the site.
   */
  siteUrl?: string;
  /** The operator review (issue 15): whether a new withdrawal waits, and marking it so. */
  review?: Pick<ReviewService, 'needsReview' | 'hold' | 'threshold'>;
  /** Told about provider calls that failed and will be retried. */
  onProviderError?: (error: unknown, context: { paymentId: string; call: string }) => void;
}

/** Who asks, in which language, with which idempotency key, and the raw JSON body. */
export interface PaymentCommand {
  userId: number;
  lang: string;
  idempotencyKey: string;
  body: unknown;
}

export interface PaymentsService {
  /**
   * Why a player's currency account cannot be removed now (money, a payment in progress, a held
   * withdrawal), or null; runs inside the removal's transaction and locks the ledger account.
   */
  removalBlocker(
    tx: Db,
    account: { userId: number; accountId: number; currency: string },
  ): Promise<WalletRemovalBlocker | null>;
  accounts(userId: number): Promise<WalletAccount[]>;
  methods(userId: number, accountId: number, direction: PaymentType): Promise<PaymentMethodView[]>;
  createDeposit(command: PaymentCommand): Promise<DepositResponse>;
  createWithdrawal(command: PaymentCommand): Promise<WithdrawalResponse>;
  cancelWithdrawal(userId: number, paymentId: string): Promise<WithdrawalResponse>;
  getPayment(userId: number, paymentId: string): Promise<PaymentView>;
  listPayments(userId: number, query: PaymentsQuery): Promise<PaymentList>;
  /** The provider's signed webhook (raw body, signature header). */
  handleWebhook(rawBody: string, signature: string | undefined): Promise<WebhookResult>;
  /** Re-sends payouts the provider never acknowledged; returns how many were sent. */
  reconcile(): Promise<number>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Deposits, withdrawals and their history, on top of the ledger. */
export function createPaymentsService(deps: PaymentsDeps): PaymentsService {
  const db = deps.database.db;
  const now = deps.now ?? (() => new Date());
  const newId = deps.newId ?? randomUUID;
  const guard = deps.depositGuard ?? ALLOW_ALL_DEPOSITS;
  const siteUrl = (deps.siteUrl ?? '').replace(/\/+$/, '');
  const reportProviderError = deps.onProviderError ?? (() => {});

  function returnUrls(lang: string, paymentId: string): ReturnUrls {
    const page = (result: string) =>
      `${siteUrl}/${lang}/onpay/${result}?paymentId=${encodeURIComponent(paymentId)}`;
    return {
      success: page('success'),
      fail: page('fail'),
      pending: page('pending'),
      cancel: page('cancel'),
    };
  }

  function record(order: Order, command: PaymentCommand, status: 'created' | 'pending') {
    const at = now();
    return {
      id: newId(),
      type: order.type,
      status,
      userId: command.userId,
      accountId: order.account.id,
      currency: order.currency,
      amount: order.amount,
      method: order.method.id,
      provider: deps.provider.name,
      idempotencyKey: command.idempotencyKey,
      requestHash: order.hash,
      language: command.lang,
      details: order.card ? { cardLast4: order.card.slice(-4) } : {},
      createdAt: at,
    } satisfies Omit<PaymentRecord, 'updatedAt' | 'submittedAt' | 'failureCode'>;
  }

  /** The earlier payment made with this key, provided the request is the same one. */
  function sameRequest(existing: PaymentRecord, order: Order): PaymentRecord {
    if (existing.type !== order.type || existing.requestHash !== order.hash) {
      throw new WalletError(422, 'wallet_idempotency_key_reused');
    }
    return existing;
  }

  async function checkout(p: PaymentRecord): Promise<DepositResponse> {
    const known = p.details.redirectUrl;
    if (typeof known === 'string') return { paymentId: p.id, redirectUrl: known };
    try {
      const { redirectUrl } = await deps.provider.createCheckout({
        paymentId: p.id,
        amount: p.amount,
        currency: p.currency,
        method: p.method,
        returnUrls: returnUrls(p.language, p.id),
      });
      await mergeDetails(db, p.id, { redirectUrl });
      return { paymentId: p.id, redirectUrl };
    } catch (error) {
      reportProviderError(error, { paymentId: p.id, call: 'createCheckout' });
      throw new WalletError(502, 'wallet_provider_unavailable');
    }
  }

  async function submitPayout(p: PaymentRecord, card: string | undefined): Promise<boolean> {
    try {
      await deps.provider.createPayout({
        paymentId: p.id,
        amount: p.amount,
        currency: p.currency,
        method: p.method,
        ...(card === undefined ? {} : { card }),
      });
      await markSubmitted(db, p.id, now());
      return true;
    } catch (error) {
      // The funds stay held and the payment pending; reconcile() sends it again.
      reportProviderError(error, { paymentId: p.id, call: 'createPayout' });
      return false;
    }
  }

  async function ownPayment(userId: number, paymentId: string): Promise<PaymentRecord> {
    const p = UUID.test(paymentId) ? await findOwnPayment(db, userId, paymentId) : null;
    if (!p) throw new WalletError(404, 'wallet_payment_not_found');
    return p;
  }

  return {
    removalBlocker: walletRemovalBlocker,

    async accounts(userId) {
      const [list, balances] = await Promise.all([
        deps.accounts.listAccounts(userId),
        deps.wallet.balances(userId),
      ]);
      const byAccount = new Map(balances.map((b) => [b.accountId, b.balance]));
      return list.map((a) => ({
        id: a.id,
        type: a.type,
        iso: a.currency,
        money: formatMinor(byAccount.get(a.id) ?? 0n, digitsOf(a.currency)),
        isActive: a.isActive,
      }));
    },

    async methods(userId, accountId, direction) {
      const account = await deps.accounts.getAccount(userId, accountId);
      if (!account) throw new WalletError(404, 'wallet_account_not_found');
      if (account.type === 4) return [];
      const country = await deps.accounts.countryOf(userId);
      const digits = digitsOf(account.currency);
      return offeredMethods(country, account.currency, direction).map((m) => ({
        id: m.id,
        direction: m.direction,
        currency: m.currency,
        min: formatMinor(m.min, digits),
        max: formatMinor(m.max, digits),
      }));
    },

    async createDeposit(command) {
      const order = await prepareOrder({ ...command, type: 'deposit', accounts: deps.accounts });
      const earlier = await findByIdempotencyKey(db, command.userId, command.idempotencyKey);
      if (earlier) return checkout(sameRequest(earlier, order));
      const verdict = await guard.allowDeposit({
        userId: command.userId,
        accountId: order.account.id,
        amount: order.amount,
        currency: order.currency,
      });
      if (!verdict.allowed) {
        throw new WalletError(403, 'wallet_deposit_not_allowed', {}, verdict.code, verdict.message);
      }
      const payment = record(order, command, 'created');
      // The account's ledger row is share-locked while the payment is written: a removal of
      // the account (which locks that row for update) either commits first or waits and then
      // sees this payment (issue 13 item 1). When the removal won, the account is gone by the
      // time this commits: the payment is cancelled before any checkout exists.
      const inserted = await withRetry(() =>
        db.transaction(async (tx) => {
          await lockPlayerLedgerAccount(
            tx,
            { ...order.account, accountId: order.account.id },
            'share',
          );
          return insertPayment(tx, payment);
        }),
      );
      if (inserted && !(await deps.accounts.getAccount(command.userId, order.account.id))) {
        await updateStatus(db, payment.id, 'cancelled', 'account_removed', now());
        throw new WalletError(404, 'wallet_account_not_found');
      }
      if (!inserted) {
        const first = await findByIdempotencyKey(db, command.userId, command.idempotencyKey);
        if (!first) throw new Error('payment with a conflicting key vanished');
        return checkout(sameRequest(first, order));
      }
      return checkout({
        ...payment,
        updatedAt: payment.createdAt,
        submittedAt: null,
        failureCode: null,
      });
    },

    async createWithdrawal(command) {
      const order = await prepareOrder({ ...command, type: 'withdrawal', accounts: deps.accounts });
      const earlier = await findByIdempotencyKey(db, command.userId, command.idempotencyKey);
      if (earlier) {
        return { paymentId: sameRequest(earlier, order).id, status: 'pending' };
      }
      const fresh = record(order, command, 'pending');
      const payment: PaymentRecord = {
        ...fresh,
        updatedAt: fresh.createdAt,
        submittedAt: null,
        failureCode: null,
      };
      const hold = holdMovement(payment);
      await deps.wallet.prepare(hold.legs);
      // Read before the transaction (the site configuration may read the database).
      const threshold = deps.review ? await deps.review.threshold() : Number.POSITIVE_INFINITY;
      let changes;
      try {
        changes = await withRetry(() =>
          db.transaction(async (tx) => {
            // The payment and its hold commit together: a withdrawal without held funds (or
            // held funds without a withdrawal) cannot exist.
            if (!(await insertPayment(tx, fresh))) return null;
            const posted = (await deps.wallet.postWithin(tx, hold)).changes;
            const waits =
              deps.review !== undefined && (await deps.review.needsReview(tx, fresh, threshold));
            if (waits) await deps.review?.hold(tx, fresh.id);
            return { posted, waits };
          }),
        );
      } catch (error) {
        if (error instanceof InsufficientFundsError) {
          throw new WalletError(400, 'wallet_insufficient_funds');
        }
        throw error;
      }
      if (changes === null) {
        const first = await findByIdempotencyKey(db, command.userId, command.idempotencyKey);
        if (!first) throw new Error('payment with a conflicting key vanished');
        return { paymentId: sameRequest(first, order).id, status: 'pending' };
      }
      deps.wallet.publish(changes.posted);
      // A withdrawal waiting for an operator goes to the provider on approval.
      if (!changes.waits) await submitPayout(payment, order.card);
      return { paymentId: payment.id, status: 'pending' };
    },

    async cancelWithdrawal(userId, paymentId) {
      const p = await ownPayment(userId, paymentId);
      if (p.type !== 'withdrawal') throw new WalletError(404, 'wallet_payment_not_found');
      if (p.status === 'cancelled') return { paymentId: p.id, status: 'cancelled' };
      if (p.status !== 'pending') throw new WalletError(409, 'wallet_withdrawal_not_cancellable');
      // The provider decides first: once it says the payout is stopped, it will never pay it.
      // Still waiting for an operator: the provider was never asked to pay it.
      let stopped = p.review === 'waiting';
      try {
        if (!stopped) stopped = (await deps.provider.cancelPayout(p.id)).cancelled;
      } catch (error) {
        reportProviderError(error, { paymentId: p.id, call: 'cancelPayout' });
        throw new WalletError(502, 'wallet_provider_unavailable');
      }
      if (!stopped) throw new WalletError(409, 'wallet_withdrawal_not_cancellable');
      const release = releaseMovement(p);
      await deps.wallet.prepare(release.legs);
      const outcome = await withRetry(() =>
        db.transaction(async (tx) => {
          const locked = await lockPayment(tx, p.id);
          if (!locked) throw new Error(`payment ${p.id} vanished`);
          const step = transition(locked.status, 'cancelled');
          // Approved meanwhile (the payout may be with the provider): not this way.
          const decided = p.review === 'waiting' && locked.review !== 'waiting';
          if (!step.changed || decided) return { status: locked.status, changes: [] };
          await updateStatus(tx, p.id, 'cancelled', null, now());
          return {
            status: 'cancelled' as const,
            changes: (await deps.wallet.postWithin(tx, release)).changes,
          };
        }),
      );
      deps.wallet.publish(outcome.changes);
      if (outcome.status !== 'cancelled') {
        throw new WalletError(409, 'wallet_withdrawal_not_cancellable');
      }
      return { paymentId: p.id, status: 'cancelled' };
    },

    async getPayment(userId, paymentId) {
      return toPaymentView(await ownPayment(userId, paymentId));
    },

    async listPayments(userId, query) {
      const { items, total } = await listPayments(db, userId, toPaymentFilter(query));
      return { items: items.map(toPaymentView), page: query.page, pageSize: query.pageSize, total };
    },

    handleWebhook(rawBody, signature) {
      return handleProviderWebhook(
        { db, wallet: deps.wallet, provider: deps.provider.name, secret: deps.webhookSecret, now },
        rawBody,
        signature,
      );
    },

    async reconcile() {
      let sent = 0;
      for (const p of await unsubmittedWithdrawals(db, 50)) {
        // The payout card is not stored (only its last digits): a resent payout goes to the
        // provider's default destination for the method.
        if (await submitPayout(p, undefined)) sent += 1;
      }
      return sent;
    },
  };
}
