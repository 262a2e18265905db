import { Hono } from 'hono';
import { createTestDatabase } from '@playfield/db/testing';
import type { Database } from '@playfield/db';
import { createLimitsService } from '@playfield/limits';
import type { LimitsService } from '@playfield/limits';
import type { HttpEnv } from '@playfield/protocol/http-context';
import type { BetsTopicUpdate } from '@playfield/protocol/sportsbook';
import { createLedgerSums, createWalletService } from '@playfield/wallet';
import type { WalletService } from '@playfield/wallet';
import { bettingRoutes, calculatorRoutes } from '../http/routes.ts';
import type { BettingAccount, SportsbookPort } from '../ports.ts';
import { DEFAULT_STAKE_LIMITS } from '../rules.ts';
import type { SiteBettingRules, StakeLimits } from '../rules.ts';
import { createBettingService } from '../service.ts';
import type { BettingService } from '../service.ts';
import { createFakeSportsbook } from './fake-sportsbook.ts';
import type { FakeSportsbook } from './fake-sportsbook.ts';

// Integration-test rig: a fresh database with the real wallet ledger and the real limits
// service on it, identity's accounts in memory, the fake sportsbook, and a Hono app that mounts
// the betting routes the way the server does behind a tiny middleware standing in for the
// server's auth and language (`x-test-user`, `x-test-lang`).

export interface Harness {
  database: Database;
  wallet: WalletService;
  limits: LimitsService;
  sportsbook: FakeSportsbook;
  service: BettingService;
  app: Hono<HttpEnv>;
  published: { userId: number; update: BetsTopicUpdate }[];
  errors: unknown[];
  /** A main account for `userId` in `currency` (id = userId × 10 unless given). */
  account(userId: number, options?: Partial<BettingAccount>): BettingAccount;
  /** Credits a player account through the ledger (minor units). */
  fund(account: BettingAccount, amount: bigint): Promise<void>;
  balance(account: BettingAccount): Promise<bigint>;
  request(
    path: string,
    init?: { user?: number; lang?: string; json?: unknown; key?: string; method?: string },
  ): Promise<{ status: number; body: unknown }>;
  /** A second service on the same database (a restarted worker). */
  restart(): BettingService;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** Prices and results from elsewhere (the real feed); the fake stays unused then. */
  sportsbookPort?: SportsbookPort;
  acceptDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  siteRules?: SiteBettingRules;
  /** Default: no least stake (tests stake small sums) unless `stakeLimits.leastStake` says. */
  stakeLimits?: StakeLimits;
  /** Give the service no stake limits at all: its own defaults apply (spec §9 least stakes). */
  serviceStakeDefaults?: boolean;
  now?: () => Date;
}

export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const database = await createTestDatabase();
  const now = options.now ?? (() => new Date());
  const wallet = createWalletService({ database, now });
  const accounts = new Map<number, BettingAccount>();
  const limits = createLimitsService({
    database,
    ledger: createLedgerSums(database),
    players: {
      mainCurrency: (userId) =>
        Promise.resolve([...accounts.values()].find((a) => a.userId === userId)?.currency ?? null),
    },
    now,
  });
  const sportsbook = createFakeSportsbook();
  const published: { userId: number; update: BetsTopicUpdate }[] = [];
  const errors: unknown[] = [];
  const build = () =>
    createBettingService({
      database,
      wallet,
      sportsbook: options.sportsbookPort ?? sportsbook,
      accounts: {
        getAccount: (userId, accountId) => {
          const found = accounts.get(accountId);
          return Promise.resolve(found && found.userId === userId ? found : null);
        },
      },
      stakes: { checkStakeWithin: (tx, input) => limits.checkStakeWithin(tx, input) },
      acceptDelayMs: options.acceptDelayMs ?? 0,
      now,
      ...(options.sleep ? { sleep: options.sleep } : {}),
      ...(options.siteRules ? { siteRules: () => Promise.resolve(options.siteRules!) } : {}),
      ...(options.serviceStakeDefaults
        ? {}
        : {
            stakeLimits: {
              ...(options.stakeLimits ?? DEFAULT_STAKE_LIMITS),
              leastStake: options.stakeLimits?.leastStake ?? null,
            },
          }),
      publish: (userId, update) => published.push({ userId, update }),
      onError: (error) => errors.push(error),
      settlementBatchSize: 50,
    });
  const service = build();
  const app = new Hono<HttpEnv>();
  app.use(async (c, next) => {
    const user = c.req.header('x-test-user');
    c.set('auth', user ? { userId: user, sessionId: `session-${user}` } : null);
    c.set('lang', c.req.header('x-test-lang') ?? 'en');
    c.set('requestId', 'test');
    c.set('clientIp', '127.0.0.1');
    await next();
  });
  app.route('/web-api/betting', bettingRoutes(service));
  app.route('/web-api/betting-calculator', calculatorRoutes());

  let funded = 0;
  return {
    database,
    wallet,
    limits,
    sportsbook,
    service,
    app,
    published,
    errors,
    account(userId, extra = {}) {
      const account: BettingAccount = {
        id: userId * 10,
        userId,
        type: 0,
        currency: 'RUB',
        isActive: true,
        ...extra,
      };
      accounts.set(account.id, account);
      return account;
    },
    async fund(account, amount) {
      funded += 1;
      await wallet.post({
        kind: 'adjustment',
        idempotencyKey: `test-fund-${account.id}-${funded}`,
        legs: [
          {
            account: { kind: 'player', accountId: account.id, userId: account.userId },
            currency: account.currency,
            amount,
          },
          {
            account: { kind: 'system', code: 'adjustments' },
            currency: account.currency,
            amount: -amount,
          },
        ],
      });
    },
    balance: (account) => wallet.balance(account.id),
    async request(path, init = {}) {
      const headers = new Headers();
      if (init.user !== undefined) headers.set('x-test-user', String(init.user));
      if (init.lang) headers.set('x-test-lang', init.lang);
      if (init.key) headers.set('Idempotency-Key', init.key);
      if (init.json !== undefined) headers.set('content-type', 'application/json');
      const response = await app.request(path, {
        method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
        headers,
        ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
      });
      const text = await response.text();
      return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
    },
    restart: build,
    close: () => database.close(),
  };
}
