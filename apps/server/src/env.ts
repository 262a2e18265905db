import path from 'node:path';
import { databaseEnvFields, secretEnvFields } from '@playfield/db';
import { z } from 'zod';
import { parseTrustProxy } from './client-ip.ts';
import type { TrustedProxies } from './client-ip.ts';

// The one place that reads the process environment (house rule): main.ts and dev.ts hand
// `process.env` to loadEnv() once at boot and pass the typed result down.

/** Unset and empty variables both mean "use the default". */
function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

const urlWithProtocols = (protocols: readonly string[], example: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL such as ${example}` },
  );

/** A stake limit in major units of any currency: a plain decimal with at most two digits. */
const stakeAmount = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,11})(\.[0-9]{1,2})?$/, 'must be a plain decimal such as 10 or 0.50');

const envSchema = z.object({
  PORT: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{1,5}$/, 'must be a whole number from 0 to 65535')
      .transform(Number)
      .refine((n) => n <= 65535, 'must be a whole number from 0 to 65535')
      .default(3000),
  ),
  ...databaseEnvFields,
  REDIS_URL: optional(urlWithProtocols(['redis:', 'rediss:'], 'redis://localhost:6379')),
  ROLE: z.preprocess(blankToUndefined, z.enum(['all', 'web', 'worker']).default('all')),
  PUBLIC_URL: optional(urlWithProtocols(['http:', 'https:'], 'https://playfield.example')),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  ),
  TRUST_PROXY: optional(z.string()),
  PAGE_CACHE_SECONDS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{1,3}$/, 'must be a whole number of seconds from 0 to 300')
      .transform(Number)
      .refine((n) => n <= 300, 'must be a whole number of seconds from 0 to 300')
      .default(5),
  ),
  ...secretEnvFields,
  DEV_TOOLS: z.preprocess(blankToUndefined, z.enum(['0', '1']).default('0')),
  DEV_TOOLS_FORCE: z.preprocess(blankToUndefined, z.enum(['0', '1']).default('0')),
  READS_PER_IP_PER_MINUTE: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{1,9}$/, 'must be a whole number (0 turns the limit off)')
      .transform(Number)
      .default(600),
  ),
  REGISTRATIONS_PER_IP_PER_HOUR: optional(
    z
      .string()
      .regex(/^\d{1,6}$/, 'must be a whole number')
      .transform(Number),
  ),
  BET_ACCEPT_DELAY_MS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{1,5}$/, 'must be a whole number of milliseconds from 0 to 60000')
      .transform(Number)
      .refine((n) => n <= 60_000, 'must be a whole number of milliseconds from 0 to 60000')
      .default(3000),
  ),
  BET_MIN_AMOUNT: optional(stakeAmount),
  BET_MAX_AMOUNT: optional(stakeAmount),
  BET_MAX_PAYOUT: z.preprocess(blankToUndefined, stakeAmount.default('10000000')),
  // The least stake per currency, e.g. "RUB:10,USD:0.50" (others keep spec §9's figure), or
  // "none"; unset: spec §9's figures (decision 020).
  BET_LEAST_STAKE: optional(
    z
      .string()
      .regex(
        /^(none|[A-Z]{3}:(0|[1-9][0-9]{0,11})(\.[0-9]{1,2})?(,[A-Z]{3}:(0|[1-9][0-9]{0,11})(\.[0-9]{1,2})?)*)$/,
        'must be "none" or a list such as RUB:10,USD:0.50',
      ),
  ),
  FEED_SPEED: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(
        /^\d{1,4}(\.\d{1,3})?$/,
        'must be a number of game seconds per real second, 0.001 to 3600',
      )
      .transform(Number)
      .refine(
        (n) => n > 0 && n <= 3600,
        'must be a number of game seconds per real second, 0.001 to 3600',
      )
      .default(1),
  ),
  FEED_SEED: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{1,9}$/, 'must be a whole number from 0 to 999999999')
      .transform(Number)
      .default(1),
  ),
  FEED_MARGIN: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^0(\.\d{1,4})?$/, 'must be a decimal from 0 to 0.3, such as 0.05')
      .transform(Number)
      .refine((n) => n <= 0.3, 'must be a decimal from 0 to 0.3, such as 0.05')
      .default(0.05),
  ),
  NODE_ENV: z.preprocess(
    blankToUndefined,
    z.enum(['development', 'production', 'test']).default('production'),
  ),
});

export type Role = 'all' | 'web' | 'worker';
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** The validated configuration of one server process. */
export interface ServerEnv {
  port: number;
  /** PostgreSQL URL; absent means embedded PGlite in {@link ServerEnv.dataDir}. */
  databaseUrl: string | undefined;
  /** Absolute directory of the embedded database (or `memory://`). */
  dataDir: string;
  redisUrl: string | undefined;
  role: Role;
  /** The site's public origin, without a trailing slash. */
  publicUrl: string;
  logLevel: LogLevel;
  trustProxy: TrustedProxies;
  /** Seconds a rendered page is shared between anonymous visitors; 0 turns the cache off. */
  pageCacheSeconds: number;
  nodeEnv: 'development' | 'production' | 'test';
  /** Signing secret (sessions, tokens, webhooks); generated and kept in DATA_DIR when absent. */
  secret: string | undefined;
  /** Developer tools (the mail/SMS outbox page) in a production build: tests and demos. */
  devTools: boolean;
  /** Registrations one address may make per hour before a captcha is required. */
  registrationsPerIpPerHour: number | undefined;
  /** Anonymous API reads (GET /web-api, /bff-api) one address may make per minute; 0: no limit. */
  readsPerIpPerMinute: number;
  /** How long coupons with a live leg are held before the final odds check (ms). */
  betAcceptDelayMs: number;
  /** Stake limits in major units of the account's currency (null: none). */
  betMinAmount: string | null;
  betMaxAmount: string | null;
  /** The most any coupon may pay, in major units. */
  betMaxPayout: string;
  /** Least stake per currency (major units); undefined: spec §9's; null: none. */
  betLeastStake: Record<string, string> | null | undefined;
  /** FEED_SPEED: game seconds per real second of the feed simulator. */
  feedSpeed: number;
  /** FEED_SEED: the simulator's seed (the same seed and start time give the same world). */
  feedSeed: number;
  /** FEED_MARGIN: the bookmaker margin of every market (Σ 1/coef = 1 + margin). */
  feedMargin: number;
  /** The raw environment, for settings read by contexts (OAUTH_<PROVIDER>_*). */
  raw: Readonly<Record<string, string | undefined>>;
}

