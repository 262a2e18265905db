// The wallet context as a module of the composition (issue 14 item 1): the ledger, payments
// and the in-process sandbox provider; its API at /web-api/wallet and the provider's hosted
// pages at /sandbox-pay; the sandbox settlement and payout jobs; the `balance` topic. The
// limits context's deposit check is a late port: limits opens after the wallet and reads its
// ledger.
import type { ContextModule, LatePort, Mount } from '@playfield/module';
import { walletLive } from './live.ts';
import { createLedgerSums } from './ledger/sums.ts';
import { createWalletModule } from './module.ts';
import type { WalletModule } from './module.ts';
import { accountDirectoryFromIdentity } from './payments/identity-directory.ts';
import type { IdentityAccountsPort } from './payments/identity-directory.ts';
import type { AccountDirectory, DepositGuard } from './payments/ports.ts';

export interface WalletContextOptions {
  /** Shared secret of the sandbox provider's signatures. */
  webhookSecret: string;
  /** The limits context's deposit check. */
  depositGuard: LatePort<DepositGuard>;
}

export interface WalletPorts {
  wallet: WalletModule;
  /** Identity's accounts as the wallet (and betting) read them. */
  accounts: AccountDirectory;
  /** The ledger's per-kind sums of a player (the limits context reads them). */
  ledgerSums: ReturnType<typeof createLedgerSums>;
}

export function walletContext(options: WalletContextOptions): ContextModule<
  {
    identity: IdentityAccountsPort;
    siteConfig: { get(): Promise<{ withdrawalReviewThreshold: number }> };
  },
  WalletPorts
> {
  return {
    name: 'wallet',
    open: ({ identity, siteConfig }, { database, logger }) => {
      const accounts = accountDirectoryFromIdentity(identity);
      const wallet = createWalletModule({
        database,
        accounts,
        webhookSecret: options.webhookSecret,
        reviewThreshold: async () => (await siteConfig.get()).withdrawalReviewThreshold,
        depositGuard: {
          allowDeposit: (request) => options.depositGuard.get().allowDeposit(request),
        },
        onError: (error, context) =>
          logger.warn('wallet background error', { err: error, ...context }),
      });
      const routes: Mount[] = [
        { path: '/web-api/wallet', routes: wallet.apiRoutes, endpoints: wallet.apiEndpoints },
      ];
      if (wallet.sandboxRoutes) routes.push({ path: '/sandbox-pay', routes: wallet.sandboxRoutes });
      return Promise.resolve({
        provides: { wallet, accounts, ledgerSums: createLedgerSums(database) },
        routes,
        live: walletLive(wallet),
        jobs: [{ name: 'sandbox-settlement', start: () => wallet.start() }],
      });
    },
  };
}
