// Where the database is, from the environment: the one schema of DATABASE_URL and DATA_DIR that
// the server's environment (apps/server/src/env.ts) and every CLI parse. An entry point hands
// `process.env` to it whole; nothing else reads those variables.
import { z } from 'zod';

/** Unset and empty variables both mean "use the default". */
function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

const postgresUrl = z.string().refine(
  (value) => {
    try {
      return ['postgres:', 'postgresql:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  },
  { message: 'must be a URL such as postgres://user:pass@host:5432/db' },
);

/** The fields, for a larger schema (the server's) to include. */
export const databaseEnvFields = {
  DATABASE_URL: z.preprocess(blankToUndefined, postgresUrl.optional()),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().optional()),
};

export const databaseEnvSchema = z.object(databaseEnvFields);

/** The database options of the environment, and how to name it in messages. */
export interface DatabaseFromEnv {
  /** PostgreSQL when set; else PGlite in `dataDir`. */
  url: string | undefined;
  /** DATA_DIR, default `./data`. */
  dataDir: string;
  /** "PostgreSQL (DATABASE_URL)" or "PGlite in ./data". */
  where: string;
}

/** Parses DATABASE_URL and DATA_DIR; throws one readable line per bad variable. */
export function databaseFromEnv(source: Record<string, string | undefined>): DatabaseFromEnv {
  const parsed = databaseEnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    );
  }
  const url = parsed.data.DATABASE_URL;
  const dataDir = parsed.data.DATA_DIR ?? './data';
  return { url, dataDir, where: url ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}` };
}
