// The public entry of @playfield/wallet. Named exports only; one line per module.
export { createWalletModule } from './module.ts';
export type { WalletModule, WalletModuleDeps } from './module.ts';
export { createWalletService } from './ledger/service.ts';
export type { HistoryEntry, PlayerBalance, WalletDeps, WalletService } from './ledger/service.ts';
export {
  InsufficientFundsError,
  InvalidMovementError,
  MovementConflictError,
  SYSTEM_ACCOUNTS,
} from './ledger/types.ts';
export type {
  BalanceChange,
  LedgerAccountRef,
  Leg,
  MovementInput,
  MovementKind,
  PostedEntry,
  PostedMovement,
  SystemAccountCode,
} from './ledger/types.ts';
export type { Violation } from './ledger/invariants.ts';
export { createLedgerSums } from './ledger/sums.ts';
export type { LedgerSumsQuery } from './ledger/sums.ts';
export { runWalletCheck } from './cli/check.ts';
export { MAX_AMOUNT_MINOR, formatMinor, parseAmount } from './money/amount.ts';
export type { AmountProblem, AmountResult } from './money/amount.ts';
export {
  CURRENCIES,
  FALLBACK_CURRENCY,
  bettingDefaults,
  currencyInfo,
} from './money/currencies.ts';
export type { CurrencyInfo } from './money/currencies.ts';
export { WalletError } from './payments/errors.ts';
export type { WalletMessageKey } from './payments/errors.ts';
export { PAYMENT_METHODS, offeredMethods } from './payments/methods.ts';
export type { MethodLimits, OfferedMethod, PaymentMethod } from './payments/methods.ts';
export { ALLOW_ALL_DEPOSITS } from './payments/ports.ts';
export type {
  AccountDirectory,
  DepositGuard,
  DepositVerdict,
  DirectoryAccount,
  PaymentProviderClient,
  ReturnUrls,
} from './payments/ports.ts';
export { REQUESTS_PAGE_SIZE } from './payments/request-admin.ts';
export type { PaymentRequestAdmin, PaymentRequestAdminView } from './payments/request-admin.ts';
export { REVIEW_PAGE_SIZE, createReviewService } from './payments/review.ts';
export type {
  ReviewDecision,
  ReviewInput,
  ReviewOutcome,
  ReviewService,
} from './payments/review.ts';
export type { DepositFigures, WalletDashboard } from './payments/dashboard.ts';
export { createPaymentsService } from './payments/service.ts';
export type { PaymentCommand, PaymentsDeps, PaymentsService } from './payments/service.ts';
export {
  PAYMENT_REQUEST_TOPICS,
  createPaymentRequestsService,
} from './payments/support-requests.ts';
export type { PaymentRequestsService } from './payments/support-requests.ts';
export { SIGNATURE_HEADER, signPayload, verifySignature } from './payments/signature.ts';
export { PAYMENT_STATUSES, PAYMENT_TYPES, isTerminal, transition } from './payments/state.ts';
export type { PaymentStatus, PaymentType } from './payments/state.ts';
export { walletEndpoints, walletRoutes } from './http/routes.ts';
export type { WalletRoutesDeps } from './http/routes.ts';
export { SANDBOX_CARDS } from './sandbox/cards.ts';
export { createSandboxHttpClient } from './sandbox/http-client.ts';
export { sandboxMerchantRoutes } from './sandbox/merchant-routes.ts';
export { createSandboxProvider } from './sandbox/provider.ts';
export type { SandboxProvider, SandboxProviderDeps } from './sandbox/provider.ts';
export { sandboxPayRoutes } from './sandbox/routes.ts';
export { accountDirectoryFromIdentity } from './payments/identity-directory.ts';
export type { IdentityAccountsPort } from './payments/identity-directory.ts';
export { toBalanceUpdate } from './payments/views.ts';
export { walletContext } from './context-module.ts';
export type { WalletContextOptions, WalletPorts } from './context-module.ts';
export { balanceKey, resolveBalanceTopic, walletLive } from './live.ts';
