// Shared set-up of the limits integration tests: a fresh database, a clock the test moves, an
// in-memory ledger, the service, and a Hono app with the limit routes behind a tiny middleware
// that plays the server's part (auth from `x-test-user` / `x-test-session`, language).
import { Hono } from 'hono';
import { createTestDatabase } from '@playfield/db/testing';
import type { Database } from '@playfield/db';
import {
  LIMIT_API_PREFIX,
  LIMIT_API_V1_BASE,
  REALITY_CHECK_PATH,
} from '@playfield/protocol/limits';
import type { HttpEnv } from '@playfield/protocol/http-context';
import { blockUserRoutes, limitRoutes, realityCheckRoutes } from '../routes.ts';
import { createLimitsService } from '../service.ts';
import type { LimitsService } from '../service.ts';
import type { LimitsDeps } from '../ports.ts';
import { createMemoryLedger } from './memory-ledger.ts';
import type { MemoryLedger } from './memory-ledger.ts';

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  set(at: Date): void;
}

export function testClock(start: Date): TestClock {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance(ms) {
      at += ms;
    },
    set(date) {
      at = date.getTime();
    },
  };
}

export interface Harness {
  database: Database;
  clock: TestClock;
  ledger: MemoryLedger;
  service: LimitsService;
  app: Hono<HttpEnv>;
  endedSessions: { userId: number; sessionId: string }[];
  /** Calls the app as `userId` (null: a visitor). */
  call(
    userId: number | null,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export async function createHarness(
  options: { start?: Date; deps?: Partial<LimitsDeps> } = {},
): Promise<Harness> {
  const database = await createTestDatabase();
  const clock = testClock(options.start ?? new Date('2026-03-10T09:00:00Z'));
  const ledger = createMemoryLedger();
  const endedSessions: { userId: number; sessionId: string }[] = [];
  const service = createLimitsService({
    database,
    ledger,
    players: { mainCurrency: () => Promise.resolve('RUB') },
    now: clock.now,
    endSession: (session) => {
      endedSessions.push(session);
      return Promise.resolve();
    },
    ...options.deps,
  });

  const app = new Hono<HttpEnv>();
  app.use('*', async (c, next) => {
    const user = c.req.header('x-test-user');
    c.set(
      'auth',
      user ? { userId: user, sessionId: c.req.header('x-test-session') ?? 's1' } : null,
    );
    c.set('lang', c.req.header('x-test-lang') ?? 'en');
    await next();
  });
  app.route(LIMIT_API_PREFIX, limitRoutes(service));
  app.route(LIMIT_API_V1_BASE, blockUserRoutes(service));
  app.route(REALITY_CHECK_PATH, realityCheckRoutes(service));

  return {
    database,
    clock,
    ledger,
    service,
    app,
    endedSessions,
    async call(userId, method, path, body, headers = {}) {
      const url = path.startsWith('/') ? path : `${LIMIT_API_PREFIX}/${path}`;
      const response = await app.request(url, {
        method,
        headers: {
          ...(userId === null ? {} : { 'x-test-user': String(userId) }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
    },
    close: () => database.close(),
  };
}
