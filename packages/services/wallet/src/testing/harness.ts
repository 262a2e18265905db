import { Hono } from 'hono';
import { createTestDatabase } from '@playfield/db/testing';
import type { Database } from '@playfield/db';
import type { HttpEnv } from '@playfield/protocol/http-context';
import type { MovementInput } from '../ledger/types.ts';
import { createWalletModule } from '../module.ts';
import type { WalletModule } from '../module.ts';
import type { AccountDirectory, DepositGuard, DirectoryAccount } from '../payments/ports.ts';

// Integration-test rig: a fresh database, the wallet module with an in-process sandbox, a
// controllable clock, and a Hono app that mounts the routes the way the server does, with a
// tiny middleware standing in for the server's auth and language resolution
// (`x-test-user`, `x-test-lang`). Identity's account directory is replaced by an in-memory one:
// it is another context's interface, and the wallet must not read identity's tables.

export const WEBHOOK_SECRET = 'test-webhook-secret-0123456789';

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

export interface MemoryDirectory extends AccountDirectory {
  add(account: Omit<DirectoryAccount, 'isActive'> & { isActive?: boolean }): DirectoryAccount;
  setCountry(userId: number, country: string | null): void;
}

export function createMemoryDirectory(): MemoryDirectory {
  const accounts: DirectoryAccount[] = [];
  const countries = new Map<number, string | null>();
  return {
    add(account) {
      const full = { isActive: account.type === 0, ...account };
      accounts.push(full);
      return full;
    },
    setCountry(userId, country) {
      countries.set(userId, country);
    },
    listAccounts: (userId) => Promise.resolve(accounts.filter((a) => a.userId === userId)),
    getAccount: (userId, accountId) =>
      Promise.resolve(accounts.find((a) => a.userId === userId && a.id === accountId) ?? null),
    countryOf: (userId) => Promise.resolve(countries.get(userId) ?? 'ru'),
  };
}

export interface Harness {
  database: Database;
  module: WalletModule;
  directory: MemoryDirectory;
  clock: TestClock;
  app: Hono<HttpEnv>;
  /** A request as user `user` (a visitor when absent) in language `lang` (default en). */
  request(
    path: string,
    init?: RequestInit & { user?: number; lang?: string; json?: unknown; key?: string },
  ): Promise<Response>;
  /** Credits a player account directly through the ledger (no payment). */
  fund(userId: number, accountId: number, amount: bigint, currency?: string): Promise<void>;
  close(): Promise<void>;
}

export async function createHarness(
  options: { depositGuard?: DepositGuard; settleDelayMs?: number; payoutDelayMs?: number } = {},
): Promise<Harness> {
  const database = await createTestDatabase();
  let time = Date.parse('2026-11-22T10:00:00Z');
  const clock: TestClock = {
    now: () => new Date(time),
    advance: (ms) => {
      time += ms;
    },
  };
  const directory = createMemoryDirectory();
  const module = createWalletModule({
    database,
    accounts: directory,
    webhookSecret: WEBHOOK_SECRET,
    now: clock.now,
    sandbox: {
      settleDelayMs: options.settleDelayMs ?? 15_000,
      payoutDelayMs: options.payoutDelayMs ?? 20_000,
    },
    ...(options.depositGuard ? { depositGuard: options.depositGuard } : {}),
  });
  const app = new Hono<HttpEnv>();
  app.use(async (c, next) => {
    const user = c.req.header('x-test-user');
    c.set('auth', user ? { userId: user, sessionId: `session-${user}` } : null);
    c.set('lang', c.req.header('x-test-lang') ?? 'en');
    c.set('requestId', 'test');
    c.set('clientIp', '127.0.0.1');
    await next();
  });
  app.route('/web-api/wallet', module.apiRoutes);
  if (module.sandboxRoutes) app.route('/sandbox-pay', module.sandboxRoutes);

  let funded = 0;
  return {
    database,
    module,
    directory,
    clock,
    app,
    request(path, init = {}) {
      const { user, lang, json, key, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (user !== undefined) headers.set('x-test-user', String(user));
      if (lang) headers.set('x-test-lang', lang);
      if (key) headers.set('Idempotency-Key', key);
      if (json !== undefined) headers.set('content-type', 'application/json');
      return Promise.resolve(
        app.request(path, {
          ...rest,
          headers,
          ...(json === undefined
            ? {}
            : { body: JSON.stringify(json), method: rest.method ?? 'POST' }),
        }),
      );
    },
    async fund(userId, accountId, amount, currency = 'RUB') {
      funded += 1;
      const movement: MovementInput = {
        kind: 'adjustment',
        idempotencyKey: `test-fund-${accountId}-${funded}`,
        legs: [
          { account: { kind: 'player', accountId, userId }, currency, amount },
          { account: { kind: 'system', code: 'adjustments' }, currency, amount: -amount },
        ],
      };
      await module.wallet.post(movement);
    },
    close: () => database.close(),
  };
}
