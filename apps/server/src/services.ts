import { Redis } from 'ioredis';
import { createDatabase, seed } from '@playfield/db';
import type { Database } from '@playfield/db';
import { createSiteConfigService } from '@playfield/site-config';
import type { SiteConfigService } from '@playfield/site-config';
import { openContexts } from './contexts.ts';
import type { Contexts } from './contexts.ts';
import type { ServerEnv } from './env.ts';
import type { Logger } from './logger.ts';
import { MIGRATIONS_FOLDER } from './paths.ts';
import { createMemoryRateLimitStore, createRedisRateLimitStore } from './rate-limit.ts';
import type { RateLimitStore } from './rate-limit.ts';

/** The long-lived dependencies of one process, opened once at start-up. */
export interface Services {
  database: Database;
  siteConfig: SiteConfigService;
  rateLimitStore: RateLimitStore;
  /** Identity, wallet and limits, wired to each other. */
  contexts: Contexts;
  /** Closes Redis and the database (after the HTTP servers have stopped). */
  close(): Promise<void>;
}

function describeDatabase(env: ServerEnv): Record<string, string> {
  if (!env.databaseUrl) return { database: 'pglite', dataDir: env.dataDir };
  const url = new URL(env.databaseUrl);
  return { database: 'postgres', host: url.host, name: url.pathname.slice(1) };
}

/**
 * Opens the database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR),
 * applies the committed migrations, writes the deterministic seed, and builds the services.
 */
export async function openServices(env: ServerEnv, logger: Logger): Promise<Services> {
  const started = performance.now();
  const database = await createDatabase({
    ...(env.databaseUrl ? { url: env.databaseUrl } : { dataDir: env.dataDir }),
    migrationsFolder: MIGRATIONS_FOLDER,
    onPoolError: (err) => logger.warn('database pool error', { err }),
  });
  try {
    await database.migrate();
    await seed(database);
  } catch (err) {
    await database.close();
    throw err;
  }
  logger.info('database ready', {
    ...describeDatabase(env),
    ms: Math.round(performance.now() - started),
  });

  let redis: Redis | null = null;
  let rateLimitStore: RateLimitStore = createMemoryRateLimitStore();
  if (env.redisUrl) {
    // No offline queue: while Redis is away a limiter call fails at once (and the limiter
    // lets the request through) instead of piling up.
    redis = new Redis(env.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    redis.on('error', (err: Error) => logger.warn('redis error', { err: err.message }));
    rateLimitStore = createRedisRateLimitStore(redis);
    logger.info('rate limits shared through redis', { host: new URL(env.redisUrl).host });
  }

  const siteConfig = createSiteConfigService({
    database,
    onInvalidValue: (key, problems) =>
      logger.warn('stored site configuration value is invalid; default used', { key, problems }),
  });
  const contexts = await openContexts({ env, logger, database, siteConfig });
  return {
    database,
    contexts,
    siteConfig,
    rateLimitStore,
    async close() {
      // Writes in progress finish and the feed's lock is released before the database closes.
      await contexts.close();
      if (redis) await redis.quit().catch(() => redis?.disconnect());
      await database.close();
    },
  };
}
