// The betting context as a module of the composition (issue 14 item 1): placement, settlement
// and VIP decisions over the wallet, the sportsbook's port and the limits context's stake
// check; the betting and calculator APIs; the settlement job (after the feed in the list); the
// `bets` topic.
import type { ContextModule } from '@playfield/module';
import { bettingEndpoints, calculatorEndpoints } from './http/routes.ts';
import { bettingLive } from './live.ts';
import type { BettingAccounts, SportsbookPort, StakeGuard } from './ports.ts';
import type { SiteBettingRules, StakeLimits } from './rules.ts';
import { createBettingService } from './service.ts';
import type { BettingDeps, BettingService } from './service.ts';

export interface BettingContextOptions {
  stakeLimits: StakeLimits;
  /** BET_ACCEPT_DELAY_MS: live coupons wait this long before their final check. */
  acceptDelayMs: number;
}

export interface BettingNeeds {
  wallet: { wallet: BettingDeps['wallet'] };
  accounts: BettingAccounts;
  sportsbook: { port: SportsbookPort };
  limits: StakeGuard;
  siteConfig: { get(): Promise<SiteBettingRules> };
}

export function bettingContext(
  options: BettingContextOptions,
): ContextModule<BettingNeeds, { betting: BettingService }> {
  return {
    name: 'betting',
    open: (needs, { database, logger }) => {
      const betting = createBettingService({
        database,
        wallet: needs.wallet.wallet,
        sportsbook: needs.sportsbook.port,
        accounts: needs.accounts,
        stakes: needs.limits,
        siteRules: () => needs.siteConfig.get(),
        stakeLimits: options.stakeLimits,
        acceptDelayMs: options.acceptDelayMs,
        onError: (error, context) =>
          logger.warn('betting background error', { err: error, ...context }),
      });
      return Promise.resolve({
        provides: { betting },
        routes: [bettingEndpoints(betting), calculatorEndpoints()].map((router) => ({
          path: router.prefix,
          routes: router.routes,
          endpoints: router.endpoints,
        })),
        live: bettingLive(betting),
        jobs: [{ name: 'bet-settlement', start: () => betting.start() }],
      });
    },
  };
}
