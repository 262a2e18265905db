import type { Hono } from 'hono';
import type { Database } from '@playfield/db';
import type { Endpoint } from '@playfield/protocol/endpoint';
import type { HttpEnv } from '@playfield/protocol/http-context';
import { walletEndpoints } from './http/routes.ts';
import { checkLedger } from './ledger/invariants.ts';
import type { Violation } from './ledger/invariants.ts';
import { createWalletService } from './ledger/service.ts';
import type { WalletService } from './ledger/service.ts';
import type { BalanceChange } from './ledger/types.ts';
import { checkPayments } from './payments/invariants.ts';
import { walletDashboard } from './payments/dashboard.ts';
import type { WalletDashboard } from './payments/dashboard.ts';
import type { AccountDirectory, DepositGuard } from './payments/ports.ts';
import { paymentRequestAdmin } from './payments/request-admin.ts';
import type { PaymentRequestAdmin } from './payments/request-admin.ts';
import { createReviewService } from './payments/review.ts';
import type { ReviewService } from './payments/review.ts';
import { createPaymentsService } from './payments/service.ts';
import type { PaymentsService } from './payments/service.ts';
import { createPaymentRequestsService } from './payments/support-requests.ts';
import type { PaymentRequestsService } from './payments/support-requests.ts';
import { createSandboxHttpClient } from './sandbox/http-client.ts';
import { createSandboxProvider } from './sandbox/provider.ts';
import type { SandboxProvider } from './sandbox/provider.ts';
import { sandboxPayRoutes } from './sandbox/routes.ts';

export interface WalletModuleDeps {
  database: Database;
  /** Identity's accounts of a player. */
  accounts: AccountDirectory;
  /** Shared secret of the sandbox provider's signatures (webhooks and merchant calls). */
  webhookSecret: string;
  /** The limits context's deposit check (default: allow everything). */
  depositGuard?: DepositGuard;
  now?: () => Date;
  /**
   * Origin the provider sends players back to. Leave empty when the provider runs in-process
   * (relative `/{lng}/onpay/...` URLs); set to PUBLIC_URL when it runs as its own process.
   */
  siteUrl?: string;
  /**
   * The sandbox provider. Without `url` it runs inside the site: hosted pages mounted at
   * /sandbox-pay, state in the site's database, webhooks handed to the wallet's handler
   * directly (signed, and verified by the same code as over HTTP). With `url` the site talks to
   * a stand-alone provider (sandbox/main.ts) over HTTP.
   */
  sandbox?: {
    url?: string;
    settleDelayMs?: number;
    payoutDelayMs?: number;
    checkoutTtlMs?: number;
  };
  /** Every committed balance change of a player (for the WebSocket balance topic). */
  publish?: (change: BalanceChange) => void;
  /**
   * The site's withdrawal review threshold (major units of any currency, issue 15): a larger
   * withdrawal waits for an operator. Default: none waits unless its player is flagged.
   */
  reviewThreshold?: () => Promise<number>;
  /** Failures of background work and provider calls (they are retried). */
  onError?: (error: unknown, context: Record<string, unknown>) => void;
}

export interface WalletModule {
  wallet: WalletService;
  payments: PaymentsService;
  requests: PaymentRequestsService;
  /** The operator console's dashboard: deposits credited (issue 15). */
  dashboard: WalletDashboard;
  /** The operator review of withdrawals (issue 15). */
  review: ReviewService;
  /** The operator's side of payment requests (issue 15). */
  requestAdmin: PaymentRequestAdmin;
  /** The in-process sandbox provider; null when an external one is used. */
  sandbox: SandboxProvider | null;
  /** Mount at `/web-api/wallet`. */
  apiRoutes: Hono<HttpEnv>;
  /** The typed endpoint definitions `apiRoutes` mounts (the OpenAPI description lists them). */
  apiEndpoints: readonly Endpoint[];
  /** Mount at `/sandbox-pay` (null when the provider runs elsewhere). */
  sandboxRoutes: Hono<HttpEnv> | null;
  /**
   * Starts the background work (sandbox settlement and webhook retries every second, payout
   * re-submission every 30 s); returns the stop function. Safe on several instances at once.
   */
  start(options?: { intervalMs?: number; reconcileMs?: number }): () => void;
  /** Ledger and payment invariants on committed data; empty when everything holds. */
  checkInvariants(): Promise<Violation[]>;
}

/** Wires the ledger, payments, payment requests and the sandbox provider for the server. */
export function createWalletModule(deps: WalletModuleDeps): WalletModule {
  const now = deps.now ?? (() => new Date());
  const onError = deps.onError ?? (() => {});
  const wallet = createWalletService({
    database: deps.database,
    now,
    ...(deps.publish ? { publish: deps.publish } : {}),
  });
  const external = deps.sandbox?.url;
  const sandbox = external
    ? null
    : createSandboxProvider({
        database: deps.database,
        secret: deps.webhookSecret,
        now,
        // In-process delivery: the signed body goes through the wallet's webhook handler, which
        // checks the signature exactly as it does for a request from an external provider.
        deliver: async (body, signature) => (await payments.handleWebhook(body, signature)).status,
        ...(deps.sandbox?.settleDelayMs === undefined
          ? {}
          : { settleDelayMs: deps.sandbox.settleDelayMs }),
        ...(deps.sandbox?.payoutDelayMs === undefined
          ? {}
          : { payoutDelayMs: deps.sandbox.payoutDelayMs }),
        ...(deps.sandbox?.checkoutTtlMs === undefined
          ? {}
          : { checkoutTtlMs: deps.sandbox.checkoutTtlMs }),
        onError: (error) => onError(error, { job: 'sandbox' }),
      });
  const provider = sandbox
    ? sandbox.client
    : createSandboxHttpClient({ url: external ?? '', secret: deps.webhookSecret, now });
  const review = createReviewService({
    db: deps.database.db,
    wallet,
    provider,
    now,
    threshold: deps.reviewThreshold ?? (() => Promise.resolve(Number.POSITIVE_INFINITY)),
    onProviderError: (error, context) => onError(error, { ...context }),
  });
  const payments = createPaymentsService({
    review,
    database: deps.database,
    wallet,
    accounts: deps.accounts,
    provider,
    webhookSecret: deps.webhookSecret,
    now,
    ...(deps.depositGuard ? { depositGuard: deps.depositGuard } : {}),
    ...(deps.siteUrl ? { siteUrl: deps.siteUrl } : {}),
    onProviderError: (error, context) => onError(error, { ...context }),
  });
  const requests = createPaymentRequestsService({ database: deps.database, now });

  const api = walletEndpoints({ payments, requests });
  return {
    wallet,
    payments,
    requests,
    dashboard: walletDashboard(deps.database.db),
    review,
    requestAdmin: paymentRequestAdmin(deps.database.db, now),
    sandbox,
    apiRoutes: api.routes,
    apiEndpoints: api.endpoints,
    sandboxRoutes: sandbox ? sandboxPayRoutes<HttpEnv>(sandbox) : null,
    start({ intervalMs = 1000, reconcileMs = 30_000 } = {}) {
      const stopSandbox = sandbox?.startScheduler({ intervalMs });
      const timer = setInterval(() => {
        payments.reconcile().catch((error: unknown) => onError(error, { job: 'reconcile' }));
      }, reconcileMs);
      timer.unref?.();
      return () => {
        stopSandbox?.();
        clearInterval(timer);
      };
    },
    async checkInvariants() {
      return [...(await checkLedger(deps.database.db)), ...(await checkPayments(deps.database.db))];
    },
  };
}
