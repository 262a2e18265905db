import { createHash } from 'node:crypto';
import { CONSOLE_API_PREFIX, CONSOLE_SESSION_COOKIE } from '@playfield/domain/console';
import { readCookie } from '@playfield/domain/cookie-header';
import { isWriteMethod } from '@playfield/domain/guards';
import type { Context, MiddlewareHandler } from 'hono';
import { apiError } from '@playfield/protocol/errors';
import type { AppEnv } from './app-env.ts';
import type { Logger } from './logger.ts';

/** Result of counting one hit in a fixed window. */
export interface RateLimitHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
}

/** Where counters live: process memory (one instance) or Redis (shared by all instances). */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
}

export interface MemoryStoreOptions {
  now?: () => number;
  /** Upper bound on tracked keys, so a flood of addresses cannot exhaust memory. */
  maxKeys?: number;
}

/** Fixed-window counters in a Map; expired windows are swept when the map grows large. */
export function createMemoryRateLimitStore(options: MemoryStoreOptions = {}): RateLimitStore {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 100_000;
  const windows = new Map<string, { count: number; resetAt: number }>();

  // Room a sweep leaves: a tenth of the bound, so a flood of new keys pays for one pass over the
  // map every tenth of `maxKeys` inserts instead of on every insert.
  const headroom = Math.max(1, Math.floor(maxKeys / 10));

  function sweep(at: number): void {
    for (const [key, entry] of windows) if (entry.resetAt <= at) windows.delete(key);
    // Still full of live windows: forget the oldest (insertion order) rather than grow.
    for (const key of windows.keys()) {
      if (windows.size <= maxKeys - headroom) break;
      windows.delete(key);
    }
  }

  return {
    hit(key, windowMs) {
      const at = now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= at) {
        if (!entry && windows.size >= maxKeys) sweep(at);
        entry = { count: 0, resetAt: at + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return Promise.resolve({ count: entry.count, resetInMs: entry.resetAt - at });
    },
  };
}

/** The part of an ioredis client the Redis store uses. */
export interface RedisEvaluator {
  eval(script: string, numKeys: number, ...args: (string | number)[]): Promise<unknown>;
}

// INCR and PEXPIRE in one round trip and atomically, so a crash between them cannot leave a
// counter without expiry.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

/** Fixed-window counters shared by every instance through Redis. */
export function createRedisRateLimitStore(
  redis: RedisEvaluator,
  prefix = 'playfield:rl:',
): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const reply = await redis.eval(HIT_SCRIPT, 1, `${prefix}${key}`, windowMs);
      if (!Array.isArray(reply) || reply.length !== 2) {
        throw new Error('unexpected reply from the rate-limit script');
      }
      return { count: Number(reply[0]), resetInMs: Math.max(0, Number(reply[1])) };
    },
  };
}

/** One limit: at most `limit` writes per `windowMs` for each key the `key` function gives. */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
  /** The counter key for a request, or null when the rule does not apply (no account). */
  key(c: Context<AppEnv>): string | null;
}

/** The default rules: per client IP, and per account when the request is authenticated. */
export function defaultRateLimitRules(
  limits: { perIp: number; perAccount: number; windowMs: number } = {
    perIp: 120,
    perAccount: 60,
    windowMs: 60_000,
  },
): RateLimitRule[] {
  return [
    {
      name: 'ip',
      limit: limits.perIp,
      windowMs: limits.windowMs,
      key: (c) => `ip:${c.get('clientIp')}`,
    },
    {
      name: 'account',
      limit: limits.perAccount,
      windowMs: limits.windowMs,
      key: (c) => {
        const auth = c.get('auth');
        return auth ? `account:${auth.userId}` : null;
      },
    },
    ...consoleRateLimitRules(limits),
  ];
}

const CONSOLE_LOGIN_PATH = `${CONSOLE_API_PREFIX}/auth/login`;