export type EnvResult = { ok: true; env: ServerEnv } | { ok: false; errors: string[] };

/**
 * Validates the environment. Every problem is reported at once, as `NAME: what is wrong`,
 * so a misconfigured deployment is fixed in one round.
 */
export function parseEnv(
  source: Readonly<Record<string, string | undefined>>,
  cwd: string = process.cwd(),
): EnvResult {
  const parsed = envSchema.safeParse(source);
  const errors: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = issue.path.join('.') || 'environment';
      errors.push(`${name}: ${issue.message} (got ${JSON.stringify(source[name] ?? null)})`);
    }
  }
  const trust = parseTrustProxy(source.TRUST_PROXY);
  if (!trust.ok) {
    errors.push(
      `TRUST_PROXY: ${trust.error} (got ${JSON.stringify(source.TRUST_PROXY ?? null)}); use a comma list of IPs or CIDRs, "loopback" or "none"`,
    );
  }
  if (
    parsed.success &&
    parsed.data.DEV_TOOLS === '1' &&
    parsed.data.NODE_ENV === 'production' &&
    parsed.data.DEV_TOOLS_FORCE !== '1'
  ) {
    // The outbox shows every reset link and sign-in code sent: never on a real site by mistake.
    errors.push(
      'DEV_TOOLS: 1 in production opens the mail/SMS outbox (password-reset links and sign-in codes) to anyone; unset it, or set DEV_TOOLS_FORCE=1 as well for a test or demo server',
    );
  }
  if (!parsed.success || !trust.ok || errors.length > 0) return { ok: false, errors };

  const data = parsed.data;
  const publicUrl = (data.PUBLIC_URL ?? `http://localhost:${data.PORT}`).replace(/\/+$/, '');
  const dataDir = data.DATA_DIR ?? './data';
  return {
    ok: true,
    env: {
      port: data.PORT,
      databaseUrl: data.DATABASE_URL,
      dataDir: dataDir.startsWith('memory://') ? dataDir : path.resolve(cwd, dataDir),
      redisUrl: data.REDIS_URL,
      role: data.ROLE,
      publicUrl,
      logLevel: data.LOG_LEVEL,
      trustProxy: trust.value,
      pageCacheSeconds: data.PAGE_CACHE_SECONDS,
      nodeEnv: data.NODE_ENV,
      secret: data.SECRET,
      devTools: data.DEV_TOOLS === '1',
      registrationsPerIpPerHour: data.REGISTRATIONS_PER_IP_PER_HOUR,
      readsPerIpPerMinute: data.READS_PER_IP_PER_MINUTE,
      betAcceptDelayMs: data.BET_ACCEPT_DELAY_MS,
      betMinAmount: data.BET_MIN_AMOUNT ?? '1',
      betMaxAmount: data.BET_MAX_AMOUNT ?? null,
      betMaxPayout: data.BET_MAX_PAYOUT,
      betLeastStake:
        data.BET_LEAST_STAKE === undefined
          ? undefined
          : data.BET_LEAST_STAKE === 'none'
            ? null
            : Object.fromEntries(data.BET_LEAST_STAKE.split(',').map((pair) => pair.split(':'))),
      feedSpeed: data.FEED_SPEED,
      feedSeed: data.FEED_SEED,
      feedMargin: data.FEED_MARGIN,
      raw: source,
    },
  };
}

/** Text printed when start-up is refused. */
export function formatEnvErrors(errors: readonly string[]): string {
  return [
    'Playfield cannot start: the environment is invalid.',
    ...errors.map((e) => `  - ${e}`),
  ].join('\n');
}

/**
 * Parses the environment or stops the process with the list of problems (exit code 1).
 * `exit` and `print` are injectable for tests.
 */
export function loadEnv(
  source: Readonly<Record<string, string | undefined>>,
  io: { print: (text: string) => void; exit: (code: number) => never } = {
    print: (text) => process.stderr.write(`${text}\n`),
    exit: (code) => process.exit(code),
  },
): ServerEnv {
  const result = parseEnv(source);
  if (result.ok) return result.env;
  io.print(formatEnvErrors(result.errors));
  return io.exit(1);
}
