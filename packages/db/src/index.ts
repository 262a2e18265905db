// The public entry of @playfield/db. Named exports only; one line per module.
// Tables are not here: each context's are `@playfield/db/<context>` (src/schema/<context>.ts),
// imported only by that context's package; tables.ts lists them all for the drizzle handle.
export { IN_MEMORY, createDatabase } from './database.ts';
export type {
  AdvisoryLock,
  CreateDatabaseOptions,
  Database,
  Db,
  QueryResultHKT,
  QueryRows,
} from './database.ts';
export { findRepoRoot, readMigrations, resolveMigrationsFolder } from './migrations.ts';
export { seed } from './seed.ts';
export { databaseEnvFields, databaseEnvSchema, databaseFromEnv } from './env.ts';
export type { DatabaseFromEnv } from './env.ts';
export { resolveSecret, secretEnvFields, siteSecretFromEnv } from './site-secret.ts';
export { toJsonb } from './json-value.ts';
export {
  CHECK_VIOLATION,
  DEADLOCK_DETECTED,
  SERIALIZATION_FAILURE,
  UNIQUE_VIOLATION,
  isRetryable,
  sqlState,
  withRetry,
} from './db-errors.ts';
export { SEED_COUNTRIES, SEED_CURRENCIES, SEED_LANGUAGES } from './seed-data.ts';
export type { SeedCountry, SeedCurrency, SeedLanguage } from './seed-data.ts';