/**
 * The console's own limits (issue 15, decision 035): sign-ins per client IP, and writes per
 * console session — a session is one operator, and a TOTP code opens at most one session per
 * 30-second step, so this is a per-operator limit without reading the session here. The key is
 * a hash of the cookie, never the token itself.
 */
export function consoleRateLimitRules(limits: {
  perAccount: number;
  windowMs: number;
}): RateLimitRule[] {
  return [
    {
      name: 'console-login-ip',
      limit: 10,
      windowMs: 60_000,
      key: (c) => (c.req.path === CONSOLE_LOGIN_PATH ? `console-login:${c.get('clientIp')}` : null),
    },
    {
      name: 'console-operator',
      limit: limits.perAccount,
      windowMs: limits.windowMs,
      key: (c) => {
        if (!c.req.path.startsWith(`${CONSOLE_API_PREFIX}/`)) return null;
        const token = readCookie(c.req.header('cookie'), CONSOLE_SESSION_COOKIE);
        return token ? `console:${createHash('sha256').update(token).digest('hex')}` : null;
      },
    },
  ];
}

/**
 * Counts every write against each rule and answers 429 with `Retry-After` (seconds) once a
 * limit is passed. A failing store (Redis down) lets the request through and logs a warning:
 * losing the limiter for a moment is better than losing the site.
 */
export function rateLimit(options: {
  store: RateLimitStore;
  rules: readonly RateLimitRule[];
  logger: Logger;
}): MiddlewareHandler<AppEnv> {
  return async function rateLimitMiddleware(c, next) {
    if (!isWriteMethod(c.req.method) || c.env?.internal) return next();
    for (const rule of options.rules) {
      const key = rule.key(c);
      if (key === null) continue;
      let hit: RateLimitHit;
      try {
        hit = await options.store.hit(key, rule.windowMs);
      } catch (err) {
        options.logger.warn('rate limit store failed; request allowed', { rule: rule.name, err });
        continue;
      }
      if (hit.count > rule.limit) {
        const retryAfter = Math.max(1, Math.ceil(hit.resetInMs / 1000));
        c.header('Retry-After', String(retryAfter));
        return c.json(apiError(429, 'Too many requests, try again later.', 'rate_limited'), 429);
      }
    }
    return next();
  };
}

/** The API paths whose reads the anonymous read limit counts. */
const READ_LIMITED_PATH = /^\/(web-api|bff-api)\//;

/**
 * Anonymous reads of the API (GET and HEAD under /web-api and /bff-api without a session),
 * counted per client IP in a window of their own, apart from the write limits: a client
 * polling the line as fast as it can gets 429 with `Retry-After` instead of holding an
 * instance. Signed-in players are limited per account by the write rules only; the server's
 * own in-process calls (page loaders) are not counted. A failing store lets the read through.
 */
export function anonymousReadLimit(options: {
  store: RateLimitStore;
  /** Reads per window and IP; 0 turns the limit off. */
  perIp: number;
  windowMs: number;
  logger: Logger;
}): MiddlewareHandler<AppEnv> {
  return async function anonymousReadLimitMiddleware(c, next) {
    if (options.perIp <= 0 || c.env?.internal) return next();
    const method = c.req.method.toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') return next();
    if (c.get('auth') || !READ_LIMITED_PATH.test(c.req.path)) return next();
    let hit: RateLimitHit;
    try {
      hit = await options.store.hit(`read:ip:${c.get('clientIp')}`, options.windowMs);
    } catch (err) {
      options.logger.warn('rate limit store failed; request allowed', { rule: 'read', err });
      return next();
    }
    if (hit.count > options.perIp) {
      const retryAfter = Math.max(1, Math.ceil(hit.resetInMs / 1000));
      c.header('Retry-After', String(retryAfter));
      c.header('Cache-Control', 'no-store');
      return c.json(apiError(429, 'Too many requests, try again later.', 'rate_limited'), 429);
    }
    return next();
  };
}
