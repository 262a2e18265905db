// The composition root (issue 14 item 1, decision 030): the site's bounded contexts as an
// ordered list of modules. Each module opens with the ports of the modules before it (checked
// by the type checker); the two cycles — identity shows the ban limits holds and asks wallet
// and betting before removing an account; the wallet asks limits before a deposit — are late
// ports, bound once their provider is open. Dev and production boot, the live hub and the
// worker's jobs loop over what the list opened. Adding a context is its folder and one `add`.
import type { Hono, MiddlewareHandler } from 'hono';
import { bettingContext } from '@playfield/betting';
import type { BettingService } from '@playfield/betting';
import { consoleContext } from '@playfield/console';
import { resolveSecret } from '@playfield/db';
import type { Database } from '@playfield/db';
import {
  identityAuthMiddleware,
  identityContext,
  oauthProvidersFromEnv,
} from '@playfield/identity';
import type { AccountRemovalGuard, IdentityService, StandingPort } from '@playfield/identity';
import { limitsContext } from '@playfield/limits';
import type { LimitsService } from '@playfield/limits';
import { composeModules } from '@playfield/module';
import type { LiveContribution, ModuleJob } from '@playfield/module';
import { siteConfigContext } from '@playfield/site-config';
import type { SiteConfigService } from '@playfield/site-config';
import { sportsbookContext } from '@playfield/sportsbook';
import type { Sportsbook } from '@playfield/sportsbook';
import { walletContext } from '@playfield/wallet';
import type { DepositGuard, WalletModule } from '@playfield/wallet';
import type { MountedRoutes } from './app.ts';
import { createDevClock, devClockRoutes } from './dev-clock.ts';
import { openApiBrowser, openApiRoutes } from './openapi.ts';
import type { AppEnv } from './app-env.ts';
import type { ServerEnv } from './env.ts';
import type { Logger } from './logger.ts';

export interface Contexts {
  identity: IdentityService;
  wallet: WalletModule;
  limits: LimitsService;
  betting: BettingService;
  /** The sportsbook's book (in memory); the feed runs on the leader (decisions 018, 019). */
  sportsbook: Sportsbook;
  authenticate: MiddlewareHandler<AppEnv>;
  /** Routers mounted behind identity, CSRF and the rate limit, in module order. */
  apiRoutes: MountedRoutes[];
  /** The modules' parts of the live hub. */
  live: readonly LiveContribution[];
  /** The worker role's jobs, in module order. */
  jobs: readonly ModuleJob[];
  /** Starts the jobs (the feed before settlement); returns their stop function. */
  startBackground(): () => void;
  /** Closes the modules in reverse order (the feed's lock is released), before the database. */
  close(): Promise<void>;
}

/** The ordered module list of this process, from the environment. */
function siteModules(env: ServerEnv, siteConfig: SiteConfigService, sportsbook?: Sportsbook) {
  const secret = resolveSecret({ secret: env.secret, dataDir: env.dataDir });
  const composition = composeModules();
  const standing = composition.late<StandingPort>('limits standing (identity user config)');
  const removalGuard = composition.late<AccountRemovalGuard>('account removal guard');
  const depositGuard = composition.late<DepositGuard>('deposit guard (wallet)');
  // The limits clock: the wall clock, which the e2e tests may move ahead with DEV_TOOLS=1.
  const limitsClock = createDevClock();
  const list = composition
    .add(siteConfigContext(siteConfig))
    .add(
      sportsbookContext(
        sportsbook
          ? { given: sportsbook }
          : {
              simulated: {
                seed: env.feedSeed,
                speed: env.feedSpeed,
                margin: env.feedMargin,
                canLead: env.role !== 'web',
              },
            },
      ),
    )
    .add(
      identityContext({
        secret,
        publicUrl: env.publicUrl,
        isProduction: env.nodeEnv === 'production' && !env.devTools,
        oauthProviders: oauthProvidersFromEnv(env.raw),
        ...(env.registrationsPerIpPerHour
          ? { limits: { registrationsPerIpPerHour: env.registrationsPerIpPerHour } }
          : {}),
        smtpUrl: env.raw.SMTP_URL,
        mailFrom: env.raw.MAIL_FROM,
        standing,
        removalGuard,
      }),
    )
    .add(walletContext({ webhookSecret: `${secret}:sandbox`, depositGuard }))
    .add(limitsContext({ now: limitsClock.now }))
    .bind(depositGuard, ({ limits }) => limits.depositGuard)
    .bind(standing, ({ limits }) => ({
      ban: async (userId) => (await limits.playerStatus(userId)).ban,
    }))
    .add(
      bettingContext({
        stakeLimits: {
          minBetAmount: env.betMinAmount,
          maxBetAmount: env.betMaxAmount,
          maxPayout: env.betMaxPayout,
          ...(env.betLeastStake === undefined ? {} : { leastStake: env.betLeastStake }),
        },
        acceptDelayMs: env.betAcceptDelayMs,
      }),
    )
    .bind(removalGuard, ({ wallet, betting }) => ({
      async blocker(tx, account) {
        return (
          (await wallet.payments.removalBlocker(tx, account)) ??
          (await betting.removalBlocker(tx, account))
        );
      },
    }))
    .add(consoleContext({ secret, secureCookies: new URL(env.publicUrl).protocol === 'https:' }));
  return { list, limitsClock };
}

export async function openContexts(deps: {
  env: ServerEnv;
  logger: Logger;
  database: Database;
  siteConfig: SiteConfigService;
  /** The sportsbook (default: the simulator's, from the environment); tests pass a small one. */
  sportsbook?: Sportsbook;
}): Promise<Contexts> {
  const { env, logger, database } = deps;
  const { list, limitsClock } = siteModules(env, deps.siteConfig, deps.sportsbook);
  const opened = await list.open({ database, logger });
  const { identity, wallet, limits, betting, sportsbook } = opened.ports;
  const apiRoutes: MountedRoutes[] = [...opened.routes];
  apiRoutes.push({ path: '/web-api', routes: openApiRoutes(opened.routes) });
  if (env.devTools) apiRoutes.push({ path: '/web-api', routes: devClockRoutes(limitsClock) });
  // The description as a page, with the developer pages (on outside production, decision 031).
  if (env.nodeEnv !== 'production' || env.devTools) {
    apiRoutes.push({ path: '/dev', routes: openApiBrowser(opened.routes) as unknown as Hono });
  }
  logger.info('contexts opened', { modules: opened.names });
  return {
    identity,
    wallet,
    limits,
    betting,
    sportsbook,
    authenticate: identityAuthMiddleware<AppEnv>(identity),
    apiRoutes,
    live: opened.live,
    jobs: opened.jobs,
    startBackground: () => opened.startJobs(),
    close: () => opened.close(),
  };
}
