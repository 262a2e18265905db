// The bounded contexts of the site (identity, wallet with its sandbox provider, responsible
// gaming limits, the sportsbook over the feed simulator, betting), created once per process
// and wired to each other through their public interfaces only: the wallet learns players'
// accounts from identity and asks limits before a deposit; limits read the wallet's ledger
// sums and end identity sessions; betting reads prices and results through its SportsbookPort
// (the sportsbook's port), posts stakes and payouts through the wallet in its own
// transactions and asks limits for the binding stake check.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono, MiddlewareHandler } from 'hono';
import { bettingRoutes, calculatorRoutes, createBettingService } from '@playfield/betting';
import type { BettingService } from '@playfield/betting';
import {
  createFeedSimulator,
  createSeededRandom,
  intervalScheduler,
  systemClock,
} from '@playfield/feed';
import type { HttpEnv } from '@playfield/protocol';
import type { Database } from '@playfield/db';
import {
  createIdentityService,
  createOutboxDispatcher,
  createSmtpTransport,
  parseSmtpUrl,
  devOutboxPage,
  identityAuthMiddleware,
  identityRoutes,
  oauthProvidersFromEnv,
} from '@playfield/identity';
import type { IdentityService } from '@playfield/identity';
import {
  blockUserRoutes,
  createLimitsService,
  limitRoutes,
  realityCheckRoutes,
} from '@playfield/limits';
import type { LimitsService } from '@playfield/limits';
import type { SiteConfigService } from '@playfield/site-config';
import {
  FEED_LEADER_LOCK,
  createSportsbook,
  createSportsbookStore,
  lineRoutes,
  resultsRoutes,
} from '@playfield/sportsbook';
import type { Sportsbook } from '@playfield/sportsbook';
import {
  accountDirectoryFromIdentity,
  createLedgerSums,
  createWalletModule,
} from '@playfield/wallet';
import type { WalletModule } from '@playfield/wallet';
import type { MountedRoutes } from './app.ts';
import { createDevClock, devClockRoutes } from './dev-clock.ts';
import type { AppEnv } from './app-env.ts';
import type { ServerEnv } from './env.ts';
import type { Logger } from './logger.ts';

export interface Contexts {
  identity: IdentityService;
  wallet: WalletModule;
  limits: LimitsService;
  betting: BettingService;
  /** The sportsbook's book (in memory); the feed runs on the leader (decision 018). */
  sportsbook: Sportsbook;
  authenticate: MiddlewareHandler<AppEnv>;
  /** Routers mounted behind identity, CSRF and the rate limit. */
  apiRoutes: MountedRoutes[];
  /** Starts background work (sandbox settlement, housekeeping); returns its stop function. */
  startBackground(): () => void;
}

/**
 * The site's signing secret: SECRET when set (required with several instances), else a
 * random one kept beside the embedded database so sessions survive restarts.
 */
