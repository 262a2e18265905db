// The site's secret, from the environment: SECRET when set (required with several instances),
// else a random one kept beside the embedded database in DATA_DIR/secret.key, so sessions and
// the console's sealed TOTP seeds survive restarts. The server (apps/server/src/env.ts) and the
// console CLI parse the same fields and resolve the secret with the same function, so both
// derive the same keys on one install.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { databaseEnvFields } from './env.ts';

/** Unset and empty variables both mean "use the default". */
function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/** The field, for a larger schema (the server's) to include. */
export const secretEnvFields = {
  SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
};

/**
 * The site's secret: `secret` when given, else the one kept in `dataDir/secret.key` (created
 * on the first start, mode 0600); a fresh random one per process for a `memory://` directory.
 */
export function resolveSecret(options: { secret: string | undefined; dataDir: string }): string {
  if (options.secret) return options.secret;
  if (options.dataDir.startsWith('memory://')) return randomBytes(32).toString('base64url');
  const file = path.join(options.dataDir, 'secret.key');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // first start: created below
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(options.dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

const siteSecretEnvSchema = z.object({ ...databaseEnvFields, ...secretEnvFields });

/**
 * SECRET and DATA_DIR of the environment (a CLI's `process.env`), resolved as the server does:
 * DATA_DIR relative to `cwd`, default ./data. Throws one readable line per bad variable.
 */
export function siteSecretFromEnv(
  source: Readonly<Record<string, string | undefined>>,
  cwd: string = process.cwd(),
): string {
  const parsed = siteSecretEnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    );
  }
  const dataDir = parsed.data.DATA_DIR ?? './data';
  return resolveSecret({
    secret: parsed.data.SECRET,
    dataDir: dataDir.startsWith('memory://') ? dataDir : path.resolve(cwd, dataDir),
  });
}