export function resolveSecret(env: ServerEnv): string {
  if (env.secret) return env.secret;
  if (env.dataDir.startsWith('memory://')) return randomBytes(32).toString('base64url');
  const file = path.join(env.dataDir, 'secret.key');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // first start: created below
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(env.dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * The sportsbook over the database (decisions 018, 019). `open()` makes it the leader — the
 * instance holding the feed's advisory lock builds the built-in simulator (wall clock,
 * FEED_SEED, FEED_SPEED, FEED_MARGIN), resuming the stored world with new ids above everything
 * stored, ticking once `start()` runs — or a follower that loads the stored book and applies
 * the leader's events from the live bus. The `web` role never leads.
 */
export function openSportsbook(env: ServerEnv, logger: Logger, database: Database): Sportsbook {
  return createSportsbook({
    clock: systemClock,
    scheduler: intervalScheduler,
    cluster: {
      store: createSportsbookStore(database.db),
      tryLead: (onLost) => database.tryAdvisoryLock(FEED_LEADER_LOCK, onLost),
      createFeed: ({ firstGameId, resume }) =>
        createFeedSimulator({
          clock: systemClock,
          random: createSeededRandom(env.feedSeed),
          scheduler: intervalScheduler,
          speed: env.feedSpeed,
          margin: env.feedMargin,
          firstGameId,
          ...(resume ? { resume } : {}),
        }),
      canLead: env.role !== 'web',
      onLog: (message, context) => logger.info(message, context),
    },
    onError: (error, context) => logger.warn('sportsbook error', { err: error, ...context }),
  });
}

export async function openContexts(deps: {
  env: ServerEnv;
  logger: Logger;
  database: Database;
  siteConfig: SiteConfigService;
  /** The sportsbook (default: the simulator's, from the environment); tests pass a small one. */
  sportsbook?: Sportsbook;
}): Promise<Contexts> {
  const { env, logger, database, siteConfig } = deps;
  const secret = resolveSecret(env);
  let sportsbook = deps.sportsbook;
  if (!sportsbook) {
    sportsbook = openSportsbook(env, logger, database);
    const role = await sportsbook.open();
    logger.info('sportsbook opened', { role });
  }
  const identity = await createIdentityService({
    database,
    secret,
    publicUrl: env.publicUrl,
    isProduction: env.nodeEnv === 'production' && !env.devTools,
    siteConfig: () => siteConfig.get(),
    oauthProviders: oauthProvidersFromEnv(env.raw),
    logger,
    // The limits context (opened below) holds a self-exclusion's ban; the user config shows it.
    standing: {
      ban: async (userId) => (limits ? (await limits.playerStatus(userId)).ban : null),
    },
    // Wallet and betting are opened below; a removal is only asked for once they exist.
    accountRemovalGuard: {
      async blocker(tx, account) {
        return (
          (await wallet.payments.removalBlocker(tx, account)) ??
          (await betting.removalBlocker(tx, account))
        );
      },
    },
    ...(env.registrationsPerIpPerHour
      ? { limits: { registrationsPerIpPerHour: env.registrationsPerIpPerHour } }
      : {}),
  });

  let limits: LimitsService | null = null;
  const directory = accountDirectoryFromIdentity(identity);
  const wallet = createWalletModule({
    database,
    accounts: directory,
    webhookSecret: `${secret}:sandbox`,
    depositGuard: {
      allowDeposit: (request) =>
        limits ? limits.depositGuard.allowDeposit(request) : Promise.resolve({ allowed: true }),
    },
    onError: (error, context) => logger.warn('wallet background error', { err: error, ...context }),
  });
  // The limits clock: the wall clock, which the e2e tests may move ahead with DEV_TOOLS=1.
  const limitsClock = createDevClock();
  limits = createLimitsService({
    database,
    now: limitsClock.now,
    ledger: createLedgerSums(database),
    players: {
      async mainCurrency(userId) {
        const accounts = await identity.listAccounts(userId).catch(() => []);
        return accounts.find((a) => a.type === 0)?.iso ?? null;
      },
    },
    endSession: async ({ userId, sessionId }) => {
      const caller = { userId, sessionId: Number(sessionId) };
      await identity.endOwnSession(caller, caller.sessionId).catch(() => undefined);
    },
    onError: (error, context) => logger.warn('limits listener error', { err: error, context }),
  });

  const betting = createBettingService({
    database,
    wallet: wallet.wallet,
    sportsbook: sportsbook.port,
    accounts: directory,
    stakes: {
      checkStakeWithin: (tx, input) =>
        limits ? limits.checkStakeWithin(tx, input) : Promise.resolve({ allowed: true }),
    },
    siteRules: () => siteConfig.get(),
    stakeLimits: {
      minBetAmount: env.betMinAmount,
      maxBetAmount: env.betMaxAmount,
      maxPayout: env.betMaxPayout,
      ...(env.betLeastStake === undefined ? {} : { leastStake: env.betLeastStake }),
    },
    acceptDelayMs: env.betAcceptDelayMs,
    onError: (error, context) =>
      logger.warn('betting background error', { err: error, ...context }),
  });

  // E-mail leaves the outbox over SMTP only when SMTP_URL is set (a bad URL stops start-up).
  const smtpUrl = env.raw.SMTP_URL;
  const mailer = smtpUrl
    ? createOutboxDispatcher({
        db: database.db,
        transport: createSmtpTransport(parseSmtpUrl(smtpUrl)),
        from: env.raw.MAIL_FROM ?? `no-reply@${new URL(env.publicUrl).hostname}`,
      })
    : null;

  const apiRoutes: MountedRoutes[] = [
    { path: '/web-api', routes: identityRoutes(identity) },
    { path: '/web-api/wallet', routes: wallet.apiRoutes },
    { path: '/web-api/betting', routes: bettingRoutes(betting) },
    { path: '/web-api/betting-calculator', routes: calculatorRoutes() },
    { path: '/web-api/line', routes: lineRoutes(sportsbook) },
    { path: '/web-api/results', routes: resultsRoutes(sportsbook) },
    { path: '/limit-service-api/api/external/web/v3', routes: limitRoutes(limits) },
    { path: '/limit-service-api/limit/external/web/api/v1', routes: blockUserRoutes(limits) },
    { path: '/web-api/api/web/user/v1/reality-check', routes: realityCheckRoutes(limits) },
    { path: '/', routes: devOutboxPage(identity) },
  ];
  if (env.devTools) apiRoutes.push({ path: '/web-api', routes: devClockRoutes(limitsClock) });
  if (wallet.sandboxRoutes) {
    // The hosted payment pages read no request variables: a plain router under the typed mount.
    apiRoutes.push({
      path: '/sandbox-pay',
      routes: wallet.sandboxRoutes as unknown as Hono<HttpEnv>,
    });
  }

  return {
    identity,
    wallet,
    limits,
    betting,
    sportsbook,
    authenticate: identityAuthMiddleware<AppEnv>(identity),
    apiRoutes,
    startBackground() {
      const stopWallet = wallet.start();
      // The feed first: settlement listens to its finished games.
      sportsbook.start();
      const stopBetting = betting.start();
      const prune = setInterval(() => void identity.prune().catch(() => undefined), 3_600_000);
      prune.unref();
      const mail = mailer
        ? setInterval(
            () =>
              void mailer
                .dispatchOnce()
                .catch((err: unknown) => logger.warn('mail delivery failed', { err })),
            5_000,
          )
        : null;
      mail?.unref();
      return () => {
        stopWallet();
        stopBetting();
        sportsbook.stop();
        clearInterval(prune);
        if (mail) clearInterval(mail);
      };
    },
  };
}
